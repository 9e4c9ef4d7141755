import {
  figureName,
  MONITORING_METRICS,
  OVER_TIME,
  type FigurePart,
  type MetricId,
  type MetricUnit,
} from '../../api/monitoring/monitoring-metrics';
import type { VectorSeries } from '../../api/monitoring/monitoring.schema';
import { ALERT_SEVERITIES, type AlertSeverity } from '../../api/alerts/alerts.schema';
import { spreadFrom, type FigureUnit, type Spread } from './monitoring-rules';

/*
 * A server card's figures (spec 000 §3 "Server metrics": cpu, ram, gpu, storage, swap and
 * network values with min, max and avg; uptime, computerName, osName, osVersion, processor;
 * "GPU device: host, name, modelName, driverVersion") from the catalogue's answers.
 */

/** One figure of a card; `gauge` draws it as a coloured bar (a percentage). */
export interface FigureDef {
  metric: MetricId;
  gauge?: true;
}

/** The card's groups, in the order a technician reads a PC: load, memory, disk, network. */
export const HOST_GROUPS = [
  { id: 'cpu', figures: [{ metric: 'cpuUsage', gauge: true }, { metric: 'cpuTemperature' }] },
  {
    id: 'memory',
    figures: [
      { metric: 'memoryPercent', gauge: true },
      { metric: 'memoryFree' },
      { metric: 'memoryTotal' },
    ],
  },
  {
    id: 'swap',
    figures: [
      { metric: 'swapPercent', gauge: true },
      { metric: 'swapFree' },
      { metric: 'swapTotal' },
    ],
  },
  {
    id: 'disk',
    figures: [
      { metric: 'rootDiskPercent', gauge: true },
      { metric: 'rootDiskFree' },
      { metric: 'rootDiskSize' },
      { metric: 'diskRead' },
      { metric: 'diskWrite' },
    ],
  },
  { id: 'network', figures: [{ metric: 'networkReceive' }, { metric: 'networkTransmit' }] },
] as const satisfies ReadonlyArray<{ id: string; figures: readonly FigureDef[] }>;

/** A GPU's figures (one set per device). */
export const GPU_FIGURES = [
  { metric: 'gpuUtilisation', gauge: true },
  { metric: 'gpuMemoryCopy', gauge: true },
  { metric: 'gpuEncoder', gauge: true },
  { metric: 'gpuDecoder', gauge: true },
  { metric: 'gpuTemperature' },
  { metric: 'gpuMemoryUsed' },
  { metric: 'gpuMemoryFree' },
] as const satisfies readonly FigureDef[];

export type HostGroupId = (typeof HOST_GROUPS)[number]['id'];

/** The figures over the range (spec 000 §3: each with min, max and avg). */
const SPREAD_METRICS: readonly MetricId[] = [
  ...HOST_GROUPS.flatMap((group) => group.figures.map((figure) => figure.metric)),
  ...GPU_FIGURES.map((figure) => figure.metric),
];

/**
 * What the card asks over the range, worked out by the provider (spec 000 §7 `query` with
 * `*_over_time`): each figure's min, max, avg and latest value; the uptime's latest only.
 */
export const SPREAD_PARTS: readonly FigurePart[] = [
  ...SPREAD_METRICS.flatMap((metric) => OVER_TIME.map((over) => ({ metric, over }))),
  { metric: 'uptime', over: 'last' },
];

/** What the card asks once, now: the labels that name the PC, its clock and its active alerts. */
export const LABEL_PARTS: readonly FigurePart[] = (
  [
    'computerInfo',
    'osInfo',
    'processorModel',
    'cpuCores',
    'timeZoneOffset',
    'gpuDevice',
    'activeAlerts',
  ] as const satisfies readonly MetricId[]
).map((metric) => ({ metric }));

export function unitOf(metric: MetricId): FigureUnit {
  const unit: MetricUnit = MONITORING_METRICS[metric].unit;
  return unit === 'labels' ? 'count' : unit;
}

export interface GpuFigures {
  /** The device's index label (`0`), its name, model and driver (spec 000 §3 "GPU device"). */
  gpu: string;
  name: string | null;
  modelName: string | null;
  driverVersion: string | null;
  figures: Partial<Record<MetricId, Spread>>;
}

export interface HostFigures {
  host: string;
  computerName: string | null;
  osName: string | null;
  osVersion: string | null;
  processor: string | null;
  cores: number | null;
  /** The PC's offset from UTC in minutes; null when unknown (its card shows no clock). */
  utcOffsetMinutes: number | null;
  /** Seconds since boot at the range's end; null when not reported. */
  uptime: number | null;
  figures: Partial<Record<MetricId, Spread>>;
  gpus: GpuFigures[];
  alerts: Record<AlertSeverity, number>;
}

/** The answers' series by part (`figureName`: `osInfo`, `cpuUsage:max`), without that label. */
export type FigureAnswers = Partial<Record<string, VectorSeries[]>>;

