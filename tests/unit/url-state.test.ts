import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  RESOLUTION_CODES,
  TIME_INTERVALS,
  TIME_INTERVAL_CODES,
  autoResolution,
  dateRangeSearchSchema,
  dropUnknownOptions,
  onRestaurantChange,
  presetRange,
  validateDateRangeSearch,
  validateSharedSearch,
} from '../../src/lib/url-state';

const NOW = Date.UTC(2026, 4, 15, 12, 0, 0); // 2026-05-15T12:00:00Z
const HOUR = 3_600_000;

describe('preset intervals (spec 000 §9)', () => {
  it('spec 000 §9: preset codes and lengths in seconds', () => {
    expect(TIME_INTERVAL_CODES).toEqual([
      '15m',
      '1h',
      '4h',
      '1d',
      '2d',
      '3d',
      '7d',
      '15d',
      '1mo',
      '6mo',
      '1y',
    ]);
    expect(TIME_INTERVALS['15m'].seconds).toBe(900);
    expect(TIME_INTERVALS['1h'].seconds).toBe(3600);
    expect(TIME_INTERVALS['4h'].seconds).toBe(14_400);
    expect(TIME_INTERVALS['1d'].seconds).toBe(86_400);
    expect(TIME_INTERVALS['2d'].seconds).toBe(2 * 86_400);
    expect(TIME_INTERVALS['3d'].seconds).toBe(3 * 86_400);
    expect(TIME_INTERVALS['7d'].seconds).toBe(7 * 86_400);
    expect(TIME_INTERVALS['15d'].seconds).toBe(15 * 86_400);
    expect(TIME_INTERVALS['1mo'].seconds).toBe(30 * 86_400);
    expect(TIME_INTERVALS['6mo'].seconds).toBe(182 * 86_400);
    expect(TIME_INTERVALS['1y'].seconds).toBe(365 * 86_400);
  });

  it('spec 000 §9: automatic resolution is 1m for 15m and 5m for 1h', () => {
    expect(autoResolution('15m')).toBe('1m');
    expect(autoResolution('1h')).toBe('5m');
  });

  it('spec 000 §9: every automatic resolution is a resolution option shorter than its preset', () => {
    for (const code of TIME_INTERVAL_CODES) {
      const resolution = TIME_INTERVALS[code].resolution;
      expect(RESOLUTION_CODES).toContain(resolution);
      const points = TIME_INTERVALS[code].seconds / resolutionSeconds(resolution);
      expect(points).toBeGreaterThanOrEqual(9);
      expect(points).toBeLessThanOrEqual(20);
    }
  });

  it('spec 000 §9: resolution options 1 s .. 6 months (24 codes)', () => {
    expect(RESOLUTION_CODES).toEqual([
      '1s',
      '2s',
      '5s',
      '10s',
      '20s',
      '30s',
      '1m',
      '2m',
      '5m',
      '10m',
      '20m',
      '30m',
      '1h',
      '2h',
      '4h',
      '8h',
      '12h',
      '1d',
      '2d',
      '7d',
      '15d',
      '30d',
      '90d',
      '6mo',
    ]);
  });

  it('spec 000 §9: presetRange ends at now and spans the preset', () => {
    expect(presetRange('15m', NOW)).toEqual({ start: NOW - 900_000, end: NOW });
    expect(presetRange('1y', NOW)).toEqual({ start: NOW - 365 * 86_400_000, end: NOW });
    for (const code of TIME_INTERVAL_CODES) {
      const { start, end } = presetRange(code, NOW);
      expect(end - start).toBe(TIME_INTERVALS[code].seconds * 1000);
    }
  });

  it('spec 000 §9: a preset range passes the §5 date rules', () => {
    for (const code of TIME_INTERVAL_CODES) {
      const { start, end } = presetRange(code, NOW);
      expect(validateDateRangeSearch({ startDate: start, endDate: end }, NOW)).toEqual({
        startDate: start,
        endDate: end,
      });
    }
  });
});

function resolutionSeconds(code: string): number {
  const match = /^(\d+)(s|m|h|d|mo)$/.exec(code);
  if (!match) throw new Error(code);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400, mo: 30 * 86_400 }[match[2] as 's'];
  return Number(match[1]) * unit;
}

