import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_RANGE,
  TIME_STEP_MINUTES,
  WHOLE_DAY_RANGE,
  checkTimeRange,
  formatTimeRangeDuration,
  maxTimeForDay,
  timeRangeMinutes,
  timeToMinutes,
  wholeDayRange,
  withTimes,
} from '../../src/lib/time-range';

const at = (iso: string) => Date.parse(iso);

describe('time-range filter rules (spec 000 §5 "Time range filter")', () => {
  it('spec 000 §5/§9: defaults 13:00 to 15:00 in 15-minute steps; the day range is 00:00 to 23:59', () => {
    expect(DEFAULT_TIME_RANGE).toEqual({ start: '13:00', end: '15:00' });
    expect(TIME_STEP_MINUTES).toBe(15);
    expect(WHOLE_DAY_RANGE).toEqual({ start: '00:00', end: '23:59' });
  });

  it('spec 000 §5: the end must not be before the start (equal is fine)', () => {
    expect(checkTimeRange({ start: '13:00', end: '15:00' })).toBe('ok');
    expect(checkTimeRange({ start: '13:00', end: '13:00' })).toBe('ok');
    expect(checkTimeRange({ start: '13:00', end: '12:45' })).toBe('endBeforeStart');
  });

  it('spec 000 §5: on today neither time may be after now', () => {
    expect(checkTimeRange({ start: '09:00', end: '10:00' }, '10:07')).toBe('ok');
    expect(checkTimeRange({ start: '09:00', end: '10:15' }, '10:07')).toBe('afterMax');
    expect(checkTimeRange(DEFAULT_TIME_RANGE, '10:07')).toBe('afterMax');
  });

  it('spec 000 §5: hours 0-23 and minutes 0-59 only', () => {
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('13:15:00')).toBe(795);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('12:60')).toBeNull();
    expect(checkTimeRange({ start: 'noon', end: '15:00' })).toBe('invalid');
  });

  it('spec 000 §5: the duration is shown in the UI language', () => {
    expect(timeRangeMinutes(DEFAULT_TIME_RANGE)).toBe(120);
    expect(formatTimeRangeDuration(120)).toBe('2 hours');
    expect(formatTimeRangeDuration(75)).toBe('1 hour 15 minutes');
    expect(formatTimeRangeDuration(0)).toBe('0 minutes');
    expect(formatTimeRangeDuration(timeRangeMinutes(WHOLE_DAY_RANGE))).toBe('23 hours 59 minutes');
    expect(formatTimeRangeDuration(75, es)).toBe('1 hora 15 minutos');
  });

  it("spec 000 §5: when the day is today (in the restaurant's zone) the maximum time is now", () => {
    const now = at('2026-05-15T10:07:30-04:00');
    expect(maxTimeForDay(now, now, 'America/New_York')).toBe('10:07');
    expect(maxTimeForDay(at('2026-05-15T00:00:00-04:00'), now, 'America/New_York')).toBe('10:07');
    expect(maxTimeForDay(new Date(now), now, 'America/New_York')).toBe('10:07');
    expect(maxTimeForDay(at('2026-05-14T23:59:00-04:00'), now, 'America/New_York')).toBeUndefined();
    expect(maxTimeForDay(undefined, now, 'America/New_York')).toBeUndefined();
    // 08:00 UTC on 15 May is 15 May in Auckland, where now (14:07 UTC) is already 16 May.
    expect(maxTimeForDay(at('2026-05-15T08:00:00Z'), now, 'Pacific/Auckland')).toBeUndefined();
  });

  it("spec 000 §5: 'Whole day' is 00:00 to 23:59, or to now on today", () => {
    expect(wholeDayRange()).toEqual({ start: '00:00', end: '23:59' });
    expect(wholeDayRange('10:07')).toEqual({ start: '00:00', end: '10:07' });
  });

  it('adds extra times to an option list in order, without duplicates', () => {
    expect(withTimes(['00:00', '00:15', '00:30'], ['00:07', '00:15', undefined, 'bad'])).toEqual([
      '00:00',
      '00:07',
      '00:15',
      '00:30',
    ]);
  });
});
