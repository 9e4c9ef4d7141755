import { describe, expect, it } from 'vitest';
import { potatoQuery } from '../../src/api/potato/potato.queries';
import {
  type PotatoHoldTime,
  type PotatoHoldTimeByDayPart,
} from '../../src/api/potato/potato.schema';
import {
  dayPartTable,
  formatMinutes,
  holdTimePies,
  potatoFilters,
  RING_CIRCUMFERENCE,
  RING_HOLE,
  RING_OUTER,
  RING_RADIUS,
  RING_WIDTH,
  ringArcs,
  seriesOf,
} from '../../src/features/dashboards/potato-filters';
import {
  chutesOf,
  chutesOrDefault,
  chutesParam,
  packageTypesOf,
  packageTypesParam,
  validatePotatoSearch,
} from '../../src/features/dashboards/potato-search';
import { pageScopeOf } from '../../src/api/restaurants/page-scope';
import type { PotatoSearch } from '../../src/features/dashboards/potato-search';
import type { DateRangeSearch } from '../../src/lib/url-state';

/** `potatoFilters` on `restaurant`'s page scope for the URL's `search`. */
function potatoFiltersAt(
  search: DateRangeSearch & PotatoSearch,
  restaurant: string,
  timeZone: string | null,
) {
  return potatoFilters(search, pageScopeOf(search, restaurant, timeZone));
}

const NOW = Date.UTC(2026, 10, 22, 15, 30); // 22 Nov 2026 15:30 UTC
const NEW_YORK = 'America/New_York'; // UTC-5 in November

describe('potato dashboard search (spec 000 §5: unknown filter values are dropped)', () => {
  it("keeps package codes in the order given, without repeats: any code, as the packages are the provider's dictionary (spec 001 §7); the page drops one it does not hold", () => {
    expect(
      validatePotatoSearch({ packageTypes: 'HASHBROWNS,CURLY_FRIES, WAFFLE_FRIES,HASHBROWNS' }),
    ).toEqual({ packageTypes: 'HASHBROWNS,CURLY_FRIES,WAFFLE_FRIES' });
    expect(packageTypesOf(['HASHBROWNS_BIG', {}, ' '])).toEqual(['HASHBROWNS_BIG']);
    expect(validatePotatoSearch({ packageTypes: ' , ' })).toEqual({});
  });

  it('keeps chutes ascending, any whole number from 1 (a kitchen may have more than four, spec 001 §3); one chute as the number the router reads', () => {
    expect(validatePotatoSearch({ chutes: '4,1,9,x,4' })).toEqual({ chutes: '1,4,9' });
    expect(validatePotatoSearch({ chutes: 3 })).toEqual({ chutes: 3 });
    expect(validatePotatoSearch({ chutes: [2, '3'] })).toEqual({ chutes: '2,3' });
    expect(chutesOf('0,5,1.5,-1,100')).toEqual([5]);
  });

  it('writes no chutes for the default 1 and 2 (spec 001 §4) nor for none', () => {
    expect(validatePotatoSearch({ chutes: '2,1' })).toEqual({});
    expect(chutesParam(['1', '2'])).toBeUndefined();
    expect(chutesParam([])).toBeUndefined();
    expect(chutesParam(['3'])).toBe(3);
    expect(chutesParam(['3', '1'])).toBe('1,3');
  });

  it('shows chutes 1 and 2 without chutes in the URL', () => {
    expect(chutesOrDefault(undefined)).toEqual([1, 2]);
    expect(chutesOrDefault('bogus')).toEqual([1, 2]);
    expect(chutesOrDefault(4)).toEqual([4]);
  });

  it('keeps HOUR/DAY/WEEK and drops any other period, or a non-string, without throwing', () => {
    expect(validatePotatoSearch({ period: 'WEEK' })).toEqual({ period: 'WEEK' });
    expect(validatePotatoSearch({ period: 'YEAR', packageTypes: {}, chutes: {} })).toEqual({});
    expect(validatePotatoSearch({ period: null, chutes: null })).toEqual({});
  });

  it('answers every own key, undefined when dropped, so the router cleans the address bar', () => {
    expect(validatePotatoSearch({ packageTypes: ' , ', chutes: 0, period: 'YEAR' })).toStrictEqual({
      packageTypes: undefined,
      chutes: undefined,
      period: undefined,
    });
  });

  it('writes no packageTypes for no selection (= all)', () => {
    expect(packageTypesParam([])).toBeUndefined();
    expect(packageTypesParam(['WAFFLE_FRIES_LARGE', 'HASHBROWNS'])).toBe(
      'WAFFLE_FRIES_LARGE,HASHBROWNS',
    );
  });
});

describe('potato dashboard filters', () => {
  it('draws a range longer than a month per day even when Hour is asked (2,000-bucket limit)', () => {
    expect(potatoFiltersAt({ timeInterval: '6mo', period: 'HOUR' }, 'select', null).period).toBe(
      'DAY',
    );
    expect(potatoFiltersAt({ timeInterval: '7d', period: 'HOUR' }, 'select', null).period).toBe(
      'HOUR',
    );
  });

  it('defaults to period DAY, chutes 1 and 2, all types; Global leaves the restaurant out', () => {
    expect(potatoFiltersAt({}, 'select', null)).toEqual({
      range: { kind: 'today', timeZone: expect.any(String) },
      chutes: [1, 2],
      period: 'DAY',
    });
  });

  it('sends the restaurant, the types and chutes as comma lists, and the period', () => {
    const filters = potatoFiltersAt(
      {
        packageTypes: 'HASHBROWNS,WAFFLE_FRIES',
        chutes: '1,3',
        period: 'HOUR',
        timeInterval: '1d',
      },
      'r-1',
      NEW_YORK,
    );
    expect(potatoQuery(filters, NOW)).toEqual({
      startEventTime: NOW - 86_400_000,
      endEventTime: NOW,
      restaurantUuid: 'r-1',
      packageTypes: 'HASHBROWNS,WAFFLE_FRIES',
      chutes: '1,3',
      period: 'HOUR',
    });
  });

  it('asks from local midnight without dates, with chutes named and no packageTypes', () => {
    const query = potatoQuery(potatoFiltersAt({}, 'select', NEW_YORK), NOW);
    expect(query).toEqual({
      startEventTime: Date.UTC(2026, 10, 22, 5),
      endEventTime: NOW,
      restaurantUuid: undefined,
      packageTypes: undefined,
      chutes: '1,2',
      period: 'DAY',
    });
  });
});

