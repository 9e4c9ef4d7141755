import { describe, expect, it } from 'vitest';
import {
  peak,
  barIndexAt,
  barTimeRange,
  stackValues,
  withHeadroom,
} from '../../src/lib/charts/slices';

describe('chart slices', () => {
  it('spec 000 §9: the y-axis maximum is 20 percent above the largest value', () => {
    expect(withHeadroom(100)).toBeCloseTo(120);
    expect(withHeadroom(0)).toBe(1);
  });

  it('finds the peak of a 500,000-point series (dense charts) without overflowing', () => {
    const values = Array.from({ length: 500_000 }, (_, i) => i % 1000);
    values[321_000] = 5000;
    expect(() => Math.max(...values)).toThrow(RangeError);
    expect(peak([values, [null, -3]])).toBe(5000);
    expect(peak([[-1, null]])).toBe(0);
  });

  it('spec 000 §4: stacks series cumulatively with negatives as zero', () => {
    expect(
      stackValues([
        [1, -2, 3],
        [4, 5, null],
      ]),
    ).toEqual([
      [1, 0, 3],
      [5, 5, 3],
    ]);
  });

  it("spec 000 §2: a bar's zoom range runs to the next bar, or one interval for the last", () => {
    const times = [0, 3_600_000, 7_200_000];
    expect(barTimeRange(times, 0)).toEqual({ start: 0, end: 3_600_000 });
    expect(barTimeRange(times, 2)).toEqual({ start: 7_200_000, end: 10_800_000 });
    expect(barTimeRange(times, 1, 900_000)).toEqual({ start: 3_600_000, end: 4_500_000 });
    expect(barTimeRange(times, 5)).toBeNull();
    expect(barTimeRange([5], 0)).toEqual({ start: 5, end: 5 });
  });

  it("spec 000 §2: a period's only bar spans the period, so it is drawn and zooms to it", () => {
    const day = 86_400_000;
    expect(barTimeRange([0], 0, undefined, day)).toEqual({ start: 0, end: day });
    // The others still run to the next bar: a 23-hour day stays 23 hours.
    const times = [0, 23 * 3_600_000];
    expect(barTimeRange(times, 0, undefined, day)).toEqual({ start: 0, end: 23 * 3_600_000 });
    expect(barTimeRange(times, 1, undefined, day)).toEqual({
      start: 23 * 3_600_000,
      end: 23 * 3_600_000 + day,
    });
  });

  it('spec 000 §2: finds the bar under a click position', () => {
    const times = [10, 20, 30];
    expect(barIndexAt(times, 9)).toBeNull();
    expect(barIndexAt(times, 10)).toBe(0);
    expect(barIndexAt(times, 29)).toBe(1);
    expect(barIndexAt(times, 99)).toBe(2);
    expect(barIndexAt([], 1)).toBeNull();
  });
});
