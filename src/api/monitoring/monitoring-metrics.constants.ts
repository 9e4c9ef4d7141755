/*
 * The PromQL the monitoring pages send (spec 000 §7 "Metrics", §9 "rate windows 2 minutes"),
 * each a function of the host selection. The provider's sandbox recognises exactly these
 * expressions when it simulates the series (sandbox/monitoring/simulated.ts), so a page must
 * build its queries here, never by hand.
 *
 * Every series keeps its `host` label. Units are Prometheus's: bytes, bytes per second,
 * seconds, percent (0-100), °C; the GPU memory figures are MiB, as the GPU exporter reports them
 * (spec 000 §9: scaled by 1048576 for display).
 */

/** 'select' means all hosts (spec 000 §7); otherwise the chosen host names. */
export const ALL_HOSTS = 'select';
export type HostSelection = typeof ALL_HOSTS | readonly string[];

/** Spec 000 §9: monitoring rate windows are 2 minutes. */
export const RATE_WINDOW = '2m';

const REGEX_META = /[.*+?^${}()|[\]\\]/g;

/** A host name as a regex literal inside a PromQL string (`a.b` → `a\\.b`). */
function escapeHost(host: string): string {
  return host.replace(REGEX_META, (char) => `\\\\${char}`);
}

/**
 * Several hosts joined with a pipe (spec 000 §7), each escaped; 'select' or no host: every host.
 */
export function joinHosts(selection: HostSelection): string {
  if (selection === ALL_HOSTS || selection.length === 0) return '.+';
  return selection.map(escapeHost).join('|');
}

/** The host matcher of every catalogue expression: `host=~"a|b"`. */
export function hostMatcher(selection: HostSelection): string {
  return `host=~"${joinHosts(selection)}"`;
}

/** The inverse of `joinHosts` (the sandbox's simulator reads it back): '.+' is 'select'. */
export function splitHosts(joined: string): HostSelection {
  if (joined === '.+') return ALL_HOSTS;
  const hosts: string[] = [];
  let host = '';
  for (let index = 0; index < joined.length; index++) {
    if (joined.startsWith('\\\\', index)) {
      // An escaped character (`\\.`, `\\|`): the character itself, never a separator.
      host += joined.charAt(index + 2);
      index += 2;
    } else if (joined[index] === '|') {
      hosts.push(host);
      host = '';
    } else host += joined[index];
  }
  return [...hosts, host];
}

/** How a metric reads: a number in a unit, or labels (host information) with a value of 1 or a count. */
export type MetricUnit =
  'percent' | 'bytes' | 'bytesPerSecond' | 'seconds' | 'celsius' | 'mebibytes' | 'count' | 'labels';

export interface MonitoringMetric {
  unit: MetricUnit;
  /** The labels that carry the figure when `unit` is 'labels' (or that name a series). */
  labels?: readonly string[];
  /** The expression, given the host matcher (`host=~"…"`). */
  expr: (matcher: string) => string;
}

const rate = (metric: string, m: string, extra = '') =>
  `sum by (host) (rate(${metric}{${extra}${m}}[${RATE_WINDOW}]))`;
const byHost = (metric: string, m: string, extra = '') => `max by (host) (${metric}{${extra}${m}})`;
const percentUsed = (free: string, total: string, m: string, extra = '') =>
  `100 * (1 - ${byHost(free, m, extra)} / (${byHost(total, m, extra)} > 0))`;
const gpu = (metric: string, m: string) => `max by (host, gpu) (${metric}{${m}})`;

