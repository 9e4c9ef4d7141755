import { validateChickenSearch, type ChickenSearch } from '../../api/analytics/analytics-search';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  PERFORMANCE_RATIO_TYPES,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';

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
  };
}
