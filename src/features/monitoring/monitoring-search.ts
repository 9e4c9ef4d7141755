import type { AlertSeverity } from '../../api/alerts/alerts.schema';
import { defineSearch, oneOf, type ListField } from '../../lib/list-search';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The routes' validateSearch runs before the pages' chunks load, so this module stays small
// (no schemas, no catalogue): the hosts are checked against the provider's list by the page.

/** Host names as a comma list (PC names: letters, digits, '-', '_', '.'); absent for all. */
const hostList: ListField<string> = (raw) => {
  if (typeof raw !== 'string') return undefined;
  const hosts = [
    ...new Set(
      raw
        .split(',')
        .map((host) => host.trim())
        .filter((host) => /^[\w.-]{1,255}$/.test(host) && host !== 'select'),
    ),
  ];
  return hosts.length > 0 ? hosts.join(',') : undefined;
};

/** Spec 000 §9 chart types. */
export const CHART_TYPES = ['timeseries', 'bar', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Spec 000 §3 alert severities; 'all' is the default and left out of the URL. */
export const SEVERITY_FILTER_VALUES = [
  'critical',
  'warning',
  'info',
] as const satisfies readonly AlertSeverity[];

const servers = defineSearch({ hosts: hostList });
const graphics = defineSearch({ hosts: hostList, chart: oneOf(CHART_TYPES) });
/** An alert's id, as a notification links to it (`?alert=`). */
const alertId: ListField<string> = (raw) =>
  typeof raw === 'string' && /^[\w-]{1,100}$/.test(raw) ? raw : undefined;

const alerts = defineSearch({ severity: oneOf(SEVERITY_FILTER_VALUES), alert: alertId });

/** `/monitoring/server-management`: the chosen hosts (absent: all). */
export const serversSearch = servers.validate;
export type ServersSearch = ReturnType<typeof servers.validate>;
/** `/monitoring/graphics`: the chosen hosts and the chart type (absent: Timeseries). */
export const graphicsSearch = graphics.validate;
export type GraphicsSearch = ReturnType<typeof graphics.validate>;
/** `/monitoring/alerts`: the severity (absent: all) and the alert a notification links to. */
export const alertsSearch = alerts.validate;
export type AlertsSearch = ReturnType<typeof alerts.validate>;

/** What a monitoring page's loader depends on: the shared range and restaurant, the hosts. */
export function monitoringDeps(search: DateRangeSearch & { hosts?: string }) {
  return { ...sharedLoaderDeps(search), hosts: search.hosts };
}
