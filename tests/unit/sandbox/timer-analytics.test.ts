import { describe, expect, it } from 'vitest';
import { getTotalUsage } from '../../../src/api/analytics/analytics.endpoints';
import { getRecommendationsTaskDelay } from '../../../src/api/analytics/events-analytics.endpoints';
import {
  getRecommendationAnalytic,
  getRecommendationHistory,
} from '../../../src/api/recommendation-history/recommendation-history.endpoints';
import { createSandbox } from '../../../sandbox/app';
import { medianOf } from '../../../sandbox/routes/recommendation-history';
import {
  apiPath,
  call,
  DAY_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  setUp,
  signInAs,
  START,
  type Query,
  WEEK,
} from './sandbox-client';

// Spec 001 §7 GET /recommendationTimerCycleHistory and /analytic; the ranking against the
// chain median reads the analytic's figures, which are the dashboards' own.

const results = resultsWith(WEEK);

describe('spec 001 §7 /recommendationTimerCycleHistory/analytic', () => {
  it("a restaurant's hold compliance, waste share and average task delay are its dashboard's", async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1003);
    const range = {
      startEventTime: WEEK.startTime,
      endEventTime: WEEK.endTime,
      restaurantUuid: uuid!,
    };
    const analytic = await results(sandbox, token, getRecommendationAnalytic, {
      ...WEEK,
      restaurantUuid: uuid!,
    });
    expect(analytic.rows).toHaveLength(1);
    const [row] = analytic.rows;
    const usage = await results(sandbox, token, getTotalUsage, range);
    const delays = await results(sandbox, token, getRecommendationsTaskDelay, range);
    expect(row!.holdCompliance).toBe(usage.holdTimeRatio);
    expect(row!.wasteShare).toBe(usage.wasteShare);
    expect(row!.count).toBe(usage.batches);
    expect(row!.averageTaskDelay).toBe(delays.averageTaskDelay);
    expect(row!.delaysNumber).toBe(delays.delaysNumber);
  });

  it('Global: one row per visible restaurant with pans, and the medians of their figures', async () => {
    const { sandbox, token } = await setUp();
    const analytic = await results(sandbox, token, getRecommendationAnalytic, WEEK);
    expect(analytic.rows.length).toBeGreaterThan(3);
    for (const metric of ['holdCompliance', 'wasteShare', 'averageTaskDelay'] as const) {
      expect(analytic.median[metric]).toBe(medianOf(analytic.rows.map((row) => row[metric])));
    }
  });

  it('the median is the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });

  it('a crew member ranks their own restaurant only; another is 404; a role without TIMER_CYCLE_HISTORY is 403', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const analytic = await results(sandbox, crew.accessToken, getRecommendationAnalytic, WEEK);
    expect(analytic.rows.map((row) => row.restaurantNumber)).toEqual([1001]);
    const [other] = restaurantsOf(sandbox, 1002);
    const answer = await call(
      sandbox,
      'GET',
      apiPath(getRecommendationAnalytic.path, { ...WEEK, restaurantUuid: other! }),
      { token: crew.accessToken },
    );
    expect(answer.status).toBe(404);
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const refused = await call(sandbox, 'GET', apiPath(getRecommendationAnalytic.path, WEEK), {
      token: manager.accessToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'Access denied: TIMER_CYCLE_HISTORY VIEW is not granted to this user',
    );
    // The list is also /pcs/recommendations': PCS VIEW, which the manager has, will do.
    const list = await call(sandbox, 'GET', apiPath(getRecommendationHistory.path, WEEK), {
      token: manager.accessToken,
    });
    expect(list.status).toBe(200);
  });

  it('answers 400 with a message, never 500, for bad filters on both calls', async () => {
    const { sandbox, token } = await setUp();
    const bad: Array<[Query, RegExp]> = [
      // A name too long to be a material's (one the dictionary does not hold matches nothing).
      [{ materials: 'N'.repeat(101) }, /materials/],
      [{ canceled: 'maybe' }, /canceled/],
      [{ catering: 'yes' }, /catering/],
      [{ startTime: 'abc' }, /startTime/],
      [{ startTime: START, endTime: START - 1 }, /before/],
      [{ startTime: START - 400 * DAY_MS, endTime: START }, /366 days/],
    ];
    for (const [query, message] of bad) {
      for (const endpoint of [getRecommendationAnalytic, getRecommendationHistory]) {
        const answer = await call(sandbox, 'GET', apiPath(endpoint.path, { ...WEEK, ...query }), {
          token,
        });
        expect(answer.status, `${JSON.stringify(query)} on ${endpoint.path}`).toBe(400);
        expect(answer.json.message).toMatch(message);
      }
    }
  });
});

describe('spec 001 §7 GET /recommendationTimerCycleHistory', () => {
  it('lists the tasks newest first, cursor paged, narrowed by catering and canceled', async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = { ...WEEK, restaurantUuid: uuid!, limit: 20 };
    const first = await results(sandbox, token, getRecommendationHistory, query);
    expect(first.content).toHaveLength(20);
    const times = first.content.map((row) => row.endTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = await results(sandbox, token, getRecommendationHistory, {
      ...query,
      cursor: first.cursor!,
      cursorDirection: 'NEXT',
    });
    expect(next.content[0]!.endTime).toBeLessThanOrEqual(times.at(-1)!);
    const canceled = await results(sandbox, token, getRecommendationHistory, {
      ...query,
      canceled: 'true',
    });
    expect(canceled.content.length).toBeGreaterThan(0);
    expect(canceled.content.every((row) => row.canceled && row.delayMinutes === 0)).toBe(true);
    const catering = await results(sandbox, token, getRecommendationHistory, {
      ...query,
      catering: 'true',
    });
    expect(catering.content.every((row) => row.catering)).toBe(true);
  });
});
