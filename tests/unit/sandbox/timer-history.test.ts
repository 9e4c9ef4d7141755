import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getFryerCycles, getTotalUsage } from '../../../src/api/analytics/analytics.endpoints';
import {
  getCateringCooked,
  getEntreeChutesHolding,
} from '../../../src/api/analytics/events-analytics.endpoints';
import {
  getPotatoBatchesStatistic,
  getPotatoPackagedStatistic,
} from '../../../src/api/potato/potato.endpoints';
import { TIMER_STATION_KEYS, type TimerStation } from '../../../src/lib/timer-stations';
import { TIMER_ENDPOINTS } from '../../../src/api/timer-history/timer-history.endpoints';
import type { TimerRecord } from '../../../src/api/timer-history/timer-history.schema';
import { fileNameFromContentDisposition } from '../../../src/lib/save-download';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { localDays } from '../../../sandbox/model/daily-events';
import { addWings, addWings6 } from '../../helpers/dictionary-entries';
import { fryerCyclesOf } from '../../../sandbox/model/fryer-cycles';
import { potatoEventsOf } from '../../../sandbox/model/potato-events';
import { stationHistoryOf } from '../../../sandbox/model/timer-records';
import { STATION_FIELDS, type StationField } from '../../../sandbox/routes/timer-history';
import type { AnyEndpoint } from '../../../src/lib/endpoint';
import {
  allCursorRecords,
  expectBadQueries,
  type BadQuery,
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
  withoutRole,
  timerListQuery,
  type Query,
  WEEK,
} from './sandbox-client';

const resultsOfQuery = resultsWith(WEEK);

const LIST_PATHS: ReadonlySet<string> = new Set(
  Object.values(TIMER_ENDPOINTS).map((endpoints) => endpoints.list.path),
);

/** A call's results; a list's query with the list's range names. */
async function results<E extends AnyEndpoint>(
  sandbox: Sandbox,
  token: string,
  endpoint: E,
  query: Query = WEEK,
) {
  return resultsOfQuery(
    sandbox,
    token,
    endpoint,
    LIST_PATHS.has(endpoint.path) ? timerListQuery(query) : query,
  );
}

const pathOf = (station: TimerStation) => TIMER_ENDPOINTS[station].list.path;

/** Every record of a station's list for `query`. */
const allRecords = (
  sandbox: Sandbox,
  token: string,
  station: TimerStation,
  query: Query = WEEK,
  limit = 200,
) => allCursorRecords(sandbox, token, TIMER_ENDPOINTS[station].list, timerListQuery(query), limit);

const totalOf = (sandbox: Sandbox, token: string, station: TimerStation, query: Query = WEEK) =>
  results(sandbox, token, TIMER_ENDPOINTS[station].total, query);

function xls(sandbox: Sandbox, token: string | undefined, station: TimerStation, query: Query) {
  return send(sandbox, 'GET', apiPath(`${pathOf(station)}/xls`, query), { token });
}

function remove(sandbox: Sandbox, token: string, station: TimerStation, uuid: string) {
  return call(sandbox, 'DELETE', `/api/v1${pathOf(station)}/${uuid}`, { token });
}

/** Restaurant 1001's local day before the clock's: a whole kitchen day, every step inside it. */
function yesterdayOf1001(sandbox: Sandbox) {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const day = localDays(restaurant.timezone, START, 2)[1]!;
  return { restaurant, day };
}

const STATION_FIELD_NAMES: readonly StationField[] = [
  'targetSeconds',
  'pieces',
  'grams',
  'wasteGrams',
  'vendor',
  'isCorrect',
  'packageType',
  'containerName',
  'direction',
  'chute',
];

