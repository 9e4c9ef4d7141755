import { describe, expect, it } from 'vitest';
import { CHICKEN_PRODUCTS } from '../../../src/api/analytics/analytics.constants';
import {
  getTotalUsage,
  getWaste,
  getWasteDistribution,
} from '../../../src/api/analytics/analytics.endpoints';
import {
  getChickenPerformance,
  getExtendedChickenPerformance,
} from '../../../src/api/performance/performance.endpoints';
import type { PerformanceFigure } from '../../../src/api/performance/performance.schema';
import type { EndpointResult } from '../../../src/lib/endpoint';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import { recommendationsOf } from '../../../sandbox/model/recommendations';
import {
  DAY_MS,
  get,
  HOUR_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  signInAs,
  START,
  total,
  type Query,
  withoutRole,
  THREE_DAYS,
} from './sandbox-client';

const WASTE = { performanceRatioType: 'WASTE/COOKED' };
const results = resultsWith(THREE_DAYS);

type Performance = EndpointResult<typeof getChickenPerformance>;
const allPeriods = (answer: Performance) => answer.restaurants.flatMap((r) => r.periods);

describe('GET /chicken-performance, consistency with the dashboard', () => {
  it('COOKED/RECOMMENDATION (the default) cooks what total-usage counts as cooked', async () => {
    const { sandbox, token } = await setUp();
    const usage = await results(sandbox, token, getTotalUsage);
    const performance = await results(sandbox, token, getChickenPerformance);
    expect(performance.performanceRatioType).toBe('COOKED/RECOMMENDATION');
    const periods = allPeriods(performance);
    expect(usage.cookedWeight).toBeGreaterThan(0);
    expect(total(periods, 'weight')).toBeCloseTo(usage.cookedWeight, 6);
    expect(total(periods, 'count')).toBe(usage.cookedCount);
    // Recommended: the same order of size as cooked, never exactly it.
    const recommended = total(periods, 'baseWeight');
    expect(recommended).not.toBeCloseTo(usage.cookedWeight, 0);
    expect(usage.cookedWeight / recommended).toBeGreaterThan(0.8);
    expect(usage.cookedWeight / recommended).toBeLessThan(1.25);
  });

  it('WASTE/COOKED is total-usage waste over cooked, per product as waste-distribution', async () => {
    const { sandbox, token } = await setUp();
    const usage = await results(sandbox, token, getTotalUsage);
    const periods = allPeriods(
      await results(sandbox, token, getChickenPerformance, { ...THREE_DAYS, ...WASTE }),
    );
    expect(total(periods, 'weight')).toBeCloseTo(usage.wasteWeight, 6);
    expect(total(periods, 'count')).toBe(usage.wasteCount);
    expect(total(periods, 'baseWeight')).toBeCloseTo(usage.cookedWeight, 6);
    expect(total(periods, 'baseCount')).toBe(usage.cookedCount);

    const extended = await results(sandbox, token, getExtendedChickenPerformance, {
      ...THREE_DAYS,
      ...WASTE,
    });
    const distribution = await results(sandbox, token, getWasteDistribution);
    for (const row of distribution.rows) {
      const products = extended.restaurants.flatMap((r) =>
        r.products.filter((product) => product.material === row.material),
      );
      expect(total(products, 'weight')).toBeCloseTo(row.wasteWeight, 6);
      expect(total(products, 'baseWeight')).toBeCloseTo(row.cookedWeight, 6);
    }
    const waste = await results(sandbox, token, getWaste);
    for (const part of waste.dayParts) {
      const dayParts = extended.restaurants.flatMap((r) =>
        r.dayParts.filter((row) => row.dayPart === part.dayPart),
      );
      expect(total(dayParts, 'weight')).toBeCloseTo(part.wasteWeight, 6);
    }
  });

  it('spec 000 §7 line 178: materials narrows both calls to those products, as it narrows total-usage', async () => {
    const { sandbox, token } = await setUp();
    const usage = await results(sandbox, token, getTotalUsage, {
      ...THREE_DAYS,
      materials: 'Nuggets,CFA Filets',
    });
    const query = { ...THREE_DAYS, materials: 'Nuggets,CFA Filets' };
    const periods = allPeriods(await results(sandbox, token, getChickenPerformance, query));
    expect(total(periods, 'weight')).toBeCloseTo(usage.cookedWeight, 6);
    const extended = await results(sandbox, token, getExtendedChickenPerformance, query);
    for (const restaurant of extended.restaurants)
      expect(restaurant.products.map((row) => row.material)).toEqual(['CFA Filets', 'Nuggets']);
  });

  it('extended: day parts, products and periods each sum to the restaurant totals', async () => {
    const { sandbox, token } = await setUp();
    const performance = await results(sandbox, token, getChickenPerformance, {
      ...THREE_DAYS,
      period: 'HOUR',
    });
    const extended = await results(sandbox, token, getExtendedChickenPerformance);
    expect(extended.restaurants).toHaveLength(17);
    for (const restaurant of extended.restaurants) {
      expect(restaurant.dayParts.map((row) => row.dayPart)).toEqual([
        'BREAKFAST',
        'LUNCH',
        'DINNER',
      ]);
      expect(restaurant.products.map((row) => row.material)).toEqual([...CHICKEN_PRODUCTS]);
      const periods = performance.restaurants.find(
        (r) => r.restaurantUuid === restaurant.restaurantUuid,
      )!.periods;
      expect(periods).toHaveLength(72);
      const breakdowns: PerformanceFigure[][] = [restaurant.dayParts, restaurant.products, periods];
      for (const rows of breakdowns) {
        expect(total(rows, 'weight')).toBeCloseTo(restaurant.weight, 6);
        expect(total(rows, 'baseWeight')).toBeCloseTo(restaurant.baseWeight!, 6);
        expect(total(rows, 'count')).toBe(restaurant.count);
        expect(total(rows, 'baseCount')).toBe(restaurant.baseCount!);
      }
      expect(restaurant.percent).toBe(
        Math.round((restaurant.weight / restaurant.baseWeight!) * 10_000) / 100,
      );
    }
  });

  it('answers each period from startEventTime in epoch seconds, 0 % without a base', async () => {
    const { sandbox, token } = await setUp();
    const performance = await results(sandbox, token, getChickenPerformance, {
      ...THREE_DAYS,
      period: 'DAY',
    });
    const [first] = performance.restaurants;
    expect(first!.periods.map((period) => period.timestamp)).toEqual([
      (START - 3 * DAY_MS) / 1000,
      (START - 2 * DAY_MS) / 1000,
      (START - DAY_MS) / 1000,
    ]);
    const later = await results(sandbox, token, getChickenPerformance, {
      startEventTime: START,
      endEventTime: START + DAY_MS,
    });
    expect(allPeriods(later).every((p) => p.baseWeight === 0 && p.percent === 0)).toBe(true);
  });
});

