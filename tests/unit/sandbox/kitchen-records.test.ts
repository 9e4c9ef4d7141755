import { describe, expect, it, vi } from 'vitest';
import { getFryerCycles, getTotalUsage } from '../../../src/api/analytics/analytics.endpoints';
import {
  BASKET_STAGES,
  OPERATION_LIST_KEYS,
  type OperationList,
} from '../../../src/api/timer-history/timer-history.constants';
import { RECORD_ENDPOINTS } from '../../../src/api/timer-history/timer-history.endpoints';
import type { TimerRecord } from '../../../src/api/timer-history/timer-history.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { localDays } from '../../../sandbox/model/daily-events';
import { stationHistoryOf } from '../../../sandbox/model/timer-records';
import {
  allCursorRecords,
  apiPath,
  call,
  DAY_MS,
  manualClock,
  restaurantsOf,
  resultsWith,
  send,
  setUp,
  signInAs,
  START,
  type Query,
  WEEK,
  timerListQuery,
} from './sandbox-client';

// /entry-chutes and /basket-events, the record engine's lists of the EVENTS module
// (docs/decisions/kitchen-records.md "Entry chutes, basket events and timer analytics").

const results = resultsWith(WEEK);

const endpointsOf = (list: OperationList) => RECORD_ENDPOINTS[list];

/** Every record of a list for `query`. */
const allRecords = (sandbox: Sandbox, token: string, list: OperationList, query: Query) =>
  allCursorRecords(sandbox, token, endpointsOf(list).list, timerListQuery(query));

/** Restaurant 1001's local day before the clock's: a whole kitchen day, every step inside it. */
function yesterdayOf1001(sandbox: Sandbox) {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const day = localDays(restaurant.timezone, START, 2)[1]!;
  return { restaurant, day };
}

describe('entry chutes and basket events agree with the dashboards', () => {
  it("a day's entry-chute batches are the chicken dashboard's batches and pieces, each ending as its breading starts", async () => {
    const { sandbox, token } = await setUp();
    const { restaurant, day } = yesterdayOf1001(sandbox);
    const range = { restaurantUuid: restaurant.uuid, startTime: day.start, endTime: day.end };
    const usage = await results(sandbox, token, getTotalUsage, {
      restaurantUuid: restaurant.uuid,
      startEventTime: day.start,
      endEventTime: day.end,
    });
    const chutes = await allRecords(sandbox, token, 'entry-chutes', range);
    expect(chutes).toHaveLength(usage.batches!);
    expect(chutes.reduce((sum, row) => sum + row.pieces!, 0)).toBe(usage.cookedCount);
    const breading = stationHistoryOf(sandbox.context.chain, 'breading').between(
      [restaurant],
      day.start - DAY_MS,
      day.end,
    );
    const breadingStarts = new Set(breading.map((record) => record.startTime));
    for (const chute of chutes) expect(breadingStarts.has(chute.endTime!)).toBe(true);
    expect(new Set(chutes.map((row) => row.batchNumber)).size).toBe(chutes.length);
  });

  it("a day's basket frying steps are its fryer cycles, one for one, with the fryer history's times", async () => {
    const { sandbox, token } = await setUp();
    const { restaurant, day } = yesterdayOf1001(sandbox);
    const range = { restaurantUuid: restaurant.uuid, startTime: day.start, endTime: day.end };
    const fryerCycles = await results(sandbox, token, getFryerCycles, {
      restaurantUuid: restaurant.uuid,
      startEventTime: day.start,
      endEventTime: day.end,
    });
    const frying = await allRecords(sandbox, token, 'basket-events', {
      ...range,
      stages: 'BASKET_FRYING',
    });
    expect(frying).toHaveLength(fryerCycles.count);
    const fryer = stationHistoryOf(sandbox.context.chain, 'fryer').between(
      [restaurant],
      day.start,
      day.end,
    );
    expect(frying.map((row) => [row.startTime, row.endTime]).sort()).toEqual(
      fryer.map((row) => [row.startTime, row.endTime]).sort(),
    );
    // Every basket trip has its four steps, in order, each starting as the one before ended.
    const all = await allRecords(sandbox, token, 'basket-events', range);
    expect(all.length).toBe(4 * frying.length);
    const byBatch = new Map<number, TimerRecord[]>();
    for (const row of all)
      byBatch.set(row.batchNumber!, [...(byBatch.get(row.batchNumber!) ?? []), row]);
    for (const steps of byBatch.values()) {
      const ordered = steps.sort((a, b) => a.startTime - b.startTime);
      expect(ordered.map((row) => row.stage)).toEqual([...BASKET_STAGES]);
      for (let i = 1; i < ordered.length; i += 1)
        expect(ordered[i]!.startTime).toBe(ordered[i - 1]!.endTime);
    }
  });
});