describe('date URL parameters (spec 000 §2, §5)', () => {
  it('spec 000 §2: keeps valid epoch-ms dates, preset, resolution and restaurant', () => {
    const search = {
      startDate: NOW - HOUR,
      endDate: NOW,
      timeInterval: '1h',
      interval: '5m',
      restaurantUuid: 'r-1',
    };
    expect(validateDateRangeSearch(search, NOW)).toEqual(search);
  });

  it('spec 000 §2: accepts YYYY-MM-DD dates in day mode', () => {
    expect(
      validateDateRangeSearch({ startDate: '2026-05-01', endDate: '2026-05-15' }, NOW),
    ).toEqual({ startDate: '2026-05-01', endDate: '2026-05-15' });
  });

  it('spec 000 §2: accepts epoch ms given as a string of digits', () => {
    expect(validateDateRangeSearch({ startDate: String(NOW - HOUR) }, NOW)).toEqual({
      startDate: NOW - HOUR,
    });
  });

  it('spec 000 §5: drops a startDate in the future (and the endDate with it)', () => {
    expect(validateDateRangeSearch({ startDate: NOW + 1, endDate: NOW + HOUR }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ startDate: NOW + 1 }, NOW)).toEqual({});
  });

  it('spec 000 §5: start must be strictly before now', () => {
    expect(validateDateRangeSearch({ startDate: NOW, endDate: NOW }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ startDate: NOW - 1, endDate: NOW }, NOW)).toEqual({
      startDate: NOW - 1,
      endDate: NOW,
    });
  });

  it('spec 000 §5: drops both dates when the end is after now', () => {
    expect(
      validateDateRangeSearch({ startDate: NOW - HOUR, endDate: NOW + 1, timeInterval: '1h' }, NOW),
    ).toEqual({ timeInterval: '1h' });
  });

  it('spec 000 §5: an end at now is allowed', () => {
    expect(validateDateRangeSearch({ endDate: NOW }, NOW)).toEqual({ endDate: NOW });
  });

  it('spec 000 §5: drops both dates when the end is before the start', () => {
    expect(
      validateDateRangeSearch({ startDate: NOW - HOUR, endDate: NOW - 2 * HOUR }, NOW),
    ).toEqual({});
    expect(
      validateDateRangeSearch({ startDate: '2026-05-10', endDate: '2026-05-09' }, NOW),
    ).toEqual({});
  });

  it('spec 000 §5: a day-mode date after today is dropped, today is kept', () => {
    expect(validateDateRangeSearch({ startDate: '2026-05-16' }, NOW)).toEqual({});
    expect(
      validateDateRangeSearch({ startDate: '2026-05-15', endDate: '2026-05-15' }, NOW),
    ).toEqual({ startDate: '2026-05-15', endDate: '2026-05-15' });
    expect(validateDateRangeSearch({ endDate: '2026-05-16' }, NOW)).toEqual({});
  });

  it('spec 000 §5: a garbage startDate (startDate=abc) is dropped alone, a valid endDate stays', () => {
    // The garbage one is dropped by the schema; the other one survives on its own.
    expect(validateDateRangeSearch({ startDate: 'abc', endDate: NOW - HOUR }, NOW)).toEqual({
      endDate: NOW - HOUR,
    });
    expect(validateDateRangeSearch({ startDate: 'abc' }, NOW)).toEqual({});
  });

  it.each([
    ['abc'],
    [''],
    ['2026-13-01'],
    ['2026-02-30'],
    ['2026-5-1'],
    ['12e3'],
    ['-5'],
    [-1],
    [-NOW],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e300],
    [Number.MAX_SAFE_INTEGER],
    ['99999999999999999999'],
    [true],
    [null],
    [{}],
    [[NOW]],
  ])('spec 000 §5: drops a garbage startDate %j', (startDate) => {
    expect(validateDateRangeSearch({ startDate }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ endDate: startDate }, NOW)).toEqual({});
  });

  it('spec 000 §5: drops an unknown timeInterval code (timeInterval=99x)', () => {
    expect(validateDateRangeSearch({ timeInterval: '99x' }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ timeInterval: 15 }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ timeInterval: 'toString' }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ timeInterval: '1mo' }, NOW)).toEqual({ timeInterval: '1mo' });
  });

  it('spec 000 §5: drops an unknown resolution interval', () => {
    expect(validateDateRangeSearch({ interval: '3m' }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ interval: '6mo' }, NOW)).toEqual({ interval: '6mo' });
  });

  it('spec 000 §2: restaurants (a comma list or an array, non-strings dropped) names the current restaurant, its first', () => {
    expect(validateDateRangeSearch({ restaurants: 'a, b,,a' }, NOW)).toEqual({
      restaurantUuid: 'a',
    });
    expect(validateDateRangeSearch({ restaurants: [1, null, { x: 1 }, 'b', 'a'] }, NOW)).toEqual({
      restaurantUuid: 'b',
    });
    expect(validateDateRangeSearch({ restaurants: 'a', restaurantUuid: 'c' }, NOW)).toEqual({
      restaurantUuid: 'c',
    });
    expect(validateDateRangeSearch({ restaurants: '' }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ restaurants: [1, 2] }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ restaurants: 42 }, NOW)).toEqual({});
  });

  it('spec 000 §2: restaurantUuid must be a non-empty string', () => {
    expect(validateDateRangeSearch({ restaurantUuid: ' r-1 ' }, NOW)).toEqual({
      restaurantUuid: 'r-1',
    });
    expect(validateDateRangeSearch({ restaurantUuid: '' }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ restaurantUuid: 7 }, NOW)).toEqual({});
    expect(validateDateRangeSearch({ restaurantUuid: 'x'.repeat(300) }, NOW)).toEqual({});
  });

  it('spec 000 §5: the result has no undefined-valued keys and drops unknown keys', () => {
    const result = validateDateRangeSearch(
      { startDate: 'abc', timeInterval: '99x', other: 'x', restaurantUuid: 'r' },
      NOW,
    );
    expect(Object.keys(result)).toEqual(['restaurantUuid']);
  });

  it('spec 000 §5: the schema itself never throws on a field-level garbage value', () => {
    expect(
      v.parse(dateRangeSearchSchema, {
        startDate: 'abc',
        endDate: {},
        timeInterval: '99x',
        interval: [],
        restaurantUuid: null,
        restaurants: 5,
      }),
    ).toEqual({
      startDate: undefined,
      endDate: undefined,
      timeInterval: undefined,
      interval: undefined,
      restaurantUuid: undefined,
      restaurants: undefined,
    });
  });

  it('spec 000 §5: no input throws', () => {
    const odd: unknown[] = [
      undefined,
      null,
      0,
      'string',
      [],
      [1, 2],
      Symbol('s'),
      () => 1,
      new Date(),
      Object.create(null),
      { startDate: Symbol('x') },
      { startDate: 10n },
      { restaurants: [Symbol('x'), undefined] },
      { startDate: NOW - 1, endDate: NOW, timeInterval: {}, interval: 1 },
      { __proto__: { startDate: 1 } },
      { constructor: 'x', timeInterval: 'constructor' },
    ];
    for (const search of odd) {
      expect(() => validateDateRangeSearch(search, NOW)).not.toThrow();
      expect(() => validateDateRangeSearch(search, Number.NaN)).not.toThrow();
      expect(() => onRestaurantChange(Object(search) as object)).not.toThrow();
      expect(() => dropUnknownOptions(search, ['a'])).not.toThrow();
    }
  });
});

