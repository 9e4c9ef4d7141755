import { mutationOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { cursorQuery } from '../cursor-query';
import { request, unwrap } from '../request';
import { ALL_ROLES, type SupportRole, type SupportStatus } from './support.constants';
import {
  deleteSupportRequest,
  listSupportHistory,
  resolveSupportRequest,
  sendSupportRequest,
} from './support.endpoints';
import type { SendSupportBody, SupportHistoryQuery } from './support.schema';

/** What the history is filtered by, as the page chose it (spec 001 §3 "Support history"). */
export interface SupportFilters {
  /**
   * Relative ranges stay relative in the query key and resolve when the call goes out; absent
   * when the URL chose no dates: the whole history (docs/decisions/administration.md).
   */
  range?: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  status?: SupportStatus;
  /** Already trimmed and debounced; absent for none. */
  search?: string;
  /** Absent: all roles. */
  role?: SupportRole;
}

/** The provider's filter fields for `filters` at `now`. */
function supportScope(filters: SupportFilters, now: number): SupportHistoryQuery {
  const dates = filters.range ? resolveAnalyticRange(filters.range, now) : undefined;
  return {
    startDate: dates?.start,
    endDate: dates?.end,
    restaurantUuid: filters.restaurantUuid,
    status: filters.status,
    search: filters.search,
    role: filters.role ?? ALL_ROLES,
  };
}

export const supportQueries = {
  all: () => ['support'] as const,
  /**
   * GET /support/history, cursor paged (spec 001 §4: FIRST replaces, NEXT appends), newest
   * first; new filters are a new list whose first call cancels the older one's.
   */
  history: (filters: SupportFilters, limit: number) =>
    cursorQuery(
      supportQueries.all(),
      listSupportHistory,
      { filters, limit },
      (key, { cursor, cursorDirection }, now) => ({
        query: {
          ...supportScope(key.filters, now),
          sortBy: 'requestTime' as const,
          orderDirection: 'DESC' as const,
          cursor,
          cursorDirection,
          limit: key.limit,
        },
      }),
    ),
};

export const supportMutations = {
  /** POST /support/support; the history is asked again once it is in. */
  send: () =>
    mutationOptions({
      mutationKey: [...supportQueries.all(), 'send'],
      mutationFn: (body: SendSupportBody) => request(sendSupportRequest, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: supportQueries.all() }),
    }),
  /** PUT /support/request/resolve/{id}; the history is asked again whatever the outcome. */
  resolve: () =>
    mutationOptions({
      mutationKey: [...supportQueries.all(), 'resolve'],
      mutationFn: (uuid: string) =>
        request(resolveSupportRequest, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: supportQueries.all() }),
    }),
  /** DELETE /support/request/{id}; the history is asked again whatever the outcome. */
  remove: () =>
    mutationOptions({
      mutationKey: [...supportQueries.all(), 'delete'],
      mutationFn: (uuid: string) =>
        request(deleteSupportRequest, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: supportQueries.all() }),
    }),
};
