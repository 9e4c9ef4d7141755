import type { AlertSeverity } from '../alerts/alerts.schema';

/**
 * Spec 000 §9 "Gauge: green below 75, yellow from 75, red from 90": the one place these numbers
 * live. A host card's gauge and its level word read them, and so do the percentage alert rules
 * (sandbox/monitoring/rules.ts simulates them; a test holds monitoring/rules/kitchen-pcs.yml to
 * them), so a value has one severity on the card and in its alert.
 */
export const GAUGE_THRESHOLDS = { warning: 75, critical: 90 } as const satisfies Partial<
  Record<AlertSeverity, number>
>;

/** A percentage's level: 'ok' below the warning threshold, else the alert severity it reads as. */
export type GaugeLevel = 'ok' | keyof typeof GAUGE_THRESHOLDS;

export function gaugeLevel(percentValue: number): GaugeLevel {
  if (percentValue >= GAUGE_THRESHOLDS.critical) return 'critical';
  if (percentValue >= GAUGE_THRESHOLDS.warning) return 'warning';
  return 'ok';
}
