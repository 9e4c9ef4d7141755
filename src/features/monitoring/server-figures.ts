import {
  MONITORING_METRICS,
  type MetricId,
  type MetricUnit,
} from '../../api/monitoring/monitoring-metrics';
import type { MatrixResult, VectorResult } from '../../api/monitoring/monitoring.schema';
import { ALERT_SEVERITIES, type AlertSeverity } from '../../api/alerts/alerts.schema';
import { spreadOf, type FigureUnit, type Spread } from './monitoring-rules';

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

/** Every metric asked over the range (its min, max and avg), uptime included. */
export const RANGE_METRICS: readonly MetricId[] = [
  ...HOST_GROUPS.flatMap((group) => group.figures.map((figure) => figure.metric)),
  ...GPU_FIGURES.map((figure) => figure.metric),
  'uptime',
];

/** Every metric asked once, now: the labels that name the PC, its clock and its active alerts. */
export const INSTANT_METRICS = [
  'computerInfo',
  'osInfo',
  'processorModel',
  'cpuCores',
  'timeZoneOffset',
  'gpuDevice',
  'activeAlerts',
] as const satisfies readonly MetricId[];

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
  uptime: Spread | null;
  figures: Partial<Record<MetricId, Spread>>;
  gpus: GpuFigures[];
  alerts: Record<AlertSeverity, number>;
}

export type InstantAnswers = Partial<Record<MetricId, VectorResult>>;
export type RangeAnswers = Partial<Record<MetricId, MatrixResult>>;

function labelsOf(answers: InstantAnswers, metric: MetricId, host: string) {
  return answers[metric]?.result.find((series) => series.metric.host === host);
}

/** The offsets in use on Earth, UTC−12:00 to UTC+14:00, in seconds. */
const OFFSET_RANGE_S = [-12 * 3600, 14 * 3600] as const;

/**
 * The PC's UTC offset in minutes from its `timeZoneOffset` series (seconds east of UTC): null
 * without one, with two that disagree (a zone changed within the lookback), or with a value
 * that is no offset (outside UTC−12:00…UTC+14:00), so no wrong clock shows.
 */
function utcOffsetOf(instant: InstantAnswers, host: string): number | null {
  const offsets = new Set(
    instant.timeZoneOffset?.result
      .filter((series) => series.metric.host === host)
      .map((series) => series.value[1]),
  );
  if (offsets.size !== 1) return null;
  const [seconds] = offsets;
  if (seconds == null || seconds < OFFSET_RANGE_S[0] || seconds > OFFSET_RANGE_S[1]) return null;
  return seconds / 60;
}

function gpusOf(host: string, instant: InstantAnswers, range: RangeAnswers): GpuFigures[] {
  const devices = new Map<string, GpuFigures>();
  const device = (gpu: string) => {
    let entry = devices.get(gpu);
    if (!entry) {
      entry = { gpu, name: null, modelName: null, driverVersion: null, figures: {} };
      devices.set(gpu, entry);
    }
    return entry;
  };
  for (const series of instant.gpuDevice?.result ?? []) {
    if (series.metric.host !== host) continue;
    const entry = device(series.metric.gpu ?? '0');
    entry.name = series.metric.name ?? null;
    entry.modelName = series.metric.modelName ?? null;
    entry.driverVersion = series.metric.driverVersion ?? null;
  }
  for (const { metric } of GPU_FIGURES) {
    for (const series of range[metric]?.result ?? []) {
      if (series.metric.host !== host) continue;
      const spread = spreadOf(series.values.map(([, value]) => value));
      if (spread) device(series.metric.gpu ?? '0').figures[metric] = spread;
    }
  }
  return [...devices.values()].sort((a, b) => a.gpu.localeCompare(b.gpu, 'en', { numeric: true }));
}

/** One host's card from the answers that arrived (a failed call leaves its figures out). */
export function hostFigures(
  host: string,
  instant: InstantAnswers,
  range: RangeAnswers,
): HostFigures {
  const figures: Partial<Record<MetricId, Spread>> = {};
  for (const group of HOST_GROUPS) {
    for (const { metric } of group.figures) {
      const series = range[metric]?.result.find((s) => s.metric.host === host);
      const spread = series ? spreadOf(series.values.map(([, value]) => value)) : null;
      if (spread) figures[metric] = spread;
    }
  }
  const uptimeSeries = range.uptime?.result.find((s) => s.metric.host === host);
  const os = labelsOf(instant, 'osInfo', host)?.metric;
  const cores = labelsOf(instant, 'cpuCores', host)?.value[1];
  const alerts = { critical: 0, warning: 0, info: 0 };
  for (const series of instant.activeAlerts?.result ?? []) {
    const severity = series.metric.severity as AlertSeverity;
    if (series.metric.host === host && ALERT_SEVERITIES.includes(severity)) {
      alerts[severity] += series.value[1] ?? 0;
    }
  }
  return {
    host,
    computerName: labelsOf(instant, 'computerInfo', host)?.metric.nodename ?? null,
    osName: os?.name ?? null,
    osVersion: os?.version ?? null,
    processor: labelsOf(instant, 'processorModel', host)?.metric.model_name ?? null,
    cores: cores ?? null,
    utcOffsetMinutes: utcOffsetOf(instant, host),
    uptime: uptimeSeries ? spreadOf(uptimeSeries.values.map(([, value]) => value)) : null,
    figures,
    gpus: gpusOf(host, instant, range),
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
