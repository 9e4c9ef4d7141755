import { describe, expect, it } from 'vitest';
import {
  getPotatoAverageHoldTime,
  getPotatoBatchesStatistic,
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoPackagedStatistic,
} from '../../../src/api/potato/potato.endpoints';
import { POTATO_PACKAGE_TYPES } from '../../../src/api/potato/potato.constants';
import { createSandbox } from '../../../sandbox/app';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import { potatoEventsOf } from '../../../sandbox/model/potato-events';
import {
  DAY_MS,
  get,
  localTime,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  signInAs,
  START,
  total,
  type Query,
  THREE_DAYS,
} from './sandbox-client';

const ALL_CHUTES = { ...THREE_DAYS, chutes: '1,2,3,4' };
const results = resultsWith(THREE_DAYS);

const ENDPOINTS = [
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoAverageHoldTime,
  getPotatoPackagedStatistic,
  getPotatoBatchesStatistic,
];

describe('potato charts, answers', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s answers its declared shape, the same twice and from a fresh sandbox',
    async (_path, endpoint) => {
      const { sandbox, token } = await setUp();
      const first = await results(sandbox, token, endpoint);
      expect(await results(sandbox, token, endpoint)).toEqual(first);
      const other = await setUp();
      expect(await results(other.sandbox, other.token, endpoint)).toEqual(first);
    },
  );

  it('gives a day the same batches whichever day was asked for first', () => {
    const one = createSandbox({ now: manualClock(START).now });
    const two = createSandbox({ now: manualClock(START).now });
    const first = potatoEventsOf(one.context.chain).day(one.context.chain.restaurants[0]!, 5);
    potatoEventsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 9);
    expect(potatoEventsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 5)).toEqual(
      first,
    );
    expect(first.length).toBeGreaterThan(20);
  });

  it('answers other data for another seed', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now, seed: 7 });
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    const { sandbox: seeded, token } = await setUp();
    expect(await results(sandbox, accessToken, getPotatoPackagedStatistic)).not.toEqual(
      await results(seeded, token, getPotatoPackagedStatistic),
    );
  });
});

