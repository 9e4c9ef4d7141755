import { describe, expect, it } from 'vitest';
import { getRecommendations } from '../../../src/api/analytics/events-analytics.endpoints';
import {
  deleteRecommendation,
  getRecommendationAnalytic,
  getRecommendationHistory,
  getRecommendationTotal,
} from '../../../src/api/recommendation-history/recommendation-history.endpoints';
import { buildPath } from '../../../src/lib/endpoint';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import {
  allCursorRecords,
  apiPath,
  call,
  DAY_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  signInAs,
  START,
  withoutRole,
  type Query,
  WEEK,
} from './sandbox-client';

// Spec 001 §7 "Timer and cycle histories": the recommendation history's /total ("Each has
// /total … The result is a total") and DELETE /{station}TimerCycleHistory/{id} ("for each").

const results = resultsWith(WEEK);

const remove = (sandbox: Sandbox, token: string, id: string) =>
  call(sandbox, 'DELETE', apiPath(buildPath(deleteRecommendation.path, { id })), { token });

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('spec 001 §7 GET /recommendationTimerCycleHistory/total', () => {
  it.each([
    ['one restaurant, cooked tasks (the page’s default)', { canceled: 'false' }],
    ['never cooked only', { canceled: 'true' }],
    ['catering, two products', { catering: 'true', materials: 'Nuggets,CFA Filets' }],
    ['every task', {}],
  ] as const)('is the total of the rows the list pages through: %s', async (_name, filters) => {
    const { sandbox, token } = await setUp();
    const query: Query = { ...WEEK, restaurantUuid: restaurantsOf(sandbox, 1001)[0]!, ...filters };
    const rows = await allCursorRecords(sandbox, token, getRecommendationHistory, query);
    const total = await results(sandbox, token, getRecommendationTotal, query);
    expect(rows.length).toBeGreaterThan(0);
    expect(total.count).toBe(rows.length);
    expect(total.pieces).toBe(rows.reduce((sum, row) => sum + row.pieces, 0));
    expect(total.grams).toBe(rows.reduce((sum, row) => sum + row.grams, 0));
    expect(total.neverCooked).toBe(rows.filter((row) => row.canceled).length);
    // Spec 001 §9 High, Low and Average of the task delays, over the tasks started late.
    const late = rows.map((row) => row.delayMinutes).filter((delay) => delay > 0);
    expect(total.delaysNumber).toBe(late.length);
    if (late.length === 0) {
      expect(total.highTaskDelay).toBeNull();
      expect(total.averageTaskDelay).toBeNull();
    } else {
      expect(total.highTaskDelay).toBe(Math.max(...late));
      expect(total.lowTaskDelay).toBe(Math.min(...late));
      expect(total.averageTaskDelay).toBe(
        round2(late.reduce((sum, delay) => sum + delay, 0) / late.length),
      );
    }
  });

  it("agrees with the analytic's tasks and average delay for each restaurant, in Global mode", async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    // The analytic needs TIMER_CYCLE_HISTORY, which the manager's role lacks: scope alone here.
    withoutRole(sandbox, 'manager@demo.kitchen');
    const analytic = await results(sandbox, token, getRecommendationAnalytic, WEEK);
    const total = await results(sandbox, token, getRecommendationTotal, WEEK);
    expect(total.count).toBe(analytic.rows.reduce((sum, row) => sum + row.tasks, 0));
    for (const row of analytic.rows) {
      const own = await results(sandbox, token, getRecommendationTotal, {
        ...WEEK,
        restaurantUuid: row.restaurantUuid,
      });
      expect(own.count).toBe(row.tasks);
      expect(own.delaysNumber).toBe(row.delaysNumber);
      expect(own.averageTaskDelay).toBe(row.averageTaskDelay);
    }
  });

  it('scope: a crew member’s total is their restaurant’s; another restaurant is 404, as the list', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const [own, other] = [restaurantsOf(sandbox, 1001)[0]!, restaurantsOf(sandbox, 1002)[0]!];
    const mine = await results(sandbox, crew.accessToken, getRecommendationTotal, WEEK);
    const asked = await results(sandbox, crew.accessToken, getRecommendationTotal, {
      ...WEEK,
      restaurantUuid: own,
    });
    expect(mine).toEqual(asked);
    for (const endpoint of [getRecommendationTotal, getRecommendationHistory]) {
      const answer = await call(
        sandbox,
        'GET',
        apiPath(endpoint.path, { ...WEEK, restaurantUuid: other }),
        { token: crew.accessToken },
      );
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Restaurant not found');
    }
  });

  it('a material no task carries (unknown, or new in the dictionary) matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(
      sandbox,
      'GET',
      apiPath(getRecommendationTotal.path, { ...WEEK, materials: 'Tacos' }),
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.results).toMatchObject({ count: 0 });
  });

  it('answers 400 with a message, never 500, for bad filters', async () => {
    const { sandbox, token } = await setUp();
    const bad: Array<[Query, RegExp]> = [
      // A name too long to be a material's (one the dictionary does not hold matches nothing).
      [{ materials: 'N'.repeat(101) }, /materials/],
      [{ canceled: 'maybe' }, /canceled/],
      [{ startTime: START, endTime: START - 1 }, /before/],
      [{ startTime: START - 400 * DAY_MS, endTime: START }, /366 days/],
    ];
    for (const [query, message] of bad) {
      const answer = await call(
        sandbox,
        'GET',
        apiPath(getRecommendationTotal.path, { ...WEEK, ...query }),
        { token },
      );
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });
});

