import { roundTo2 } from '../../src/lib/charts/hold-time-zones';
import { fail } from '../route';

/**
 * The sums, groups and time buckets every analytics answer is made of (chicken, events, potato,
 * performance, stock-out, reports), written once so each answer's rows add up the same way.
 */

/** The most series buckets one call may ask for. */
const MAX_BUCKETS = 2_000;

export const round2 = roundTo2;

export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Whole grams inside, kg on the wire. */
export const kg = (grams: number) => grams / 1000;

/** `part` in percent of `whole`, two decimals; 0 over a zero whole. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? round2((part / whole) * 100) : 0;

export const sumOf = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

/** The mean with two decimals; 0 for no items. */
export const averageOf = <T>(items: readonly T[], of: (item: T) => number) =>
  items.length ? round2(sumOf(items, of) / items.length) : 0;

/**
 * Spec 000 §9 High / Low / Average (and the total they come from) of `values`; undefined for
 * none, so each answer says what an empty range shows (0 or null). The average is not rounded.
 */
export function highLowAverage(
  values: readonly number[],
): { high: number; low: number; average: number; total: number } | undefined {
  if (values.length === 0) return undefined;
  let high = -Infinity;
  let low = Infinity;
  let total = 0;
  for (const value of values) {
    high = Math.max(high, value);
    low = Math.min(low, value);
    total += value;
  }
  return { high, low, average: total / values.length, total };
}

/**
 * `items` grouped by `keyOf`, one group per key in the order of `keys` (empty ones included);
 * an item whose key is not among them is left out.
 */
export function groupBy<T, K>(
  items: readonly T[],
  keys: readonly K[],
  keyOf: (item: T) => K,
): Array<[K, T[]]> {
  const groups = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (const item of items) groups.get(keyOf(item))?.push(item);
  return [...groups];
}

/** A series' range: `[from, to)` cut into buckets of `bucketMs` from `from`. */
export interface BucketRange {
  from: number;
  to: number;
  bucketMs: number;
}

/** 400 when `[from, to)` holds more than MAX_BUCKETS buckets of `bucketMs` (`what` names them). */
export function assertBucketCount({ from, to, bucketMs }: BucketRange, what: string): void {
  if (Math.ceil((to - from) / bucketMs) > MAX_BUCKETS)
    fail(400, `The range holds more than ${MAX_BUCKETS} ${what}`);
}

/** Each bucket's start; the last bucket may be cut short by `to`. */
export function bucketStarts({ from, to, bucketMs }: BucketRange): number[] {
  return Array.from({ length: Math.ceil((to - from) / bucketMs) }, (_, i) => from + i * bucketMs);
}

/** `items` in fixed-width buckets from `from`, every bucket listed, oldest first. */
export function buckets<T>(
  items: readonly T[],
  range: BucketRange,
  timeOf: (item: T) => number,
): Array<[number, T[]]> {
  const { from, bucketMs } = range;
  return groupBy(
    items,
    bucketStarts(range),
    (item) => from + Math.floor((timeOf(item) - from) / bucketMs) * bucketMs,
  );
}
