import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  resolveTimeZone,
  wallTimeDate,
  wallTimeToEpoch,
  zonedDate,
  zonedEpoch,
  zonedWallClock,
  zonedWallTime,
  type WallClock,
} from '../../src/lib/time-zone';
import { inRuntimeZone } from '../helpers/runtime-zone';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MADRID = 'Europe/Madrid';
const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const LORD_HOWE = 'Australia/Lord_Howe'; // half-hour daylight saving

/** A wall clock from 'YYYY-MM-DD HH:mm'. */
function wall(text: string): WallClock {
  const [year, month, day, hour, minute] = text.split(/[- :]/).map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0 };
}

describe('offsets (spec 001 §2: dates are computed in the restaurant zone)', () => {
  it("spec 001 §2: the wall clock follows the zone's rules (EST −5 h, EDT −4 h)", () => {
    expect(zonedWallTime(at('2026-01-15T12:00:00Z'), NY)).toBe(at('2026-01-15T07:00:00Z'));
    expect(zonedWallTime(at('2026-07-15T12:00:00Z'), NY)).toBe(at('2026-07-15T08:00:00Z'));
    expect(zonedWallTime(at('2026-07-15T12:00:00Z'), MADRID)).toBe(at('2026-07-15T14:00:00Z'));
  });

  it('spec 000 §9: a half-hour zone (Asia/Kolkata, +05:30) both ways', () => {
    const instant = at('2024-11-22T12:13:53Z');
    expect(zonedWallClock(instant, KOLKATA)).toEqual({ ...wall('2024-11-22 17:43'), second: 53 });
    expect(zonedEpoch({ year: 2024, month: 11, day: 22, hour: 17, minute: 43 }, KOLKATA)).toBe(
      at('2024-11-22T12:13:00Z'),
    );
    // Midnight there is 18:30 UTC the day before.
    expect(zonedEpoch({ year: 2026, month: 3, day: 29 }, KOLKATA)).toBe(at('2026-03-28T18:30:00Z'));
  });

  it('spec 000 §9: an offset under an hour west of UTC keeps its sign (Monrovia, −00:44:30 until 1972)', () => {
    const noon = at('1971-06-01T12:00:00Z');
    expect(new Date(zonedWallTime(noon, 'Africa/Monrovia')).toISOString()).toBe(
      '1971-06-01T11:15:30.000Z',
    );
    expect(wallTimeToEpoch(at('1971-06-01T11:15:30Z'), 'Africa/Monrovia')).toBe(noon);
  });
});

describe('spring forward: a skipped wall clock moves forward by the gap (spec 001 §2)', () => {
  it('spec 001 §2: Madrid, 29 March 2026, 02:00–03:00 CET is skipped: 02:30 is 03:30 CEST', () => {
    expect(zonedEpoch(wall('2026-03-29 01:59'), MADRID)).toBe(at('2026-03-29T00:59:00Z'));
    expect(zonedEpoch(wall('2026-03-29 02:00'), MADRID)).toBe(at('2026-03-29T01:00:00Z'));
    expect(zonedEpoch(wall('2026-03-29 02:30'), MADRID)).toBe(at('2026-03-29T01:30:00Z'));
    expect(zonedEpoch(wall('2026-03-29 03:00'), MADRID)).toBe(at('2026-03-29T01:00:00Z'));
    expect(zonedWallClock(at('2026-03-29T01:30:00Z'), MADRID)).toEqual(wall('2026-03-29 03:30'));
  });

  it('spec 001 §2: New York, 8 March 2026, 02:00–03:00 EST is skipped: 02:30 is 03:30 EDT', () => {
    expect(zonedEpoch(wall('2026-03-08 01:59'), NY)).toBe(at('2026-03-08T06:59:00Z'));
    expect(zonedEpoch(wall('2026-03-08 02:30'), NY)).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedEpoch(wall('2026-03-08 03:00'), NY)).toBe(at('2026-03-08T07:00:00Z'));
    expect(zonedWallClock(at('2026-03-08T07:30:00Z'), NY)).toEqual(wall('2026-03-08 03:30'));
  });
});

