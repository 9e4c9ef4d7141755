import {
  ANALYTIC_PERIODS,
  CHICKEN_PRODUCTS,
  type AnalyticPeriod,
  type ChickenProduct,
} from './analytics.constants';
import { dropUnknownOptions } from '../../lib/url-state';

// Route validateSearch files import this, and they run before the page's chunk loads, so it
// sits in the entry: constants only (no valibot, no date or query code).

/** The chicken product and period URL fields the analytics pages share; the layout owns dates. */
export interface ChickenSearch {
  /** Product labels as a comma list, unknown ones dropped; absent means all. */
  chickenTypes?: string;
  /** Absent means `DEFAULT_PERIOD`. */
  period?: AnalyticPeriod;
}

/**
 * Spec 000 §5: an unknown product or period is dropped, never thrown. Explicit undefined: the
 * router lays this over the raw query, so a dropped field must be present to hide a bad raw
 * value.
 */
export function validateChickenSearch(search: Record<string, unknown>): ChickenSearch {
  const types = chickenTypesOf(search.chickenTypes);
  return {
    chickenTypes: types.length > 0 ? types.join(',') : undefined,
    period: periodOf(search.period),
  };
}

/** The known product labels of a comma list (or array), in the order given, without repeats. */
export function chickenTypesOf(value: unknown): ChickenProduct[] {
  return dropUnknownOptions(value, CHICKEN_PRODUCTS);
}

/** The URL's period when it is a known one. */
export function periodOf(value: unknown): AnalyticPeriod | undefined {
  return ANALYTIC_PERIODS.find((known) => known === value);
}
