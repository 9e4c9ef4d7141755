import { describe, expect, it } from 'vitest';
import { performanceQuery } from '../../src/api/performance/performance.queries';
import type {
  ChickenPerformance,
  ExtendedChickenPerformance,
} from '../../src/api/performance/performance.schema';
import {
  addFigures,
  dayPartFigures,
  performanceColor,
  overallFigure,
  periodFigures,
  productFigures,
  ratioPercent,
  ratioTarget,
  restaurantFigures,
  targetLine,
  weightStacks,
} from '../../src/features/performance/performance-figures';
import { chickenTypesOf } from '../../src/api/analytics/analytics-search';
import { performanceFilters } from '../../src/features/performance/performance-filters';
import { validatePerformanceSearch } from '../../src/features/performance/performance-search';
import { POUNDS_PER_KILOGRAM } from '../../src/lib/format';
import { pageScopeOf } from '../../src/api/restaurants/page-scope';
import type { PerformanceSearch } from '../../src/features/performance/performance-search';
import type { DateRangeSearch } from '../../src/lib/url-state';

/** `performanceFilters` on `restaurant`'s page scope for the URL's `search`. */
function performanceFiltersAt(
  search: DateRangeSearch & PerformanceSearch,
  restaurant: string,
  timeZone: string | null,
) {
  const products = chickenTypesOf(search.chickenTypes);
  return performanceFilters(search, pageScopeOf(search, restaurant, timeZone), products);
}

const NOW = Date.UTC(2026, 10, 22, 15, 30); // 22 Nov 2026 15:30 UTC
const NEW_YORK = 'America/New_York'; // UTC-5 in November

const figure = (weight: number, baseWeight: number, count = 0, baseCount = 0) => ({
  percent: 0,
  weight,
  count,
  baseWeight,
  baseCount,
});

describe('performance ratio', () => {
  it('is PART / BASE by weight as a percent with 2 decimals (spec 000 §9), above 100 allowed', () => {
    expect(ratioPercent(1, 3)).toBe(33.33);
    expect(ratioPercent(2, 3)).toBe(66.67);
    expect(ratioPercent(12.5, 10)).toBe(125);
  });

  it('is missing, not 0 %, without a base', () => {
    expect(ratioPercent(5, 0)).toBeNull();
    expect(ratioPercent(0, 0)).toBeNull();
    expect(ratioPercent(NaN, 10)).toBeNull();
  });

  it('adds the amounts and works the percent out again, never averaging percents', () => {
    // 90 of 100 kg and 1 of 10 kg: 91 / 110, not the mean of 90 % and 10 %.
    const sum = addFigures([figure(90, 100, 9, 10), figure(1, 10, 1, 2)]);
    expect(sum).toEqual({ weight: 91, baseWeight: 110, count: 10, baseCount: 12, percent: 82.73 });
  });
});

