import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, daypartTarget, targetAt } from '../../src/lib/charts/targets';

const utc = (hours: number, minutes = 0) => Date.UTC(2024, 4, 15, hours, minutes);

describe('day-part targets', () => {
  it('spec 000 §9: breakfast 4.5, lunch 3.5, dinner 8, default 4.5', () => {
    expect(daypartTarget('breakfast')).toBe(4.5);
    expect(daypartTarget('lunch')).toBe(3.5);
    expect(daypartTarget('dinner')).toBe(8);
    expect(daypartTarget(null)).toBe(4.5);
    expect(DEFAULT_TARGET).toBe(4.5);
  });

  it("spec 000 §9: the target follows the day part of the time in the restaurant's zone", () => {
    expect(targetAt(utc(10, 29), 'UTC')).toBe(4.5);
    expect(targetAt(utc(10, 30), 'UTC')).toBe(3.5);
    expect(targetAt(utc(13, 59), 'UTC')).toBe(3.5);
    expect(targetAt(utc(14), 'UTC')).toBe(8);
    // 15:00 UTC is 11:00 in New York (EDT): lunch there.
    expect(targetAt(utc(15), 'America/New_York')).toBe(3.5);
    expect(targetAt(Number.NaN, 'UTC')).toBe(4.5);
  });
});
