import { describe, expect, it } from 'vitest';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getTimers,
  getTotalUsage,
} from '../../../src/api/analytics/analytics.endpoints';
import {
  ENTREE_PACKAGES,
  type EntreePackageType,
} from '../../../src/api/analytics/events-analytics.constants';
import * as declared from '../../../src/api/analytics/events-analytics.endpoints';
import {
  getCateringContainersDistribution,
  getCateringCooked,
  getCateringCookedDistribution,
  getCateringRecommendations,
  getCateringRecommendationsDistribution,
  getContainersDistribution,
  getCooked,
  getCookedDistribution,
  getEntreeChutesDistribution,
  getEntreeChutesHolding,
  getEntreeChutesPackages,
  getEntreeChutesQuantity,
  getInboundConveyor,
  getInboundConveyorContainers,
  getOutboundConveyor,
  getOutboundConveyorContainers,
  getPerformanceRatio,
  getRecommendations,
  getRecommendationsDistribution,
  getRecommendationsTaskDelay,
  getRecommendationTaskDelayDistribution,
} from '../../../src/api/analytics/events-analytics.endpoints';
import { getFryerVendors } from '../../../src/api/materials/materials.endpoints';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { addWings6 } from '../../helpers/dictionary-entries';
import { fryerCyclesOf } from '../../../sandbox/model/fryer-cycles';
import { chutePackagesOf } from '../../../sandbox/model/entree-chutes';
import { panJourneysOf } from '../../../sandbox/model/pan-journeys';
import { recommendationsOf } from '../../../sandbox/model/recommendations';
import {
  analytic,
  DAY_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  START,
  total,
  type Query,
  THREE_DAYS,
} from './sandbox-client';

const results = resultsWith(THREE_DAYS);

const NAMES = Object.values(declared).map((endpoint) => endpoint.path.replace('/analytic/', ''));

describe('GET /analytic/:name, the events analytics names', () => {
  it('declares the 21 names of spec 000 §7 the dashboard does not use', () => {
    expect(NAMES.sort()).toEqual(
      [
        'cooked',
        'catering-cooked',
        'cooked-distribution',
        'catering-cooked-distribution',
        'recommendations',
        'recommendations-distribution',
        'catering-recommendations',
        'catering-recommendations-distribution',
        'containers-distribution',
        'catering-containers-distribution',
        'inbound-conveyor',
        'inbound-conveyor/containers',
        'outbound-conveyor',
        'outbound-conveyor/containers',
        'recommendations-task-delay',
        'recommendation-task-delay-distribution',
        'entree-chutes-holding',
        'entree-chutes-packages',
        'entree-chutes-quantity',
        'entree-chutes-distribution',
        'performance-ratio',
      ].sort(),
    );
  });

  it.each(['admin@demo.kitchen', 'manager@demo.kitchen'])(
    'answers every name for %s, as declared',
    async (email) => {
      const { sandbox, token } = await setUp(email);
      for (const endpoint of Object.values(declared)) {
        const answer = await results(sandbox, token, endpoint);
        expect(answer, endpoint.path).toBeDefined();
      }
      // With data: the three days hold pans for every name.
      expect((await results(sandbox, token, getCooked)).batches).toBeGreaterThan(0);
      expect((await results(sandbox, token, getEntreeChutesHolding)).count).toBeGreaterThan(0);
    },
  );
});