describe('performance across restaurants (spec 000 §4: summed per timestamp)', () => {
  const answer: ChickenPerformance = {
    performanceRatioType: 'COOKED/RECOMMENDATION',
    restaurants: [
      {
        restaurantUuid: 'a',
        periods: [
          { timestamp: 1000, ...figure(10, 20, 4, 8) },
          { timestamp: 2000, ...figure(30, 30, 6, 6) },
        ],
      },
      {
        restaurantUuid: 'b',
        periods: [
          { timestamp: 2000, ...figure(5, 0, 1, 0) },
          { timestamp: 3000, ...figure(0, 0) },
        ],
      },
    ],
  };

  it('sums every amount per timestamp (seconds × 1000) on the union of timestamps', () => {
    const { times, figures } = periodFigures(answer);
    expect(times).toEqual([1_000_000, 2_000_000, 3_000_000]);
    expect(figures).toEqual([
      { weight: 10, baseWeight: 20, count: 4, baseCount: 8, percent: 50 },
      { weight: 35, baseWeight: 30, count: 7, baseCount: 6, percent: 116.67 },
      { weight: 0, baseWeight: 0, count: 0, baseCount: 0, percent: null },
    ]);
  });

  it('gives the overall figure from every period of every restaurant', () => {
    expect(overallFigure(answer)).toEqual({
      weight: 45,
      baseWeight: 50,
      count: 11,
      baseCount: 14,
      percent: 90,
    });
  });

  const extended: ExtendedChickenPerformance = {
    performanceRatioType: 'WASTE/COOKED',
    restaurants: ['a', 'b'].map((restaurantUuid, i) => ({
      restaurantUuid,
      ...figure(3 + i, 60),
      dayParts: [
        { dayPart: 'BREAKFAST', ...figure(1, 20) },
        { dayPart: 'LUNCH', ...figure(1, 20) },
        { dayPart: 'DINNER', ...figure(1 + i, 20) },
      ],
      products: [
        { material: 'Nuggets', ...figure(1 + i, 30) },
        { material: 'CFA Filets', ...figure(2, 30) },
      ],
    })),
  };

  it('sums day parts and products by key, in day and product order', () => {
    expect(
      dayPartFigures(extended).map(({ key, figure: f }) => [key, f.weight, f.percent]),
    ).toEqual([
      ['BREAKFAST', 2, 5],
      ['LUNCH', 2, 5],
      ['DINNER', 3, 7.5],
    ]);
    expect(
      productFigures(extended).map(({ key, figure: f }) => [key, f.weight, f.percent]),
    ).toEqual([
      ['CFA Filets', 4, 6.67],
      ['Nuggets', 3, 5],
    ]);
    expect(restaurantFigures(extended).map(({ key, figure: f }) => [key, f.percent])).toEqual([
      ['a', 5],
      ['b', 6.67],
    ]);
  });

  it("spec 001 §7 'Dictionaries': a product the console has no label for is summed by its name, after the built-in ones", () => {
    const withGrilled: ExtendedChickenPerformance = {
      ...extended,
      restaurants: extended.restaurants.map((restaurant) => ({
        ...restaurant,
        products: [{ material: 'Grilled Nuggets', ...figure(1, 10) }, ...restaurant.products],
      })),
    };
    expect(productFigures(withGrilled).map(({ key, figure: f }) => [key, f.weight])).toEqual([
      ['CFA Filets', 4],
      ['Nuggets', 3],
      ['Grilled Nuggets', 2],
    ]);
  });
});

describe('an answer with only the figures spec 000 §3 line 95 names (percent, weight, count)', () => {
  const spec = (timestamp: number, percent: number, weight: number, count: number) => ({
    timestamp,
    percent,
    weight,
    count,
  });
  const answer: ChickenPerformance = {
    restaurants: [
      { restaurantUuid: 'r1', periods: [spec(100, 80, 8, 80), spec(200, 0, 0, 0)] },
      { restaurantUuid: 'r2', periods: [spec(100, 50, 2, 20)] },
    ],
  };

  it('works the base weight out from the percent, sums it, and leaves the base pieces unknown', () => {
    const { times, figures } = periodFigures(answer);
    expect(times).toEqual([100_000, 200_000]);
    // 8 kg at 80 % of 10 kg, 2 kg at 50 % of 4 kg: 10 of 14 kg.
    expect(figures[0]).toEqual({
      weight: 10,
      count: 100,
      baseWeight: 14,
      baseCount: null,
      percent: 71.43,
    });
    // Nothing at 0 %: the base cannot be told, the provider's percent stands.
    expect(figures[1]).toMatchObject({ weight: 0, baseWeight: null, percent: 0 });
  });

  it('gives the overall figure unknown when one period has no base to tell, and the bars a gap there', () => {
    expect(overallFigure(answer)).toMatchObject({ weight: 10, baseWeight: null, percent: null });
    const stacks = weightStacks(periodFigures(answer).figures, 'kg');
    expect(stacks.within).toEqual([10, null]);
    expect(stacks.short).toEqual([4, null]);
  });
});

describe('overall colour: distance from the target (docs/decisions/dashboards-and-analytics.md), not the level gauge of spec 000 §9', () => {
  it.each([
    ['COOKED/RECOMMENDATION', 100, 'green'],
    ['COOKED/RECOMMENDATION', 90.01, 'green'],
    ['COOKED/RECOMMENDATION', 109.99, 'green'],
    ['COOKED/RECOMMENDATION', 90, 'yellow'],
    ['COOKED/RECOMMENDATION', 118, 'yellow'],
    ['COOKED/RECOMMENDATION', 80, 'red'],
    ['COOKED/RECOMMENDATION', 125, 'red'],
    ['WASTE/COOKED', 4.5, 'green'],
    ['WASTE/COOKED', 6.75, 'yellow'],
    ['WASTE/COOKED', 6.76, 'red'],
  ] as const)('%s at %d %% is %s: coloured by distance from its target', (ratio, value, color) => {
    expect(performanceColor(ratio, value)).toBe(color);
  });

  it('has no colour for a missing percent', () => {
    expect(performanceColor('COOKED/RECOMMENDATION', null)).toBeNull();
  });
});