describe('potato charts, consistency', () => {
  it('hold time: every requested type keyed, its zone percents summing to 100', async () => {
    const { sandbox, token } = await setUp();
    const holdTime = await results(sandbox, token, getPotatoHoldTime);
    expect(Object.keys(holdTime)).toEqual([...POTATO_PACKAGE_TYPES]);
    for (const zones of Object.values(holdTime)) {
      expect(Object.keys(zones!)).toEqual(['<=20', '20-25', '25-30', '30-35', '35-40', '>40']);
      expect(Object.values(zones!).reduce((sum, percent) => sum + percent, 0)).toBeCloseTo(100, 0);
    }
  });

  it('packaged items: types, day parts, averages and series agree on the count', async () => {
    const { sandbox, token } = await setUp();
    const packaged = await results(sandbox, token, getPotatoPackagedStatistic, {
      ...THREE_DAYS,
      period: 'HOUR',
    });
    const average = await results(sandbox, token, getPotatoAverageHoldTime);
    const byDayPart = await results(sandbox, token, getPotatoHoldTimeByDayPart);
    expect(packaged.count).toBeGreaterThan(0);
    expect(packaged.series).toHaveLength(72);
    expect(total(packaged.series, 'count')).toBe(packaged.count);
    expect(total(packaged.packageTypes, 'count')).toBe(packaged.count);
    expect(total(packaged.packageTypes, 'share')).toBeCloseTo(100, 0);
    expect(average.count).toBe(packaged.count);
    expect(total(average.packageTypes, 'count')).toBe(packaged.count);
    expect(total(average.series, 'count')).toBe(packaged.count);
    expect(byDayPart.dayParts.map((row) => row.dayPart)).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    expect(total(byDayPart.dayParts, 'count')).toBe(packaged.count);
    const weighted =
      byDayPart.dayParts.reduce((sum, row) => sum + row.count * row.averageHoldTime, 0) /
      packaged.count;
    expect(weighted).toBeCloseTo(average.averageHoldTime, 1);
  });

  it('batches: chutes and series sum to the count, shares to 100', async () => {
    const { sandbox, token } = await setUp();
    const batches = await results(sandbox, token, getPotatoBatchesStatistic, ALL_CHUTES);
    expect(batches.count).toBeGreaterThan(0);
    expect(batches.wasteWeight).toBeGreaterThan(0);
    expect(batches.chutes.map((row) => row.chute)).toEqual([1, 2, 3, 4]);
    expect(total(batches.chutes, 'count')).toBe(batches.count);
    expect(total(batches.chutes, 'share')).toBeCloseTo(100, 0);
    expect(total(batches.series, 'count')).toBe(batches.count);
    expect(total(batches.series, 'wasteWeight')).toBeCloseTo(batches.wasteWeight, 6);
  });

  it('the all-restaurants answer is the sum of the per-restaurant ones', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getPotatoBatchesStatistic);
    const allPackaged = await results(sandbox, token, getPotatoPackagedStatistic);
    const uuids = sandbox.context.chain.restaurants.map((restaurant) => restaurant.uuid);
    expect(uuids).toHaveLength(17);
    const each = await Promise.all(
      uuids.map((restaurantUuid) =>
        results(sandbox, token, getPotatoBatchesStatistic, { ...THREE_DAYS, restaurantUuid }),
      ),
    );
    const eachPackaged = await Promise.all(
      uuids.map((restaurantUuid) =>
        results(sandbox, token, getPotatoPackagedStatistic, { ...THREE_DAYS, restaurantUuid }),
      ),
    );
    expect(total(each, 'count')).toBe(all.count);
    expect(total(each, 'wasteWeight')).toBeCloseTo(all.wasteWeight, 6);
    expect(total(eachPackaged, 'count')).toBe(allPackaged.count);
  });

  it('packageTypes narrows to those types, with the same numbers as unfiltered', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getPotatoPackagedStatistic);
    const some = await results(sandbox, token, getPotatoPackagedStatistic, {
      ...THREE_DAYS,
      packageTypes: 'HASHBROWNS_BIG,WAFFLE_FRIES_SMALL',
    });
    expect(some.packageTypes.map((row) => row.packageType)).toEqual([
      'WAFFLE_FRIES_SMALL',
      'HASHBROWNS_BIG',
    ]);
    for (const row of some.packageTypes)
      expect(row.count).toBe(
        all.packageTypes.find((other) => other.packageType === row.packageType)!.count,
      );
    const holdTime = await results(sandbox, token, getPotatoHoldTime, {
      ...THREE_DAYS,
      packageTypes: 'HASHBROWNS',
    });
    expect(Object.keys(holdTime)).toEqual(['HASHBROWNS']);
  });

  it('hashbrown types count only hashbrown batches', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getPotatoBatchesStatistic);
    const hashbrowns = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      packageTypes: 'HASHBROWNS,HASHBROWNS_BIG',
    });
    const fries = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      packageTypes: 'WAFFLE_FRIES',
    });
    expect(hashbrowns.count).toBeGreaterThan(0);
    expect(fries.count).toBeGreaterThan(0);
    expect(hashbrowns.count + fries.count).toBe(all.count);
  });

  it('has no batches after the seed time nor before its 90 days', async () => {
    const { sandbox, token } = await setUp();
    const later = { startEventTime: START, endEventTime: START + 10 * DAY_MS };
    expect((await results(sandbox, token, getPotatoBatchesStatistic, later)).count).toBe(0);
    const earlier = { startEventTime: START - 200 * DAY_MS, endEventTime: START - 92 * DAY_MS };
    expect((await results(sandbox, token, getPotatoBatchesStatistic, earlier)).count).toBe(0);
  });

  it('answers zeros, not a failure, for a range without items', async () => {
    const { sandbox, token } = await setUp();
    const later = { startEventTime: START, endEventTime: START + DAY_MS };
    const holdTime = await results(sandbox, token, getPotatoHoldTime, later);
    expect(Object.values(holdTime.HASHBROWNS!)).toEqual([0, 0, 0, 0, 0, 0]);
    const packaged = await results(sandbox, token, getPotatoPackagedStatistic, later);
    expect(total(packaged.packageTypes, 'share')).toBe(0);
  });
});

