import { describe, expect, it } from 'vitest';
import {
  HOLD_TIME_ZONES,
  bucketHoldTimes,
  zoneOf,
  zoneValues,
} from '../../src/lib/charts/hold-time-zones';

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

  it('spec 000 §9: pie values are minutes to two decimals, shares in percent', () => {
    const zones = bucketHoldTimes([10.111, 12.222, 22, 45, -3]);
    expect(zones.map((zone) => zone.id)).toEqual(HOLD_TIME_ZONES.map((zone) => zone.id));
    expect(zones[0]).toEqual({ id: 'upTo20', count: 2, minutes: 22.33, share: 25 });
    expect(zones[1]).toMatchObject({ count: 1, minutes: 22, share: 24.63 });
    expect(zones[5]).toMatchObject({ count: 1, minutes: 45, share: 50.37 });
    expect(zones[2]).toMatchObject({ count: 0, minutes: 0, share: 0 });
  });

  it('spec 000 §9: ready-made zone values are rounded; missing or negative count as 0', () => {
    const zones = zoneValues({ upTo20: 1.005, over40: 3, from30: -2 });
    expect(zones.find((zone) => zone.id === 'over40')).toMatchObject({ minutes: 3 });
    expect(zones.find((zone) => zone.id === 'from30')).toMatchObject({ minutes: 0, share: 0 });
    expect(zoneValues({}).every((zone) => zone.share === 0)).toBe(true);
  });
});
