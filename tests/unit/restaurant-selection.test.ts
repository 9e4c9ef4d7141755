import { describe, expect, it } from 'vitest';
import {
  restaurantSelectionSearch,
  shiftDatesForTimeZone,
} from '../../src/lib/restaurant-selection';
import { zonedWallTime } from '../../src/lib/time-zone';

const NOW = Date.UTC(2026, 4, 15, 12, 0, 0); // 2026-05-15T12:00:00Z
const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);

describe('time-zone shift (spec 001 §2 restaurant-selection helper)', () => {
  const NY = 'America/New_York';
  const LA = 'America/Los_Angeles';

  /** Wall clock of an instant in a zone, as 'YYYY-MM-DD HH:mm'. */
  const wall = (epoch: number, zone: string) =>
    new Date(zonedWallTime(epoch, zone)).toISOString().slice(0, 16).replace('T', ' ');

  it('spec 001 §2: keeps the same wall clock from New York to Los Angeles', () => {
    const start = utc('2026-05-10T13:00:00Z'); // 09:00 EDT
    const end = utc('2026-05-10T21:00:00Z'); // 17:00 EDT
    const next = shiftDatesForTimeZone({ startDate: start, endDate: end, tab: 't' }, NY, LA);
    expect(next).toEqual({
      startDate: utc('2026-05-10T16:00:00Z'),
      endDate: utc('2026-05-11T00:00:00Z'),
      tab: 't',
    });
    expect(wall(next.startDate, LA)).toBe('2026-05-10 09:00');
  });

  it('spec 001 §2: DST start 2026-03-08, New York → Los Angeles before and after 02:00', () => {
    const before = utc('2026-03-08T06:30:00Z'); // 01:30 EST
    const after = utc('2026-03-08T07:30:00Z'); // 03:30 EDT
    const next = shiftDatesForTimeZone({ startDate: before, endDate: after }, NY, LA);
    expect(next.startDate).toBe(utc('2026-03-08T09:30:00Z')); // 01:30 PST
    expect(next.endDate).toBe(utc('2026-03-08T10:30:00Z')); // 03:30 PDT
    expect(wall(next.startDate, LA)).toBe('2026-03-08 01:30');
    expect(wall(next.endDate, LA)).toBe('2026-03-08 03:30');
  });

  it('spec 001 §2: DST start 2026-03-08, Los Angeles → New York', () => {
    const start = utc('2026-03-08T08:00:00Z'); // 00:00 PST (NY already 04:00 EDT)
    const end = utc('2026-03-08T20:00:00Z'); // 13:00 PDT
    const next = shiftDatesForTimeZone({ startDate: start, endDate: end }, LA, NY);
    expect(next.startDate).toBe(utc('2026-03-08T05:00:00Z')); // 00:00 EST
    expect(next.endDate).toBe(utc('2026-03-08T17:00:00Z')); // 13:00 EDT
  });

  it('spec 001 §2: a wall clock in the skipped hour moves forward (02:30 → 03:30 EDT)', () => {
    const next = shiftDatesForTimeZone({ startDate: utc('2026-03-08T02:30:00Z') }, 'UTC', NY);
    expect(next.startDate).toBe(utc('2026-03-08T07:30:00Z'));
    expect(wall(next.startDate, NY)).toBe('2026-03-08 03:30');
  });

  it('spec 001 §2: DST end 2026-11-01, New York → Los Angeles across the repeated hour', () => {
    const start = utc('2026-11-01T05:30:00Z'); // 01:30 EDT (first)
    const end = utc('2026-11-01T08:00:00Z'); // 03:00 EST
    const next = shiftDatesForTimeZone({ startDate: start, endDate: end }, NY, LA);
    expect(next.startDate).toBe(utc('2026-11-01T08:30:00Z')); // 01:30 PDT (earlier one)
    expect(next.endDate).toBe(utc('2026-11-01T11:00:00Z')); // 03:00 PST
    expect(wall(next.endDate, LA)).toBe('2026-11-01 03:00');
  });

  it('spec 001 §2: DST end 2026-11-01, Los Angeles → New York', () => {
    const start = utc('2026-11-01T07:00:00Z'); // 00:00 PDT (NY already 02:00 EST)
    const end = utc('2026-11-01T20:00:00Z'); // 12:00 PST
    const next = shiftDatesForTimeZone({ startDate: start, endDate: end }, LA, NY);
    expect(next.startDate).toBe(utc('2026-11-01T04:00:00Z')); // 00:00 EDT
    expect(next.endDate).toBe(utc('2026-11-01T17:00:00Z')); // 12:00 EST
  });

  it('spec 001 §2: round trip New York → Los Angeles → New York is identity off the DST hours', () => {
    for (let hour = 0; hour < 24 * 5; hour += 1) {
      const epoch = utc('2026-10-30T00:00:00Z') + hour * HOUR;
      const there = shiftDatesForTimeZone({ startDate: epoch }, NY, LA);
      const back = shiftDatesForTimeZone(there, LA, NY);
      if (wall(epoch, NY).startsWith('2026-11-01 01')) continue; // repeated hour is ambiguous
      expect(back.startDate).toBe(epoch);
    }
  });

  it('spec 001 §2: day-mode dates and other values are unchanged', () => {
    const search = { startDate: '2026-03-08', endDate: '2026-03-09', restaurantUuid: 'r' };
    expect(shiftDatesForTimeZone(search, NY, LA)).toEqual(search);
    expect(shiftDatesForTimeZone({}, NY, LA)).toEqual({});
  });

  it('spec 001 §2: an unknown time zone leaves the search as it is (no throw)', () => {
    const search = { startDate: NOW - HOUR, endDate: NOW };
    expect(shiftDatesForTimeZone(search, 'Not/AZone', LA)).toEqual(search);
    expect(shiftDatesForTimeZone(search, NY, '')).toEqual(search);
  });

  it('spec 001 §2: the selection helper keeps only startDate, endDate and restaurantUuid', () => {
    const start = utc('2026-05-10T13:00:00Z');
    expect(
      restaurantSelectionSearch(
        { startDate: start, timeInterval: '1h', interval: '5m', restaurantUuid: 'r' },
        NY,
        LA,
      ),
    ).toEqual({ startDate: utc('2026-05-10T16:00:00Z'), restaurantUuid: 'r' });
  });
});
