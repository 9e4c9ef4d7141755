import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import type { PerformanceFilters } from '../../api/performance/performance.queries';
import type { DateRangeSearch } from '../../lib/url-state';
// eslint-disable-next-line kc/no-cross-feature-imports -- the dashboard's URL rules, shared as the brief asks until they move to src/lib
import { dashboardFilters } from '../dashboards/chicken-filters';
import type { PerformanceSearch } from './performance-search';

export type PerformancePageSearch = DateRangeSearch & PerformanceSearch;

export function ratioTypeOf(search: PerformanceSearch): PerformanceRatioType {
  return search.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE;
}

/**
 * The calls' filters: the chicken dashboard's range, restaurant (or Global), products and
 * period from the URL, so both pages read a link alike, plus the ratio type.
 */
export function performanceFilters(
  search: PerformancePageSearch,
  restaurant: string,
  timeZone: string | null | undefined,
): PerformanceFilters {
  return {
    ...dashboardFilters(search, restaurant, timeZone),
    performanceRatioType: ratioTypeOf(search),
  };
}
