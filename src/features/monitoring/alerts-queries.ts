import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../../api/analytics/analytics.queries';
import { getAlertAnalytic, getAlertCount, getAlertList } from '../../api/alerts/alerts.endpoints';
import { alertsScope } from '../../api/alerts/alerts.queries';
import type { AlertSeverity } from '../../api/alerts/alerts.schema';
import { endpointQueryAt } from '../../api/endpoint-query-at';
import { request, unwrap } from '../../api/request';
import type { ResolutionCode } from '../../lib/url-state';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';

/** Spec 000 §9 default list limit. */
const ALERTS_PAGE_SIZE = 20;

/** Which alerts a page shows: its restaurant (absent in Global), range and severity. */
export interface AlertFilters {
  restaurantUuid?: string;
  range: AnalyticRange;
  /** Absent: all (spec 000 §3). */
  severity?: AlertSeverity;
}

/** The provider's range filter at `now`: `[startTime, endTime)` in epoch ms. */
function rangeQuery(filters: AlertFilters, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return { restaurantUuid: filters.restaurantUuid, startTime: start, endTime: end };
}

/** One page of the list: its offset, and the moment the list's relative range was resolved. */
interface ListPageParam {
  offset: number;
  at: number;
}

export const alertQueries = {
  /** GET /alerts/count: critical, warning and info of the range (spec 000 §3). */
  count: (filters: AlertFilters) =>
    queryOptions({
      ...endpointQueryAt(alertsScope(), getAlertCount, filters, (f, now) => ({
        query: rangeQuery(f, now),
      })),
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
  /** GET /alerts/analytic: alerts per interval and severity. */
  analytic: (filters: AlertFilters, interval: ResolutionCode) =>
    queryOptions({
      ...endpointQueryAt(alertsScope(), getAlertAnalytic, { ...filters, interval }, (f, now) => ({
        query: { ...rangeQuery(f, now), severity: f.severity, interval: f.interval },
      })),
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
  /**
   * GET /alerts/list, offset paged (spec 000 §4 "Offset-paged alerts append when the offset is
   * nonzero"): the first page at offset 0, then the next ones; a relative range is resolved
   * once, at the first page, so "Load more" continues the same list.
   */
  list: (filters: AlertFilters) =>
    infiniteQueryOptions({
      queryKey: [...alertsScope(), getAlertList.path, filters] as const,
      staleTime: ASK_ON_EVERY_MOUNT,
      initialPageParam: null as ListPageParam | null,
      queryFn: ({ pageParam, signal }) => {
        const at = pageParam?.at ?? Date.now();
        const query = {
          ...rangeQuery(filters, at),
          severity: filters.severity,
          limit: ALERTS_PAGE_SIZE,
          offset: pageParam?.offset ?? 0,
        };
        return request(getAlertList, { query }, { signal })
          .then(unwrap)
          .then((page) => ({ ...page, offset: page.offset ?? query.offset, at }));
      },
      getNextPageParam: (last): ListPageParam | undefined =>
        last.offset + last.content.length < last.total
          ? { offset: last.offset + last.content.length, at: last.at }
          : undefined,
    }),
};
