/** Day-part targets and gauge colours (spec 000 §9). */
import { currentDaypart, type Daypart } from '../dayparts';

/** Spec 000 §9 day-part target values. */
export const DAYPART_TARGETS: Record<Daypart, number> = {
  breakfast: 4.5,
  lunch: 3.5,
  dinner: 8,
};

/** Spec 000 §9: the target when no day part applies. */
export const DEFAULT_TARGET = 4.5;

/** The target of a day part; the default target without one. */
export function daypartTarget(daypart: Daypart | null | undefined): number {
  return daypart ? DAYPART_TARGETS[daypart] : DEFAULT_TARGET;
}

/**
 * The target at an instant (epoch ms) in the restaurant's zone (the browser's when absent or
 * unknown); the default target for an invalid time.
 */
export function targetAt(time: number, timeZone?: string | null): number {
  if (!Number.isFinite(time)) return DEFAULT_TARGET;
  return daypartTarget(currentDaypart(timeZone, time));
}

export type GaugeColor = 'green' | 'yellow' | 'red';

/** Spec 000 §9 gauge thresholds. */
const GAUGE_YELLOW_FROM = 75;
const GAUGE_RED_FROM = 90;

/** Spec 000 §9: green below 75, yellow from 75, red from 90; null for a non-finite value. */
export function gaugeColor(value: number): GaugeColor | null {
  if (!Number.isFinite(value)) return null;
  if (value >= GAUGE_RED_FROM) return 'red';
  if (value >= GAUGE_YELLOW_FROM) return 'yellow';
  return 'green';
}
