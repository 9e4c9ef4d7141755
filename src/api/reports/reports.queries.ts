import { mutationOptions } from '@tanstack/react-query';
import { presetRange, type TimeIntervalCode } from '../../lib/url-state';
import { endpointQueryAt } from '../endpoint-query-at';
import { request, unwrap } from '../request';
import { deleteReport, listReports } from './reports.endpoints';
import type { ReportListQuery } from './reports.schema';

/**
 * The request-time range of the list as the page chose it. A preset stays relative in the
 * query key and is resolved when the call is made, so the key does not change every minute.
 */
export type ReportRange =
  | { kind: 'preset'; timeInterval: TimeIntervalCode }
  | { kind: 'fixed'; start?: number; end?: number };

export interface ReportFilters {
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  range?: ReportRange;
  limit: number;
  offset: number;
}

/** The provider query for `filters` at `now`. */
function reportListQuery(filters: ReportFilters, now: number): ReportListQuery {
  const range =
    filters.range?.kind === 'preset'
      ? presetRange(filters.range.timeInterval, now)
      : { start: filters.range?.start, end: filters.range?.end };
  return {
    restaurantUuid: filters.restaurantUuid,
    startDate: range.start,
    endDate: range.end,
    limit: filters.limit,
    offset: filters.offset,
    sortBy: 'requestTime',
    orderDirection: 'DESC',
  };
}

export const reportsQueries = {
  all: () => ['reports'] as const,
  /** GET /report: one page, newest request first; a preset range stays relative in the key. */
  list: (filters: ReportFilters) =>
    endpointQueryAt(reportsQueries.all(), listReports, filters, (filters, now) => ({
      query: reportListQuery(filters, now),
    })),
};

export const reportsMutations = {
  /** DELETE /report/:id; the lists are fetched again whatever the outcome. */
  remove: () =>
    mutationOptions({
      mutationKey: [...reportsQueries.all(), 'delete'],
      mutationFn: (uuid: string) => request(deleteReport, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: reportsQueries.all() }),
    }),
};