describe('potato charts, defaults', () => {
  it('defaults to chutes 1 and 2', async () => {
    const { sandbox, token } = await setUp();
    const implicit = await results(sandbox, token, getPotatoBatchesStatistic);
    expect(implicit.chutes.map((row) => row.chute)).toEqual([1, 2]);
    expect(implicit).toEqual(
      await results(sandbox, token, getPotatoBatchesStatistic, { ...THREE_DAYS, chutes: '1,2' }),
    );
    const all = await results(sandbox, token, getPotatoBatchesStatistic, ALL_CHUTES);
    expect(implicit.count).toBeLessThan(all.count);
    expect(implicit.count).toBe(total(all.chutes.slice(0, 2), 'count'));
  });

  it('defaults to the 24 hours before now, in DAY periods, all package types', async () => {
    const { sandbox, token } = await setUp();
    const implicit = await results(sandbox, token, getPotatoPackagedStatistic, {});
    expect(implicit).toEqual(
      await results(sandbox, token, getPotatoPackagedStatistic, {
        startEventTime: START - DAY_MS,
        endEventTime: START,
        period: 'DAY',
        chutes: '1,2',
        packageTypes: POTATO_PACKAGE_TYPES.join(','),
      }),
    );
    expect(implicit.series).toHaveLength(1);
    expect(implicit.packageTypes).toHaveLength(6);
  });
});

describe('potato charts, visibility', () => {
  it("a manager's all-restaurants answer is their five restaurants only", async () => {
    const admin = await setUp();
    const manager = await setUp('manager@demo.kitchen');
    const theirs = await Promise.all(
      restaurantsOf(admin.sandbox, 1001, 1003, 1006, 1010, 1015).map((restaurantUuid) =>
        results(admin.sandbox, admin.token, getPotatoBatchesStatistic, {
          ...THREE_DAYS,
          restaurantUuid,
        }),
      ),
    );
    const answer = await results(manager.sandbox, manager.token, getPotatoBatchesStatistic);
    expect(answer.count).toBe(total(theirs, 'count'));
    expect(answer.count).toBeLessThan(
      (await results(admin.sandbox, admin.token, getPotatoBatchesStatistic)).count,
    );
  });

  it('a USER sees only their own restaurant', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const [own] = restaurantsOf(sandbox, 1001);
    expect(await results(sandbox, token, getPotatoHoldTime)).toEqual(
      await results(sandbox, token, getPotatoHoldTime, { ...THREE_DAYS, restaurantUuid: own! }),
    );
  });

  it.each([
    ['crew@demo.kitchen', 1002],
    ['manager@demo.kitchen', 1002],
  ])('%s asking for restaurant %i gets 404, as for an unknown one', async (email, number) => {
    const { sandbox, token } = await setUp(email);
    const [other] = restaurantsOf(sandbox, number);
    for (const restaurantUuid of [other!, 'no-such-restaurant']) {
      const answer = await get(sandbox, token, '/potato-hold-time', {
        ...THREE_DAYS,
        restaurantUuid,
      });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Restaurant not found');
    }
  });
});

describe('potato events, local time', () => {
  it('fries hashbrowns only at breakfast (before 10:30 local) and fries from 10:30', () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const events = potatoEventsOf(sandbox.context.chain);
    expect(new Set(sandbox.context.chain.restaurants.map((r) => r.timezone)).size).toBeGreaterThan(
      2,
    );
    for (const restaurant of sandbox.context.chain.restaurants) {
      const day = events.day(restaurant, 1);
      for (const batch of day) {
        const local = localTime(restaurant.timezone, batch.cookedAt);
        if (batch.product === 'HASHBROWNS') {
          expect(batch.dayPart).toBe('BREAKFAST');
          expect(local >= '06:30' && local < '10:30').toBe(true);
          expect(batch.items.every((item) => item.packageType.startsWith('HASHBROWNS'))).toBe(true);
        } else {
          expect(batch.dayPart).not.toBe('BREAKFAST');
          expect(local >= '10:30' && local < '22:00').toBe(true);
        }
        if (batch.dayPart === 'LUNCH') expect(local < '14:00').toBe(true);
        if (batch.dayPart === 'DINNER') expect(local >= '14:00').toBe(true);
      }
      expect(new Set(day.map((batch) => batch.dayPart))).toEqual(
        new Set(['BREAKFAST', 'LUNCH', 'DINNER']),
      );
    }
  });

  it('answers hashbrowns at breakfast only', async () => {
    const { sandbox, token } = await setUp();
    const { dayParts } = await results(sandbox, token, getPotatoHoldTimeByDayPart, ALL_CHUTES);
    const count = (dayPart: string, type: string) =>
      dayParts
        .find((row) => row.dayPart === dayPart)!
        .packageTypes.find((row) => row.packageType === type)!.count;
    expect(count('BREAKFAST', 'HASHBROWNS')).toBeGreaterThan(0);
    expect(count('LUNCH', 'HASHBROWNS') + count('DINNER', 'HASHBROWNS_BIG')).toBe(0);
    expect(count('BREAKFAST', 'WAFFLE_FRIES_MEDIUM')).toBe(0);
    expect(count('LUNCH', 'WAFFLE_FRIES_MEDIUM')).toBeGreaterThan(0);
  });

  it('packages each batch in full: item grams plus waste are the batch', () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    for (const batch of potatoEventsOf(sandbox.context.chain).day(
      sandbox.context.chain.restaurants[3]!,
      2,
    )) {
      expect(batch.items.reduce((sum, item) => sum + item.grams, 0) + batch.wasteGrams).toBe(
        batch.grams,
      );
      expect(batch.chute).toBeGreaterThanOrEqual(1);
      expect(batch.chute).toBeLessThanOrEqual(4);
    }
  });
});

