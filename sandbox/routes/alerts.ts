import {
  acknowledgeAlert,
  deleteAlert,
  getAlertAnalytic,
  getAlertCount,
  getAlertList,
} from '../../src/api/alerts/alerts.endpoints';
import {
  ALERT_SEVERITIES,
  ALERTS_MAX_BUCKETS,
  type AlertSeverityFilter,
} from '../../src/api/alerts/alerts.schema';
import { RESOLUTION_OPTIONS } from '../../src/lib/url-state';
import type { SandboxApi, SandboxContext } from '../context';
import { alertsOf, type Alert, type AlertFilters } from '../model/alerts';
import type { UserRecord } from '../model/users';
import { syncAlerts } from '../monitoring/alert-sync';
import { fail, serve } from '../route';
import { ownRestaurant } from './fryers';

const DAY_MS = 86_400_000;

interface FilterQuery {
  severity?: AlertSeverityFilter;
  restaurantUuid?: string;
  startTime?: number;
  endTime?: number;
}

/**
 * The store's filters for a query: the range `[startTime, endTime)` (the 24 h before now when
 * absent), a restaurant of the user's (404 otherwise). The monitoring source is pulled first; a
 * source that does not answer leaves the alerts as last pulled (the kitchen's are unaffected).
 */
async function filtersOf(
  query: FilterQuery,
  user: UserRecord,
  sandbox: SandboxContext,
): Promise<AlertFilters> {
  if (query.restaurantUuid) ownRestaurant(user, sandbox, query.restaurantUuid);
  await syncAlerts(sandbox).catch((error: unknown) =>
    console.error(`Monitoring: alert sync failed: ${String(error)}`),
  );
  const now = sandbox.now();
  const to = query.endTime ?? now + 1;
  return {
    severity: query.severity ?? 'all',
    restaurantUuid: query.restaurantUuid,
    from: query.startTime ?? Math.min(to, now) - DAY_MS,
    to,
  };
}

function findOwn(user: UserRecord, sandbox: SandboxContext, id: string): Alert {
  const alert = alertsOf(sandbox.chain).find(user, id, sandbox.now());
  if (!alert) fail(404, 'Alert not found');
  return alert;
}

function displayName(user: UserRecord): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Spec 000 §7 "Alerts" (list, count, analytic, delete) and our acknowledge. */
export function registerAlertRoutes(api: SandboxApi): void {
  serve(api, getAlertList, async ({ query, user, sandbox }) => {
    const alerts = alertsOf(sandbox.chain).list(
      user,
      await filtersOf(query, user, sandbox),
      sandbox.now(),
    );
    return {
      content: alerts.slice(query.offset, query.offset + query.limit),
      total: alerts.length,
      limit: query.limit,
      offset: query.offset,
    };
  });

  serve(api, getAlertCount, async ({ query, user, sandbox }) => {
    const alerts = alertsOf(sandbox.chain).list(
      user,
      await filtersOf(query, user, sandbox),
      sandbox.now(),
    );
    const count = { critical: 0, warning: 0, info: 0 };
    for (const alert of alerts) count[alert.severity]++;
    return count;
  });

  serve(api, getAlertAnalytic, async ({ query, user, sandbox }) => {
    const filters = await filtersOf(query, user, sandbox);
    const intervalMs = RESOLUTION_OPTIONS[query.interval] * 1000;
    const start = Math.floor(filters.from / 1000) * 1000;
    const buckets = Math.ceil((filters.to - start) / intervalMs);
    if (buckets > ALERTS_MAX_BUCKETS)
      fail(
        400,
        `The range has too many ${query.interval} intervals (at most ${ALERTS_MAX_BUCKETS})`,
      );
    const rows = Array.from({ length: buckets }, (_, index) => ({
      timestamp: (start + index * intervalMs) / 1000,
      critical: 0,
      warning: 0,
      info: 0,
    }));
    for (const alert of alertsOf(sandbox.chain).list(user, filters, sandbox.now())) {
      const row = rows[Math.floor((alert.startsAt - start) / intervalMs)];
      if (row && ALERT_SEVERITIES.includes(alert.severity)) row[alert.severity]++;
    }
    return rows;
  });

  serve(api, deleteAlert, ({ params, user, sandbox }) => {
    const alert = findOwn(user, sandbox, params.id);
    alertsOf(sandbox.chain).remove(alert.id);
    return null;
  });

  serve(api, acknowledgeAlert, ({ params, user, sandbox }) => {
    const alert = findOwn(user, sandbox, params.id);
    alertsOf(sandbox.chain).acknowledge(alert.id, displayName(user), sandbox.now());
    return findOwn(user, sandbox, alert.id);
  });
}
