/**
 * Chart slices (spec 000 §4 "Data loads", §9): negatives counted as zero in stacked
 * multi-series charts, bars' times, and the y-axis headroom. Each page sums its own answer
 * across restaurants (the performance figures add amounts, never percents).
 */

/** Spec 000 §9: the y-axis reaches 20 % above the largest value. */
const Y_HEADROOM = 0.2;

/** Spec 000 §9: the y-axis maximum, 20 % above `max`; 1 when there is nothing above zero. */
export function withHeadroom(max: number): number {
  return Number.isFinite(max) && max > 0 ? max * (1 + Y_HEADROOM) : 1;
}

/**
 * The largest value of any series, 0 when none is above zero. A loop: spreading 150,000 values
 * into Math.max overflows the call stack in some engines.
 */
export function peak(series: ReadonlyArray<ReadonlyArray<number | null>>): number {
  let max = 0;
  for (const values of series) {
    for (const value of values) if (value !== null && value > max) max = value;
  }
  return max;
}

/**
 * Cumulative values for a stacked chart: row i is the sum of series 0..i, negatives counted as
 * zero (spec 000 §4, multi-series). The last row is each bar's total.
 */
export function stackValues(series: ReadonlyArray<ReadonlyArray<number | null>>): number[][] {
  const stacked: number[][] = [];
  let below: number[] = [];
  for (const values of series) {
    const row = values.map((value, i) => (below[i] ?? 0) + Math.max(0, value ?? 0));
    stacked.push(row);
    below = row;
  }
  return stacked;
}

/**
 * Spec 000 §2: the time range a bar stands for, for click-to-zoom. With an `interval`, every bar
 * is that long. Otherwise a bar runs to the next one (a calendar day stays a calendar day across
 * a daylight-saving change), and the last one for `lastWidth` (a period's length), else for the
 * step between the last two bars. A lone bar with neither is a zero-length range.
 */
export function barTimeRange(
  times: readonly number[],
  index: number,
  interval?: number,
  lastWidth?: number,
): { start: number; end: number } | null {
  const start = times[index];
  if (start === undefined) return null;
  if (interval !== undefined && interval > 0) return { start, end: start + interval };
  const next = times[index + 1];
  if (next !== undefined) return { start, end: next };
  if (lastWidth !== undefined && lastWidth > 0) return { start, end: start + lastWidth };
  const previous = times[index - 1];
  return { start, end: previous !== undefined ? start + (start - previous) : start };
}

/** The bar under x (ms): the last bar starting at or before x; null before the first bar. */
export function barIndexAt(times: ArrayLike<number>, x: number): number | null {
  if (!Number.isFinite(x) || times.length === 0 || x < (times[0] ?? Infinity)) return null;
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((times[mid] ?? Infinity) <= x) low = mid;
    else high = mid - 1;
  }
  return low;
}