describe('spec 001 §7 timer and cycle histories: the records, derived from the kitchen models', () => {
  const sandbox = createSandbox({ now: manualClock(START).now });
  const { chain } = sandbox.context;
  const restaurant = chain.restaurants[0]!;

  it.each(TIMER_STATION_KEYS)(
    '%s: whole-second times, duration = (end - start) / 1000, its own fields only, UUIDv7 ids',
    (station) => {
      const records = stationHistoryOf(chain, station).model.day(restaurant, 1);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        expect(record.startTime % 1000).toBe(0);
        if (record.endTime === null) expect(record.duration).toBeNull();
        else expect(record.duration).toBe((record.endTime - record.startTime) / 1000);
        const present = STATION_FIELD_NAMES.filter((field) => record[field] !== undefined);
        expect(new Set(present)).toEqual(new Set(STATION_FIELDS[station]));
        expect(record.uuid).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        expect(Number.parseInt(record.uuid.replace(/-/g, '').slice(0, 12), 16)).toBe(
          record.startTime,
        );
      }
      expect(new Set(records.map((record) => record.uuid)).size).toBe(records.length);
    },
  );

  it('breading ends as the basket joins the pre-fry queue, which ends at the fryer drop', () => {
    const [breading, queue, fryer] = (['breading', 'prq', 'fryer'] as const).map((station) =>
      stationHistoryOf(chain, station).model.day(restaurant, 2),
    );
    const fryers = fryerCyclesOf(chain).day(restaurant, 2);
    expect(fryer).toHaveLength(fryers.length);
    fryer!.forEach((cycle, index) => {
      const source = fryers[index]!;
      expect(cycle.endTime).toBe(Math.round(source.cycle.cookedAt / 1000) * 1000);
      expect(queue![index]!.endTime).toBe(cycle.startTime);
      expect(breading![index]!.endTime).toBe(queue![index]!.startTime);
      expect(breading![index]!.duration).toBeGreaterThanOrEqual(90);
      expect(breading![index]!.duration).toBeLessThanOrEqual(240);
      expect(queue![index]!.duration).toBeGreaterThanOrEqual(20);
      expect(queue![index]!.duration).toBeLessThanOrEqual(300);
      expect(cycle.targetSeconds).toBe(source.cycle.cookMinutes * 60);
      if (cycle.isCorrect) {
        expect(cycle.duration).toBe(cycle.targetSeconds);
      } else {
        const off = Math.abs(cycle.duration! / cycle.targetSeconds! - 1);
        expect(off).toBeGreaterThanOrEqual(0.149);
        expect(off).toBeLessThanOrEqual(0.401);
      }
    });
  });

  it('about 1 % of hot-holding pans are timer errors (no end, no duration), the same every time', () => {
    const history = stationHistoryOf(chain, 'hot-holding');
    const records = history.between([restaurant], START - 90 * DAY_MS, START);
    const errors = records.filter((record) => record.endTime === null);
    expect(errors.length / records.length).toBeGreaterThan(0.004);
    expect(errors.length / records.length).toBeLessThan(0.02);
    const again = createSandbox({ now: manualClock(START).now }).context.chain;
    const repeated = stationHistoryOf(again, 'hot-holding').between(
      [again.restaurants[0]!],
      START - 90 * DAY_MS,
      START,
    );
    expect(repeated.filter((record) => record.endTime === null).map((r) => r.uuid)).toEqual(
      errors.map((record) => record.uuid),
    );
  });

  it('a dump pan runs from the dump to the chute cleared, as long as its longest-held item', () => {
    const batches = potatoEventsOf(chain).day(restaurant, 1);
    const records = stationHistoryOf(chain, 'dump-pan').model.day(restaurant, 1);
    expect(records).toHaveLength(batches.length);
    records.forEach((record, index) => {
      const batch = batches[index]!;
      const longest = Math.max(...batch.items.map((item) => item.holdMinutes));
      expect(record.startTime).toBe(Math.round(batch.cookedAt / 1000) * 1000);
      expect(record.endTime).toBe(Math.round((batch.cookedAt + longest * 60_000) / 1000) * 1000);
      expect(record).toMatchObject({
        material: batch.product,
        chute: batch.chute,
        grams: batch.grams,
      });
    });
  });

  it('creates nothing up front; a call makes only the restaurant-days it covers', async () => {
    const { sandbox: fresh, token } = await setUp();
    const { model } = stationHistoryOf(fresh.context.chain, 'entree-chutes');
    expect(model.generatedDays()).toBe(0);
    await totalOf(fresh, token, 'entree-chutes', { startTime: START - DAY_MS, endTime: START });
    expect(model.generatedDays()).toBeGreaterThan(0);
    expect(model.generatedDays()).toBeLessThanOrEqual(34);
  });

  it('restaurant 1001 has over 10,000 entree-chute records in its 90 days (the scroll benchmark)', () => {
    const records = stationHistoryOf(chain, 'entree-chutes').between(
      chain.restaurants.filter((r) => r.number === 1001),
      START - 91 * DAY_MS,
      START,
    );
    expect(records.length).toBeGreaterThan(10_000);
  });
});

