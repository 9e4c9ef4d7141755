import { describe, expect, it } from 'vitest';
import { browserTimeZone, zonedWallClock } from '../../src/lib/time-zone';
import {
  DAYPARTS,
  DAYPART_NAMES,
  currentDaypart,
  daypartRange,
  type Daypart,
} from '../../src/lib/dayparts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

/** Mid-May 2026: every US zone below is on summer time except Honolulu (no DST). */
const ZONES = [
  { zone: 'America/New_York', offset: '-04:00' },
  { zone: 'America/Chicago', offset: '-05:00' },
  { zone: 'America/Los_Angeles', offset: '-07:00' },
  { zone: 'Pacific/Honolulu', offset: '-10:00' },
] as const;

describe('dayparts (spec 000 §9: Breakfast before 10:30, Lunch 10:30-14:00, Dinner after 14:00)', () => {
  it('spec 000 §9: the dayparts split the day at 10:30 and 14:00 with no gap or overlap', () => {
    expect(DAYPART_NAMES).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(DAYPARTS.breakfast).toEqual({ start: 0, end: 630 });
    expect(DAYPARTS.lunch).toEqual({ start: 630, end: 840 });
    expect(DAYPARTS.dinner).toEqual({ start: 840, end: 1440 });
  });

  describe.each(ZONES)('in $zone', ({ zone, offset }) => {
    const local = (time: string, date = '2026-05-15') => at(`${date}T${time}:00${offset}`);
    const lateEvening = local('23:00');

    it.each<[Daypart, string, string]>([
      ['breakfast', '00:00', '10:30'],
      ['lunch', '10:30', '14:00'],
    ])('spec 000 §9: %s today runs %s-%s on the restaurant wall clock', (daypart, start, end) => {
      expect(daypartRange(daypart, 'today', zone, lateEvening)).toEqual({
        start: local(start),
        end: local(end),
      });
    });

    it('spec 000 §9: dinner today starts at 14:00 and is clipped at now', () => {
      expect(daypartRange('dinner', 'today', zone, lateEvening)).toEqual({
        start: local('14:00'),
        end: lateEvening,
      });
    });

    it('spec 000 §9: a daypart in progress ends at now; one not started yet is null', () => {
      const morning = local('10:29');
      expect(daypartRange('breakfast', 'today', zone, morning)).toEqual({
        start: local('00:00'),
        end: morning,
      });
      expect(daypartRange('lunch', 'today', zone, morning)).toBeNull();
      expect(daypartRange('dinner', 'today', zone, morning)).toBeNull();
    });

    it('spec 000 §9: last week is the whole daypart 7 calendar days earlier, even before it starts today', () => {
      const morning = local('08:00');
      expect(daypartRange('breakfast', 'lastWeek', zone, morning)).toEqual({
        start: local('00:00', '2026-05-08'),
        end: local('10:30', '2026-05-08'),
      });
      expect(daypartRange('dinner', 'lastWeek', zone, morning)).toEqual({
        start: local('14:00', '2026-05-08'),
        end: local('00:00', '2026-05-09'),
      });
    });

    it('spec 000 §9: the current daypart follows the restaurant wall clock', () => {
      expect(currentDaypart(zone, local('00:00'))).toBe('breakfast');
      expect(currentDaypart(zone, local('10:29'))).toBe('breakfast');
      expect(currentDaypart(zone, local('10:30'))).toBe('lunch');
      expect(currentDaypart(zone, local('13:59'))).toBe('lunch');
      expect(currentDaypart(zone, local('14:00'))).toBe('dinner');
      expect(currentDaypart(zone, local('23:59'))).toBe('dinner');
    });
  });

  it('uses the restaurant zone, not the browser zone: 09:00 in Honolulu is still breakfast while New York has dinner', () => {
    const now = at('2026-05-15T19:00:00Z'); // 15:00 New York, 09:00 Honolulu
    expect(currentDaypart('America/New_York', now)).toBe('dinner');
    expect(currentDaypart('Pacific/Honolulu', now)).toBe('breakfast');
    expect(daypartRange('lunch', 'today', 'Pacific/Honolulu', now)).toBeNull();
  });

  it('crosses a month boundary for last week', () => {
    const now = at('2026-03-03T12:00:00-05:00');
    expect(daypartRange('lunch', 'lastWeek', 'America/Chicago', now)).toEqual({
      start: at('2026-02-24T10:30:00-06:00'),
      end: at('2026-02-24T14:00:00-06:00'),
    });
  });

  it('falls back to the browser zone when the zone is absent or unknown', () => {
    const now = at('2026-05-15T20:00:00Z');
    const browser = daypartRange('breakfast', 'today', browserTimeZone(), now);
    expect(daypartRange('breakfast', 'today', undefined, now)).toEqual(browser);
    expect(daypartRange('breakfast', 'today', null, now)).toEqual(browser);
    expect(daypartRange('breakfast', 'today', 'Not/AZone', now)).toEqual(browser);
    expect(currentDaypart('Not/AZone', now)).toBe(currentDaypart(undefined, now));
  });
});