describe('GET /chicken-performance, determinism', () => {
  it('answers the same twice, and the same from a fresh sandbox with the same seed', async () => {
    const { sandbox, token } = await setUp();
    const first = await results(sandbox, token, getExtendedChickenPerformance);
    expect(await results(sandbox, token, getExtendedChickenPerformance)).toEqual(first);
    const other = await setUp();
    expect(await results(other.sandbox, other.token, getExtendedChickenPerformance)).toEqual(first);
  });

  it('gives a day the same recommendations whichever day was asked for first', () => {
    const one = createSandbox({ now: manualClock(START).now });
    const two = createSandbox({ now: manualClock(START).now });
    const first = recommendationsOf(one.context.chain).day(one.context.chain.restaurants[0]!, 5);
    const [restaurant] = two.context.chain.restaurants;
    recommendationsOf(two.context.chain).day(restaurant!, 9);
    expect(recommendationsOf(two.context.chain).day(restaurant!, 5)).toEqual(first);
    expect(first.length).toBeGreaterThan(20);
  });

  it('answers other recommendations for another seed', async () => {
    const seeded = await setUp();
    const sandbox = createSandbox({ now: manualClock(START).now, seed: 7 });
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    const percents = async (s: Sandbox, token: string) =>
      (await results(s, token, getExtendedChickenPerformance)).restaurants.map((r) => r.percent);
    expect(await percents(sandbox, accessToken)).not.toEqual(
      await percents(seeded.sandbox, seeded.token),
    );
  });

  it('makes no recommendations until asked, and none for WASTE/COOKED', async () => {
    const { sandbox, token } = await setUp();
    const recommendations = recommendationsOf(sandbox.context.chain);
    expect(recommendations.generatedDays()).toBe(0);
    await results(sandbox, token, getChickenPerformance, { ...THREE_DAYS, ...WASTE });
    expect(recommendations.generatedDays()).toBe(0);
    await results(sandbox, token, getChickenPerformance, {
      startEventTime: START - DAY_MS,
      endEventTime: START,
    });
    expect(recommendations.generatedDays()).toBeGreaterThan(0);
    expect(recommendations.generatedDays()).toBeLessThanOrEqual(34);
  });
});