describe('spec 001 §7: the histories agree with the dashboards for the same restaurant-day', () => {
  let sandbox: Sandbox;
  let token: string;
  let dayQuery: Query;
  let analyticQuery: Query;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
    const { restaurant, day } = yesterdayOf1001(sandbox);
    dayQuery = { startTime: day.start, endTime: day.end, restaurantUuid: restaurant.uuid };
    analyticQuery = {
      startEventTime: day.start,
      endEventTime: day.end,
      restaurantUuid: restaurant.uuid,
      period: 'DAY',
    };
  });

  it('hot-holding plus scheduled-production records are the pans total-usage counts', async () => {
    const usage = await results(sandbox, token, getTotalUsage, analyticQuery);
    const catering = await results(sandbox, token, getCateringCooked, analyticQuery);
    const holding = await totalOf(sandbox, token, 'hot-holding', dayQuery);
    const scheduled = await totalOf(sandbox, token, 'scheduled-production', dayQuery);
    expect(usage.batches).toBeGreaterThan(50);
    expect(holding.count + scheduled.count).toBe(usage.batches);
    expect(scheduled.count).toBe(catering.batches);
  });

  it('breading, pre-fry queue and fryer each have one record per pan; the conveyor two', async () => {
    const usage = await results(sandbox, token, getTotalUsage, analyticQuery);
    for (const station of ['breading', 'prq', 'fryer'] as const)
      expect((await totalOf(sandbox, token, station, dayQuery)).count).toBe(usage.batches);
    expect((await totalOf(sandbox, token, 'conveyor', dayQuery)).count).toBe(2 * usage.batches!);
  });

  it('the fryer history counts what /analytic/fryer-cycles counts, per vendor and result', async () => {
    for (const filters of [
      {} as Query,
      { vendors: 'Pitco' },
      { isCorrect: 'false' },
      { vendors: 'Frymaster,Henny Penny', isCorrect: 'true' },
    ]) {
      const analytic = await results(sandbox, token, getFryerCycles, {
        ...analyticQuery,
        ...filters,
      });
      const history = await totalOf(sandbox, token, 'fryer', { ...dayQuery, ...filters });
      expect(history.count, JSON.stringify(filters)).toBe(analytic.count);
    }
  });

  it('the entree-chutes history counts the packages the entree-chute analytics count', async () => {
    for (const [history, analytic] of [
      [{}, {}],
      [{ packages: 'NUGGETS_8,STRIPS_3' }, { packages: 'NUGGETS_8,STRIPS_3' }],
      [{ materials: 'CFA Filets' }, { materials: 'CFA Filets' }],
    ] as const) {
      const holding = await results(sandbox, token, getEntreeChutesHolding, {
        ...analyticQuery,
        ...analytic,
      });
      const total = await totalOf(sandbox, token, 'entree-chutes', { ...dayQuery, ...history });
      expect(total.count).toBeGreaterThan(0);
      expect(total.count).toBe(holding.count);
    }
  });

  it('dump-pan and fry-chute records are the batches and items the potato dashboard counts', async () => {
    const potatoQuery = { ...analyticQuery, chutes: '1,2,3,4' };
    const batches = await results(sandbox, token, getPotatoBatchesStatistic, potatoQuery);
    const items = await results(sandbox, token, getPotatoPackagedStatistic, potatoQuery);
    expect((await totalOf(sandbox, token, 'dump-pan', dayQuery)).count).toBe(batches.count);
    expect((await totalOf(sandbox, token, 'fry-chutes', dayQuery)).count).toBe(items.count);
  });
});

