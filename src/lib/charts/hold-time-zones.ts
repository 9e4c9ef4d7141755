/**
 * Hold-time pie zones (spec 000 §9): <=20, 20-25, 25-30, 30-35, 35-40, >40 minutes. A zone's
 * upper edge belongs to it (exactly 25 minutes is in 20-25). Pie values are minutes to two
 * decimals.
 */

export type HoldTimeZoneId = 'upTo20' | 'from20' | 'from25' | 'from30' | 'from35' | 'over40';

export interface HoldTimeZone {
  id: HoldTimeZoneId;
  /** Exclusive lower edge in minutes; null for the first zone. */
  min: number | null;
  /** Inclusive upper edge in minutes; null for the last zone. */
  max: number | null;
}

export const HOLD_TIME_ZONES: readonly HoldTimeZone[] = [
  { id: 'upTo20', min: null, max: 20 },
  { id: 'from20', min: 20, max: 25 },
  { id: 'from25', min: 25, max: 30 },
  { id: 'from30', min: 30, max: 35 },
  { id: 'from35', min: 35, max: 40 },
  { id: 'over40', min: 40, max: null },
];

/** A zone's slice: its value in minutes and its share of the pie in percent, both 2 decimals. */
export interface HoldTimeZoneValue {
  id: HoldTimeZoneId;
  /** How many hold times fell in the zone (0 when the values came ready-made). */
  count: number;
  minutes: number;
  share: number;
}

export function roundTo2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The zone a hold time (minutes) falls in; null for a negative or non-finite time. */
export function zoneOf(minutes: number): HoldTimeZoneId | null {
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  const zone = HOLD_TIME_ZONES.find(({ max }) => max === null || minutes <= max);
  return zone?.id ?? null;
}
