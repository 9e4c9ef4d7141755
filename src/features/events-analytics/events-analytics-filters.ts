import { analyticFilters } from '../../api/analytics/analytics-filters';
import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';
import type { DateRangeSearch } from '../../lib/url-state';
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
 * Every call's filters: the URL's range, products, period (drawn per day where hourly buckets
 * are too many, as the chicken dashboard) and options; the restaurant or Global.
 */
export function eventsAnalyticsFilters(
  search: DateRangeSearch & EventsAnalyticsSearch,
  restaurant: string,
  timeZone: string | null | undefined,
  now: number = Date.now(),
): EventsAnalyticFilters {
  return {
    ...analyticFilters(search, restaurant, timeZone, now),
    ...(search.catering ? { catering: true } : {}),
    ...(search.performanceRatioType ? { performanceRatioType: search.performanceRatioType } : {}),
  };
}

/** Spec 000 §9: the High, Low and Average rows under a table, one value per numeric column. */
export interface SummaryRows {
  high: number[];
  low: number[];
  average: number[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec 000 §9 "Fryer, task-delay and stock-out tables add High, Low and Average rows": per
 * column, the highest and lowest value of the table's rows and their plain mean (two
 * decimals). Null without rows, where there is nothing to summarise.
 */
export function summaryRows(rows: ReadonlyArray<readonly number[]>): SummaryRows | null {
  const [first] = rows;
  if (!first) return null;
  const columns = first.map((_, column) => rows.map((row) => row[column] ?? 0));
  return {
    high: columns.map((values) => Math.max(...values)),
    low: columns.map((values) => Math.min(...values)),
    average: columns.map((values) => round2(values.reduce((a, b) => a + b, 0) / values.length)),
  };
}
