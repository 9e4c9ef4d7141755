import { describe, expect, it } from 'vitest';
import { getWaste } from '../../../src/api/analytics/analytics.endpoints';
import {
  getCateringCooked,
  getCateringRecommendations,
  getCooked,
  getEntreeChutesHolding,
  getOutboundConveyor,
  getRecommendations,
  getRecommendationsTaskDelay,
} from '../../../src/api/analytics/events-analytics.endpoints';
import {
  getEventAnalytic,
  getEventAnalyticMaterials,
} from '../../../src/api/event-analytic/event-analytic.endpoints';
import type { EventAnalytic } from '../../../src/api/event-analytic/event-analytic.schema';
import {
  apiPath,
  call,
  DAY_MS,
  HOUR_MS,
  localTime,
  restaurantsOf,
  resultsWith,
  setUp,
  START,
  type Query,
  THREE_DAYS,
} from './sandbox-client';

// Spec 001 §7 "Activity and support": GET /eventAnalytic and /eventAnalytic/materials, whose
// parameters and answers are ours (docs/decisions/dashboards-and-analytics.md "Event analytic").

const results = resultsWith(THREE_DAYS);

const countOf = (analytic: EventAnalytic, name: EventAnalytic['rows'][number]['eventName']) =>
  analytic.rows.find((row) => row.eventName === name)!.count;

describe('spec 001 §7 GET /eventAnalytic: each kind of event is counted as its events analytics card counts it', () => {
  it.each([
    ['every restaurant, three days', 'admin@demo.kitchen', {}, false],
    ['one restaurant, two products', 'admin@demo.kitchen', { materials: 'Nuggets,Strips' }, false],
    ['catering orders', 'admin@demo.kitchen', {}, true],
    [
      "a manager's restaurants, a day cut mid-shift",
      'manager@demo.kitchen',
      { startEventTime: START - 27 * HOUR_MS - 1_234, endEventTime: START - 2 * HOUR_MS },
      false,
    ],
  ] as const)('%s', async (name, email, extra, catering) => {
    const { sandbox, token } = await setUp(email);
    const scope: Query = {
      ...THREE_DAYS,
      ...extra,
      ...(name.startsWith('one restaurant')
        ? { restaurantUuid: restaurantsOf(sandbox, 1004)[0]! }
        : {}),
    };
    const analytic = await results(sandbox, token, getEventAnalytic, {
      ...scope,
      ...(catering ? { catering: 'true' } : {}),
    });
    expect(analytic.total).toBeGreaterThan(0);
    expect(analytic.total).toBe(analytic.rows.reduce((sum, row) => sum + row.count, 0));
    const asked = await results(
      sandbox,
      token,
      catering ? getCateringRecommendations : getRecommendations,
      scope,
    );
    const cooked = await results(sandbox, token, catering ? getCateringCooked : getCooked, scope);
    const delays = await results(sandbox, token, getRecommendationsTaskDelay, scope);
    const waste = await results(sandbox, token, getWaste, scope);
    const outbound = await results(sandbox, token, getOutboundConveyor, scope);
    const chutes = await results(sandbox, token, getEntreeChutesHolding, scope);
    expect(countOf(analytic, 'TASK_ASKED')).toBe(asked.batches);
    expect(countOf(analytic, 'TASK_LATE')).toBe(delays.delaysNumber);
    expect(countOf(analytic, 'PAN_COOKED')).toBe(cooked.batches);
    expect(countOf(analytic, 'PAN_OUTBOUND')).toBe(outbound.count);
    expect(countOf(analytic, 'PACKAGE_PLACED')).toBe(chutes.count);
    // A wasted pan is a cooked one with pieces left; none when nothing was wasted.
    const wasted = countOf(analytic, 'PAN_WASTED');
    expect(wasted > 0).toBe(waste.wasteCount! > 0);
    if (!catering) expect(wasted).toBeLessThanOrEqual(cooked.batches!);
  });
});