describe('cooked and recommendations', () => {
  it('cooked is the cooked of total-usage and timers for the same filters', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1003);
    for (const query of [
      THREE_DAYS,
      { ...THREE_DAYS, materials: 'Nuggets,Strips' },
      { ...THREE_DAYS, restaurantUuid: restaurant!, period: 'HOUR' },
    ]) {
      const usage = await results(sandbox, token, getTotalUsage, query);
      const timers = await results(sandbox, token, getTimers, query);
      const cooked = await results(sandbox, token, getCooked, query);
      expect(usage.batches).toBeGreaterThan(0);
      expect(cooked.total).toBeCloseTo(usage.cookedWeight, 6);
      expect(cooked.count).toBe(usage.cookedCount);
      expect(cooked.batches).toBe(usage.batches);
      expect(cooked.batches).toBe(timers.count);
    }
  });

  it.each([
    ['cooked', getCooked, getCookedDistribution],
    ['catering-cooked', getCateringCooked, getCateringCookedDistribution],
    ['recommendations', getRecommendations, getRecommendationsDistribution],
    [
      'catering-recommendations',
      getCateringRecommendations,
      getCateringRecommendationsDistribution,
    ],
  ] as const)('%s: its distribution and its series sum to its total', async (_name, sum, rows) => {
    const { sandbox, token } = await setUp();
    const totals = await results(sandbox, token, sum, { ...THREE_DAYS, period: 'HOUR' });
    const distribution = await results(sandbox, token, rows);
    expect(totals.batches).toBeGreaterThan(0);
    expect(distribution.total).toBeCloseTo(totals.total, 6);
    expect(total(distribution.rows, 'value')).toBeCloseTo(totals.total, 6);
    expect(total(distribution.rows, 'count')).toBe(totals.count);
    expect(total(distribution.rows, 'batches')).toBe(totals.batches);
    expect(total(distribution.rows, 'share')).toBeCloseTo(100, 0);
    expect(totals.series).toHaveLength(72);
    expect(total(totals.series, 'value')).toBeCloseTo(totals.total, 6);
    expect(total(totals.series, 'batches')).toBe(totals.batches);
    // Per hour of the three-day range.
    expect(totals.perHour).toBeCloseTo(totals.total / 72, 2);
  });

  it('catering is a part of all orders, every catering pan recommended', async () => {
    const { sandbox, token } = await setUp();
    const cooked = await results(sandbox, token, getCooked);
    const catering = await results(sandbox, token, getCateringCooked);
    const cateringTasks = await results(sandbox, token, getCateringRecommendations);
    expect(catering.batches).toBeGreaterThan(0);
    expect(catering.batches).toBeLessThan(cooked.batches! / 4);
    expect(cateringTasks.batches).toBe(catering.batches);
  });

  it('recommendations are the pans cooked on one, less those cooked unasked, plus those never cooked', async () => {
    const { sandbox, token } = await setUp();
    const cooked = await results(sandbox, token, getCooked);
    const recommendations = await results(sandbox, token, getRecommendations);
    const model = recommendationsOf(sandbox.context.chain).between(
      sandbox.context.chain.restaurants,
      THREE_DAYS.startEventTime,
      THREE_DAYS.endEventTime,
    );
    const neverCooked = model.filter((task) => !task.cooked).length;
    expect(recommendations.batches).toBe(model.length);
    expect(neverCooked).toBeGreaterThan(0);
    // About one pan in 17 was cooked unasked, about one in 20 had an extra task never cooked.
    const pans = cooked.batches!;
    const unasked = pans - (recommendations.batches! - neverCooked);
    expect(unasked / pans).toBeGreaterThan(0.03);
    expect(unasked / pans).toBeLessThan(0.09);
    expect(neverCooked / pans).toBeGreaterThan(0.02);
    expect(neverCooked / pans).toBeLessThan(0.08);
  });
});

describe('task delays', () => {
  it('distribution, series and totals agree; high ≥ average ≥ low', async () => {
    const { sandbox, token } = await setUp();
    const delays = await results(sandbox, token, getRecommendationsTaskDelay);
    const distribution = await results(sandbox, token, getRecommendationTaskDelayDistribution);
    const cooked = await results(sandbox, token, getCooked);
    const recommendations = await results(sandbox, token, getRecommendations);
    expect(delays.tasks).toBe(recommendations.batches);
    expect(delays.tasks).not.toBe(cooked.batches);
    expect(delays.delaysNumber).toBeGreaterThan(0);
    expect(delays.delaysNumber).toBeLessThan(delays.tasks);
    expect(distribution.delaysNumber).toBe(delays.delaysNumber);
    expect(total(distribution.rows, 'tasks')).toBe(delays.tasks);
    expect(total(distribution.rows, 'delaysNumber')).toBe(delays.delaysNumber);
    expect(total(distribution.rows, 'totalDelay')).toBeCloseTo(delays.totalDelay, 1);
    expect(total(delays.series, 'incidentCount')).toBe(delays.delaysNumber);
    expect(delays.highTaskDelay).toBeGreaterThanOrEqual(delays.averageTaskDelay);
    expect(delays.averageTaskDelay).toBeGreaterThanOrEqual(delays.lowTaskDelay);
    expect(delays.lowTaskDelay).toBeGreaterThan(0);
    expect(delays.averageTaskDelay).toBeCloseTo(delays.totalDelay / delays.delaysNumber, 1);
    expect(Math.max(...distribution.rows.map((row) => row.highTaskDelay))).toBe(
      delays.highTaskDelay,
    );
  });
});

