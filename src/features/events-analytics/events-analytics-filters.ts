import { analyticFilters } from '../../api/analytics/analytics-filters';
import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';
import type { PageScope } from '../../api/restaurants/page-scope';
import {
  EVENT_GROUPS,
  type EventGroup,
  type EventsAnalyticsSearch,
} from './events-analytics-search';

/** Spec 000 §3 "eventName (default all)": the value that shows every group. */
export const ALL_EVENTS = 'all';

/** The groups the page shows for the URL's `eventName`. */
export function visibleGroups(eventName: EventGroup | undefined): readonly EventGroup[] {
  return eventName ? [eventName] : EVENT_GROUPS;
}

/**
 * The URL's values the provider's options are known to hold (spec 000 §5 "filter values not
 * among the options are dropped"): the dictionary's products, the fryer vendors, the entree
 * packages; none of a list whose options are not known.
 */
export interface KnownOptions {
  materials?: readonly string[];
  vendors?: readonly string[];
  packages?: readonly string[];
}

/**
 * Every call's filters: the page scope's range and restaurant (or Global); the URL's period
 * (drawn per day where hourly buckets are too many, as the chicken dashboard) and options; its
 * products, vendors and packages only among the provider's (`known`).
 */
export function eventsAnalyticsFilters(
  search: EventsAnalyticsSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  {
    materials = [],
    vendors = [],
    packages = [],
    now = Date.now(),
  }: KnownOptions & {
    now?: number;
  } = {},
): EventsAnalyticFilters {
  return {
    ...analyticFilters(search, scope, materials, now),
    ...(search.catering ? { catering: true } : {}),
    ...(search.performanceRatioType ? { performanceRatioType: search.performanceRatioType } : {}),
    ...(vendors.length > 0 ? { vendors } : {}),
    ...(search.isCorrect !== undefined ? { isCorrect: search.isCorrect } : {}),
    ...(packages.length > 0 ? { packages } : {}),
  };
}
