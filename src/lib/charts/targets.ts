/** Day-part targets and the gauge colours (spec 000 §9). */
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

/** A gauge's colour (spec 000 §9); performance-figures.ts picks one for each ratio. */
export type GaugeColor = 'green' | 'yellow' | 'red';