describe('GET /chicken-performance, visibility', () => {
  it("a manager's answer lists their five restaurants, with the admin's numbers", async () => {
    const admin = await setUp();
    const manager = await setUp('manager@demo.kitchen');
    const theirs = restaurantsOf(admin.sandbox, 1001, 1003, 1006, 1010, 1015);
    const answer = await results(manager.sandbox, manager.token, getExtendedChickenPerformance);
    expect(answer.restaurants.map((r) => r.restaurantUuid).sort()).toEqual([...theirs].sort());
    for (const restaurantUuid of theirs) {
      const [own] = (
        await results(admin.sandbox, admin.token, getExtendedChickenPerformance, {
          ...THREE_DAYS,
          restaurantUuid,
        })
      ).restaurants;
      expect(answer.restaurants.find((r) => r.restaurantUuid === restaurantUuid)).toEqual(own);
    }
  });

  it('a USER gets only their own restaurant', async () => {
    // Restaurant scope, not the module: the crew's role has no PERFORMANCE.
    const sandbox = createSandbox({ now: manualClock(START).now });
    withoutRole(sandbox, 'crew@demo.kitchen');
    const { token } = await setUp('crew@demo.kitchen', sandbox);
    const answer = await results(sandbox, token, getChickenPerformance);
    expect(answer.restaurants.map((r) => r.restaurantUuid)).toEqual(restaurantsOf(sandbox, 1001));
  });

  it.each([
    ['crew@demo.kitchen', getChickenPerformance],
    ['manager@demo.kitchen', getExtendedChickenPerformance],
  ])(
    '%s asking for another restaurant gets 404, as for an unknown one',
    async (email, endpoint) => {
      const sandbox = createSandbox({ now: manualClock(START).now });
      withoutRole(sandbox, email);
      const { token } = await setUp(email, sandbox);
      const [other] = restaurantsOf(sandbox, 1002);
      for (const restaurantUuid of [other!, 'no-such-restaurant']) {
        const answer = await get(sandbox, token, endpoint.path, { ...THREE_DAYS, restaurantUuid });
        expect(answer.status).toBe(404);
        expect(answer.json.message).toBe('Restaurant not found');
      }
    },
  );
});

