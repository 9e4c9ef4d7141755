import { analyticFilters } from '../../api/analytics/analytics-filters';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import type { PerformanceFilters } from '../../api/performance/performance.queries';
import type { DateRangeSearch } from '../../lib/url-state';
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
    ...analyticFilters(search, restaurant, timeZone),
    performanceRatioType: ratioTypeOf(search),
  };
}
