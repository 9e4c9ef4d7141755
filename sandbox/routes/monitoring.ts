import {
  ALL_HOSTS,
  figuresQuery,
  metricQuery,
  type HostSelection,
} from '../../src/api/monitoring/monitoring-metrics.constants';
import {
  getHostValues,
  queryMonitoring,
  queryMonitoringRange,
} from '../../src/api/monitoring/monitoring.endpoints';
import { RESTAURANT_DETAIL_ACCESS } from '../../src/api/restaurants/restaurants.endpoints';
import { allows } from '../../src/lib/access';
import type { SandboxApi, SandboxContext } from '../context';
import type { UserRecord } from '../model/users';
import { reachesAddressLabels } from '../monitoring/address-labels';
import { recognise, recogniseFigures } from '../monitoring/catalogue';
import { canSeeHost, hostRecord, type HostRecord } from '../monitoring/hosts';
import type { WireMatrix, WireVector } from '../monitoring/prometheus';
import { monitoringOf } from '../monitoring/source';
import { accessSubject, fail, serve } from '../route';
import { ownRestaurant } from './fryers';

/**
 * Which series the user may see: those of a host of their restaurants. A series without a host
 * (an aggregate over hosts) only for a user who sees every restaurant, as it may mix others'.
 */
function hostScope(user: UserRecord, sandbox: SandboxContext) {
  const records = new Map<string, HostRecord>();
  const recordOf = (host: string) => {
    let record = records.get(host);
    if (!record) {
      record = hostRecord(sandbox.chain, host);
      records.set(host, record);
    }
    return record;
  };
  const seesAll = canSeeHost(user, { restaurantUuid: null });
  const visible = (metric: Record<string, string>) =>
    metric.host === undefined ? seesAll : canSeeHost(user, recordOf(metric.host));
  const seesAddresses = seesScrapeAddresses(user, sandbox);
  const withoutAddress = <S extends { metric: Record<string, string> }>(series: S): S => {
    if (seesAddresses) return series;
    const { instance: _instance, job: _job, ...metric } = series.metric;
    return { ...series, metric };
  };
  return {
    recordOf,
    /** The series of the answer the user may see, as they may see them. */
    narrow: <S extends { metric: Record<string, string> }>(result: readonly S[]): S[] =>
      result.filter((series) => visible(series.metric)).map(withoutAddress),
  };
}

/**
 * Whether the user may see the `instance` and `job` labels a real Prometheus puts on each series
 * (the PC's LAN address): a restaurant secret, for RESTAURANT or DEVICE viewers only (decisions,
 * "What answers carry"). The console never reads them.
 */
function seesScrapeAddresses(user: UserRecord, sandbox: SandboxContext): boolean {
  return allows(accessSubject(sandbox, user), RESTAURANT_DETAIL_ACCESS);
}

/**
 * The hosts with series the user may see, sorted, of one restaurant when asked (404 if not
 * theirs): the source's label values narrowed to the user's restaurants.
 */
async function visibleHosts(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantUuid: string | undefined,
): Promise<string[]> {
  if (restaurantUuid) ownRestaurant(user, sandbox, restaurantUuid);
  const scope = hostScope(user, sandbox);
  const hosts = await monitoringOf(sandbox).hostValues();
  return [...new Set(hosts)].sort().filter((host) => {
    const record = scope.recordOf(host);
    return (
      canSeeHost(user, record) && (!restaurantUuid || record.restaurantUuid === restaurantUuid)
    );
  });
}

/** The answer to a selection with none of the user's hosts: no series, and no query made. */
const nothingNow = (): WireVector => ({ resultType: 'vector', result: [] });
const nothingOverTime = (): WireMatrix => ({ resultType: 'matrix', result: [] });

/**
 * The expression that may reach the source for this user (spec 000 §6, §7): theirs as written
 * when they see every host; otherwise only a catalogue expression, or a combination of them
 * (`figuresQuery`), rebuilt here from the catalogue over the hosts it names that are theirs
 * ('select': all of theirs). Their own text never reaches the source: `label_replace`,
 * `sum without(host)`, `count(…)` or `or vector(…)` would answer for other restaurants' hosts
 * under a host label (or none) that the filter on the answer cannot tell apart. Null: the
 * selection has none of their hosts, nothing to ask. Someone who sees every host but not the
 * scrape addresses sends their own text only when it is the console's (whose `label_replace`
 * sets a constant label) or cannot reach those labels (address-labels.ts): dropping them from
 * the answer does not stop `label_replace` copying them.
 */
async function scopedQuery(
  user: UserRecord,
  sandbox: SandboxContext,
  query: string,
): Promise<string | null> {
  if (canSeeHost(user, { restaurantUuid: null })) {
    const ofTheConsole = recognise(query) ?? recogniseFigures(query);
    if (!seesScrapeAddresses(user, sandbox) && !ofTheConsole && reachesAddressLabels(query))
      fail(
        403,
        'Expressions naming the instance or job label, or copying labels (label_replace, label_join, info), need RESTAURANT or DEVICE VIEW: those labels hold the PCs’ network addresses',
      );
    return query;
  }
  const recognised = recognise(query);
  const figures = recognised ? null : recogniseFigures(query);
  if (!recognised && !figures)
    fail(
      403,
      'Only the console’s metric expressions are accepted for a user bound to some restaurants',
    );
  const named: HostSelection = recognised?.hosts ?? figures!.hosts;
  const hosts =
    named === ALL_HOSTS
      ? await visibleHosts(user, sandbox, undefined)
      : [...new Set(named)].filter((host) => canSeeHost(user, hostRecord(sandbox.chain, host)));
  if (hosts.length === 0) return null;
  return recognised
    ? metricQuery(recognised.metric, hosts)
    : figuresQuery(figures!.parts, hosts, figures!.window);
}

/**
 * Spec 000 §7 "Monitoring": PromQL sent to the monitoring source (the real Prometheus or its
 * simulation, sandbox/monitoring/source.ts) scoped to the user's hosts (`scopedQuery`), and the
 * answer narrowed to them again.
 */
export function registerMonitoringRoutes(api: SandboxApi): void {
  serve(api, getHostValues, ({ query, user, sandbox }) =>
    visibleHosts(user, sandbox, query.restaurantUuid),
  );

  serve(api, queryMonitoring, async ({ query, user, sandbox }) => {
    const scoped = await scopedQuery(user, sandbox, query.query);
    if (scoped === null) return nothingNow();
    const data = await monitoringOf(sandbox).query(scoped, query.time ?? sandbox.now() / 1000);
    return { ...data, result: hostScope(user, sandbox).narrow(data.result) };
  });

  serve(api, queryMonitoringRange, async ({ query, user, sandbox }) => {
    const scoped = await scopedQuery(user, sandbox, query.query);
    if (scoped === null) return nothingOverTime();
    const data = await monitoringOf(sandbox).queryRange(scoped, query.start, query.end, query.step);
    return { ...data, result: hostScope(user, sandbox).narrow(data.result) };
  });
}
