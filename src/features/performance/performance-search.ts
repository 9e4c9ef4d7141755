import {
  ANALYTIC_PERIODS,
  CHICKEN_PRODUCTS,
  type AnalyticPeriod,
} from '../../api/analytics/analytics.constants';
import {
  PERFORMANCE_RATIO_TYPES,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import { dropUnknownOptions } from '../../lib/url-state';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no date or query code).

/** The performance page's own URL fields; the layout owns dates and restaurant. */
export interface PerformanceSearch {
  /** Product labels as a comma list, as on the chicken dashboard; absent means all. */
  chickenTypes?: string;
  /** Absent means DAY (spec 000 §3). */
  period?: AnalyticPeriod;
  /** Absent means COOKED/RECOMMENDATION (spec 000 §3). */
  performanceRatioType?: PerformanceRatioType;
}

/**
 * Spec 000 §5: unknown products, period or ratio type are dropped, never thrown. Every field is
 * returned, undefined when dropped: the router keeps a raw value its route leaves out, so only
 * an explicit undefined takes a bad one out of the page's search and the address bar.
 */
export function validatePerformanceSearch(search: Record<string, unknown>): PerformanceSearch {
  const products = dropUnknownOptions(search.chickenTypes, CHICKEN_PRODUCTS);
  return {
    chickenTypes: products.length > 0 ? products.join(',') : undefined,
    period: ANALYTIC_PERIODS.find((known) => known === search.period),
    performanceRatioType: PERFORMANCE_RATIO_TYPES.find(
      (known) => known === search.performanceRatioType,
    ),
  };
}
