import { analyticFilters } from '../../api/analytics/analytics-filters';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import type { PerformanceFilters } from '../../api/performance/performance.queries';
import type { PageScope } from '../../api/restaurants/page-scope';
import type { DateRangeSearch } from '../../lib/url-state';
import type { PerformanceSearch } from './performance-search';

export type PerformancePageSearch = DateRangeSearch & PerformanceSearch;

export function ratioTypeOf(search: PerformanceSearch): PerformanceRatioType {
  return search.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE;
}

/**
 * The calls' filters: the chicken dashboard's, from the page scope (range, restaurant or Global),
 * the URL's period and its products the dictionary holds (`materials`), so both pages read a
 * link alike, plus the ratio type.
 */
export function performanceFilters(
  search: PerformancePageSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  materials: readonly string[],
): PerformanceFilters {
  return {
    ...analyticFilters(search, scope, materials),
    performanceRatioType: ratioTypeOf(search),
  };
}
