import { resolveAnalyticRange, type AnalyticFilters } from '../analytics/analytics.queries';
import { endpointQueryAt } from '../endpoint-query-at';
import type { PerformanceRatioType } from './performance.constants';
import { getChickenPerformance, getExtendedChickenPerformance } from './performance.endpoints';
import type { PerformanceQuery } from './performance.schema';

/** The analytics' filters (range kept relative in the key, restaurant, products, period) plus the ratio. */
export interface PerformanceFilters extends AnalyticFilters {
  performanceRatioType: PerformanceRatioType;
}

/** The provider query for `filters` at `now`: epoch ms, `materials` a comma list. */
export function performanceQuery(filters: PerformanceFilters, now: number): PerformanceQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startEventTime: start,
    endEventTime: end,
    restaurantUuid: filters.restaurantUuid,
    materials: filters.materials?.length ? filters.materials.join(',') : undefined,
    period: filters.period,
    performanceRatioType: filters.performanceRatioType,
  };
}

/** A performance call's input at `now`, for `endpointQueryAt`. */
function performanceInput(filters: PerformanceFilters, now: number) {
  return { query: performanceQuery(filters, now) };
}

/** Query options per performance call; the key holds the filters, the range kept relative. */
export const performanceQueries = {
  all: () => ['performance'] as const,
  /** GET /chicken-performance: per restaurant, percent, weight and count per period. */
  chicken: (filters: PerformanceFilters) =>
    endpointQueryAt(performanceQueries.all(), getChickenPerformance, filters, performanceInput),
  /** GET /extended-chicken-performance: per restaurant, per day part and per product. */
  extended: (filters: PerformanceFilters) =>
    endpointQueryAt(
      performanceQueries.all(),
      getExtendedChickenPerformance,
      filters,
      performanceInput,
    ),
};
