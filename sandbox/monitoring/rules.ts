/**
 * The threshold rules of monitoring/rules/kitchen-pcs.yml, for the simulated source (a test
 * keeps the two equal). HostDown and HostRestarted are not simulated: a simulated PC is always
 * up and has been for days.
 */
import type { MetricId } from '../../src/api/monitoring/monitoring-metrics.constants';
import type { AlertSeverity } from '../../src/api/alerts/alerts.schema';

export interface SimulatedRule {
  name: string;
  severity: AlertSeverity;
  /** The catalogue figure the rule compares, and the value it must exceed. */
  metric: MetricId;
  threshold: number;
}

export const SIMULATED_RULES: readonly SimulatedRule[] = [
  { name: 'CpuUsageHigh', severity: 'warning', metric: 'cpuUsage', threshold: 90 },
  { name: 'MemoryUsageHigh', severity: 'warning', metric: 'memoryPercent', threshold: 90 },
  { name: 'DiskSpaceLow', severity: 'warning', metric: 'rootDiskPercent', threshold: 85 },
  { name: 'DiskSpaceCritical', severity: 'critical', metric: 'rootDiskPercent', threshold: 95 },
  { name: 'GpuTemperatureHigh', severity: 'warning', metric: 'gpuTemperature', threshold: 80 },
  { name: 'GpuTemperatureCritical', severity: 'critical', metric: 'gpuTemperature', threshold: 90 },
];

/** Rules of the YAML the simulation leaves out, and why (see above). */
export const NOT_SIMULATED_RULES = ['HostDown', 'HostRestarted'] as const;

/** The one-line summary a simulated alert carries, worded as the YAML's annotations. */
export function simulatedSummary(
  name: string,
  labels: Record<string, string>,
  value: number,
): string {
  const host = labels.host ?? '';
  const whole = value.toFixed(0);
  if (name.startsWith('Cpu')) return `CPU of ${host} at ${whole} %`;
  if (name.startsWith('Memory')) return `Memory of ${host} at ${whole} %`;
  if (name.startsWith('Disk')) return `Root disk of ${host} ${whole} % full`;
  if (name.startsWith('Gpu')) return `GPU ${labels.gpu ?? '0'} of ${host} at ${whole} °C`;
  return `${name} on ${host}`;
}
