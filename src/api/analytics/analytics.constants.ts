// Plain constants, apart from the schemas: the route's search validation (in the entry) and the
// sandbox's models need them without valibot's schemas or the endpoint helpers.

import { knownFirst } from '../../lib/known-value';

/**
 * Chicken product labels (spec 000 §3), in the order the dashboard lists them: the products the
 * console has an order and colours for. Not the products an answer may hold: those are the
 * chicken materials dictionary's (spec 001 §7 "Dictionaries"), and a name added there is shown
 * as it is (`productOrder`).
 */
export const CHICKEN_PRODUCTS = [
  'Breakfast Filets',
  'Spicy Brkfst Filets',
  'CFA Filets',
  'Spicy Filets',
  'Strips',
  'Spicy Strips',
  'Nuggets',
] as const;
export type ChickenProduct = (typeof CHICKEN_PRODUCTS)[number];

/**
 * `names` (an answer's products) without repeats, in the dashboard's order: the built-in
 * products first, then any other in the order it first appears.
 */
export function productOrder(names: Iterable<string>): string[] {
  return knownFirst(CHICKEN_PRODUCTS, names);
}

/** Day parts in the restaurant's local time (spec 000 §9): before 10:30, 10:30–14:00, after 14:00. */
export const DAY_PARTS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/**
 * The provider's labels of the hold-time pie zones in minutes (spec 000 §9); a pan held exactly
 * 20 min is in '<=20'. The zones' edges are the charts' (lib/charts/hold-time-zones.ts).
 */
export const HOLD_TIME_LABELS = ['<=20', '20-25', '25-30', '30-35', '35-40', '>40'] as const;
export type HoldTimeLabel = (typeof HOLD_TIME_LABELS)[number];

/** A pan held longer than this many minutes is over its hold time (the ratio's target). */
export const HOLD_TIME_TARGET_MINUTES = 30;

/** Series bucket widths; buckets start at `startEventTime`, so the caller aligns them (local midnight). */
export const ANALYTIC_PERIODS = ['HOUR', 'DAY', 'WEEK'] as const;
export type AnalyticPeriod = (typeof ANALYTIC_PERIODS)[number];

/** A bucket's usual length in ms, for the width of a chart's last bar (a day is drawn 24 h). */
export const ANALYTIC_PERIOD_MS: Record<AnalyticPeriod, number> = {
  HOUR: 3_600_000,
  DAY: 86_400_000,
  WEEK: 604_800_000,
};