describe('targets (spec 000 §9: breakfast 4.5, lunch 3.5, dinner 8, default 4.5)', () => {
  it('are the day-part targets for waste against cooked', () => {
    expect(ratioTarget('WASTE/COOKED', 'BREAKFAST')).toBe(4.5);
    expect(ratioTarget('WASTE/COOKED', 'LUNCH')).toBe(3.5);
    expect(ratioTarget('WASTE/COOKED', 'DINNER')).toBe(8);
    expect(ratioTarget('WASTE/COOKED', null)).toBe(4.5);
  });

  it('is 100 % for cooked against recommended, whatever the day part', () => {
    expect(ratioTarget('COOKED/RECOMMENDATION', 'DINNER')).toBe(100);
    expect(ratioTarget('COOKED/RECOMMENDATION', null)).toBe(100);
  });

  it('follows the local day part hour by hour, and is the default for days and weeks', () => {
    // 10:00, 10:30, 13:59 and 14:00 in New York (UTC-5).
    const times = [15, 15.5, 18.98, 19].map((hour) => Date.UTC(2026, 10, 22) + hour * 3_600_000);
    expect(targetLine('WASTE/COOKED', times, 'HOUR', NEW_YORK)).toEqual([4.5, 3.5, 3.5, 8]);
    expect(targetLine('WASTE/COOKED', times, 'DAY', NEW_YORK)).toEqual([4.5, 4.5, 4.5, 4.5]);
    expect(targetLine('COOKED/RECOMMENDATION', times, 'HOUR', NEW_YORK)).toEqual([
      100, 100, 100, 100,
    ]);
  });
});

describe('weight per period bars', () => {
  it('split each period into the part within the base, over it and short of it', () => {
    const stacks = weightStacks([figure(8, 10), figure(12, 10), figure(0, 0)], 'kg');
    expect(stacks).toEqual({ within: [8, 10, 0], over: [0, 2, 0], short: [2, 0, 0] });
  });

  it('go through the weight unit (kg or lbs)', () => {
    const stacks = weightStacks([figure(8, 10)], 'lbs');
    expect(stacks.within[0]).toBeCloseTo(8 * POUNDS_PER_KILOGRAM, 9);
    expect(stacks.short[0]).toBeCloseTo(2 * POUNDS_PER_KILOGRAM, 9);
  });
});

describe('performance URL and query', () => {
  it('keeps a known ratio type and drops an unknown one without throwing (spec 000 §5)', () => {
    expect(validatePerformanceSearch({ performanceRatioType: 'WASTE/COOKED' })).toEqual({
      performanceRatioType: 'WASTE/COOKED',
    });
    expect(validatePerformanceSearch({ performanceRatioType: 'SOLD/COOKED' })).toEqual({});
    expect(validatePerformanceSearch({ performanceRatioType: ['WASTE/COOKED'] })).toEqual({});
  });

  it('asks COOKED/RECOMMENDATION by default (spec 000 §3), products as a comma list', () => {
    const filters = performanceFiltersAt(
      { timeInterval: '1h', chickenTypes: 'Nuggets,Strips' },
      'r1',
      NEW_YORK,
    );
    expect(performanceQuery(filters, NOW)).toEqual({
      startEventTime: NOW - 3_600_000,
      endEventTime: NOW,
      restaurantUuid: 'r1',
      materials: 'Nuggets,Strips',
      period: 'DAY',
      performanceRatioType: 'COOKED/RECOMMENDATION',
    });
  });

  it('asks every visible restaurant and product in Global mode, from local midnight', () => {
    const filters = performanceFiltersAt(
      { performanceRatioType: 'WASTE/COOKED', period: 'HOUR' },
      'select',
      NEW_YORK,
    );
    expect(performanceQuery(filters, NOW)).toEqual({
      startEventTime: Date.UTC(2026, 10, 22, 5),
      endEventTime: NOW,
      restaurantUuid: undefined,
      materials: undefined,
      period: 'HOUR',
      performanceRatioType: 'WASTE/COOKED',
    });
  });
});