describe('dayparts across daylight-saving changes (last week keeps the wall clock)', () => {
  const wall = (epoch: number, zone: string) => {
    const { hour, minute } = zonedWallClock(epoch, zone);
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };

  it('spring forward (New York, 8 March 2026): breakfast last week is 00:00 EST to 10:30 EDT, 9.5 hours', () => {
    const now = at('2026-03-15T12:00:00-04:00');
    const range = daypartRange('breakfast', 'lastWeek', 'America/New_York', now)!;
    expect(range).toEqual({
      start: at('2026-03-08T00:00:00-05:00'),
      end: at('2026-03-08T10:30:00-04:00'),
    });
    expect(range.end - range.start).toBe(9.5 * HOUR);
    expect(wall(range.start, 'America/New_York')).toBe('00:00');
    expect(wall(range.end, 'America/New_York')).toBe('10:30');
  });

  it('spring forward (Los Angeles): lunch a week after the change still starts at 10:30 local', () => {
    const now = at('2026-03-09T15:00:00-07:00'); // Monday after the change
    const range = daypartRange('lunch', 'lastWeek', 'America/Los_Angeles', now)!;
    expect(range).toEqual({
      start: at('2026-03-02T10:30:00-08:00'),
      end: at('2026-03-02T14:00:00-08:00'),
    });
    expect(wall(range.start, 'America/Los_Angeles')).toBe('10:30');
  });

  it('fall back (Chicago, 1 November 2026): breakfast last week is 00:00 CDT to 10:30 CST, 11.5 hours', () => {
    const now = at('2026-11-08T12:00:00-06:00');
    const range = daypartRange('breakfast', 'lastWeek', 'America/Chicago', now)!;
    expect(range).toEqual({
      start: at('2026-11-01T00:00:00-05:00'),
      end: at('2026-11-01T10:30:00-06:00'),
    });
    expect(range.end - range.start).toBe(11.5 * HOUR);
  });

  it('fall back (New York): dinner last week runs 14:00 to midnight on the day of the change', () => {
    const now = at('2026-11-08T20:00:00-05:00');
    expect(daypartRange('dinner', 'lastWeek', 'America/New_York', now)).toEqual({
      start: at('2026-11-01T14:00:00-05:00'),
      end: at('2026-11-02T00:00:00-05:00'),
    });
    // Today, the week after: same wall clock, clipped at now.
    expect(daypartRange('dinner', 'today', 'America/New_York', now)).toEqual({
      start: at('2026-11-08T14:00:00-05:00'),
      end: now,
    });
  });

  it('Honolulu has no daylight saving: last week is exactly 7 × 24 hours earlier', () => {
    const now = at('2026-03-15T23:00:00-10:00');
    const today = daypartRange('lunch', 'today', 'Pacific/Honolulu', now)!;
    const lastWeek = daypartRange('lunch', 'lastWeek', 'Pacific/Honolulu', now)!;
    expect(today.start - lastWeek.start).toBe(7 * 24 * HOUR);
  });
});