describe('spec 001 §7 GET /eventAnalytic/materials: the products with events, and how many', () => {
  it("lists each product with events once, its count that product's /eventAnalytic total; the counts sum to the total", async () => {
    const { sandbox, token } = await setUp();
    const materials = await results(sandbox, token, getEventAnalyticMaterials, THREE_DAYS);
    const overall = await results(sandbox, token, getEventAnalytic, THREE_DAYS);
    expect(materials.length).toBeGreaterThan(3);
    expect(materials.reduce((sum, row) => sum + row.count, 0)).toBe(overall.total);
    for (const { material, count } of materials) {
      expect(count).toBeGreaterThan(0);
      const own = await results(sandbox, token, getEventAnalytic, {
        ...THREE_DAYS,
        materials: material,
      });
      expect(own.total, material).toBe(count);
    }
  });

  it('leaves out the products with no event: at breakfast only the breakfast menu, at night none', async () => {
    const { sandbox, token } = await setUp();
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
    // The hours of the last day that start 07:00 and 03:00 on the kitchen's clock.
    const hourAt = (clock: string) => {
      let time = START - DAY_MS;
      while (localTime(restaurant.timezone, time) !== clock) time += 15 * 60_000;
      return {
        startEventTime: time,
        endEventTime: time + HOUR_MS,
        restaurantUuid: restaurant.uuid,
      };
    };
    const breakfast = await results(sandbox, token, getEventAnalyticMaterials, hourAt('07:00'));
    expect(breakfast.length).toBeGreaterThan(0);
    expect(breakfast.map((row) => row.material)).not.toContain('CFA Filets');
    expect(breakfast.map((row) => row.material)).not.toContain('Spicy Strips');
    const night = hourAt('03:00');
    expect(await results(sandbox, token, getEventAnalyticMaterials, night)).toEqual([]);
    expect((await results(sandbox, token, getEventAnalytic, night)).total).toBe(0);
  });
});

describe('spec 001 §7 /eventAnalytic: scope and access as the /analytic calls', () => {
  it("a crew member's answer is their restaurant's; another restaurant is 404 on both, revealing neither", async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const [own, other] = [restaurantsOf(sandbox, 1001)[0]!, restaurantsOf(sandbox, 1002)[0]!];
    for (const endpoint of [getEventAnalytic, getEventAnalyticMaterials]) {
      expect(await results(sandbox, token, endpoint, THREE_DAYS)).toEqual(
        await results(sandbox, token, endpoint, { ...THREE_DAYS, restaurantUuid: own }),
      );
      const answer = await call(
        sandbox,
        'GET',
        apiPath(endpoint.path, { ...THREE_DAYS, restaurantUuid: other }),
        { token },
      );
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Restaurant not found');
    }
  });

  it('a role without EVENTS (a support engineer) gets 403 naming it', async () => {
    const { sandbox } = await setUp();
    const { chain } = sandbox.context;
    const role = chain.roles.find((candidate) => candidate.name === 'Support Engineer')!;
    const engineer = chain.users.find((user) => user.roleUuid === role.uuid)!;
    const { token } = await setUp(engineer.email, sandbox);
    for (const endpoint of [getEventAnalytic, getEventAnalyticMaterials]) {
      const answer = await call(sandbox, 'GET', apiPath(endpoint.path, THREE_DAYS), { token });
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Access denied: EVENTS VIEW is not granted to this user');
    }
  });

  it('answers 400 with a message, never 500, for bad filters', async () => {
    const { sandbox, token } = await setUp();
    const bad: Array<[Query, RegExp]> = [
      [{ catering: 'yes' }, /catering/],
      [{ startEventTime: 'abc' }, /startEventTime/],
      [{ startEventTime: START, endEventTime: START - 1 }, /before/],
      [{ startEventTime: START - 400 * DAY_MS, endEventTime: START }, /366 days/],
    ];
    for (const [query, message] of bad) {
      for (const endpoint of [getEventAnalytic, getEventAnalyticMaterials]) {
        const answer = await call(
          sandbox,
          'GET',
          apiPath(endpoint.path, { ...THREE_DAYS, ...query }),
          {
            token,
          },
        );
        expect(answer.status, `${JSON.stringify(query)} on ${endpoint.path}`).toBe(400);
        expect(answer.json.message).toMatch(message);
      }
    }
  });
});
