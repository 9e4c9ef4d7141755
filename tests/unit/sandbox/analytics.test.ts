import { describe, expect, it } from 'vitest';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getTimers,
  getTotalUsage,
  getWaste,
  getWasteDistribution,
} from '../../../src/api/analytics/analytics.endpoints';
import { CHICKEN_PRODUCTS } from '../../../src/api/analytics/analytics.constants';
import { createSandbox } from '../../../sandbox/app';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import {
  analytic,
  DAY_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  signInAs,
  START,
  total,
  localTime,
  type Query,
  THREE_DAYS,
  apiPath,
  call,
} from './sandbox-client';
import { WINGS } from '../../helpers/dictionary-entries';

const results = resultsWith(THREE_DAYS);

describe('GET /analytic/:name, determinism', () => {
  it('answers the same twice, and the same from a fresh sandbox with the same seed', async () => {
    const { sandbox, token } = await setUp();
    const first = await results(sandbox, token, getTimers);
    expect(await results(sandbox, token, getTimers)).toEqual(first);
    const other = await setUp();
    expect(await results(other.sandbox, other.token, getTimers)).toEqual(first);
  });

  it('gives a day the same events whichever day was asked for first', () => {
    const one = createSandbox({ now: manualClock(START).now });
    const two = createSandbox({ now: manualClock(START).now });
    const [restaurant] = one.context.chain.restaurants;
    const first = kitchenEventsOf(one.context.chain).day(restaurant!, 5);
    kitchenEventsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 9);
    expect(kitchenEventsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 5)).toEqual(
      first,
    );
    expect(first.length).toBeGreaterThan(20);
  });

  it('answers other data for another seed', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now, seed: 7 });
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    const { sandbox: seeded, token } = await setUp();
    expect(await results(sandbox, accessToken, getTotalUsage)).not.toEqual(
      await results(seeded, token, getTotalUsage),
    );
  });
});

describe('GET /analytic/:name, consistency', () => {
  it('timers: zones, products and day parts each sum to the pan count', async () => {
    const { sandbox, token } = await setUp();
    const timers = await results(sandbox, token, getTimers);
    expect(timers.count).toBeGreaterThan(0);
    expect(timers.zones.map((zone) => zone.label)).toEqual([
      '<=20',
      '20-25',
      '25-30',
      '30-35',
      '35-40',
      '>40',
    ]);
    expect(total(timers.zones, 'count')).toBe(timers.count);
    expect(total(timers.zones, 'percent')).toBeCloseTo(100, 0);
    expect(timers.materials.map((row) => row.material)).toEqual([...CHICKEN_PRODUCTS]);
    expect(total(timers.materials, 'count')).toBe(timers.count);
    expect(total(timers.dayParts, 'count')).toBe(timers.count);
    expect(total(timers.series, 'count')).toBe(timers.count);
  });

  it('waste: distribution, day parts and series sum to the totals of total-usage', async () => {
    const { sandbox, token } = await setUp();
    const usage = await results(sandbox, token, getTotalUsage);
    const distribution = await results(sandbox, token, getWasteDistribution);
    const waste = await results(sandbox, token, getWaste);
    expect(usage.wasteWeight).toBeGreaterThan(0);
    for (const answer of [distribution, waste]) {
      expect(answer.wasteCount).toBe(usage.wasteCount);
      expect(answer.wasteWeight).toBeCloseTo(usage.wasteWeight, 6);
      expect(answer.cookedWeight).toBeCloseTo(usage.cookedWeight, 6);
    }
    expect(total(distribution.rows, 'wasteCount')).toBe(usage.wasteCount);
    expect(total(distribution.rows, 'wasteWeight')).toBeCloseTo(usage.wasteWeight, 6);
    expect(total(distribution.rows, 'cookedWeight')).toBeCloseTo(usage.cookedWeight, 6);
    expect(total(waste.dayParts, 'wasteWeight')).toBeCloseTo(usage.wasteWeight, 6);
    expect(total(waste.series, 'wasteCount')).toBe(usage.wasteCount);
  });

  it('pan cycles: series and products sum to the batches of total-usage', async () => {
    const { sandbox, token } = await setUp();
    const usage = await results(sandbox, token, getTotalUsage);
    const cycles = await results(sandbox, token, getFryerCycles, { ...THREE_DAYS, period: 'HOUR' });
    const distribution = await results(sandbox, token, getFryerCyclesDistribution);
    expect(cycles.series).toHaveLength(72);
    expect(cycles.count).toBe(usage.batches);
    expect(total(cycles.series, 'count')).toBe(usage.batches);
    expect(total(distribution.rows, 'count')).toBe(usage.batches);
    expect(total(distribution.rows, 'share')).toBeCloseTo(100, 0);
  });

  it('the all-restaurants answer is the sum of the per-restaurant ones', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getTotalUsage);
    const each = await Promise.all(
      sandbox.context.chain.restaurants.map((restaurant) =>
        results(sandbox, token, getTotalUsage, { ...THREE_DAYS, restaurantUuid: restaurant.uuid }),
      ),
    );
    expect(each).toHaveLength(17);
    expect(total(each, 'batches')).toBe(all.batches);
    expect(total(each, 'cookedCount')).toBe(all.cookedCount);
    expect(total(each, 'wasteCount')).toBe(all.wasteCount);
    expect(total(each, 'cookedWeight')).toBeCloseTo(all.cookedWeight, 6);
  });

  it('materials narrows to those products, with the same numbers as unfiltered', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getWasteDistribution);
    const some = await results(sandbox, token, getWasteDistribution, {
      ...THREE_DAYS,
      materials: 'Nuggets,CFA Filets',
    });
    expect(some.rows.map((row) => row.material)).toEqual(['CFA Filets', 'Nuggets']);
    for (const row of some.rows)
      expect(row.wasteCount).toBe(
        all.rows.find((other) => other.material === row.material)!.wasteCount,
      );
    expect(some.wasteCount).toBe(total(some.rows, 'wasteCount'));
  });

  it('a product no kitchen records (not in the materials dictionary, or new in it) matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    const nuggets = await results(sandbox, token, getWasteDistribution, {
      ...THREE_DAYS,
      materials: 'Nuggets',
    });
    expect(
      await results(sandbox, token, getWasteDistribution, {
        ...THREE_DAYS,
        materials: 'Nuggets,Tacos',
      }),
    ).toEqual(nuggets);
    const none = await results(sandbox, token, getWasteDistribution, {
      ...THREE_DAYS,
      materials: 'Tacos',
    });
    expect(none.rows).toEqual([]);
    expect(none.wasteCount).toBe(0);
  });

  it('defaults to the 24 hours before now, in DAY periods', async () => {
    const { sandbox, token } = await setUp();
    const implicit = await results(sandbox, token, getFryerCycles, {});
    expect(implicit).toEqual(
      await results(sandbox, token, getFryerCycles, {
        startEventTime: START - DAY_MS,
        endEventTime: START,
        period: 'DAY',
      }),
    );
    expect(implicit.series).toHaveLength(1);
  });

  it('has no events after the seed time nor before its 90 days', async () => {
    const { sandbox, token } = await setUp();
    const later = { startEventTime: START, endEventTime: START + 10 * DAY_MS };
    expect((await results(sandbox, token, getTotalUsage, later)).batches).toBe(0);
    const earlier = { startEventTime: START - 200 * DAY_MS, endEventTime: START - 92 * DAY_MS };
    expect((await results(sandbox, token, getTotalUsage, earlier)).batches).toBe(0);
  });
});