/** Spec 000 §7 "Metrics", in the order the spec names them. */
export const MONITORING_METRICS = {
  /** CPU usage, percent of all cores busy. */
  cpuUsage: {
    unit: 'percent',
    expr: (m) =>
      `100 * (1 - avg by (host) (rate(node_cpu_seconds_total{mode="idle",${m}}[${RATE_WINDOW}])))`,
  },
  /** Core count (logical CPUs). */
  cpuCores: {
    unit: 'count',
    expr: (m) => `count by (host) (node_cpu_seconds_total{mode="idle",${m}})`,
  },
  /** OS info: `name` (Debian GNU/Linux), `version` (12 (bookworm)), `pretty_name`. */
  osInfo: {
    unit: 'labels',
    labels: ['name', 'version', 'version_id', 'pretty_name'],
    expr: (m) => `max by (host, name, version, version_id, pretty_name) (node_os_info{${m}})`,
  },
  /** Computer name and kernel: `nodename`, `sysname`, `release`, `machine`. */
  computerInfo: {
    unit: 'labels',
    labels: ['nodename', 'sysname', 'release', 'machine'],
    expr: (m) => `max by (host, nodename, sysname, release, machine) (node_uname_info{${m}})`,
  },
  /** Time-zone offset in seconds east of UTC, label `time_zone`. */
  timeZoneOffset: {
    unit: 'seconds',
    labels: ['time_zone'],
    expr: (m) => `max by (host, time_zone) (node_time_zone_offset_seconds{${m}})`,
  },
  swapTotal: { unit: 'bytes', expr: (m) => byHost('node_memory_SwapTotal_bytes', m) },
  swapFree: { unit: 'bytes', expr: (m) => byHost('node_memory_SwapFree_bytes', m) },
  /** Empty for a host without swap (nothing to divide by). */
  swapPercent: {
    unit: 'percent',
    expr: (m) => percentUsed('node_memory_SwapFree_bytes', 'node_memory_SwapTotal_bytes', m),
  },
  memoryTotal: { unit: 'bytes', expr: (m) => byHost('node_memory_MemTotal_bytes', m) },
  /** Available memory (what a program can still get), not the kernel's "free". */
  memoryFree: { unit: 'bytes', expr: (m) => byHost('node_memory_MemAvailable_bytes', m) },
  memoryPercent: {
    unit: 'percent',
    expr: (m) => percentUsed('node_memory_MemAvailable_bytes', 'node_memory_MemTotal_bytes', m),
  },
  /** CPU info: `vendor`, `model_name`, `family`, `model`; the value is its logical CPUs. */
  cpuInfo: {
    unit: 'labels',
    labels: ['vendor', 'model_name', 'family', 'model'],
    expr: (m) => `count by (host, vendor, model_name, family, model) (node_cpu_info{${m}})`,
  },
  /** Hottest CPU sensor, °C; empty where the PC exposes none. */
  cpuTemperature: {
    unit: 'celsius',
    expr: (m) => `max by (host) (node_hwmon_temp_celsius{${m}} or node_thermal_zone_temp{${m}})`,
  },
  /** GPU memory used, MiB (×1048576 for bytes); one series per `gpu`. */
  gpuMemoryUsed: { unit: 'mebibytes', expr: (m) => gpu('DCGM_FI_DEV_FB_USED', m) },
  gpuMemoryFree: { unit: 'mebibytes', expr: (m) => gpu('DCGM_FI_DEV_FB_FREE', m) },
  gpuTemperature: { unit: 'celsius', expr: (m) => gpu('DCGM_FI_DEV_GPU_TEMP', m) },
  gpuUtilisation: { unit: 'percent', expr: (m) => gpu('DCGM_FI_DEV_GPU_UTIL', m) },
  gpuMemoryCopy: { unit: 'percent', expr: (m) => gpu('DCGM_FI_DEV_MEM_COPY_UTIL', m) },
  gpuEncoder: { unit: 'percent', expr: (m) => gpu('DCGM_FI_DEV_ENC_UTIL', m) },
  gpuDecoder: { unit: 'percent', expr: (m) => gpu('DCGM_FI_DEV_DEC_UTIL', m) },
  /** GPU device (spec 000 §3): `gpu`, `name`, `modelName`, `driverVersion`. */
  gpuDevice: {
    unit: 'labels',
    labels: ['gpu', 'name', 'modelName', 'driverVersion'],
    expr: (m) => `max by (host, gpu, name, modelName, driverVersion) (DCGM_FI_DEV_GPU_TEMP{${m}})`,
  },
  rootDiskSize: {
    unit: 'bytes',
    expr: (m) => byHost('node_filesystem_size_bytes', m, 'mountpoint="/",'),
  },
  rootDiskFree: {
    unit: 'bytes',
    expr: (m) => byHost('node_filesystem_avail_bytes', m, 'mountpoint="/",'),
  },
  rootDiskPercent: {
    unit: 'percent',
    expr: (m) =>
      percentUsed(
        'node_filesystem_avail_bytes',
        'node_filesystem_size_bytes',
        m,
        'mountpoint="/",',
      ),
  },
  diskRead: { unit: 'bytesPerSecond', expr: (m) => rate('node_disk_read_bytes_total', m) },
  diskWrite: { unit: 'bytesPerSecond', expr: (m) => rate('node_disk_written_bytes_total', m) },
  networkReceive: {
    unit: 'bytesPerSecond',
    expr: (m) => rate('node_network_receive_bytes_total', m, 'device!="lo",'),
  },
  networkTransmit: {
    unit: 'bytesPerSecond',
    expr: (m) => rate('node_network_transmit_bytes_total', m, 'device!="lo",'),
  },
  /** Seconds since boot (spec 000 §9: shown as weeks, days or hours with one decimal). */
  uptime: {
    unit: 'seconds',
    expr: (m) => `max by (host) (node_time_seconds{${m}} - node_boot_time_seconds{${m}})`,
  },
  /** Firing alerts per host and `severity` (critical, warning, info). */
  activeAlerts: {
    unit: 'count',
    labels: ['severity'],
    expr: (m) => `count by (host, severity) (ALERTS{alertstate="firing",${m}})`,
  },
  /** Processor model: `model_name`; the value is its logical CPUs. */
  processorModel: {
    unit: 'labels',
    labels: ['model_name'],
    expr: (m) => `count by (host, model_name) (node_cpu_info{${m}})`,
  },
} as const satisfies Record<string, MonitoringMetric>;