describe('spec 001 §4 Paging: cursor pages (FIRST, then NEXT after the cursor)', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
  });
  const DAY = { startTime: START - DAY_MS, endTime: START };

  it.each([
    ['startTime', 'DESC'],
    ['startTime', 'ASC'],
    ['duration', 'DESC'],
    ['duration', 'ASC'],
  ])(
    'by %s %s, the pages cover exactly the total, in order, with no repeat',
    async (sortBy, orderDirection) => {
      const query = { ...DAY, sortBy, orderDirection };
      const total = await totalOf(sandbox, token, 'hot-holding', DAY);
      const records = await allRecords(sandbox, token, 'hot-holding', query, 150);
      expect(total.count).toBeGreaterThan(300);
      expect(total.timerErrors).toBeGreaterThan(0);
      expect(records).toHaveLength(total.count);
      expect(new Set(records.map((record) => record.uuid)).size).toBe(total.count);
      const values = records.map((record) =>
        sortBy === 'duration' ? record.duration : record.startTime,
      );
      const timed = values.filter((value) => value !== null);
      // Records without a duration (timer errors) come last either way.
      if (sortBy === 'duration')
        expect(values.slice(timed.length).every((value) => value === null)).toBe(true);
      expect(timed).toEqual([...timed].sort((a, b) => (orderDirection === 'ASC' ? a - b : b - a)));
      expect(records.filter((record) => record.duration === null)).toHaveLength(total.timerErrors!);
    },
  );

  it('pages of any size are the whole list sorted: equal durations by uuid, none last', async () => {
    const query = { ...DAY, sortBy: 'duration', orderDirection: 'DESC' };
    type Keyed = { uuid: string; duration: number | null };
    const byDuration = (a: Keyed, b: Keyed) =>
      a.duration === b.duration
        ? Number(a.uuid > b.uuid) - Number(a.uuid < b.uuid)
        : a.duration === null
          ? 1
          : b.duration === null
            ? -1
            : b.duration - a.duration;
    const whole = stationHistoryOf(sandbox.context.chain, 'hot-holding')
      .between(sandbox.context.chain.restaurants, DAY.startTime, DAY.endTime)
      .sort(byDuration);
    const durations = whole.map((record) => record.duration);
    expect(new Set(durations).size).toBeLessThan(whole.length);
    expect(durations).toContain(null);
    for (const limit of [7, 200]) {
      const records = await allRecords(sandbox, token, 'hot-holding', query, limit);
      expect(records.map((record) => record.uuid)).toEqual(whole.map((record) => record.uuid));
    }
  });

  it('FIRST says no previous page, NEXT says there is one; cursorDirection is echoed', async () => {
    const endpoint = TIMER_ENDPOINTS.fryer.list;
    const first = await results(sandbox, token, endpoint, { ...DAY, limit: 10 });
    expect(first).toMatchObject({
      cursorDirection: 'FIRST',
      existsPreviousPage: false,
      existsNextPage: true,
    });
    expect(first.content).toHaveLength(10);
    const next = await results(sandbox, token, endpoint, {
      ...DAY,
      limit: 10,
      cursor: first.cursor!,
      cursorDirection: 'NEXT',
    });
    expect(next).toMatchObject({ cursorDirection: 'NEXT', existsPreviousPage: true });
    const twenty = await results(sandbox, token, endpoint, { ...DAY, limit: 20 });
    expect([...first.content, ...next.content]).toEqual(twenty.content);
  });

  it('answers 20 rows without a limit (spec 001 §9), and an empty page with no cursor when nothing matches', async () => {
    const page = await results(sandbox, token, TIMER_ENDPOINTS.prq.list, DAY);
    expect(page.content).toHaveLength(20);
    const none = await results(sandbox, token, TIMER_ENDPOINTS.prq.list, {
      startTime: START + DAY_MS,
      endTime: START + 2 * DAY_MS,
    });
    expect(none).toEqual({
      content: [],
      cursor: null,
      cursorDirection: 'FIRST',
      existsNextPage: false,
      existsPreviousPage: false,
    });
  });

  it('a delete between two pages neither skips nor repeats a row (the cursor is a keyset)', async () => {
    const { sandbox: own, token: admin } = await setUp();
    const [uuid1001] = restaurantsOf(own, 1001);
    const query = { ...DAY, restaurantUuid: uuid1001!, sortBy: 'duration', orderDirection: 'DESC' };
    const before = await allRecords(own, admin, 'entree-chutes', query);
    const first = await results(own, admin, TIMER_ENDPOINTS['entree-chutes'].list, {
      ...query,
      limit: 20,
    });
    // The row the cursor names, and the one that would have opened the next page.
    const gone = [before[19]!.uuid, before[20]!.uuid];
    for (const uuid of gone)
      expect((await remove(own, admin, 'entree-chutes', uuid)).status).toBe(200);
    const next = await results(own, admin, TIMER_ENDPOINTS['entree-chutes'].list, {
      ...query,
      limit: 20,
      cursor: first.cursor!,
      cursorDirection: 'NEXT',
    });
    expect(next.content).toEqual(before.slice(21, 41));
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['not a key', Buffer.from(JSON.stringify({ at: 1 })).toString('base64url')],
    [
      'another order',
      Buffer.from(JSON.stringify(['duration', 'DESC', 60, 'x'])).toString('base64url'),
    ],
  ])('a cursor that is %s is 400', async (_what, cursor) => {
    const answer = await call(
      sandbox,
      'GET',
      apiPath(pathOf('fryer'), timerListQuery({ ...DAY, cursor, cursorDirection: 'NEXT' })),
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/cursor/);
  });

  it('NEXT without a cursor is 400; FIRST ignores one', async () => {
    const answer = await call(
      sandbox,
      'GET',
      apiPath(pathOf('fryer'), timerListQuery({ ...DAY, cursorDirection: 'NEXT' })),
      { token },
    );
    expect(answer.status).toBe(400);
    const first = await results(sandbox, token, TIMER_ENDPOINTS.fryer.list, {
      ...DAY,
      cursor: 'anything',
    });
    expect(first.existsPreviousPage).toBe(false);
  });
});