describe('containers and conveyors', () => {
  it.each([
    ['containers-distribution', getContainersDistribution, getCooked],
    ['catering-containers-distribution', getCateringContainersDistribution, getCateringCooked],
  ] as const)('%s: containers sum to the pans, overall and per product', async (_n, end, pans) => {
    const { sandbox, token } = await setUp();
    const containers = await results(sandbox, token, end);
    const cooked = await results(sandbox, token, pans);
    expect(containers.count).toBe(cooked.batches);
    expect(containers.containerShares.map((share) => share.containerName)).toEqual([
      'Full pan',
      'Half pan',
      'Third pan',
      'Nugget bin',
      'Catering tray',
    ]);
    expect(total(containers.containerShares, 'materialsCount')).toBe(containers.count);
    expect(total(containers.containerShares, 'materialsShare')).toBeCloseTo(100, 0);
    expect(total(containers.rows, 'count')).toBe(containers.count);
    for (const row of containers.rows) {
      expect(total(row.containerShares, 'materialsCount')).toBe(row.count);
    }
  });

  it('catering pans are held in catering trays or full pans only', async () => {
    const { sandbox, token } = await setUp();
    const catering = await results(sandbox, token, getCateringContainersDistribution);
    const used = catering.containerShares.filter((share) => share.materialsCount > 0);
    expect(used.map((share) => share.containerName).sort()).toEqual(['Catering tray', 'Full pan']);
  });

  it('inbound: every cooked pan, rows and series sum to the count', async () => {
    const { sandbox, token } = await setUp();
    const inbound = await results(sandbox, token, getInboundConveyor, {
      ...THREE_DAYS,
      period: 'HOUR',
    });
    const cooked = await results(sandbox, token, getCooked);
    expect(inbound.count).toBe(cooked.batches);
    expect(total(inbound.rows, 'count')).toBe(inbound.count);
    expect(total(inbound.series, 'count')).toBe(inbound.count);
    expect(inbound.elapsedTime).toBeGreaterThan(0.3);
    expect(inbound.elapsedTime).toBeLessThan(2);
  });

  it('outbound: counted when it left, none after the seed time', async () => {
    const { sandbox, token } = await setUp();
    const outbound = await results(sandbox, token, getOutboundConveyor, {
      ...THREE_DAYS,
      period: 'HOUR',
    });
    expect(outbound.count).toBeGreaterThan(0);
    expect(total(outbound.rows, 'count')).toBe(outbound.count);
    // Bucketed when they left: a container removed just before the range is still counted.
    expect(total(outbound.series, 'count')).toBe(outbound.count);
    const page = await results(sandbox, token, getOutboundConveyorContainers, {
      ...THREE_DAYS,
      limit: 100,
    });
    expect(page.total).toBe(outbound.count);
    for (const row of page.content) {
      expect(row.outboundTime).toBeGreaterThanOrEqual(THREE_DAYS.startEventTime);
      expect(row.outboundTime).toBeLessThanOrEqual(START);
      expect(row.outboundTime).toBeGreaterThan(row.removedTime);
    }
    // Pans cooked just before the seed time would leave after it: the sandbox knows nothing
    // after its seed time, so nothing leaves then.
    const after = { startEventTime: START, endEventTime: START + 2 * 3_600_000 };
    expect((await results(sandbox, token, getOutboundConveyor, after)).count).toBe(0);
    const before = { startEventTime: START - 2 * 3_600_000, endEventTime: START };
    expect((await results(sandbox, token, getOutboundConveyor, before)).count).toBeGreaterThan(0);
  });

  it('container lists page newest first, with the conveyor count as total', async () => {
    const { sandbox, token } = await setUp();
    const inbound = await results(sandbox, token, getInboundConveyor);
    const first = await results(sandbox, token, getInboundConveyorContainers);
    expect(first).toMatchObject({ total: inbound.count, limit: 10, offset: 0 });
    expect(first.content).toHaveLength(10);
    const times = first.content.map((row) => row.inboundTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await results(sandbox, token, getInboundConveyorContainers, {
      ...THREE_DAYS,
      limit: 5,
      offset: 10,
    });
    expect(second.content).toHaveLength(5);
    expect(second.content[0]!.inboundTime).toBeLessThanOrEqual(times.at(-1)!);
    for (const row of first.content) expect(row.placedTime).toBeGreaterThan(row.inboundTime);
  });
});

describe('entree chutes', () => {
  it('holding, packages, quantity and distribution count the same packages', async () => {
    const { sandbox, token } = await setUp();
    const holding = await results(sandbox, token, getEntreeChutesHolding, {
      ...THREE_DAYS,
      period: 'HOUR',
    });
    const packages = await results(sandbox, token, getEntreeChutesPackages);
    const quantity = await results(sandbox, token, getEntreeChutesQuantity);
    const distribution = await results(sandbox, token, getEntreeChutesDistribution);
    expect(holding.count).toBeGreaterThan(0);
    expect(packages.packages).toBe(holding.count);
    expect(distribution.totalCount).toBe(holding.count);
    expect(total(holding.rows, 'count')).toBe(holding.count);
    expect(total(holding.series, 'count')).toBe(holding.count);
    expect(total(packages.rows, 'packages')).toBe(packages.packages);
    for (const row of packages.rows) expect(total(row.shares, 'packagesCount')).toBe(row.packages);
    expect(total(distribution.rows, 'totalCount')).toBe(distribution.totalCount);
    expect(total(distribution.rows, 'totalShare')).toBeCloseTo(100, 0);
    expect(total(quantity.rows, 'quantity')).toBe(quantity.quantity);
    // Pieces are the packages times their pieces.
    expect(
      distribution.rows.reduce(
        (sum, row) =>
          sum + row.totalCount * ENTREE_PACKAGES[row.productName as EntreePackageType].pieces,
        0,
      ),
    ).toBe(quantity.quantity);
  });

  it('packages are made from what was not wasted, never from catering pans', async () => {
    const { sandbox, token } = await setUp();
    // From and to 09:00 UTC, when every kitchen is closed: no pan is cut in two by the range.
    const closed = Date.parse('2026-11-19T09:00:00Z');
    const days = { startEventTime: closed, endEventTime: closed + 3 * DAY_MS };
    const quantity = await results(sandbox, token, getEntreeChutesQuantity, days);
    const pans = panJourneysOf(sandbox.context.chain)
      .between(sandbox.context.chain.restaurants, days.startEventTime, days.endEventTime)
      .filter((journey) => !journey.catering);
    const sold = total(
      pans.map((journey) => ({ pieces: journey.cycle.pieces - journey.cycle.wastedPieces })),
      'pieces',
    );
    // Each pan leaves fewer pieces than its largest package (12 nuggets) loose.
    expect(quantity.quantity).toBeLessThanOrEqual(sold);
    expect(quantity.quantity).toBeGreaterThan(sold - 12 * pans.length);
    expect(quantity.quantity).toBeGreaterThan(sold * 0.8);
  });

  it('packages (spec 001 §3 line 93) narrows to those packages, with the same counts as unfiltered', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getEntreeChutesDistribution);
    const some = await results(sandbox, token, getEntreeChutesDistribution, {
      ...THREE_DAYS,
      packages: 'NUGGETS_8,SANDWICH',
    });
    expect(some.rows.map((row) => row.productName)).toEqual(['SANDWICH', 'NUGGETS_8']);
    for (const row of some.rows) {
      expect(row.totalCount).toBe(
        all.rows.find((other) => other.productName === row.productName)!.totalCount,
      );
    }
    const packages = await results(sandbox, token, getEntreeChutesPackages, {
      ...THREE_DAYS,
      packages: 'NUGGETS_8',
    });
    const nuggets = packages.rows.find((row) => row.material === 'Nuggets')!;
    expect(nuggets.shares).toEqual([{ packageType: 'NUGGETS_8', packagesCount: nuggets.packages }]);
    expect(packages.rows.find((row) => row.material === 'Strips')!.packages).toBe(0);
  });

  it('a package no chute packed (unknown to the chicken packages dictionary, or new in it) matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    addWings6(sandbox.context.chain, { now: START });
    for (const code of ['WINGS_6', 'TACO_3']) {
      const none = await results(sandbox, token, getEntreeChutesDistribution, {
        ...THREE_DAYS,
        packages: code,
      });
      expect(none.rows, code).toEqual([]);
    }
    expect(
      await results(sandbox, token, getEntreeChutesDistribution, {
        ...THREE_DAYS,
        packages: 'NUGGETS_8,TACO_3',
      }),
    ).toEqual(
      await results(sandbox, token, getEntreeChutesDistribution, {
        ...THREE_DAYS,
        packages: 'NUGGETS_8',
      }),
    );
  });
});