describe('GET /analytic/:name, visibility', () => {
  it("a manager's all-restaurants answer is their five restaurants only", async () => {
    const admin = await setUp();
    const manager = await setUp('manager@demo.kitchen');
    const theirs = await Promise.all(
      restaurantsOf(admin.sandbox, 1001, 1003, 1006, 1010, 1015).map((restaurantUuid) =>
        results(admin.sandbox, admin.token, getTotalUsage, { ...THREE_DAYS, restaurantUuid }),
      ),
    );
    const answer = await results(manager.sandbox, manager.token, getTotalUsage);
    expect(answer.batches).toBe(total(theirs, 'batches'));
    expect(answer.batches).toBeLessThan(
      (await results(admin.sandbox, admin.token, getTotalUsage)).batches!,
    );
  });

  it('a USER sees only their own restaurant', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const [own] = restaurantsOf(sandbox, 1001);
    expect(await results(sandbox, token, getTimers)).toEqual(
      await results(sandbox, token, getTimers, { ...THREE_DAYS, restaurantUuid: own! }),
    );
  });

  it.each([
    ['crew@demo.kitchen', 1002],
    ['manager@demo.kitchen', 1002],
  ])('%s asking for restaurant %i gets 404, as for an unknown one', async (email, number) => {
    const { sandbox, token } = await setUp(email);
    const [other] = restaurantsOf(sandbox, number);
    for (const restaurantUuid of [other!, 'no-such-restaurant']) {
      const answer = await analytic(sandbox, token, 'waste', { ...THREE_DAYS, restaurantUuid });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Restaurant not found');
    }
  });
});