describe('spec 001 §3 Analytic filter parameters: each narrows the list and the total equally', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
  });

  it.each([
    ['fryer', { vendors: 'Pitco' }, (record: TimerRecord) => record.vendor === 'Pitco'],
    ['fryer', { isCorrect: 'false' }, (record: TimerRecord) => record.isCorrect === false],
    [
      'fryer',
      { vendors: 'Pitco', isCorrect: 'true' },
      (record: TimerRecord) => record.vendor === 'Pitco' && record.isCorrect === true,
    ],
    [
      'entree-chutes',
      { packages: 'NUGGETS_8,STRIPS_3' },
      (record: TimerRecord) => ['NUGGETS_8', 'STRIPS_3'].includes(record.packageType!),
    ],
    [
      'hot-holding',
      { materials: 'Nuggets,Strips' },
      (record: TimerRecord) => ['Nuggets', 'Strips'].includes(record.material),
    ],
    [
      'fry-chutes',
      { materials: 'HASHBROWNS' },
      (record: TimerRecord) => record.material === 'HASHBROWNS',
    ],
  ] as const)('%s with %j', async (station, filters, keeps) => {
    const [uuid1001] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - 2 * DAY_MS, endTime: START, restaurantUuid: uuid1001! };
    const all = await allRecords(sandbox, token, station, query);
    const narrowed = await allRecords(sandbox, token, station, { ...query, ...filters });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    expect(narrowed).toEqual(all.filter(keeps));
    expect((await totalOf(sandbox, token, station, { ...query, ...filters })).count).toBe(
      narrowed.length,
    );
  });

  it('restaurantUuid narrows to those restaurants; Global is their sum', async () => {
    const [one, two] = restaurantsOf(sandbox, 1001, 1002);
    const pair = await totalOf(sandbox, token, 'prq', { ...WEEK, restaurantUuid: `${one},${two}` });
    const first = await totalOf(sandbox, token, 'prq', { ...WEEK, restaurantUuid: one! });
    const second = await totalOf(sandbox, token, 'prq', { ...WEEK, restaurantUuid: two! });
    expect(pair.count).toBe(first.count + second.count);
    const rows = await allRecords(sandbox, token, 'prq', { ...WEEK, restaurantUuid: one! });
    expect(new Set(rows.map((row) => row.restaurantNumber))).toEqual(new Set([1001]));
    expect(rows[0]!.restaurantName).toBe('Peachtree & 5th');
  });

  it.each([
    [
      'a potato product on a chicken station',
      'hot-holding',
      { materials: 'Nuggets,FRIES' },
      /FRIES is not a chicken product/,
    ],
    [
      'a chicken product on a potato station',
      'dump-pan',
      { materials: 'Nuggets' },
      /Nuggets is not a potato product/,
    ],
    [
      'vendors on a station that is not the fryer',
      'breading',
      { vendors: 'Pitco' },
      /"vendors": only the fryer history/,
    ],
    [
      'isCorrect on a station that is not the fryer',
      'hot-holding',
      { isCorrect: 'true' },
      /"isCorrect": only the fryer history/,
    ],
    [
      'packages on a station that is not the entree chutes',
      'fryer',
      { packages: 'NUGGETS_8' },
      /"packages": only the entree-chutes history/,
    ],
  ] as const)(
    '%s is 400 on the list, the total and the export',
    async (_what, station, filters, message) => {
      for (const endpointPath of [
        pathOf(station),
        `${pathOf(station)}/total`,
        `${pathOf(station)}/xls`,
      ]) {
        const query = { ...WEEK, ...filters };
        const asked = endpointPath === pathOf(station) ? timerListQuery(query) : query;
        const answer = await call(sandbox, 'GET', apiPath(endpointPath, asked), { token });
        expect(answer.status, endpointPath).toBe(400);
        expect(answer.json.message).toMatch(message);
      }
    },
  );
});