describe('potato dashboard series and pies', () => {
  it('orders a series by its analyticPeriod and picks the value', () => {
    expect(
      seriesOf(
        [
          { analyticPeriod: 2000, count: 5 },
          { analyticPeriod: 1000, count: 3 },
        ],
        (point) => point.count,
      ),
    ).toEqual({ times: [1000, 2000], values: [3, 5] });
    expect(seriesOf(undefined, () => 1)).toEqual({ times: [], values: [] });
  });

  const zones = (...values: number[]) => ({
    '<=20': values[0]!,
    '20-25': values[1]!,
    '25-30': values[2]!,
    '30-35': values[3]!,
    '35-40': values[4]!,
    '>40': values[5]!,
  });

  it('makes one pie per answered type in the dashboard order, zones in order', () => {
    const data: PotatoHoldTime = {
      HASHBROWNS: zones(50, 25, 25, 0, 0, 0),
      WAFFLE_FRIES_SMALL: zones(0, 0, 0, 0, 0, 0),
    };
    const pies = holdTimePies(data);
    expect(pies.map((pie) => pie.packageType)).toEqual(['WAFFLE_FRIES_SMALL', 'HASHBROWNS']);
    expect(pies[0]!.hasItems).toBe(false);
    expect(pies[1]!.hasItems).toBe(true);
    expect(pies[1]!.zones).toEqual([
      { id: 'upTo20', percent: 50 },
      { id: 'from20', percent: 25 },
      { id: 'from25', percent: 25 },
      { id: 'from30', percent: 0 },
      { id: 'from35', percent: 0 },
      { id: 'over40', percent: 0 },
    ]);
  });

  it('draws a ring with hole 0.8 (spec 000 §9) whose arcs fill it in zone order', () => {
    expect(RING_HOLE).toBe(0.8);
    expect(RING_RADIUS - RING_WIDTH / 2).toBeCloseTo(RING_OUTER * 0.8);
    const arcs = ringArcs([
      { id: 'upTo20', percent: 50 },
      { id: 'from20', percent: 0 },
      { id: 'from25', percent: 25.01 },
      { id: 'over40', percent: 25 },
    ]);
    expect(arcs.map((arc) => arc.id)).toEqual(['upTo20', 'from25', 'over40']);
    expect(arcs[0]!.offset).toBe(0);
    expect(arcs[1]!.offset).toBeCloseTo(arcs[0]!.length);
    const drawn = arcs.reduce((sum, arc) => sum + arc.length, 0);
    expect(drawn).toBeCloseTo(RING_CIRCUMFERENCE);
    expect(ringArcs([{ id: 'upTo20', percent: 0 }])).toEqual([]);
  });

  it('tables the day parts per type, empty where a type sold nothing then', () => {
    const data: PotatoHoldTimeByDayPart = {
      dayParts: [
        {
          dayPart: 'BREAKFAST',
          count: 10,
          averageHoldTime: 12.5,
          packageTypes: [
            { packageType: 'HASHBROWNS', count: 10, averageHoldTime: 12.5 },
            { packageType: 'WAFFLE_FRIES', count: 0, averageHoldTime: 0 },
          ],
        },
        {
          dayPart: 'LUNCH',
          count: 4,
          averageHoldTime: 20,
          packageTypes: [
            { packageType: 'HASHBROWNS', count: 0, averageHoldTime: 0 },
            { packageType: 'WAFFLE_FRIES', count: 4, averageHoldTime: 20 },
          ],
        },
      ],
    };
    const table = dayPartTable(data);
    expect(table.rows).toEqual([
      {
        packageType: 'WAFFLE_FRIES',
        cells: { BREAKFAST: null, LUNCH: { count: 4, averageHoldTime: 20 }, DINNER: null },
      },
      {
        packageType: 'HASHBROWNS',
        cells: { BREAKFAST: { count: 10, averageHoldTime: 12.5 }, LUNCH: null, DINNER: null },
      },
    ]);
    expect(table.totals).toEqual({
      BREAKFAST: { count: 10, averageHoldTime: 12.5 },
      LUNCH: { count: 4, averageHoldTime: 20 },
      DINNER: null,
    });
  });
});

describe('potato dashboard formatting (spec 000 §9: minutes and percents to two decimals)', () => {
  it('shows minutes with exactly two decimals', () => {
    expect(formatMinutes(12.3)).toBe('12.30');
    expect(formatMinutes(12.345)).toBe('12.35');
    expect(formatMinutes(0)).toBe('0.00');
    expect(formatMinutes(-0.001)).toBe('0.00');
    expect(formatMinutes(1234.5, 'es')).toBe(
      new Intl.NumberFormat('es', {
        minimumFractionDigits: 2,
      }).format(1234.5),
    );
    expect(formatMinutes(Number.NaN)).toBe('N/A');
  });
});
