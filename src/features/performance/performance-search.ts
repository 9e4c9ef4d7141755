import { validateChickenSearch, type ChickenSearch } from '../../api/analytics/analytics-search';
import {
  PERFORMANCE_RATIO_TYPES,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no date or query code).

/**
 * The performance page's own URL fields, products and period read as on the chicken dashboard;
 * the layout owns dates and restaurant.
 */
export interface PerformanceSearch extends ChickenSearch {
  /** Absent means COOKED/RECOMMENDATION (spec 000 §3). */
  performanceRatioType?: PerformanceRatioType;
}

/**
 * Spec 000 §5: unknown products, period or ratio type are dropped, never thrown. Every field is
 * returned, undefined when dropped: the router keeps a raw value its route leaves out, so only
 * an explicit undefined takes a bad one out of the page's search and the address bar.
 */
export function validatePerformanceSearch(search: Record<string, unknown>): PerformanceSearch {
  return {
    ...validateChickenSearch(search),
    performanceRatioType: PERFORMANCE_RATIO_TYPES.find(
      (known) => known === search.performanceRatioType,
    ),
  };
}
