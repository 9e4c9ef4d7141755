import { describe, expect, it } from 'vitest';
import { getPerformanceRatio } from '../../../src/api/analytics/events-analytics.endpoints';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../../src/api/performance/performance.endpoints';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import { panJourneysOf } from '../../../sandbox/model/pan-journeys';
import { recommendationsOf } from '../../../sandbox/model/recommendations';
import {
  DAY_MS,
  HOUR_MS,
  restaurantsOf,
  resultsWith,
  setUp,
  START,
  type Query,
  THREE_DAYS,
} from './sandbox-client';

const results = resultsWith(THREE_DAYS);

/** Whole grams from a sum of kg (weights are whole grams inside). */
const grams = (kg: number) => Math.round(kg * 1000);
/** The percent as the sandbox rounds it: two decimals, 0 over a zero base. */
const percent = (part: number, base: number) =>
  base > 0 ? Math.round((part / base) * 100 * 100) / 100 : 0;

/** One scope asked of both endpoints: `materials` for both (spec 000 §7 line 178), the rest alike. */
function asked(scope: Query, products?: string) {
  const both = products ? { ...scope, materials: products } : scope;
  return { analytic: both, performance: both };
}

describe('one model of recommendations: /chicken-performance agrees with /analytic/performance-ratio', () => {
  it.each([
    ['every restaurant, three days, by default', 'admin@demo.kitchen', THREE_DAYS, undefined],
    [
      'waste against cooked',
      'admin@demo.kitchen',
      { ...THREE_DAYS, performanceRatioType: 'WASTE/COOKED' },
      undefined,
    ],
    [
      'two products, by hour',
      'admin@demo.kitchen',
      { ...THREE_DAYS, period: 'HOUR' },
      'Nuggets,CFA Filets',
    ],
    [
      "a manager's restaurants, a week by week",
      'manager@demo.kitchen',
      { startEventTime: START - 7 * DAY_MS, endEventTime: START, period: 'WEEK' },
      undefined,
    ],
    [
      'a range cut in the middle of two days',
      'admin@demo.kitchen',
      { startEventTime: START - 30 * HOUR_MS - 1_234, endEventTime: START - 5 * HOUR_MS },
      'Strips',
    ],
  ] as const)('%s', async (_name, email, scope, products) => {
    const { sandbox, token } = await setUp(email);
    const query = asked(scope, products);
    const ratio = await results(sandbox, token, getPerformanceRatio, query.analytic);
    const performance = await results(sandbox, token, getChickenPerformance, query.performance);
    const extended = await results(
      sandbox,
      token,
      getExtendedChickenPerformance,
      query.performance,
    );
    const type = ratio.performanceRatioType;
    expect(performance.performanceRatioType).toBe(type);
    const waste = type === 'WASTE/COOKED';

    // The whole scope: the same cooked, recommended (or waste) weight, so the same percent.
    const periods = performance.restaurants.flatMap((restaurant) => restaurant.periods);
    const part = grams(periods.reduce((sum, period) => sum + period.weight, 0));
    const base = grams(periods.reduce((sum, period) => sum + period.baseWeight!, 0));
    expect(part).toBeGreaterThan(0);
    expect(part).toBe(grams(waste ? ratio.wasteWeight : ratio.cookedWeight));
    expect(base).toBe(grams(waste ? ratio.cookedWeight : ratio.recommendationWeight));
    expect(percent(part, base)).toBe(ratio.cookedRatio);

    // Product by product, and period by period (the console sums restaurants per timestamp).
    for (const row of ratio.rows) {
      const products = extended.restaurants.flatMap((restaurant) =>
        restaurant.products.filter((product) => product.material === row.material),
      );
      const rowPart = grams(products.reduce((sum, product) => sum + product.weight, 0));
      const rowBase = grams(products.reduce((sum, product) => sum + product.baseWeight!, 0));
      expect(rowPart).toBe(grams(waste ? row.wasteWeight : row.cookedWeight));
      expect(rowBase).toBe(grams(waste ? row.cookedWeight : row.recommendationWeight));
      expect(percent(rowPart, rowBase)).toBe(row.cookedRatio);
    }
    expect(ratio.series.map((point) => Math.floor(point.time / 1000))).toEqual(
      performance.restaurants[0]!.periods.map((period) => period.timestamp),
    );
    for (const point of ratio.series) {
      const same = periods.filter((period) => period.timestamp === Math.floor(point.time / 1000));
      expect(grams(same.reduce((sum, period) => sum + period.baseWeight!, 0))).toBe(
        grams(waste ? point.cookedWeight : point.recommendationWeight),
      );
    }
  });

  it("one restaurant: its percent is the ratio's, to the hundredth", async () => {
    const { sandbox, token } = await setUp();
    for (const restaurantUuid of restaurantsOf(sandbox, 1001, 1009, 1017)) {
      const scope = { ...THREE_DAYS, restaurantUuid };
      const ratio = await results(sandbox, token, getPerformanceRatio, scope);
      const [own] = (await results(sandbox, token, getExtendedChickenPerformance, scope))
        .restaurants;
      expect(own!.percent).toBe(ratio.cookedRatio);
      expect(own!.weight).toBeCloseTo(ratio.cookedWeight, 6);
      expect(own!.baseWeight).toBeCloseTo(ratio.recommendationWeight, 6);
    }
  });
});

