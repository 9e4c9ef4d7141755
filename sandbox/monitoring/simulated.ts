/**
 * Simulated monitoring series, for when no Prometheus runs: each catalogue expression
 * (src/api/monitoring/monitoring-metrics.ts) is recognised by its text (catalogue.ts), not
 * evaluated (this is no PromQL engine), and answered in Prometheus's shapes with smooth,
 * repeatable figures per host.
 * The GPU figures are also what the real stack's textfile carries (gpu-textfile.ts), so a GPU
 * looks the same whichever source serves it.
 */
import type { MetricId } from '../../src/api/monitoring/monitoring-metrics.constants';
import { zonedWallTime } from '../../src/lib/time-zone';
import { firesOn, SIMULATED_RULES } from './rules';

const GIB = 1024 ** 3;
const DAY_S = 86_400;

export type Labels = Record<string, string>;
export interface SimulatedSeries {
  labels: Labels;
  value: number;
}

/** What the simulation needs to know about the hosts, and what a test has set. */
export interface SimulationState {
  /** Every host the source serves. */
  hosts: readonly string[];
  /** The IANA zone of the host's restaurant (UTC for a PC of none). */
  zoneOf(host: string): string;
  /** Epoch seconds the hosts' boot times are counted back from. */
  seededAt: number;
  /** GPU 0 temperatures set by the control call (°C), instead of the simulated one. */
  readonly gpuTemperature: Map<string, number>;
}

/** A repeatable number in [0, 1) from a text. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 1_000_003) / 1_000_003;
}

/** Each host and figure's wave: its phase and period, worked out once. */
const shapes = new Map<string, { phase: number; period: number }>();

