import { analyticFilters } from '../../api/analytics/analytics-filters';
import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';
import type { PageScope } from '../../api/restaurants/page-scope';
import {
  EVENT_GROUPS,
  packageTypesOf,
  vendorNamesOf,
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
 * Spec 000 §5 "filter values not among the options are dropped": the URL's vendors that the
 * provider lists (GET /materials/filters/fryer-vendors); none while the list is unknown.
 */
export function knownVendors(
  vendors: string | undefined,
  options: readonly string[] | undefined,
): string[] {
  return vendorNamesOf(vendors).filter((name) => options?.includes(name));
}

/**
 * Every call's filters: the page scope's range and restaurant (or Global); the URL's products,
 * period (drawn per day where hourly buckets are too many, as the chicken dashboard) and
 * options. The fryer vendors are kept only among `fryerVendors`, the provider's list.
 */
export function eventsAnalyticsFilters(
  search: EventsAnalyticsSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  { fryerVendors, now = Date.now() }: { fryerVendors?: readonly string[]; now?: number } = {},
): EventsAnalyticFilters {
  const vendors = knownVendors(search.vendors, fryerVendors);
  const packageTypes = packageTypesOf(search.packageTypes);
  return {
    ...analyticFilters(search, scope, now),
    ...(search.catering ? { catering: true } : {}),
    ...(search.performanceRatioType ? { performanceRatioType: search.performanceRatioType } : {}),
    ...(vendors.length > 0 ? { vendors } : {}),
    ...(search.isCorrect !== undefined ? { isCorrect: search.isCorrect } : {}),
    ...(packageTypes.length > 0 ? { packageTypes } : {}),
  };
}