describe("the signed-in layout's shared parameters (spec 000 §5)", () => {
  const SHARED = [
    'startDate',
    'endDate',
    'timeInterval',
    'interval',
    'restaurantUuid',
    'restaurants',
  ];

  it('answers every shared key, undefined when dropped, so the router leaves it out of the URL', () => {
    const future = Date.now() + 86_400_000;
    expect(
      validateSharedSearch({ startDate: future, endDate: future + 1, timeInterval: 'nope', x: 1 }),
    ).toStrictEqual(Object.fromEntries(SHARED.map((key) => [key, undefined])));
    expect(validateSharedSearch({ timeInterval: '7d', restaurantUuid: 'r1' })).toMatchObject({
      timeInterval: '7d',
      restaurantUuid: 'r1',
    });
  });
});

describe('filter options (spec 000 §5)', () => {
  const options = ['a', 'b', 'c'] as const;

  it('spec 000 §5: drops filter values not among the options', () => {
    expect(dropUnknownOptions(['a', 'x', 'c'], options)).toEqual(['a', 'c']);
  });

  it('spec 000 §5: accepts a comma list and drops non-strings and duplicates', () => {
    expect(dropUnknownOptions('b,a,b,zz', options)).toEqual(['b', 'a']);
    expect(dropUnknownOptions(['a', 1, null, 'a'], options)).toEqual(['a']);
    expect(dropUnknownOptions(undefined, options)).toEqual([]);
    expect(dropUnknownOptions(42, options)).toEqual([]);
  });
});

describe('restaurant change (spec 000 §2)', () => {
  it('spec 000 §2: removes startDate, endDate, timeInterval and interval', () => {
    const search = {
      startDate: 1,
      endDate: 2,
      timeInterval: '1h',
      interval: '5m',
      restaurantUuid: 'r',
      tab: 'x',
    };
    const next = onRestaurantChange(search);
    expect(next).toEqual({ restaurantUuid: 'r', tab: 'x' });
    expect(search.startDate).toBe(1); // input untouched
  });
});