describe.each(OPERATION_LIST_KEYS)('%s: scope, access, delete, bad input', (list) => {
  it('a crew member sees their restaurant only; another restaurant is 404', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const [own] = restaurantsOf(sandbox, 1001);
    const page = await results(sandbox, crew.accessToken, endpointsOf(list).list, {
      ...WEEK,
      limit: 50,
    });
    expect(page.content.length).toBeGreaterThan(0);
    expect(new Set(page.content.map((row) => row.restaurantUuid))).toEqual(new Set([own]));
    const [other] = restaurantsOf(sandbox, 1002);
    const answer = await call(
      sandbox,
      'GET',
      apiPath(endpointsOf(list).list.path, { ...WEEK, restaurantUuid: other! }),
      { token: crew.accessToken },
    );
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('Restaurant not found');
  });

  it('is the EVENTS module: a manager without TIMER_CYCLE_HISTORY lists it; deleting needs EVENTS DELETE (403 with a message)', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const [record] = (await results(sandbox, manager.accessToken, endpointsOf(list).list, WEEK))
      .content;
    expect(record).toBeDefined();
    const refused = await call(
      sandbox,
      'DELETE',
      `/api/v1${endpointsOf(list).list.path}/${record!.uuid}`,
      {
        token: manager.accessToken,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Access denied: EVENTS DELETE is not granted to this user');
  });

  it('a deleted record leaves the list, the total and the export', async () => {
    vi.stubEnv('SANDBOX_DOWNLOAD_KIBPS', '0');
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - DAY_MS, endTime: START, restaurantUuid: uuid! };
    const before = await results(sandbox, token, endpointsOf(list).total, query);
    const [victim] = (await results(sandbox, token, endpointsOf(list).list, timerListQuery(query)))
      .content;
    const removed = await call(
      sandbox,
      'DELETE',
      `/api/v1${endpointsOf(list).list.path}/${victim!.uuid}`,
      { token },
    );
    expect(removed.status).toBe(200);
    const after = await results(sandbox, token, endpointsOf(list).total, query);
    expect(after.count).toBe(before.count - 1);
    const rows = await allRecords(sandbox, token, list, query);
    expect(rows.map((row) => row.uuid)).not.toContain(victim!.uuid);
    const file = await send(sandbox, 'GET', apiPath(endpointsOf(list).xls.path, query), { token });
    expect(file.status).toBe(200);
    expect(await file.text()).not.toContain(victim!.uuid);
    vi.unstubAllEnvs();
  });

  it('answers 400 with a message, never 500, for bad filters', async () => {
    const { sandbox, token } = await setUp();
    const bad: Array<[Query, RegExp]> = [
      // A potato material on a chicken list; a name too long to be a material's.
      [{ materials: 'FRIES' }, /materials/],
      [{ materials: 'N'.repeat(101) }, /materials/],
      [{ vendors: 'Pitco' }, /vendors/],
      [{ stages: list === 'basket-events' ? 'BOILING' : 'BASKET_FRYING' }, /stages/],
      [{ startTime: 'abc' }, /startEventTime|startTime/],
      [{ startTime: START, endTime: START - 1 }, /before/],
    ];
    for (const [query, message] of bad) {
      for (const endpoint of [endpointsOf(list).list, endpointsOf(list).total]) {
        // The list's range by spec 001 §3 line 93's names, the total's by line 221's.
        const asked = { ...WEEK, ...query };
        const path = apiPath(
          endpoint.path,
          endpoint === endpointsOf(list).list ? timerListQuery(asked) : asked,
        );
        const answer = await call(sandbox, 'GET', path, { token });
        expect(answer.status, JSON.stringify(query)).toBe(400);
        expect(answer.json.message).toMatch(message);
      }
    }
  });
});

describe('spec 001 §7 …/xls on the new lists: "zip saved unless code 202"', () => {
  it('a week of every restaurant’s basket events (over 50,000 rows) answers 202 and no file', async () => {
    vi.stubEnv('SANDBOX_DOWNLOAD_KIBPS', '0');
    const { sandbox, token } = await setUp();
    const total = await results(sandbox, token, RECORD_ENDPOINTS['basket-events'].total, WEEK);
    expect(total.count).toBeGreaterThan(50_000);
    const response = await send(
      sandbox,
      'GET',
      apiPath(RECORD_ENDPOINTS['basket-events'].xls.path, WEEK),
      { token },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ success: true, code: 202, results: null });
    vi.unstubAllEnvs();
  });
});
