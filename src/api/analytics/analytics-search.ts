import { ANALYTIC_PERIODS, type AnalyticPeriod } from './analytics.constants';
import { commaList, urlNamesOf } from '../../lib/url-state';

// Route validateSearch files import this, and they run before the page's chunk loads, so it
// sits in the entry: constants only (no valibot, no date or query code).

/** The chicken product and period URL fields the analytics pages share; the layout owns dates. */
export interface ChickenSearch {
  /**
   * Product labels as a comma list; absent means all. They are the chicken materials
   * dictionary's names (GET /dictionaries/materials/all), so only their form is checked here:
   * the page drops a name the dictionary does not hold once it is read.
   */
  chickenTypes?: string;
  /** Absent means `DEFAULT_PERIOD`. */
  period?: AnalyticPeriod;
}

/**
 * Spec 000 §5: a malformed product list or an unknown period is dropped, never thrown. Explicit
 * undefined: the router lays this over the raw query, so a dropped field must be present to
 * hide a bad raw value.
 */
export function validateChickenSearch(search: Record<string, unknown>): ChickenSearch {
  return {
    chickenTypes: commaList(chickenTypesOf(search.chickenTypes)),
    period: periodOf(search.period),
  };
}

/** The product labels of a comma list (or array), in the order given, without repeats. */
export function chickenTypesOf(value: unknown): string[] {
  return urlNamesOf(value);
}

/** The URL's period when it is a known one. */
export function periodOf(value: unknown): AnalyticPeriod | undefined {
  return ANALYTIC_PERIODS.find((known) => known === value);
}
