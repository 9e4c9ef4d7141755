import type { MetricId } from '../../api/monitoring/monitoring-metrics';
import type { MatrixResult } from '../../api/monitoring/monitoring.schema';
import type { ChartType } from './monitoring-search';
import { BYTE_UNITS } from '../../lib/format';
import { GPU_MEMORY_SCALE, type FigureUnit } from './monitoring-rules';
import { unitOf } from './server-figures';

/** The metrics the graphics page draws (spec 000 §7 "Metrics" that are figures over time). */
export const GRAPH_METRICS = [
  'cpuUsage',
  'cpuTemperature',
  'memoryPercent',
  'memoryFree',
  'swapPercent',
  'rootDiskPercent',
  'rootDiskFree',
  'diskRead',
  'diskWrite',
  'networkReceive',
  'networkTransmit',
  'gpuUtilisation',
  'gpuMemoryCopy',
  'gpuEncoder',
  'gpuDecoder',
  'gpuTemperature',
  'gpuMemoryUsed',
  'uptime',
] as const satisfies readonly MetricId[];

/** Canvas needs concrete colours (docs/decisions/dashboards-and-analytics.md "Charts"): one per series, in turn. */
const SERIES_COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#862e9c',
  '#c92a2a',
  '#0c8599',
  '#5c940d',
  '#d6336c',
  '#364fc7',
  '#a61e4d',
];

/** Figures whose values add up across hosts: a stacked bar or a pie of shares says something. */
const ADDITIVE: readonly FigureUnit[] = ['bytes', 'bytesPerSecond', 'mebibytes', 'count'];

/**
 * The chart type a metric is drawn as (spec 000 §9 Timeseries, Bar, Pie "where it fits"): a
 * percentage, a temperature or an uptime summed over hosts means nothing, so those stay lines.
 */
export function chartTypeFor(metric: MetricId, wanted: ChartType): ChartType {
  return wanted === 'timeseries' || ADDITIVE.includes(unitOf(metric)) ? wanted : 'timeseries';
}

export interface GraphSeries {
  label: string;
  color: string;
  values: Array<number | null>;
}

export interface Graph {
  /** Epoch ms, ascending (spec 000 §4: seconds × 1000). */
  times: number[];
  series: GraphSeries[];
}

/** A series' name: its host, and its device for a GPU figure. */
function labelOf(metric: Record<string, string>, gpuLabel: (host: string, gpu: string) => string) {
  const host = metric.host ?? '?';
  return metric.gpu !== undefined ? gpuLabel(host, metric.gpu) : host;
}

/**
 * A range answer as chart columns: every timestamp of any series, each series' values aligned
 * to them (a gap where a series has no sample), series by name.
 */
export function graphOf(
  answer: MatrixResult,
  gpuLabel: (host: string, gpu: string) => string,
): Graph {
  const stamps = new Set<number>();
  for (const series of answer.result) for (const [time] of series.values) stamps.add(time);
  const times = [...stamps].sort((a, b) => a - b);
  const index = new Map(times.map((time, i) => [time, i]));
  const series = answer.result
    .map((entry) => {
      const values: Array<number | null> = times.map(() => null);
      for (const [time, value] of entry.values) values[index.get(time)!] = value;
      return { label: labelOf(entry.metric, gpuLabel), values };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }))
    .map((entry, i) => ({ ...entry, color: SERIES_COLORS[i % SERIES_COLORS.length]! }));
  return { times: times.map((time) => time * 1000), series };
}

export interface PieSlice {
  label: string;
  color: string;
  value: number;
  /** Its share of the whole, 0–100. */
  share: number;
}

/** A pie of each series' average over the range; series without data are left out. */
export function pieOf(graph: Graph): PieSlice[] {
  const averages = graph.series.flatMap(({ label, color, values }) => {
    const numbers = values.filter((value): value is number => value !== null);
    if (numbers.length === 0) return [];
    return [{ label, color, value: numbers.reduce((a, b) => a + b, 0) / numbers.length }];
  });
  const total = averages.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  return averages.map((slice) => ({
    ...slice,
    share: total > 0 ? (Math.max(0, slice.value) / total) * 100 : 0,
  }));
}

/** A chart's unit: shown in its title, so the axis shows short numbers (k, M, B, T). */
export type ChartUnit =
  | { kind: 'symbol'; symbol: string }
  | { kind: 'duration'; unit: 'hours' | 'days' | 'weeks' }
  | null;

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The unit a chart of `unit` figures is drawn in, chosen by its peak: bytes from B to YiB
 * (GPU memory scaled by 1048576 first, spec 000 §9), an uptime in hours, days or weeks.
 */
function chartUnitOf(unit: FigureUnit, peak: number): { unit: ChartUnit; divide: number } {
  switch (unit) {
    case 'percent':
      return { unit: { kind: 'symbol', symbol: '%' }, divide: 1 };
    case 'celsius':
      return { unit: { kind: 'symbol', symbol: '°C' }, divide: 1 };
    case 'count':
      return { unit: null, divide: 1 };
    case 'seconds':
      if (peak >= 2 * WEEK) return { unit: { kind: 'duration', unit: 'weeks' }, divide: WEEK };
      if (peak >= 2 * DAY) return { unit: { kind: 'duration', unit: 'days' }, divide: DAY };
      return { unit: { kind: 'duration', unit: 'hours' }, divide: HOUR };
    default: {
      const scale = unit === 'mebibytes' ? GPU_MEMORY_SCALE : 1;
      const bytes = peak * scale;
      let index = 0;
      while (index < BYTE_UNITS.length - 1 && bytes >= 1024 ** (index + 1)) index += 1;
      const symbol = `${BYTE_UNITS[index]}${unit === 'bytesPerSecond' ? '/s' : ''}`;
      return { unit: { kind: 'symbol', symbol }, divide: 1024 ** index / scale };
    }
  }
}

/** The graph in its chart unit (`chartUnitOf` of its peak). */
export function inChartUnit(graph: Graph, unit: FigureUnit): { graph: Graph; unit: ChartUnit } {
  let peak = 0;
  for (const series of graph.series)
    for (const value of series.values) if (value !== null && value > peak) peak = value;
  const chosen = chartUnitOf(unit, peak);
  if (chosen.divide === 1) return { graph, unit: chosen.unit };
  return {
    graph: {
      times: graph.times,
      series: graph.series.map((series) => ({
        ...series,
        values: series.values.map((value) => (value === null ? null : value / chosen.divide)),
      })),
    },
    unit: chosen.unit,
  };
}
