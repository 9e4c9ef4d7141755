import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { cursorQuery } from '../cursor-query';
import { downloadFile, type DownloadOptions } from '../download';
import { endpointQuery } from '../endpoint-query';
import type { OrderDirection } from '../stock-out/stock-out.schema';
import type { EventKind } from '../../lib/event-kinds';
import { EVENT_ENDPOINTS } from './events.endpoints';
import type { EventListQuery, EventSort } from './events.schema';

/** What every call of an event list filters by, as the page chose it (spec 001 §3). */
export interface EventFilters {
  /** Relative ranges stay relative in the query key and resolve when the call goes out. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** One name of the list's dictionary; absent: every event. */
  eventName?: string;
  /** Chicken materials by name; absent: every product. */
  chickenTypes?: readonly string[];
  /** Names GET /materials/filters/fryer-vendors lists; absent: every vendor. */
  vendors?: readonly string[];
  /** Fryer cycles that ran the product's own program, or did not; absent: both. */
  isCorrect?: boolean;
  /** The list's package types; absent: every package. */
  packageTypes?: readonly string[];
  /** One product of the list; absent: every product. */
  material?: string;
}

export interface EventOrder {
  sortBy: EventSort;
  orderDirection: OrderDirection;
}

const list = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(',') : undefined;

/** The provider's filter fields for `filters` at `now` (epoch ms); the lists as comma lists. */
function eventScope(filters: EventFilters, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startTime: start,
    endTime: end,
    restaurantUuid: filters.restaurantUuid,
    eventName: filters.eventName,
    chickenTypes: list(filters.chickenTypes),
    vendors: list(filters.vendors),
    isCorrect: filters.isCorrect === undefined ? undefined : filters.isCorrect ? 'true' : 'false',
    packageTypes: list(filters.packageTypes),
    material: filters.material,
  } satisfies EventListQuery;
}

/** Event names change with the vision system's models, not during a session. */
const NAMES_STALE_MS = 60 * 60_000;

export const eventQueries = {
  all: () => ['events'] as const,
  kind: (kind: EventKind) => [...eventQueries.all(), kind] as const,
  /**
   * A list's events, cursor paged (spec 001 §4: FIRST replaces, NEXT appends); a new filter or
   * order is a new list, and its first call cancels the older one's.
   */
  list: (kind: EventKind, filters: EventFilters, order: EventOrder, limit: number) =>
    cursorQuery(
      eventQueries.kind(kind),
      EVENT_ENDPOINTS[kind].list,
      { filters, order, limit },
      (key, { cursor, cursorDirection }, now) => ({
        query: {
          ...eventScope(key.filters, now),
          ...key.order,
          cursor,
          cursorDirection,
          limit: key.limit,
        },
      }),
    ),
  /** GET /dictionaries/…: the event filter's options. */
  names: (kind: EventKind) =>
    queryOptions({
      ...endpointQuery(eventQueries.kind(kind), EVENT_ENDPOINTS[kind].names, {}),
      staleTime: NAMES_STALE_MS,
    }),
};

/**
 * GET …/xls: the filtered list, in its order, as a spreadsheet under the Content-Disposition
 * name, or `accepted` on 202 (the console's one export rule, `downloadFile`).
 */
export function downloadEvents(
  kind: EventKind,
  filters: EventFilters,
  order: EventOrder,
  options: DownloadOptions = {},
) {
  const query = { ...eventScope(filters, Date.now()), ...order };
  return downloadFile(EVENT_ENDPOINTS[kind].xls, { query }, `${kind}-events.xls`, options);
}