describe('potato charts, refusals', () => {
  it.each(ENDPOINTS.map((endpoint) => endpoint.path))(
    '%s answers 401 without a token',
    async (path) => {
      const { sandbox } = await setUp();
      expect((await get(sandbox, undefined, path)).status).toBe(401);
    },
  );

  it.each([
    ['a reversed range', { startEventTime: START, endEventTime: START - 1 }, /before/],
    ['an empty range', { startEventTime: START, endEventTime: START }, /before/],
    [
      'a range over a year',
      { startEventTime: START - 400 * DAY_MS, endEventTime: START },
      /366 days/,
    ],
    [
      'too many periods',
      { startEventTime: START - 90 * DAY_MS, endEventTime: START, period: 'HOUR' },
      /2000 HOUR periods/,
    ],
    ['a start that is not a number', { startEventTime: 'yesterday' }, /startEventTime/],
    ['a chute that is not a number', { chutes: 'left' }, /chutes/],
    ['a chute 0', { chutes: '0,1' }, /chutes/],
    ['an unknown period', { period: 'FORTNIGHT' }, /period/],
  ])('answers 400 for %s', async (_what, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await get(sandbox, token, '/potato-batches-statistic', query as Query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});

describe("spec 001 §7 'Dictionaries': potato packages are the provider's, chutes the kitchen's", () => {
  it('a package type or a chute no kitchen has matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    const hashbrowns = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      packageTypes: 'HASHBROWNS',
    });
    expect(hashbrowns.count).toBeGreaterThan(0);
    expect(
      await results(sandbox, token, getPotatoBatchesStatistic, {
        ...THREE_DAYS,
        packageTypes: 'HASHBROWNS,CURLY_FRIES',
      }),
    ).toEqual(hashbrowns);
    const curly = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      packageTypes: 'CURLY_FRIES',
    });
    expect(curly.count).toBe(0);
    const chuteFive = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      chutes: '5',
    });
    expect(chuteFive.count).toBe(0);
  });
});

describe('potato events, cost', () => {
  it('createSandbox() generates no batches; a call generates only the days it covers', async () => {
    const { sandbox, token } = await setUp();
    const events = potatoEventsOf(sandbox.context.chain);
    expect(events.generatedDays()).toBe(0);
    await results(sandbox, token, getPotatoBatchesStatistic, {
      startEventTime: START - DAY_MS,
      endEventTime: START,
    });
    expect(events.generatedDays()).toBeGreaterThan(0);
    expect(events.generatedDays()).toBeLessThanOrEqual(34);
    // The chicken model is its own: a potato call generates none of its days.
    expect(kitchenEventsOf(sandbox.context.chain).generatedDays()).toBe(0);
  });

  it('reset starts a new, empty model', async () => {
    const { sandbox, token } = await setUp();
    await results(sandbox, token, getPotatoHoldTime);
    sandbox.reset();
    expect(potatoEventsOf(sandbox.context.chain).generatedDays()).toBe(0);
  });
});
