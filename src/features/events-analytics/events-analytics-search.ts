import { validateChickenSearch, type ChickenSearch } from '../../api/analytics/analytics-search';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  PERFORMANCE_RATIO_TYPES,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import { commaList, urlNamesOf } from '../../lib/url-state';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no valibot, no date or query code).

/**
 * The page's event groups, one or more cards each; `eventName` shows one of them (spec 000 §3
 * "eventName (default all)").
 */
export const EVENT_GROUPS = [
  'COOKED',
  'WASTE',
  'RECOMMENDATIONS',
  'TASK_DELAYS',
  'FRYER_CYCLES',
  'CONTAINERS',
  'CONVEYORS',
  'ENTREE_CHUTES',
  'PERFORMANCE_RATIO',
] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

/**
 * The events analytics page's own URL fields, products and period read as on the chicken
 * dashboard; the layout owns dates and restaurant.
 */
export interface EventsAnalyticsSearch extends ChickenSearch {
  /** Absent means all groups. */
  eventName?: EventGroup;
  /** The catering variants of cooked, recommendations and containers. */
  catering?: true;
  /** Absent means COOKED/RECOMMENDATION (spec 000 §3). */
  performanceRatioType?: PerformanceRatioType;
  /**
   * Fryer vendor names as a comma list; absent means all. Their options come from the provider,
   * so here only the form is checked: the page drops a name not among them once they load.
   */
  vendors?: string;
  /** Fryer cycles cooked correctly (true) or not (false); absent means all (spec 000 §3). */
  isCorrect?: boolean;
  /**
   * Entree package codes as a comma list; absent means all. Their options come from the provider
   * (GET /materials/filters/chicken-packages), so here only the form is checked: the page drops a
   * code not among them once they load. The URL keeps its name; the calls send `packages`.
   */
  packageTypes?: string;
}

/**
 * Spec 000 §5: a value not among the options is dropped, never thrown; defaults are left out.
 * Every field is returned, undefined when dropped: the router lays this over the raw query, so
 * a dropped field must be present to hide a bad raw value.
 */
export function validateEventsAnalyticsSearch(
  search: Record<string, unknown>,
): EventsAnalyticsSearch {
  const ratio = PERFORMANCE_RATIO_TYPES.find((known) => known === search.performanceRatioType);
  return {
    ...validateChickenSearch(search),
    eventName: EVENT_GROUPS.find((known) => known === search.eventName),
    catering: search.catering === true || search.catering === 'true' ? true : undefined,
    performanceRatioType: ratio !== DEFAULT_PERFORMANCE_RATIO_TYPE ? ratio : undefined,
    vendors: commaList(urlNamesOf(search.vendors)),
    isCorrect: booleanOf(search.isCorrect),
    packageTypes: commaList(urlNamesOf(search.packageTypes)),
  };
}

/** The router reads `true`/`false` as booleans; a hand-typed link may quote them. */
function booleanOf(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}
