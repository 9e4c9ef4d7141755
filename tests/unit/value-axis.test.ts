import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { COUNT_INCREMENTS, countsOnly, valueAxis } from '../../src/ui/charts/value-axis';

/** What uPlot hands the size callback: the chart, the axis's labels, its index. */
function sizeFor(labels: string[]): number {
  const axis = valueAxis(String, false);
  const chart = { axes: [{}, { font: '12px sans-serif' }] } as unknown as uPlot;
  const size = axis.size as (self: uPlot, values: string[], index: number, cycle: number) => number;
  return size(chart, labels, 1, 0);
}

describe('chart value axis (spec 000 §9 large-number suffixes and bytes)', () => {
  it('is as wide as its longest label, so "1.5 GiB/s" is not clipped', () => {
    expect(sizeFor(['0', '500 MiB/s', '1.5 GiB/s'])).toBeGreaterThan(sizeFor(['0', '5', '10']));
    expect(sizeFor(['0', '500 MiB/s', '1.5 GiB/s'])).toBeGreaterThan(56);
  });

  it('keeps the width of old (56 px) for short labels: the first time label below is not clipped', () => {
    expect(sizeFor(['0', '1'])).toBe(56);
    expect(sizeFor([])).toBe(56);
  });

  it('steps by whole numbers when every value is a count (no "0.5 alerts")', () => {
    expect(countsOnly([{ values: [0, 1, 3] }, { values: [2] }])).toBe(true);
    expect(countsOnly([{ values: [0, 1.5] }])).toBe(false);
    expect(valueAxis(String, true).incrs).toEqual(COUNT_INCREMENTS);
    expect(COUNT_INCREMENTS.every(Number.isInteger)).toBe(true);
    expect(COUNT_INCREMENTS.slice(0, 4)).toEqual([1, 2, 5, 10]);
    expect(valueAxis(String, false).incrs).toBeUndefined();
  });
});