describe('fall back: a repeated wall clock is its earlier instant (spec 001 §2)', () => {
  it('spec 001 §2: Madrid, 25 October 2026, 02:00–03:00 comes twice: 02:30 is the CEST one', () => {
    expect(zonedEpoch(wall('2026-10-25 02:30'), MADRID)).toBe(at('2026-10-25T02:30:00+02:00'));
    // Both instants read 02:30; the later one (CET) is not chosen.
    expect(zonedWallClock(at('2026-10-25T02:30:00+01:00'), MADRID)).toEqual(
      wall('2026-10-25 02:30'),
    );
    expect(zonedEpoch(wall('2026-10-25 03:00'), MADRID)).toBe(at('2026-10-25T03:00:00+01:00'));
  });

  it('spec 001 §2: New York, 1 November 2026, 01:00–02:00 comes twice: 01:30 is the EDT one', () => {
    expect(zonedEpoch(wall('2026-11-01 01:30'), NY)).toBe(at('2026-11-01T01:30:00-04:00'));
    expect(zonedWallClock(at('2026-11-01T01:30:00-05:00'), NY)).toEqual(wall('2026-11-01 01:30'));
    expect(zonedEpoch(wall('2026-11-01 02:00'), NY)).toBe(at('2026-11-01T02:00:00-05:00'));
  });
});

describe('round trips over the days of a change (spec 001 §2, spec 000 §9)', () => {
  /** The change days of each zone, with its skipped and repeated stretches. */
  const CASES = [
    {
      zone: MADRID,
      days: ['2026-03-29', '2026-10-25'],
      // Wall clocks no instant shows, and by how much they move forward.
      skipped: { from: '2026-03-29 02:00', to: '2026-03-29 03:00', by: HOUR },
      // Instants whose wall clock an earlier instant also shows, and how much earlier.
      repeated: { from: '2026-10-25T01:00:00Z', to: '2026-10-25T02:00:00Z', by: HOUR },
    },
    {
      zone: NY,
      days: ['2026-03-08', '2026-11-01'],
      skipped: { from: '2026-03-08 02:00', to: '2026-03-08 03:00', by: HOUR },
      repeated: { from: '2026-11-01T06:00:00Z', to: '2026-11-01T07:00:00Z', by: HOUR },
    },
    {
      zone: LORD_HOWE,
      days: ['2026-04-05', '2026-10-04'],
      skipped: { from: '2026-10-04 02:00', to: '2026-10-04 02:30', by: 30 * MINUTE },
      repeated: { from: '2026-04-04T15:00:00Z', to: '2026-04-04T15:30:00Z', by: 30 * MINUTE },
    },
    { zone: KOLKATA, days: ['2026-03-29', '2026-10-25'], skipped: null, repeated: null },
  ];
  const wallTimeOf = (text: string) => at(`${text.replace(' ', 'T')}:00Z`);
  const fields = (wallTime: number) => zonedWallClock(wallTime, 'UTC');

  it.each(CASES)(
    'spec 001 §2: wall clock → epoch → wall clock is the same, save the skipped ones ($zone)',
    ({ zone, days, skipped }) => {
      let moved = 0;
      for (const day of days) {
        for (let wallTime = wallTimeOf(`${day} 00:00`); wallTime < wallTimeOf(`${day} 23:59`);) {
          const back = zonedWallTime(zonedEpoch(fields(wallTime), zone), zone);
          const isSkipped =
            skipped !== null &&
            wallTime >= wallTimeOf(skipped.from) &&
            wallTime < wallTimeOf(skipped.to);
          expect(back - wallTime).toBe(isSkipped ? skipped.by : 0);
          if (isSkipped) moved += 1;
          wallTime += 15 * MINUTE;
        }
      }
      expect(moved).toBe(skipped === null ? 0 : skipped.by / (15 * MINUTE));
    },
  );

  it.each(CASES)(
    'spec 001 §2: epoch → wall clock → epoch is the same, save the second pass of a repeated hour ($zone)',
    ({ zone, days, repeated }) => {
      let earlier = 0;
      for (const day of days) {
        const start = at(`${day}T00:00:00Z`) - 14 * HOUR;
        for (let epoch = start; epoch < start + 38 * HOUR; epoch += 15 * MINUTE) {
          const back = zonedEpoch(zonedWallClock(epoch, zone), zone);
          const isSecondPass =
            repeated !== null && epoch >= at(repeated.from) && epoch < at(repeated.to);
          expect(epoch - back).toBe(isSecondPass ? repeated.by : 0);
          if (isSecondPass) earlier += 1;
        }
      }
      expect(earlier).toBe(repeated === null ? 0 : repeated.by / (15 * MINUTE));
    },
  );
});

