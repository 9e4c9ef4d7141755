import { mutationOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { cursorQuery } from '../cursor-query';
import { downloadFile, type DownloadOptions } from '../download';
import { endpointQueryAt } from '../endpoint-query-at';
import { request, unwrap } from '../request';
import type { OrderDirection } from '../stock-out/stock-out.schema';
import type { BasketStage, RecordList, TimerSort } from './timer-history.constants';
import { RECORD_ENDPOINTS } from './timer-history.endpoints';
import type { TimerScopeQuery } from './timer-history.schema';

/** What every call of a station's history filters by, as the page chose it (spec 001 §3). */
export interface TimerFilters {
  /** Relative ranges stay relative in the query key and resolve when the call goes out. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Absent: every product. */
  materials?: readonly string[];
  /** Fryer only; absent: every vendor, and correct and incorrect cycles both. */
  vendors?: readonly string[];
  isCorrect?: boolean;
  /** Entree chutes only; absent: every package. */
  packages?: readonly string[];
  /** Basket events only; absent: every step. */
  stages?: readonly BasketStage[];
}

export interface TimerOrder {
  sortBy: TimerSort;
  orderDirection: OrderDirection;
}

const list = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(',') : undefined;

/** The provider's filter fields for `filters` at `now` (epoch ms, the start on a whole second). */
function timerScope(filters: TimerFilters, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startTime: Math.floor(start / 1000) * 1000,
    endTime: end,
    restaurantUuid: filters.restaurantUuid,
    materials: list(filters.materials),
    vendors: list(filters.vendors),
    isCorrect: filters.isCorrect,
    packages: list(filters.packages),
    stages: list(filters.stages),
  } satisfies TimerScopeQuery;
}

export const timerHistoryQueries = {
  all: () => ['timerHistory'] as const,
  station: (station: RecordList) => [...timerHistoryQueries.all(), station] as const,
  /**
   * A station's records, cursor paged (spec 001 §4: FIRST replaces, NEXT appends); a new filter
   * or order is a new list, and its first call cancels the older one's.
   */
  list: (station: RecordList, filters: TimerFilters, order: TimerOrder, limit: number) =>
    cursorQuery(
      timerHistoryQueries.station(station),
      RECORD_ENDPOINTS[station].list,
      { filters, order, limit },
      (key, { cursor, cursorDirection }, now) => {
        // The list's range by spec 001 §3 line 93's names; `/total` keeps line 221's.
        const { startTime, endTime, ...scope } = timerScope(key.filters, now);
        return {
          query: {
            ...scope,
            startEventTime: startTime,
            endEventTime: endTime,
            ...key.order,
            cursor,
            cursorDirection,
            limit: key.limit,
          },
        };
      },
    ),
  /** GET …/total: the count and the High, Low and Average durations the filters match. */
  total: (station: RecordList, filters: TimerFilters) =>
    endpointQueryAt(
      timerHistoryQueries.station(station),
      RECORD_ENDPOINTS[station].total,
      filters,
      (f, now) => ({ query: timerScope(f, now) }),
    ),
};

export const timerHistoryMutations = {
  /** DELETE …/:id; the station's list and total are asked again whatever the outcome. */
  remove: (station: RecordList) =>
    mutationOptions({
      mutationKey: [...timerHistoryQueries.station(station), 'delete'],
      mutationFn: (uuid: string) =>
        request(RECORD_ENDPOINTS[station].remove, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: timerHistoryQueries.station(station) }),
    }),
};

/**
 * GET …/xls: the filtered list, in its order, as a spreadsheet under the Content-Disposition
 * name, or `accepted` on 202 (the console's one export rule, `downloadFile`).
 */
export function downloadTimerHistory(
  station: RecordList,
  filters: TimerFilters,
  order: TimerOrder,
  options: DownloadOptions = {},
) {
  const query = { ...timerScope(filters, Date.now()), ...order };
  return downloadFile(RECORD_ENDPOINTS[station].xls, { query }, `${station}.xls`, options);
}
