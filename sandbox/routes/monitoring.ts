import {
  getHostValues,
  getMonitoredHosts,
  queryMonitoring,
  queryMonitoringRange,
} from '../../src/api/monitoring/monitoring.endpoints';
import type { MonitoredHost } from '../../src/api/monitoring/monitoring.schema';
import type { SandboxApi, SandboxContext } from '../context';
import type { UserRecord } from '../model/users';
import { canSeeHost, hostRecord } from '../monitoring/hosts';
import { monitoringOf } from '../monitoring/source';
import { serve } from '../route';
import { ownRestaurant } from './fryers';

/**
 * Which series the user may see: those of a host of their restaurants. A series without a host
 * (an aggregate over hosts) only for a user who sees every restaurant, as it may mix others'.
 */
function hostScope(user: UserRecord, sandbox: SandboxContext) {
  const records = new Map<string, MonitoredHost>();
  const recordOf = (host: string) => {
    let record = records.get(host);
    if (!record) {
      record = hostRecord(sandbox.chain, host);
      records.set(host, record);
    }
    return record;
  };
  const seesAll = canSeeHost(user, { restaurantUuid: null });
  return {
    recordOf,
    allows: (metric: Record<string, string>) =>
      metric.host === undefined ? seesAll : canSeeHost(user, recordOf(metric.host)),
  };
}

/** The hosts with series the user may see, of one restaurant when asked (404 if not theirs). */
async function visibleHosts(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantUuid: string | undefined,
): Promise<MonitoredHost[]> {
  if (restaurantUuid) ownRestaurant(user, sandbox, restaurantUuid);
  const scope = hostScope(user, sandbox);
  const hosts = await monitoringOf(sandbox).hostValues();
  return [...new Set(hosts)]
    .sort()
    .map(scope.recordOf)
    .filter(
      (record) =>
        canSeeHost(user, record) && (!restaurantUuid || record.restaurantUuid === restaurantUuid),
    );
}

/**
 * Spec 000 §7 "Monitoring": PromQL passed through to the monitoring source (the real Prometheus
 * or its simulation, sandbox/monitoring/source.ts), then narrowed to the user's hosts.
 */
export function registerMonitoringRoutes(api: SandboxApi): void {
  serve(api, getHostValues, async ({ query, user, sandbox }) =>
    (await visibleHosts(user, sandbox, query.restaurantUuid)).map((record) => record.host),
  );

  serve(api, getMonitoredHosts, ({ query, user, sandbox }) =>
    visibleHosts(user, sandbox, query.restaurantUuid),
  );

  serve(api, queryMonitoring, async ({ query, user, sandbox }) => {
    const data = await monitoringOf(sandbox).query(query.query, query.time ?? sandbox.now() / 1000);
    const scope = hostScope(user, sandbox);
    return { ...data, result: data.result.filter((series) => scope.allows(series.metric)) };
  });

  serve(api, queryMonitoringRange, async ({ query, user, sandbox }) => {
    const data = await monitoringOf(sandbox).queryRange(
      query.query,
      query.start,
      query.end,
      query.step,
    );
    const scope = hostScope(user, sandbox);
    return { ...data, result: data.result.filter((series) => scope.allows(series.metric)) };
  });
}