describe('spec 001 §7 lines 237-240: products and packages are the dictionaries’', () => {
  it('a material added to the chicken materials dictionary is cooked and held; one no dictionary holds, or a package no chute packs, matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    const wings = addWings(sandbox.context.chain, START);
    addWings6(sandbox.context.chain, { materialUuid: wings.uuid, now: START });
    const held = await allRecords(sandbox, token, 'hot-holding', {
      startTime: START - DAY_MS,
      endTime: START,
      materials: 'Wings',
    });
    expect(held.length).toBeGreaterThan(0);
    expect(new Set(held.map((record) => record.material))).toEqual(new Set(['Wings']));
    for (const [station, filters] of [
      ['hot-holding', { materials: 'Tacos' }],
      ['entree-chutes', { packages: 'WINGS_6' }],
      ['entree-chutes', { packages: 'TACO_3' }],
    ] as const) {
      const total = await totalOf(sandbox, token, station, { ...WEEK, ...filters });
      expect(total.count, JSON.stringify(filters)).toBe(0);
    }
    const nuggets = await totalOf(sandbox, token, 'entree-chutes', {
      ...WEEK,
      packages: 'NUGGETS_8',
    });
    expect(nuggets.count).toBeGreaterThan(0);
    expect(
      await totalOf(sandbox, token, 'entree-chutes', { ...WEEK, packages: 'NUGGETS_8,TACO_3' }),
    ).toEqual(nuggets);
  });
});

