import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  MIN_DATE,
  checkCustomRange,
  fromPickerValue,
  minDateEpoch,
  resolveRange,
  shiftRange,
  toPickerDateTime,
  zoomOutRange,
} from '../../src/lib/date-range';
import { maxSpanLabel } from '../../src/lib/date-range-text';
import { resolveTimeZone } from '../../src/lib/time-zone';
import { formatPickerValue, formatRangeEdge } from '../../src/ui/date-range/range-label';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NY = 'America/New_York';
const NOW = at('2026-05-15T12:00:00-04:00');

describe('checkCustomRange (spec 000 §5 "Custom date range")', () => {
  const rules = { now: NOW, timeZone: NY };

  it('spec 000 §5: a range inside the rules is ok, including one ending exactly now', () => {
    expect(checkCustomRange({ start: NOW - DAY, end: NOW }, rules)).toBe('ok');
    expect(checkCustomRange({ start: NOW, end: NOW }, rules)).toBe('ok');
  });

  it('spec 000 §5: the end may not be before the start', () => {
    expect(checkCustomRange({ start: NOW - HOUR, end: NOW - 2 * HOUR }, rules)).toBe(
      'endBeforeStart',
    );
  });

  it('spec 000 §5/§9: the earliest date is 2019-01-01 in the restaurant zone', () => {
    expect(MIN_DATE).toBe('2019-01-01');
    const minimum = at('2019-01-01T00:00:00-05:00');
    expect(minDateEpoch(NY)).toBe(minimum);
    expect(checkCustomRange({ start: minimum, end: minimum + DAY }, rules)).toBe('ok');
    expect(checkCustomRange({ start: minimum - 1, end: minimum + DAY }, rules)).toBe(
      'beforeMinimum',
    );
  });

  it('spec 000 §5: no future unless allowed', () => {
    const future = { start: NOW - HOUR, end: NOW + 1 };
    expect(checkCustomRange(future, rules)).toBe('future');
    expect(checkCustomRange(future, { ...rules, allowFuture: true })).toBe('ok');
  });

  it('spec 000 §5: over the maximum span is refused; exactly the maximum is allowed', () => {
    const week = 7 * 86_400;
    expect(
      checkCustomRange({ start: NOW - 7 * DAY, end: NOW }, { ...rules, maxSpanSeconds: week }),
    ).toBe('ok');
    expect(
      checkCustomRange({ start: NOW - 7 * DAY - 1, end: NOW }, { ...rules, maxSpanSeconds: week }),
    ).toBe('overMaxSpan');
    expect(checkCustomRange({ start: NOW - 400 * DAY, end: NOW }, rules)).toBe('ok');
  });

  it('reports the first broken rule: end before start, then minimum, then future, then span', () => {
    const minimum = minDateEpoch(NY);
    expect(
      checkCustomRange({ start: NOW + DAY, end: minimum - DAY }, { ...rules, maxSpanSeconds: 60 }),
    ).toBe('endBeforeStart');
    expect(
      checkCustomRange({ start: minimum - DAY, end: NOW + DAY }, { ...rules, maxSpanSeconds: 60 }),
    ).toBe('beforeMinimum');
    expect(
      checkCustomRange({ start: NOW - DAY, end: NOW + DAY }, { ...rules, maxSpanSeconds: 60 }),
    ).toBe('future');
  });
});

describe('shiftRange (keyboard shortcuts back and forward)', () => {
  it('moves back by the range length', () => {
    expect(shiftRange({ start: NOW - 2 * HOUR, end: NOW - HOUR }, 'back', NOW)).toEqual({
      start: NOW - 3 * HOUR,
      end: NOW - 2 * HOUR,
    });
  });

  it('moves forward by the range length when that stays before now', () => {
    expect(shiftRange({ start: NOW - 3 * HOUR, end: NOW - 2 * HOUR }, 'forward', NOW)).toEqual({
      start: NOW - 2 * HOUR,
      end: NOW - HOUR,
    });
  });

  it('spec 000 §5: forward never passes now; the range then ends at now with the same length', () => {
    expect(
      shiftRange({ start: NOW - 90 * MINUTE, end: NOW - 30 * MINUTE }, 'forward', NOW),
    ).toEqual({
      start: NOW - HOUR,
      end: NOW,
    });
    const current = { start: NOW - HOUR, end: NOW };
    expect(shiftRange(current, 'forward', NOW)).toBe(current);
  });

  it('spec 000 §5: back never starts before 2019-01-01', () => {
    const minimum = minDateEpoch(NY);
    expect(shiftRange({ start: minimum + HOUR, end: minimum + 3 * HOUR }, 'back', NOW, NY)).toEqual(
      {
        start: minimum,
        end: minimum + 2 * HOUR,
      },
    );
    const first = { start: minimum, end: minimum + HOUR };
    expect(shiftRange(first, 'back', NOW, NY)).toBe(first);
  });
});

