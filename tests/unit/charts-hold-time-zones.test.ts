import { describe, expect, it } from 'vitest';
import { HOLD_TIME_ZONES, zoneOf } from '../../src/lib/charts/hold-time-zones';

describe('hold-time zones', () => {
  it('spec 000 §9: six zones <=20, 20-25, 25-30, 30-35, 35-40, >40 minutes', () => {
    expect(HOLD_TIME_ZONES.map((zone) => [zone.min, zone.max])).toEqual([
      [null, 20],
      [20, 25],
      [25, 30],
      [30, 35],
      [35, 40],
      [40, null],
    ]);
  });

  it('spec 000 §9: an upper edge belongs to its zone (20 is <=20, 40 is 35-40)', () => {
    expect(zoneOf(0)).toBe('upTo20');
    expect(zoneOf(20)).toBe('upTo20');
    expect(zoneOf(20.01)).toBe('from20');
    expect(zoneOf(25)).toBe('from20');
    expect(zoneOf(30)).toBe('from25');
    expect(zoneOf(35)).toBe('from30');
    expect(zoneOf(40)).toBe('from35');
    expect(zoneOf(40.5)).toBe('over40');
    expect(zoneOf(-1)).toBeNull();
    expect(zoneOf(Number.NaN)).toBeNull();
  });
});