function labelsOf(answers: FigureAnswers, metric: MetricId, host: string) {
  return answers[metric]?.find((series) => series.metric.host === host);
}

/**
 * The spread of `metric` for each series of `host` (one, or one per GPU: `device` names it),
 * from the provider's min, max, avg and latest value.
 */
function spreadsOf(
  answers: FigureAnswers,
  metric: MetricId,
  host: string,
  device: (labels: Record<string, string>) => string = () => '',
): Map<string, Spread> {
  const values = new Map<string, Partial<Record<(typeof OVER_TIME)[number], number | null>>>();
  for (const over of OVER_TIME) {
    for (const series of answers[figureName({ metric, over })] ?? []) {
      if (series.metric.host !== host) continue;
      const key = device(series.metric);
      values.set(key, { ...values.get(key), [over]: series.value[1] });
    }
  }
  const spreads = new Map<string, Spread>();
  for (const [key, figures] of values) {
    const spread = spreadFrom(figures);
    if (spread) spreads.set(key, spread);
  }
  return spreads;
}

/** The offsets in use on Earth, UTC−12:00 to UTC+14:00, in seconds. */
const OFFSET_RANGE_S = [-12 * 3600, 14 * 3600] as const;

/**
 * The PC's UTC offset in minutes from its `timeZoneOffset` series (seconds east of UTC): null
 * without one, with two that disagree (a zone changed within the lookback), or with a value
 * that is no offset (outside UTC−12:00…UTC+14:00), so no wrong clock shows.
 */
function utcOffsetOf(answers: FigureAnswers, host: string): number | null {
  const offsets = new Set(
    answers.timeZoneOffset
      ?.filter((series) => series.metric.host === host)
      .map((series) => series.value[1]),
  );
  if (offsets.size !== 1) return null;
  const [seconds] = offsets;
  if (seconds == null || seconds < OFFSET_RANGE_S[0] || seconds > OFFSET_RANGE_S[1]) return null;
  return seconds / 60;
}

const gpuOf = (labels: Record<string, string>) => labels.gpu ?? '0';

function gpusOf(host: string, answers: FigureAnswers): GpuFigures[] {
  const devices = new Map<string, GpuFigures>();
  const device = (gpu: string) => {
    let entry = devices.get(gpu);
    if (!entry) {
      entry = { gpu, name: null, modelName: null, driverVersion: null, figures: {} };
      devices.set(gpu, entry);
    }
    return entry;
  };
  for (const series of answers.gpuDevice ?? []) {
    if (series.metric.host !== host) continue;
    const entry = device(gpuOf(series.metric));
    entry.name = series.metric.name ?? null;
    entry.modelName = series.metric.modelName ?? null;
    entry.driverVersion = series.metric.driverVersion ?? null;
  }
  for (const { metric } of GPU_FIGURES) {
    for (const [gpu, spread] of spreadsOf(answers, metric, host, gpuOf))
      device(gpu).figures[metric] = spread;
  }
  return [...devices.values()].sort((a, b) => a.gpu.localeCompare(b.gpu, 'en', { numeric: true }));
}

/** One host's card from the answers that arrived (a failed call leaves its figures out). */
export function hostFigures(host: string, answers: FigureAnswers): HostFigures {
  const figures: Partial<Record<MetricId, Spread>> = {};
  for (const group of HOST_GROUPS) {
    for (const { metric } of group.figures) {
      const spread = spreadsOf(answers, metric, host).get('');
      if (spread) figures[metric] = spread;
    }
  }
  const os = labelsOf(answers, 'osInfo', host)?.metric;
  const cores = labelsOf(answers, 'cpuCores', host)?.value[1];
  const uptime = answers[figureName({ metric: 'uptime', over: 'last' })]?.find(
    (series) => series.metric.host === host,
  )?.value[1];
  const alerts = { critical: 0, warning: 0, info: 0 };
  for (const series of answers.activeAlerts ?? []) {
    const severity = series.metric.severity as AlertSeverity;
    if (series.metric.host === host && ALERT_SEVERITIES.includes(severity)) {
      alerts[severity] += series.value[1] ?? 0;
    }
  }
  return {
    host,
    computerName: labelsOf(answers, 'computerInfo', host)?.metric.nodename ?? null,
    osName: os?.name ?? null,
    osVersion: os?.version ?? null,
    processor: labelsOf(answers, 'processorModel', host)?.metric.model_name ?? null,
    cores: cores ?? null,
    utcOffsetMinutes: utcOffsetOf(answers, host),
    uptime: uptime ?? null,
    figures,
    gpus: gpusOf(host, answers),
    alerts,
  };
}

/** The host's active alerts as the order by trouble reads them. */
export function activeAlertsOf(
  card: HostFigures,
): Array<{ host: string; severity: AlertSeverity }> {
  return ALERT_SEVERITIES.flatMap((severity) =>
    Array.from({ length: card.alerts[severity] }, () => ({ host: card.host, severity })),
  );
}