describe('zoomOutRange (keyboard shortcut zoom out)', () => {
  it('doubles the span around its centre', () => {
    expect(zoomOutRange({ start: NOW - 4 * HOUR, end: NOW - 2 * HOUR }, NOW)).toEqual({
      start: NOW - 5 * HOUR,
      end: NOW - HOUR,
    });
  });

  it('spec 000 §5: is pushed back to end at now instead of reaching the future', () => {
    expect(zoomOutRange({ start: NOW - HOUR, end: NOW }, NOW)).toEqual({
      start: NOW - 2 * HOUR,
      end: NOW,
    });
  });

  it('spec 000 §5: is clipped at 2019-01-01', () => {
    const minimum = minDateEpoch(NY);
    expect(zoomOutRange({ start: minimum, end: minimum + DAY }, NOW, { timeZone: NY })).toEqual({
      start: minimum,
      end: minimum + 2 * DAY,
    });
  });

  it('spec 000 §5: never grows past the maximum span', () => {
    const range = { start: NOW - 5 * DAY, end: NOW };
    const zoomed = zoomOutRange(range, NOW, { maxSpanSeconds: 7 * 86_400 });
    expect(zoomed).toEqual({ start: NOW - 7 * DAY, end: NOW });
  });

  it('turns an empty range into the shortest preset (15 minutes)', () => {
    expect(zoomOutRange({ start: NOW - HOUR, end: NOW - HOUR }, NOW)).toEqual({
      start: NOW - HOUR - 7.5 * MINUTE,
      end: NOW - HOUR + 7.5 * MINUTE,
    });
  });

  it('gives whole milliseconds (URL dates are integers)', () => {
    const zoomed = zoomOutRange({ start: NOW - 3, end: NOW }, NOW);
    expect(Number.isInteger(zoomed.start)).toBe(true);
    expect(Number.isInteger(zoomed.end)).toBe(true);
  });
});

describe('resolveRange (spec 000 §4 "Date selection")', () => {
  it('spec 000 §4/§9: a preset is the interval ending now', () => {
    expect(resolveRange({ timeInterval: '1h' }, NOW)).toEqual({ start: NOW - HOUR, end: NOW });
    expect(resolveRange({ timeInterval: '7d' }, NOW)).toEqual({ start: NOW - 7 * DAY, end: NOW });
    expect(resolveRange({ timeInterval: '1y' }, NOW)).toEqual({ start: NOW - 365 * DAY, end: NOW });
  });

  it('spec 000 §4: explicit start and end are used as they are', () => {
    expect(resolveRange({ startDate: NOW - DAY, endDate: NOW - HOUR }, NOW)).toEqual({
      start: NOW - DAY,
      end: NOW - HOUR,
    });
  });

  it("spec 000 §4: nothing chosen ('select') or half a range is no range", () => {
    expect(resolveRange({}, NOW)).toBeNull();
    expect(resolveRange({ startDate: NOW - DAY }, NOW)).toBeNull();
    expect(resolveRange({ endDate: NOW }, NOW)).toBeNull();
  });
});

describe('texts of the picker', () => {
  it("spec 000 §5: the maximum span reads as a duration in the UI language ('7 days')", () => {
    expect(maxSpanLabel(7 * 86_400)).toBe('7 days');
    expect(maxSpanLabel(36 * 3_600)).toBe('1 day 12 hours');
    expect(maxSpanLabel(90 * 60)).toBe('1 hour 30 minutes');
    expect(maxSpanLabel(30 * 86_400)).toBe('30 days');
    expect(maxSpanLabel(7 * 86_400, es)).toBe('7 días');
  });

  it("formats a custom range edge as 'DD MMM h:mm a' in the restaurant zone", () => {
    const instant = at('2026-05-15T17:30:00Z');
    expect(formatRangeEdge(instant, NY)).toBe('15 May 1:30 PM');
    expect(formatRangeEdge(instant, 'America/Los_Angeles')).toBe('15 May 10:30 AM');
    expect(formatRangeEdge(instant, NY, es)).toBe('15 may 1:30 PM');
    expect(formatPickerValue('2026-01-05 00:15:00')).toBe('05 Jan 12:15 AM');
  });
});

describe('time zones for Mantine wall-clock values', () => {
  it("converts an instant to the zone's 'YYYY-MM-DD HH:mm:ss' and back", () => {
    const instant = at('2026-03-08T12:45:00-04:00');
    expect(toPickerDateTime(instant, NY)).toBe('2026-03-08 12:45:00');
    expect(fromPickerValue('2026-03-08 12:45:00', NY)).toBe(instant);
    expect(fromPickerValue('2026-03-08', NY)).toBe(at('2026-03-08T00:00:00-05:00'));
    expect(fromPickerValue('not a date', NY)).toBeNull();
  });

  it("uses the browser's zone for a missing or unknown zone", () => {
    expect(resolveTimeZone('Not/AZone')).toBe(resolveTimeZone(undefined));
    expect(resolveTimeZone('Pacific/Honolulu')).toBe('Pacific/Honolulu');
  });
});