/** A slow wave around `base` (± `amplitude`) with a little noise, per host and figure. */
function wave(host: string, key: string, t: number, base: number, amplitude: number): number {
  const name = `${host}/${key}`;
  let shape = shapes.get(name);
  if (!shape) {
    shape = { phase: hash(name) * 2 * Math.PI, period: 600 + hash(`${key}/${host}`) * 1200 };
    shapes.set(name, shape);
  }
  const { phase, period } = shape;
  const noise = hash(`${host}/${key}/${Math.floor(t / 10)}`) - 0.5;
  return base + amplitude * Math.sin((2 * Math.PI * t) / period + phase) + amplitude * 0.3 * noise;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Only the vision PCs carry a GPU (they run the cameras' models). */
function hasGpu(host: string): boolean {
  return host.includes('vision');
}

export const GPU_DEVICE = {
  gpu: '0',
  name: 'nvidia0',
  modelName: 'NVIDIA RTX A2000 12GB',
  driverVersion: '535.183.01',
} as const;
const GPU_MEMORY_MIB = 12_282;
const CPU_THREADS = 12;

type GpuState = Pick<SimulationState, 'gpuTemperature'>;
const gpuMemoryUsed = (host: string, t: number) =>
  Math.round(clamp(wave(host, 'fb', t, 6_500, 1_500), 500, GPU_MEMORY_MIB));

/** Each GPU figure as DCGM names it, for a host with a GPU at `t` (epoch seconds). */
const GPU_GAUGES: Record<string, (host: string, t: number, state: GpuState) => number> = {
  DCGM_FI_DEV_GPU_TEMP: (host, t, state) =>
    state.gpuTemperature.get(host) ?? Math.round(wave(host, 'gt', t, 64, 6)),
  DCGM_FI_DEV_GPU_UTIL: (host, t) => Math.round(clamp(wave(host, 'gu', t, 55, 20), 0, 100)),
  DCGM_FI_DEV_MEM_COPY_UTIL: (host, t) => Math.round(clamp(wave(host, 'gm', t, 30, 10), 0, 100)),
  DCGM_FI_DEV_ENC_UTIL: (host, t) => Math.round(clamp(wave(host, 'ge', t, 10, 6), 0, 100)),
  DCGM_FI_DEV_DEC_UTIL: (host, t) => Math.round(clamp(wave(host, 'gd', t, 40, 12), 0, 100)),
  DCGM_FI_DEV_FB_USED: gpuMemoryUsed,
  DCGM_FI_DEV_FB_FREE: (host, t) => GPU_MEMORY_MIB - gpuMemoryUsed(host, t),
};

/** The GPU figures of a host at `t` (epoch seconds), as DCGM names them; none without a GPU. */
export function gpuFiguresAt(
  host: string,
  t: number,
  state: GpuState,
): Record<string, number> | null {
  if (!hasGpu(host)) return null;
  return Object.fromEntries(
    Object.entries(GPU_GAUGES).map(([name, figure]) => [name, figure(host, t, state)]),
  );
}

function timeZoneName(zone: string, epochMs: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(epochMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

const one = (value: number, labels: Labels = {}): SimulatedSeries[] => [{ labels, value }];

/** The series `metric` has for one host at `t` (epoch seconds), labels without `host`. */
// Each figure worked out only where read, by functions made once: a card's spreads ask for
// thousands of points.
const memoryPercentAt = (host: string, t: number) => clamp(wave(host, 'mem', t, 48, 12), 5, 99);
const swapPercentAt = (host: string, t: number) => clamp(wave(host, 'swap', t, 8, 4), 0, 100);
const diskPercentAt = (host: string, t: number) => clamp(wave(host, 'disk', t / 20, 52, 8), 1, 99);
const cpuAt = (host: string, t: number) =>
  clamp(wave(host, 'cpu', t, hasGpu(host) ? 38 : 22, 14), 1, 100);

function gpuSeries(name: string, host: string, t: number, state: GpuState): SimulatedSeries[] {
  return hasGpu(host) ? one(GPU_GAUGES[name]!(host, t, state), { gpu: GPU_DEVICE.gpu }) : [];
}

export function seriesAt(
  metric: MetricId,
  host: string,
  t: number,
  state: SimulationState,
): SimulatedSeries[] {
  const memoryTotal = (hasGpu(host) ? 32 : 16) * GIB;
  const swapTotal = 2 * GIB;
  const diskSize = 512_110_190_592;
  switch (metric) {
    case 'cpuUsage':
      return one(round(cpuAt(host, t), 4));
    case 'cpuCores':
      return one(CPU_THREADS);
    case 'osInfo':
      return one(1, {
        name: 'Ubuntu',
        version: '22.04.4 LTS (Jammy Jellyfish)',
        version_id: '22.04',
        pretty_name: 'Ubuntu 22.04.4 LTS',
      });
    case 'computerInfo':
      return one(1, {
        nodename: host,
        sysname: 'Linux',
        release: '6.5.0-41-generic',
        machine: 'x86_64',
      });
    case 'timeZoneOffset': {
      const zone = state.zoneOf(host);
      const offset = Math.round((zonedWallTime(t * 1000, zone) - t * 1000) / 1000);
      return one(offset, { time_zone: timeZoneName(zone, t * 1000) });
    }
    case 'swapTotal':
      return one(swapTotal);
    case 'swapFree':
      return one(Math.round(swapTotal * (1 - swapPercentAt(host, t) / 100)));
    case 'swapPercent':
      return one(round(swapPercentAt(host, t), 4));
    case 'memoryTotal':
      return one(memoryTotal);
    case 'memoryFree':
      return one(Math.round(memoryTotal * (1 - memoryPercentAt(host, t) / 100)));
    case 'memoryPercent':
      return one(round(memoryPercentAt(host, t), 4));
    case 'cpuInfo':
      return one(CPU_THREADS, {
        vendor: 'GenuineIntel',
        model_name: '12th Gen Intel(R) Core(TM) i7-12700TE',
        family: '6',
        model: '151',
      });
    case 'processorModel':
      return one(CPU_THREADS, { model_name: '12th Gen Intel(R) Core(TM) i7-12700TE' });
    case 'cpuTemperature':
      return one(Math.round(38 + cpuAt(host, t) * 0.35));
    case 'gpuMemoryUsed':
      return gpuSeries('DCGM_FI_DEV_FB_USED', host, t, state);
    case 'gpuMemoryFree':
      return gpuSeries('DCGM_FI_DEV_FB_FREE', host, t, state);
    case 'gpuTemperature':
      return gpuSeries('DCGM_FI_DEV_GPU_TEMP', host, t, state);
    case 'gpuUtilisation':
      return gpuSeries('DCGM_FI_DEV_GPU_UTIL', host, t, state);
    case 'gpuMemoryCopy':
      return gpuSeries('DCGM_FI_DEV_MEM_COPY_UTIL', host, t, state);
    case 'gpuEncoder':
      return gpuSeries('DCGM_FI_DEV_ENC_UTIL', host, t, state);
    case 'gpuDecoder':
      return gpuSeries('DCGM_FI_DEV_DEC_UTIL', host, t, state);
    case 'gpuDevice':
      return hasGpu(host)
        ? one(GPU_GAUGES.DCGM_FI_DEV_GPU_TEMP!(host, t, state), { ...GPU_DEVICE })
        : [];
    case 'rootDiskSize':
      return one(diskSize);
    case 'rootDiskFree':
      return one(Math.round(diskSize * (1 - diskPercentAt(host, t) / 100)));
    case 'rootDiskPercent':
      return one(round(diskPercentAt(host, t), 4));
    case 'diskRead':
      return one(Math.round(clamp(wave(host, 'dr', t, 900_000, 600_000), 0, Infinity)));
    case 'diskWrite':
      return one(Math.round(clamp(wave(host, 'dw', t, 2_400_000, 1_500_000), 0, Infinity)));
    case 'networkReceive':
      return one(
        Math.round(clamp(wave(host, 'rx', t, hasGpu(host) ? 6_000_000 : 400_000, 2e5), 0, 1e9)),
      );
    case 'networkTransmit':
      return one(Math.round(clamp(wave(host, 'tx', t, 350_000, 150_000), 0, 1e9)));
    case 'uptime': {
      const bootedAt = state.seededAt - (2 + Math.floor(hash(`${host}/boot`) * 40)) * DAY_S;
      return one(Math.round(t - bootedAt));
    }
    case 'activeAlerts': {
      const counts = new Map<string, number>();
      for (const alert of firingAt(host, t, state))
        counts.set(alert.severity, (counts.get(alert.severity) ?? 0) + 1);
      return [...counts].map(([severity, count]) => ({ labels: { severity }, value: count }));
    }
  }
}

/** A rule of rules.ts firing for a host at `t`. */
export interface SimulatedFiring {
  name: string;
  severity: string;
  labels: Labels;
  value: number;
}

/** The simulated rules that fire for `host` at `t` (no hold time: at once). */
export function firingAt(host: string, t: number, state: SimulationState): SimulatedFiring[] {
  return SIMULATED_RULES.flatMap((rule) =>
    seriesAt(rule.metric, host, t, state)
      .filter((series) => firesOn(rule, series.value))
      .map((series) => ({
        name: rule.name,
        severity: rule.severity,
        labels: { ...series.labels, host },
        value: series.value,
      })),
  );
}
