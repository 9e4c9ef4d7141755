import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { downloadFile, type DownloadOptions } from '../download';
import { endpointQuery } from '../endpoint-query';
import { endpointQueryAt } from '../endpoint-query-at';
import type { PagingDialects } from '../../lib/pagination';
import type { AuditAction, AuditArea } from './audit.constants';
import { exportAuditTrail, listAuditTrail, listAuditUsers, listAuthLog } from './audit.endpoints';
import type { AuditTrailQuery, AuditTrailXlsQuery, AuthLogQuery } from './audit.schema';

/** Spec 000 §9 "Earliest date 2019-01-01": an export of the whole trail starts there. */
const EARLIEST_DATE = Date.UTC(2019, 0, 1);

/** What the audit log is filtered by, as the page chose it (who, what, when, where). */
export interface AuditFilters {
  /**
   * Relative ranges stay relative in the query key and resolve when the call goes out; absent
   * when the URL chose no dates: the whole trail (docs/decisions/administration.md).
   */
  range?: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  userUuid?: string;
  area?: AuditArea;
  action?: AuditAction;
}

/** The provider's filter fields for `filters` at `now`, newest first. */
function auditScope(filters: AuditFilters, now: number): AuditTrailQuery {
  const dates = filters.range ? resolveAnalyticRange(filters.range, now) : undefined;
  return {
    startDate: dates?.start,
    endDate: dates?.end,
    restaurantUuid: filters.restaurantUuid,
    userUuid: filters.userUuid,
    area: filters.area,
    action: filters.action,
    orderDirection: 'DESC',
  };
}

/** People change rarely during a session. */
const USERS_STALE_MS = 5 * 60_000;

export const auditQueries = {
  all: () => ['audit'] as const,
  /** GET /auditTrail/auth: the signed-in user's own log, offset paged, newest first. */
  authLog: (query: AuthLogQuery) => endpointQuery(auditQueries.all(), listAuthLog, { query }),
  /** GET /auditTrail: one zero-based page of the trail, newest first. */
  trail: (filters: AuditFilters, paging: PagingDialects['offset']) =>
    endpointQueryAt(
      auditQueries.all(),
      listAuditTrail,
      [filters, paging] as const,
      ([f, p], now) => ({ query: { ...auditScope(f, now), ...p } }),
    ),
  /** GET /auditTrail/users: the "who" filter's options. */
  users: () =>
    queryOptions({
      ...endpointQuery(auditQueries.all(), listAuditUsers, {}),
      staleTime: USERS_STALE_MS,
    }),
};

/**
 * GET /auditTrail/xls: the filtered trail as a spreadsheet under the Content-Disposition name,
 * or `accepted` on 202 (the console's one export rule, `downloadFile`).
 */
export function downloadAuditTrail(filters: AuditFilters, options: DownloadOptions = {}) {
  const now = Date.now();
  const scope = auditScope(filters, now);
  const query: AuditTrailXlsQuery = {
    ...scope,
    startDate: scope.startDate ?? EARLIEST_DATE,
    endDate: scope.endDate ?? now,
  };
  return downloadFile(exportAuditTrail, { query }, 'audit-log.xls', options);
}