describe("the runtime's own zone does not matter (spec 001 §2)", () => {
  it("spec 001 §2: a browser in Lord Howe (half-hour change) converts other zones' wall clocks alike", () => {
    inRuntimeZone(LORD_HOWE, () => {
      // Lord Howe skips 02:00–02:30 on 4 October 2026; UTC and New York do not.
      expect(zonedEpoch(wall('2026-10-04 02:00'), 'UTC')).toBe(at('2026-10-04T02:00:00Z'));
      expect(zonedEpoch(wall('2026-10-04 02:15'), NY)).toBe(at('2026-10-04T02:15:00-04:00'));
      expect(zonedEpoch(wall('2026-10-25 02:30'), MADRID)).toBe(at('2026-10-25T02:30:00+02:00'));
    });
  });

  it("spec 000 §9: dates for date-fns read the zone's wall clock, even in the runtime's gap", () => {
    inRuntimeZone(NY, () => {
      // 02:30 did not exist in New York that morning; a local Date would read 3:30.
      expect(format(wallTimeDate(at('2026-03-08T02:30:00Z')), 'HH:mm')).toBe('02:30');
      expect(format(zonedDate(at('2024-11-22T12:13:53Z'), KOLKATA), 'dd MMM h:mm:ss a')).toBe(
        '22 Nov 5:43:53 PM',
      );
    });
  });
});

describe('zone names (a restaurant may have no zone, or one the runtime does not know)', () => {
  const instant = at('2026-05-15T20:00:00Z');

  it("spec 001 §2: a missing or unknown zone name resolves to the browser's zone", () => {
    expect(resolveTimeZone('Pacific/Honolulu')).toBe('Pacific/Honolulu');
    for (const zone of [undefined, null, '', 'Not/AZone', 'Mars/Olympus+05']) {
      expect(resolveTimeZone(zone)).toBe(browserTimeZone());
    }
  });

  it("spec 001 §2: wall clocks of an unknown zone are the browser zone's", () => {
    const browser = browserTimeZone();
    expect(zonedWallClock(instant, 'Not/AZone')).toEqual(zonedWallClock(instant, browser));
    expect(zonedEpoch(wall('2026-05-15 10:30'), 'Not/AZone')).toBe(
      zonedEpoch(wall('2026-05-15 10:30'), browser),
    );
  });

  it('spec 000 §9: converting or formatting in an unknown zone is a RangeError', () => {
    expect(() => zonedWallTime(instant, 'Not/AZone')).toThrow(RangeError);
    expect(() => wallTimeToEpoch(instant, 'Mars/Olympus+05')).toThrow(RangeError);
    expect(() => zonedDate(instant, '')).toThrow(RangeError);
  });
});

describe("the browser's zone", () => {
  it('is read once for the rows of one render (one task), and again in the next task', async () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await Promise.resolve();
      const before = spy.mock.calls.length;
      for (let row = 0; row < 50; row++) browserTimeZone();
      expect(spy.mock.calls.length - before).toBe(1);
      await Promise.resolve();
      browserTimeZone();
      expect(spy.mock.calls.length - before).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