describe('spec 001 §7 DELETE /recommendationTimerCycleHistory/{id}', () => {
  it('removes the task from the list, its total, the analytic and the events analytics alike, until a reset', async () => {
    const { sandbox, token } = await setUp();
    const restaurantUuid = restaurantsOf(sandbox, 1003)[0]!;
    const query = { ...WEEK, restaurantUuid };
    const range = { startEventTime: WEEK.startTime, endEventTime: WEEK.endTime, restaurantUuid };
    const before = {
      total: await results(sandbox, token, getRecommendationTotal, query),
      analytic: await results(sandbox, token, getRecommendationAnalytic, query),
      recommended: await results(sandbox, token, getRecommendations, range),
    };
    // A cooked task started late: it leaves the delay figures too.
    const rows = await allCursorRecords(sandbox, token, getRecommendationHistory, query);
    const victim = rows.find((row) => !row.canceled && row.delayMinutes > 0)!;

    const answer = await remove(sandbox, token, victim.uuid);
    expect(answer.status, answer.json.message).toBe(200);

    const after = await allCursorRecords(sandbox, token, getRecommendationHistory, query);
    expect(after.map((row) => row.uuid)).not.toContain(victim.uuid);
    expect(after).toHaveLength(rows.length - 1);
    const total = await results(sandbox, token, getRecommendationTotal, query);
    expect(total.count).toBe(before.total.count - 1);
    expect(total.pieces).toBe(before.total.pieces! - victim.pieces);
    expect(total.delaysNumber).toBe(before.total.delaysNumber - 1);
    const [row] = (await results(sandbox, token, getRecommendationAnalytic, query)).rows;
    expect(row!.tasks).toBe(before.analytic.rows[0]!.tasks - 1);
    expect(row!.delaysNumber).toBe(total.delaysNumber);
    expect(row!.averageTaskDelay).toBe(total.averageTaskDelay);
    const recommended = await results(sandbox, token, getRecommendations, range);
    expect(recommended.batches).toBe(before.recommended.batches! - 1);

    // Gone: a second delete finds nothing.
    expect((await remove(sandbox, token, victim.uuid)).status).toBe(404);

    sandbox.reset();
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const reset = await results(sandbox, admin.accessToken, getRecommendationTotal, query);
    expect(reset.count).toBe(before.total.count);
  });

  it('answers 404 for an unknown or malformed id, or a task of a restaurant the user may not see', async () => {
    const { sandbox, token } = await setUp();
    const query = { ...WEEK, restaurantUuid: restaurantsOf(sandbox, 1002)[0]!, limit: 1 };
    const [task] = (await results(sandbox, token, getRecommendationHistory, query)).content;
    // Well formed, but no task of restaurant 1002 came up at that time.
    const unknown = task!.uuid.replace(/^(\d+)-(\d+)/, (_all, number) => `${number}-1`);
    for (const id of [
      'no-such-task',
      unknown,
      `9999-${task!.uuid.split('-').slice(1).join('-')}`,
    ]) {
      const answer = await remove(sandbox, token, id);
      expect(answer.status, id).toBe(404);
      expect(answer.json.message).toBe('Recommendation not found');
    }
    // The manager, without a role, is restricted by restaurant only: 1002 is not theirs.
    withoutRole(sandbox, 'manager@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const refused = await remove(sandbox, manager.accessToken, task!.uuid);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('Recommendation not found');
    expect((await remove(sandbox, token, task!.uuid)).status).toBe(200);
  });

  it('needs TIMER_CYCLE_HISTORY or PCS DELETE: the manager (PCS VIEW, EDIT) and the crew get 403 with the reason; nothing is removed', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const query = { ...WEEK, restaurantUuid: restaurantsOf(sandbox, 1001)[0]!, limit: 1 };
    const [task] = (await results(sandbox, admin.accessToken, getRecommendationHistory, query))
      .content;
    const count = (await results(sandbox, admin.accessToken, getRecommendationTotal, query)).count;
    for (const email of ['manager@demo.kitchen', 'crew@demo.kitchen']) {
      const { accessToken } = await signInAs(sandbox, email);
      const refused = await remove(sandbox, accessToken, task!.uuid);
      expect(refused.status, email).toBe(403);
      expect(refused.json.message).toBe(
        'Access denied: TIMER_CYCLE_HISTORY DELETE or PCS DELETE is not granted to this user',
      );
    }
    expect((await results(sandbox, admin.accessToken, getRecommendationTotal, query)).count).toBe(
      count,
    );
  });
});
