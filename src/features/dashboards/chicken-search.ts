import {
  ANALYTIC_PERIODS,
  CHICKEN_PRODUCTS,
  type AnalyticPeriod,
  type ChickenProduct,
} from '../../api/analytics/analytics.constants';
import { dropUnknownOptions } from '../../lib/url-state';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no date or query code).

/** The chicken dashboard's own URL fields; the layout owns dates and restaurant. */
export interface ChickenSearch {
  /** Product labels as a comma list, unknown ones dropped; absent means all. */
  chickenTypes?: string;
  /** Absent means `DEFAULT_PERIOD`. */
  period?: AnalyticPeriod;
}

/** Spec 000 §5: an unknown product or period is dropped, never thrown. */
export function validateChickenSearch(search: Record<string, unknown>): ChickenSearch {
  const types = chickenTypesOf(search.chickenTypes);
  const period = ANALYTIC_PERIODS.find((known) => known === search.period);
  // Explicit undefined: the router lays this over the raw query, so a dropped field must be
  // present to hide a bad raw value.
  return {
    chickenTypes: types.length > 0 ? types.join(',') : undefined,
    period,
  };
}

/** The known product labels of a comma list (or array), in the order given, without repeats. */
export function chickenTypesOf(value: unknown): ChickenProduct[] {
  return dropUnknownOptions(value, CHICKEN_PRODUCTS);
}