describe('performance ratio', () => {
  it('cooked over recommended by default, from the same pans and tasks', async () => {
    const { sandbox, token } = await setUp();
    const ratio = await results(sandbox, token, getPerformanceRatio);
    const cooked = await results(sandbox, token, getCooked);
    const recommended = await results(sandbox, token, getRecommendations);
    const usage = await results(sandbox, token, getTotalUsage);
    expect(ratio.performanceRatioType).toBe('COOKED/RECOMMENDATION');
    expect(ratio.cookedWeight).toBeCloseTo(cooked.total, 6);
    expect(ratio.recommendationWeight).toBeCloseTo(recommended.total, 6);
    expect(ratio.wasteWeight).toBeCloseTo(usage.wasteWeight, 6);
    expect(ratio.cookedRatio).toBeCloseTo((cooked.total / recommended.total) * 100, 2);
    expect(total(ratio.rows, 'cookedWeight')).toBeCloseTo(ratio.cookedWeight, 6);
    expect(total(ratio.series, 'recommendationWeight')).toBeCloseTo(ratio.recommendationWeight, 6);
  });

  it('WASTE/COOKED is the waste share of total-usage', async () => {
    const { sandbox, token } = await setUp();
    const ratio = await results(sandbox, token, getPerformanceRatio, {
      ...THREE_DAYS,
      performanceRatioType: 'WASTE/COOKED',
    });
    const usage = await results(sandbox, token, getTotalUsage);
    expect(ratio.performanceRatioType).toBe('WASTE/COOKED');
    expect(ratio.cookedRatio).toBe(usage.wasteShare);
  });
});