describe('kitchen events, local time', () => {
  it("puts each restaurant's breakfast before 10:30 local, lunch until 14:00, dinner after", () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const events = kitchenEventsOf(sandbox.context.chain);
    const zones = new Set(sandbox.context.chain.restaurants.map((r) => r.timezone));
    expect(zones.size).toBeGreaterThan(2);
    for (const restaurant of sandbox.context.chain.restaurants) {
      const day = events.day(restaurant, 1);
      for (const cycle of day) {
        const local = localTime(restaurant.timezone, cycle.cookedAt);
        if (cycle.dayPart === 'BREAKFAST') expect(local < '10:30' && local >= '06:00').toBe(true);
        if (cycle.dayPart === 'LUNCH') expect(local >= '10:30' && local < '14:00').toBe(true);
        if (cycle.dayPart === 'DINNER') expect(local >= '14:00').toBe(true);
      }
      expect(new Set(day.map((cycle) => cycle.dayPart))).toEqual(
        new Set(['BREAKFAST', 'LUNCH', 'DINNER']),
      );
      expect(
        day
          .filter((cycle) => cycle.material === 'Breakfast Filets')
          .every((cycle) => cycle.dayPart === 'BREAKFAST'),
      ).toBe(true);
    }
  });

  it('keeps the days of a DST change in local hours (2026-03-08 and 2026-11-01)', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      const now = Date.parse(`${day}T23:59:00-05:00`) + DAY_MS;
      const sandbox = createSandbox({ now: manualClock(now).now });
      const restaurant = sandbox.context.chain.restaurants.find(
        (r) => r.timezone !== 'America/Phoenix',
      )!;
      for (const cycle of kitchenEventsOf(sandbox.context.chain).day(restaurant, 1)) {
        const local = localTime(restaurant.timezone, cycle.cookedAt);
        if (cycle.dayPart === 'BREAKFAST') expect(local >= '06:30' && local < '10:30').toBe(true);
        if (cycle.dayPart === 'DINNER') expect(local >= '14:00' && local < '22:00').toBe(true);
      }
    }
  });
});

describe('GET /analytic/:name, refusals', () => {
  it.each(['timers', 'not-an-analytic'])('%s answers 401 without a token', async (name) => {
    const { sandbox } = await setUp();
    expect((await analytic(sandbox, undefined, name)).status).toBe(401);
  });

  it.each([
    ['an unknown name', 'not-an-analytic', {}, /Unknown analytic: not-an-analytic/],
    ['a reversed range', 'timers', { startEventTime: START, endEventTime: START - 1 }, /before/],
    ['an empty range', 'waste', { startEventTime: START, endEventTime: START }, /before/],
    [
      'a range over a year',
      'waste',
      { startEventTime: START - 400 * DAY_MS, endEventTime: START },
      /366 days/,
    ],
    [
      'too many periods',
      'fryer-cycles',
      { startEventTime: START - 90 * DAY_MS, endEventTime: START, period: 'HOUR' },
      /2000 HOUR periods/,
    ],
    ['a start that is not a number', 'timers', { startEventTime: 'yesterday' }, /startEventTime/],
    ['a product name over 100 characters', 'timers', { materials: 'N'.repeat(101) }, /materials/],
    ['an unknown period', 'timers', { period: 'FORTNIGHT' }, /period/],
  ])('answers 400 for %s', async (_what, name, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await analytic(sandbox, token, name, query as Query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});

describe('kitchen events, cost', () => {
  it('createSandbox() generates no events; a call generates only the days it covers', async () => {
    const { sandbox, token } = await setUp();
    const events = kitchenEventsOf(sandbox.context.chain);
    expect(events.generatedDays()).toBe(0);
    await results(sandbox, token, getTotalUsage, {
      startEventTime: START - DAY_MS,
      endEventTime: START,
    });
    // 17 restaurants, each touching at most its local today and yesterday.
    expect(events.generatedDays()).toBeGreaterThan(0);
    expect(events.generatedDays()).toBeLessThanOrEqual(34);
  });

  it('reset starts a new, empty model', async () => {
    const { sandbox, token } = await setUp();
    await results(sandbox, token, getTimers);
    sandbox.reset();
    expect(kitchenEventsOf(sandbox.context.chain).generatedDays()).toBe(0);
  });
});

describe("spec 001 §7 'Dictionaries': the kitchens cook every product of the chicken materials dictionary", () => {
  it('a material added through the dictionaries API is recorded and returned by the analytics calls, the others unchanged', async () => {
    const { sandbox, token } = await setUp();
    const before = await results(sandbox, token, getTimers);
    const added = await call(sandbox, 'POST', apiPath('/dictionaries/materials'), {
      token,
      body: WINGS,
    });
    expect(added.status, added.json.message).toBe(200);

    const after = await results(sandbox, token, getTimers);
    const wings = after.materials.find((row) => row.material === 'Wings');
    expect(wings?.count).toBeGreaterThan(0);
    // The built-in products' pans are the same: the added one is cooked beside them.
    expect(after.materials.filter((row) => row.material !== 'Wings')).toEqual(before.materials);
    expect(after.count).toBe(before.count + wings!.count);

    // Asked for by name, as the dashboard's product filter sends it.
    const usage = await results(sandbox, token, getTotalUsage, {
      ...THREE_DAYS,
      materials: 'Wings',
    });
    expect(usage.batches).toBe(wings!.count);
    const waste = await results(sandbox, token, getWasteDistribution, {
      ...THREE_DAYS,
      materials: 'Wings',
    });
    expect(waste.rows.map((row) => row.material)).toEqual(['Wings']);
  });
});