describe('spec 001 §7 DELETE a record: gone from every call of its station until reset', () => {
  it('lowers the total by one and leaves the record out of the list and the export', async () => {
    const { sandbox, token } = await setUp();
    const [uuid1001] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - DAY_MS, endTime: START, restaurantUuid: uuid1001! };
    const before = await totalOf(sandbox, token, 'hot-holding', query);
    const [victim] = (await results(sandbox, token, TIMER_ENDPOINTS['hot-holding'].list, query))
      .content;
    expect(await xls(sandbox, token, 'hot-holding', query).then((r) => r.text())).toContain(
      victim!.uuid,
    );

    const answer = await remove(sandbox, token, 'hot-holding', victim!.uuid);
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    expect((await totalOf(sandbox, token, 'hot-holding', query)).count).toBe(before.count - 1);
    const rows = await allRecords(sandbox, token, 'hot-holding', query);
    expect(rows.map((row) => row.uuid)).not.toContain(victim!.uuid);
    expect(await xls(sandbox, token, 'hot-holding', query).then((r) => r.text())).not.toContain(
      victim!.uuid,
    );
    expect((await remove(sandbox, token, 'hot-holding', victim!.uuid)).status).toBe(404);

    sandbox.reset();
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    expect((await totalOf(sandbox, accessToken, 'hot-holding', query)).count).toBe(before.count);
  });

  it("answers 404 for an unknown id, another station's record, or a restaurant the user may not see", async () => {
    const { sandbox, token } = await setUp();
    const [fryerRecord] = (
      await results(sandbox, token, TIMER_ENDPOINTS.fryer.list, {
        ...WEEK,
        restaurantUuid: restaurantsOf(sandbox, 1002)[0]!,
      })
    ).content;
    for (const [station, id] of [
      ['fryer', 'no-such-record'],
      // Well formed, but no record starts at 1970 in a restaurant numbered 0.
      ['fryer', '00000000-0000-7000-8000-000000000000'],
      ['prq', fryerRecord!.uuid],
    ] as const) {
      const answer = await remove(sandbox, token, station, id);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Timer record not found');
    }
    // The manager, without a role, is restricted by restaurant only: 1002 is not theirs.
    withoutRole(sandbox, 'manager@demo.kitchen');
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    expect((await remove(sandbox, manager.accessToken, 'fryer', fryerRecord!.uuid)).status).toBe(
      404,
    );
    expect((await remove(sandbox, token, 'fryer', fryerRecord!.uuid)).status).toBe(200);
  });

  it('needs TIMER_CYCLE_HISTORY DELETE: the crew (view only) gets 403, the admin 200', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const [record] = (await results(sandbox, crew.accessToken, TIMER_ENDPOINTS.breading.list, WEEK))
      .content;
    const refused = await remove(sandbox, crew.accessToken, 'breading', record!.uuid);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'Access denied: TIMER_CYCLE_HISTORY DELETE is not granted to this user',
    );
    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    expect(
      (await call(sandbox, 'GET', apiPath(pathOf('breading')), { token: manager.accessToken }))
        .status,
    ).toBe(403);
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    expect((await remove(sandbox, admin.accessToken, 'breading', record!.uuid)).status).toBe(200);
  });
});

describe('spec 001 §7 GET …/xls: the list as a spreadsheet, or 202 when prepared elsewhere', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    // Files stream at a kitchen network's pace by default (file-response.ts); not here.
    vi.stubEnv('SANDBOX_DOWNLOAD_KIBPS', '0');
    ({ sandbox, token } = await setUp());
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('is named by Content-Disposition and has one row per record, the totals under them', async () => {
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - 3 * DAY_MS, endTime: START, restaurantUuid: uuid! };
    const response = await xls(sandbox, token, 'hot-holding', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      'Hot holding 1001 Peachtree & 5th 2026-11-19 – 2026-11-22.xls',
    );
    const text = await response.text();
    const total = await totalOf(sandbox, token, 'hot-holding', query);
    expect(total.count).toBeGreaterThan(100);
    expect(total.timerErrors).toBeGreaterThan(0);
    expect(text).toContain('<Worksheet ss:Name="Hot holding">');
    // Header, the records, a blank row, then Records, Timer errors, High, Low and Average.
    expect(text.match(/<Row>/g)).toHaveLength(total.count + 7);
    // A start for every record and an end for every one whose timer was stopped.
    expect(text.match(/<Data ss:Type="DateTime">/g)).toHaveLength(
      2 * total.count - total.timerErrors!,
    );
    expect(text).toContain('1001 - Peachtree &amp; 5th');
    for (const figure of [total.count, total.timerErrors, total.high, total.low, total.average])
      expect(text).toContain(`<Data ss:Type="Number">${figure}</Data>`);
  });

  it('names a Global export "all restaurants" and keeps the list\'s order', async () => {
    const query = {
      startTime: START - DAY_MS,
      endTime: START,
      sortBy: 'duration',
      orderDirection: 'ASC',
    };
    const response = await xls(sandbox, token, 'fryer', query);
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      'Fryer all restaurants 2026-11-21 – 2026-11-22.xls',
    );
    const text = await response.text();
    const ids = [...text.matchAll(/>([0-9a-f]{8}-[0-9a-f-]{27})</g)].map((match) => match[1]);
    const listed = await allRecords(sandbox, token, 'fryer', query);
    expect(ids).toEqual(listed.map((record) => record.uuid));
  });

  it('answers 202 and no file over 50,000 rows (spec 001 §7: "zip saved unless code 202")', async () => {
    const query = { startTime: START - 4 * DAY_MS, endTime: START };
    expect((await totalOf(sandbox, token, 'entree-chutes', query)).count).toBeGreaterThan(50_000);
    const response = await xls(sandbox, token, 'entree-chutes', query);
    expect(response.status).toBe(202);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ success: true, code: 202, results: null });
  });

  it('needs a range', async () => {
    const answer = await xls(sandbox, token, 'fryer', {});
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/startTime/);
  });
});