describe('fryer filters (spec 001 §3 "vendors and isCorrect (fryer only)")', () => {
  it('GET /materials/filters/fryer-vendors lists the vendors of the fryers the user can see', async () => {
    const admin = await setUp();
    const crew = await setUp('crew@demo.kitchen');
    const all = await results(admin.sandbox, admin.token, getFryerVendors, {});
    const own = await results(crew.sandbox, crew.token, getFryerVendors, {});
    expect(all.length).toBeGreaterThan(1);
    expect([...all].sort()).toEqual(all);
    expect(own.length).toBeGreaterThan(0);
    expect(all).toEqual(expect.arrayContaining(own));
    // Every cycle in range ran on a listed vendor's fryer.
    const cycles = fryerCyclesOf(admin.sandbox.context.chain).between(
      admin.sandbox.context.chain.restaurants,
      THREE_DAYS.startEventTime,
      THREE_DAYS.endEventTime,
    );
    expect(new Set(cycles.map((fryer) => fryer.vendor))).toEqual(new Set(all));
  });

  it('each vendor narrows the fryer figures; the vendors together are all cycles', async () => {
    const { sandbox, token } = await setUp();
    const vendors = await results(sandbox, token, getFryerVendors, {});
    const all = await results(sandbox, token, getFryerCycles);
    const usage = await results(sandbox, token, getTotalUsage);
    expect(all.count).toBe(usage.batches);
    const counts: number[] = [];
    for (const vendor of vendors) {
      const query = { ...THREE_DAYS, vendors: vendor };
      const cycles = await results(sandbox, token, getFryerCycles, query);
      const products = await results(sandbox, token, getFryerCyclesDistribution, query);
      expect(cycles.count).toBeGreaterThan(0);
      expect(cycles.count).toBeLessThan(all.count);
      expect(total(products.rows, 'count')).toBe(cycles.count);
      expect(total(cycles.series, 'count')).toBe(cycles.count);
      counts.push(cycles.count);
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all.count);
    const two = await results(sandbox, token, getFryerCycles, {
      ...THREE_DAYS,
      vendors: vendors.slice(0, 2).join(','),
    });
    expect(two.count).toBe(counts[0]! + counts[1]!);
    // A vendor none of the fryers has: no cycles, not an error.
    expect(
      (await results(sandbox, token, getFryerCycles, { ...THREE_DAYS, vendors: 'Acme' })).count,
    ).toBe(0);
  });

  it('isCorrect splits the cycles into correct and incorrect ones, with a vendor too', async () => {
    const { sandbox, token } = await setUp();
    const [vendor] = await results(sandbox, token, getFryerVendors, {});
    for (const scope of [THREE_DAYS, { ...THREE_DAYS, vendors: vendor! }]) {
      const all = await results(sandbox, token, getFryerCyclesDistribution, scope);
      const correct = await results(sandbox, token, getFryerCyclesDistribution, {
        ...scope,
        isCorrect: 'true',
      });
      const incorrect = await results(sandbox, token, getFryerCyclesDistribution, {
        ...scope,
        isCorrect: 'false',
      });
      expect(incorrect.count).toBeGreaterThan(0);
      expect(correct.count).toBeGreaterThan(incorrect.count);
      expect(correct.count + incorrect.count).toBe(all.count);
    }
  });

  it('the other calls ignore the fryer filters: cooked stays the cooked of every fryer', async () => {
    const { sandbox, token } = await setUp();
    const cooked = await results(sandbox, token, getCooked);
    expect(
      await results(sandbox, token, getCooked, {
        ...THREE_DAYS,
        vendors: 'Pitco',
        isCorrect: 'false',
      }),
    ).toEqual(cooked);
  });

  it.each([
    ['isCorrect not true or false', { isCorrect: 'maybe' }, /isCorrect.*true or false/],
    ['a vendor name over 100 characters', { vendors: 'x'.repeat(101) }, /vendors/],
  ])('answers 400 for %s', async (_what, query, message) => {
    const { sandbox, token } = await setUp();
    for (const name of ['fryer-cycles', 'fryer-cycles-distribution']) {
      const answer = await analytic(sandbox, token, name, { ...THREE_DAYS, ...query });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });
});

describe('determinism', () => {
  it('answers the same twice, and the same from a fresh sandbox with the same seed', async () => {
    const { sandbox, token } = await setUp();
    const other = await setUp();
    for (const endpoint of [
      getEntreeChutesPackages,
      getRecommendationsTaskDelay,
      getContainersDistribution,
    ]) {
      const first = await results(sandbox, token, endpoint);
      expect(await results(sandbox, token, endpoint)).toEqual(first);
      expect(await results(other.sandbox, other.token, endpoint)).toEqual(first);
    }
  });

  it('gives a day the same derived events whichever day was asked for first', () => {
    const one = createSandbox({ now: manualClock(START).now });
    const two = createSandbox({ now: manualClock(START).now });
    const restaurantOf = (sandbox: Sandbox) => sandbox.context.chain.restaurants[0]!;
    for (const model of [panJourneysOf, recommendationsOf, chutePackagesOf, fryerCyclesOf]) {
      const first = model(one.context.chain).day(restaurantOf(one), 5);
      model(two.context.chain).day(restaurantOf(two), 9);
      expect(model(two.context.chain).day(restaurantOf(two), 5)).toEqual(first);
      expect(first.length).toBeGreaterThan(20);
    }
  });

  it('createSandbox() derives nothing; a call derives only the days it covers', async () => {
    const { sandbox, token } = await setUp();
    const journeys = panJourneysOf(sandbox.context.chain);
    expect(journeys.generatedDays()).toBe(0);
    await results(sandbox, token, getCooked, {
      startEventTime: START - DAY_MS,
      endEventTime: START,
    });
    expect(journeys.generatedDays()).toBeGreaterThan(0);
    expect(journeys.generatedDays()).toBeLessThanOrEqual(34);
  });
});

describe('visibility', () => {
  it("a manager's all-restaurants answer is their five restaurants only", async () => {
    const admin = await setUp();
    const manager = await setUp('manager@demo.kitchen');
    const theirs = await Promise.all(
      restaurantsOf(admin.sandbox, 1001, 1003, 1006, 1010, 1015).map((restaurantUuid) =>
        results(admin.sandbox, admin.token, getEntreeChutesHolding, {
          ...THREE_DAYS,
          restaurantUuid,
        }),
      ),
    );
    const answer = await results(manager.sandbox, manager.token, getEntreeChutesHolding);
    expect(answer.count).toBe(total(theirs, 'count'));
    expect(answer.count).toBeLessThan(
      (await results(admin.sandbox, admin.token, getEntreeChutesHolding)).count,
    );
  });

  it('a USER sees only their own restaurant', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const [own] = restaurantsOf(sandbox, 1001);
    expect(await results(sandbox, token, getRecommendationsTaskDelay)).toEqual(
      await results(sandbox, token, getRecommendationsTaskDelay, {
        ...THREE_DAYS,
        restaurantUuid: own!,
      }),
    );
  });

  it.each([
    ['crew@demo.kitchen', 1002],
    ['manager@demo.kitchen', 1002],
  ])('%s asking for restaurant %i gets 404, as for an unknown one', async (email, number) => {
    const { sandbox, token } = await setUp(email);
    const [other] = restaurantsOf(sandbox, number);
    for (const name of ['cooked', 'inbound-conveyor/containers', 'performance-ratio']) {
      for (const restaurantUuid of [other!, 'no-such-restaurant']) {
        const answer = await analytic(sandbox, token, name, { ...THREE_DAYS, restaurantUuid });
        expect(answer.status).toBe(404);
        expect(answer.json.message).toBe('Restaurant not found');
      }
    }
  });
});