describe('GET /extended-chicken-performance, day parts on a DST change (spec 000 §9)', () => {
  // America/New_York: 2026-03-08 has 23 hours (EST → EDT), 2026-11-01 has 25 (EDT → EST).
  it.each([
    ['2026-03-08', '-05:00', '-04:00', '2026-03-09T00:00:00-04:00', 23],
    ['2026-11-01', '-04:00', '-05:00', '2026-11-02T00:00:00-05:00', 25],
  ])(
    '%s: breakfast is before 10:30 local, lunch to 14:00, dinner after',
    async (day, before, after, nextMidnight, hours) => {
      // The clock at noon the next day: the DST day is one day ago, and complete.
      const now = Date.parse(nextMidnight) + 12 * HOUR_MS;
      const { sandbox, token } = await setUp(
        'admin@demo.kitchen',
        createSandbox({ now: manualClock(now).now }),
      );
      const restaurant = sandbox.context.chain.restaurants.find(
        (r) => r.timezone === 'America/New_York',
      )!;
      const start = Date.parse(`${day}T00:00:00${before}`);
      const end = Date.parse(nextMidnight);
      const edges = [
        start,
        Date.parse(`${day}T10:30:00${after}`),
        Date.parse(`${day}T14:00:00${after}`),
        end,
      ];
      const scope = { restaurantUuid: restaurant.uuid };
      const whole = { ...scope, startEventTime: start, endEventTime: end };

      const hourly = await results(sandbox, token, getChickenPerformance, {
        ...whole,
        period: 'HOUR',
      });
      expect(hourly.restaurants[0]!.periods).toHaveLength(hours);
      const [extended] = (await results(sandbox, token, getExtendedChickenPerformance, whole))
        .restaurants;
      for (const [index, dayPart] of extended!.dayParts.entries()) {
        const [slice] = (
          await results(sandbox, token, getChickenPerformance, {
            ...scope,
            startEventTime: edges[index]!,
            endEventTime: edges[index + 1]!,
          })
        ).restaurants;
        expect(dayPart.weight).toBeGreaterThan(0);
        expect(dayPart.baseWeight!).toBeGreaterThan(0);
        expect(total(slice!.periods, 'weight')).toBeCloseTo(dayPart.weight, 6);
        expect(total(slice!.periods, 'baseWeight')).toBeCloseTo(dayPart.baseWeight!, 6);
      }
      expect(edges[1]! - start).toBe(10.5 * HOUR_MS + (hours - 24) * HOUR_MS);
      // Every recommendation of that day in its day part's local hours.
      const daysAgo = 1;
      const kitchen = kitchenEventsOf(sandbox.context.chain).day(restaurant, daysAgo);
      const recommended = recommendationsOf(sandbox.context.chain).day(restaurant, daysAgo);
      expect(recommended.length).toBeGreaterThan(kitchen.length * 0.8);
      for (const recommendation of recommended) {
        const index = ['BREAKFAST', 'LUNCH', 'DINNER'].indexOf(recommendation.dayPart);
        expect(recommendation.time).toBeGreaterThanOrEqual(edges[index]!);
        expect(recommendation.time).toBeLessThan(edges[index + 1]!);
      }
    },
  );
});

describe('GET /chicken-performance, refusals', () => {
  it.each([getChickenPerformance, getExtendedChickenPerformance])(
    '$path answers 401 without a token',
    async (endpoint) => {
      const { sandbox } = await setUp();
      expect((await get(sandbox, undefined, endpoint.path)).status).toBe(401);
    },
  );

  it.each([
    ['an unknown ratio type', { performanceRatioType: 'SOLD/COOKED' }, /performanceRatioType/],
    [
      'a product name over 100 characters',
      { materials: `Nuggets,${'x'.repeat(101)}` },
      /materials/,
    ],
    ['an unknown period', { period: 'FORTNIGHT' }, /period/],
    ['a reversed range', { startEventTime: START, endEventTime: START - 1 }, /before/],
    [
      'too many periods',
      { startEventTime: START - 90 * DAY_MS, endEventTime: START, period: 'HOUR' },
      /2000 HOUR periods/,
    ],
  ])('answers 400 for %s', async (_what, query, message) => {
    const { sandbox, token } = await setUp();
    for (const endpoint of [getChickenPerformance, getExtendedChickenPerformance]) {
      const answer = await get(sandbox, token, endpoint.path, query as Query);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });
});