describe('spec 000 §3: bad query values are 400 (never 500) on every call of every station', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
  });

  const BAD: ReadonlyArray<BadQuery<'list' | 'total' | 'xls'>> = [
    ['limit=0', { limit: 0 }, /limit/, ['list']],
    ['limit over the max', { limit: 201 }, /limit/, ['list']],
    ['sortBy=nope', { sortBy: 'nope' }, /sortBy/, ['list', 'xls']],
    ['orderDirection=UP', { orderDirection: 'UP' }, /orderDirection/, ['list', 'xls']],
    ['cursorDirection=BACK', { cursorDirection: 'BACK' }, /cursorDirection/, ['list']],
    ['isCorrect=maybe', { isCorrect: 'maybe' }, /isCorrect/, ['list', 'total', 'xls']],
    ['startTime=abc', { startTime: 'abc' }, /startTime/, ['total', 'xls']],
    ['endTime=-1', { endTime: -1 }, /endTime/, ['total', 'xls']],
    [
      'startEventTime=abc (spec 001 §3 line 93)',
      { startEventTime: 'abc' },
      /startEventTime/,
      ['list'],
    ],
    ['endEventTime=-1', { endEventTime: -1 }, /endEventTime/, ['list']],
    [
      'a material name over 100 characters',
      { materials: 'N'.repeat(101) },
      /materials/,
      ['list', 'total', 'xls'],
    ],
    [
      'a package code over 100 characters',
      { packages: 'P'.repeat(101) },
      /packages/,
      ['list', 'total', 'xls'],
    ],
    ['a reversed range', { startTime: START, endTime: START - 1 }, /before/, ['total', 'xls']],
    [
      'a reversed list range',
      { startEventTime: START, endEventTime: START - 1 },
      /startEventTime must be before endEventTime/,
      ['list'],
    ],
    [
      'a range over a year',
      { startTime: START - 400 * DAY_MS, endTime: START },
      /366 days/,
      ['total', 'xls'],
    ],
    [
      'a list range over a year',
      { startEventTime: START - 400 * DAY_MS, endEventTime: START },
      /366 days/,
      ['list'],
    ],
  ];

  it.each(TIMER_STATION_KEYS)('%s', async (station) => {
    await expectBadQueries(sandbox, token, TIMER_ENDPOINTS[station], WEEK, BAD);
  });

  it("another user's restaurant is 404, as in the analytics calls", async () => {
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const [other] = restaurantsOf(sandbox, 1002);
    for (const name of ['list', 'total', 'xls'] as const) {
      const answer = await call(
        sandbox,
        'GET',
        apiPath(TIMER_ENDPOINTS.fryer[name].path, { ...WEEK, restaurantUuid: other! }),
        { token: crew.accessToken },
      );
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Restaurant not found');
    }
  });

  it('the list answer matches its declaration for every station', async () => {
    for (const station of TIMER_STATION_KEYS) {
      const answer = await call(sandbox, 'GET', apiPath(pathOf(station), { limit: 5 }), { token });
      expect(answer.status).toBe(200);
      expect(v.safeParse(TIMER_ENDPOINTS[station].list.response, answer.json.results).success).toBe(
        true,
      );
    }
  });
});
