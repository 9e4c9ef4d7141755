import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticFilters } from '../analytics/analytics.queries';
import { request, unwrap } from '../request';
import type { PerformanceRatioType } from './performance.constants';
import { getChickenPerformance, getExtendedChickenPerformance } from './performance.endpoints';
import type { PerformanceQuery } from './performance.schema';

/** The analytics' filters (range kept relative in the key, restaurant, products, period) plus the ratio. */
export interface PerformanceFilters extends AnalyticFilters {
  performanceRatioType: PerformanceRatioType;
}

/** The provider query for `filters` at `now`: epoch ms, `chickenTypes` a comma list. */
export function performanceQuery(filters: PerformanceFilters, now: number): PerformanceQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startEventTime: start,
    endEventTime: end,
    restaurantUuid: filters.restaurantUuid,
    chickenTypes: filters.materials?.length ? filters.materials.join(',') : undefined,
    period: filters.period,
    performanceRatioType: filters.performanceRatioType,
  };
}

/**
 * Query options per performance call. The key holds the filters; TanStack Query's `signal`
 * goes to the call, so a newer key cancels the older call and its AbortError is dropped without
 * an error state (spec 000 §4 "Data loads").
 */
export const performanceQueries = {
  all: () => ['performance'] as const,
  /** GET /chicken-performance: per restaurant, percent, weight and count per period. */
  chicken: (filters: PerformanceFilters) =>
    queryOptions({
      queryKey: [...performanceQueries.all(), 'chicken', filters] as const,
      queryFn: ({ signal }) =>
        request(
          getChickenPerformance,
          { query: performanceQuery(filters, Date.now()) },
          { signal },
        ).then(unwrap),
    }),
  /** GET /extended-chicken-performance: per restaurant, per day part and per product. */
  extended: (filters: PerformanceFilters) =>
    queryOptions({
      queryKey: [...performanceQueries.all(), 'extended', filters] as const,
      queryFn: ({ signal }) =>
        request(
          getExtendedChickenPerformance,
          { query: performanceQuery(filters, Date.now()) },
          { signal },
        ).then(unwrap),
    }),
};