describe('recommendations, the model', () => {
  it('most pans recommended, catering ones always; extra tasks never cooked; a delay only when cooked', async () => {
    const { sandbox } = await setUp();
    const { chain } = sandbox.context;
    let pans = 0;
    let recommendedPans = 0;
    let neverCooked = 0;
    for (const restaurant of chain.restaurants.slice(0, 5)) {
      const journeys = panJourneysOf(chain).day(restaurant, 2);
      const recommendations = recommendationsOf(chain).day(restaurant, 2);
      const cookedAt = new Set(
        recommendations.filter((task) => task.cooked).map((task) => task.time),
      );
      for (const journey of journeys) {
        if (journey.catering) expect(cookedAt.has(journey.cycle.cookedAt)).toBe(true);
        if (cookedAt.has(journey.cycle.cookedAt)) recommendedPans++;
      }
      for (const task of recommendations) {
        expect(task.recommendedAt).toBeLessThan(task.time);
        if (!task.cooked) {
          expect(task.delayMinutes).toBe(0);
          expect(task.catering).toBe(false);
          neverCooked++;
        }
      }
      pans += journeys.length;
    }
    expect(recommendedPans / pans).toBeGreaterThan(0.9);
    expect(recommendedPans / pans).toBeLessThan(0.98);
    expect(neverCooked / pans).toBeGreaterThan(0.02);
    expect(neverCooked / pans).toBeLessThan(0.08);
  });

  it("each crew cooks to its own habit: restaurants' percents spread around 100", async () => {
    const { sandbox, token } = await setUp();
    const percents = (await results(sandbox, token, getExtendedChickenPerformance)).restaurants.map(
      (restaurant) => restaurant.percent,
    );
    expect(Math.min(...percents)).toBeLessThan(97);
    expect(Math.max(...percents)).toBeGreaterThan(103);
    for (const value of percents) {
      expect(value).toBeGreaterThan(80);
      expect(value).toBeLessThan(125);
    }
  });

  it('a day derives from that day of the kitchen, whichever day was asked for first', async () => {
    const one = await setUp();
    const two = await setUp();
    const [restaurant] = one.sandbox.context.chain.restaurants;
    const first = recommendationsOf(one.sandbox.context.chain).day(restaurant!, 3);
    recommendationsOf(two.sandbox.context.chain).day(two.sandbox.context.chain.restaurants[0]!, 8);
    expect(
      recommendationsOf(two.sandbox.context.chain).day(
        two.sandbox.context.chain.restaurants[0]!,
        3,
      ),
    ).toEqual(first);
    // Its kitchen day was generated for it, and no other.
    expect(kitchenEventsOf(one.sandbox.context.chain).generatedDays()).toBe(1);
  });
});