describe('refusals', () => {
  it.each(NAMES)('%s answers 401 without a token', async (name) => {
    const { sandbox } = await setUp();
    expect((await analytic(sandbox, undefined, name)).status).toBe(401);
  });

  it.each([
    ['a reversed range', 'cooked', { startEventTime: START, endEventTime: START - 1 }, /before/],
    [
      'a product name over 100 characters',
      'containers-distribution',
      { materials: 'N'.repeat(101) },
      /materials/,
    ],
    ['an unknown period', 'recommendations', { period: 'YEAR' }, /period/],
    [
      'a package code over 100 characters',
      'entree-chutes-quantity',
      { packages: 'P'.repeat(101) },
      /packages/,
    ],
    [
      'an unknown ratio',
      'performance-ratio',
      { performanceRatioType: 'A/B' },
      /performanceRatioType/,
    ],
    ['a page of 0', 'inbound-conveyor/containers', { limit: 0 }, /limit/],
    ['a page over 100', 'outbound-conveyor/containers', { limit: 101 }, /limit/],
    ['a negative offset', 'outbound-conveyor/containers', { offset: -1 }, /offset/],
    [
      'an unknown sub-name',
      'inbound-conveyor/pans',
      {},
      /Unknown analytic: inbound-conveyor\/pans/,
    ],
  ])('answers 400 for %s', async (_what, name, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await analytic(sandbox, token, name, query as Query);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});
