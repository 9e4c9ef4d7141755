/**
 * The threshold rules of monitoring/rules/kitchen-pcs.yml, for the simulated source (a test
 * keeps the two equal). HostDown and HostRestarted are not simulated: a simulated PC is always
 * up and has been for days.
 */
import type { MetricId } from '../../src/api/monitoring/monitoring-metrics.constants';
import type { AlertSeverity } from '../../src/api/alerts/alerts.schema';
import { GAUGE_THRESHOLDS } from '../../src/api/monitoring/monitoring-thresholds.constants';

export interface SimulatedRule {
  name: string;
  severity: AlertSeverity;
  /** The catalogue figure the rule compares. */
  metric: MetricId;
  /** The value it fires on: above `threshold` ('>') or from it ('>='), and below `below` if set. */
  comparison: '>' | '>=';
  threshold: number;
  below?: number;
}

/**
 * A percentage shown as a gauge fires as the gauge reads (spec 000 §9 "yellow from 75, red from
 * 90"): a warning from the warning threshold up to the critical one, a critical from there, so
 * a PC at 92 % is critical on its card and in its one alert.
 */
function gaugeRules(metric: MetricId, warning: string, critical: string): SimulatedRule[] {
  return [
    {
      name: warning,
      severity: 'warning',
      metric,
      comparison: '>=',
      threshold: GAUGE_THRESHOLDS.warning,
      below: GAUGE_THRESHOLDS.critical,
    },
    {
      name: critical,
      severity: 'critical',
      metric,
      comparison: '>=',
      threshold: GAUGE_THRESHOLDS.critical,
    },
  ];
}

export const SIMULATED_RULES: readonly SimulatedRule[] = [
  ...gaugeRules('cpuUsage', 'CpuUsageHigh', 'CpuUsageCritical'),
  ...gaugeRules('memoryPercent', 'MemoryUsageHigh', 'MemoryUsageCritical'),
  ...gaugeRules('rootDiskPercent', 'DiskSpaceLow', 'DiskSpaceCritical'),
  // °C, not a gauge: the card shows no level for it.
  {
    name: 'GpuTemperatureHigh',
    severity: 'warning',
    metric: 'gpuTemperature',
    comparison: '>',
    threshold: 80,
  },
  {
    name: 'GpuTemperatureCritical',
    severity: 'critical',
    metric: 'gpuTemperature',
    comparison: '>',
    threshold: 90,
  },
];

/** Whether `rule` fires on `value`. */
export function firesOn(rule: SimulatedRule, value: number): boolean {
  const over = rule.comparison === '>=' ? value >= rule.threshold : value > rule.threshold;
  return over && (rule.below === undefined || value < rule.below);
}

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