export type MetricId = keyof typeof MONITORING_METRICS;
export const METRIC_IDS = Object.keys(MONITORING_METRICS) as MetricId[];

/** The expression of `metric` for the selected hosts: what `query` and `query_range` take. */
export function metricQuery(metric: MetricId, selection: HostSelection): string {
  return MONITORING_METRICS[metric].expr(hostMatcher(selection));
}

/** The label that says which part of a combined query (`figuresQuery`) a series answers. */
export const FIGURE_LABEL = 'figure';

/**
 * Spec 000 §3 "values with min, max and avg" worked out by Prometheus over the range: `min`,
 * `max`, `avg` of the window's points, and `last`, the value at the query's time (the window's
 * last point when there is none then, as for a PC that stopped reporting).
 */
export const OVER_TIME = ['min', 'max', 'avg', 'last'] as const;
export type OverTime = (typeof OVER_TIME)[number];

/** One figure of a combined query: a metric at the query's time, or `over` the window. */
export interface FigurePart {
  metric: MetricId;
  over?: OverTime;
}

/** The `seconds` before the query's time, evaluated every `step` seconds (a subquery). */
export interface FigureWindow {
  seconds: number;
  step: number;
}

/** The part's `figure` label value: `cpuUsage`, `cpuUsage:max`. */
export function figureName(part: FigurePart): string {
  return part.over ? `${part.metric}:${part.over}` : part.metric;
}

function overTime(expr: string, over: OverTime, window: FigureWindow): string {
  const points = `(${expr})[${window.seconds}s:${window.step}s]`;
  return over === 'last' ? `${expr} or last_over_time(${points})` : `${over}_over_time(${points})`;
}

/** One part of `figuresQuery`: the metric's expression (over the window), labelled with its name. */
export function figurePartQuery(
  part: FigurePart,
  selection: HostSelection,
  window?: FigureWindow,
): string {
  const expr = metricQuery(part.metric, selection);
  if (part.over && !window) throw new Error(`${figureName(part)} needs a window`);
  const inner = part.over && window ? overTime(expr, part.over, window) : expr;
  return `label_replace(${inner}, "${FIGURE_LABEL}", "${figureName(part)}", "", "")`;
}

/**
 * Several figures in one instant query, so a page makes one call where it would make one per
 * figure: the parts joined with `or`, each series labelled `figure` with its part's name (the
 * labels keep the parts apart). Parts `over` time read the `window` before the query's time.
 */
export function figuresQuery(
  parts: readonly FigurePart[],
  selection: HostSelection,
  window?: FigureWindow,
): string {
  return parts.map((part) => figurePartQuery(part, selection, window)).join(' or ');
}
