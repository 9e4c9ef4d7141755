import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_ENDPOINTS } from '../../../src/api/events/events.endpoints';
import type { EventRecord } from '../../../src/api/events/events.schema';
import { EVENT_KIND_KEYS, type EventKind } from '../../../src/lib/event-kinds';
import { getFryerVendors } from '../../../src/api/materials/materials.endpoints';
import type { TimerStation } from '../../../src/lib/timer-stations';
import { TIMER_ENDPOINTS } from '../../../src/api/timer-history/timer-history.endpoints';
import { fileNameFromContentDisposition } from '../../../src/lib/save-download';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { localDays } from '../../../sandbox/model/daily-events';
import { EVENT_NAMES, visionEventsOf } from '../../../sandbox/model/vision-events';
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
  type Query,
  timerListQuery,
} from './sandbox-client';

/** The day before the clock, the range most tests use. */
const DAY = { startTime: START - DAY_MS, endTime: START };
const results = resultsWith(DAY);

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every event of a kind's list for `query`. */
const allEvents = (sandbox: Sandbox, token: string, kind: EventKind, query: Query = DAY) =>
  allCursorRecords(sandbox, token, EVENT_ENDPOINTS[kind].list, query);

/** Every record of a timer history for `query`. */
const allRecords = (sandbox: Sandbox, token: string, station: TimerStation, query: Query) =>
  allCursorRecords(sandbox, token, TIMER_ENDPOINTS[station].list, timerListQuery(query));

function xls(sandbox: Sandbox, token: string, kind: EventKind, query: Query) {
  return send(sandbox, 'GET', apiPath(EVENT_ENDPOINTS[kind].xls.path, query), { token });
}

/** Restaurant 1001's local day before the clock's: a whole kitchen day, every event inside it. */
function yesterdayOf1001(sandbox: Sandbox) {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!;
  const day = localDays(restaurant.timezone, START, 2)[1]!;
  return { restaurant, day };
}

const sorted = (times: readonly number[]) => [...times].sort((a, b) => a - b);
const timesOf = (events: readonly EventRecord[], name: string) =>
  sorted(events.filter((event) => event.eventName === name).map((event) => event.eventTime));

describe('spec 001 §3 "Event: eventId, frames, eventTime, startEventTime": the vision events', () => {
  const { chain } = createSandbox({ now: manualClock(START).now }).context;
  const restaurant = chain.restaurants[0]!;
  const day = localDays(restaurant.timezone, START, 3)[2]!;

  it.each(EVENT_KIND_KEYS)(
    '%s: UUIDv7 ids timed at the event, whole seconds, duration and frames of the clip, names of the dictionary',
    (kind) => {
      const events = visionEventsOf(chain, kind).between([restaurant], day.start, day.end);
      expect(events.length).toBeGreaterThan(100);
      for (const event of events) {
        expect(event.eventId).toMatch(UUID_V7);
        expect(Number.parseInt(event.eventId.replace(/-/g, '').slice(0, 12), 16)).toBe(
          event.eventTime,
        );
        expect(event.eventTime % 1000).toBe(0);
        expect(event.duration).toBeGreaterThanOrEqual(1);
        expect(event.startEventTime).toBe(event.eventTime - event.duration * 1000);
        // 15 frames a second, up to 5 % dropped.
        expect(event.frames).toBeLessThanOrEqual(event.duration * 15);
        expect(event.frames).toBeGreaterThanOrEqual(Math.floor(event.duration * 15 * 0.95));
        expect(EVENT_NAMES[kind]).toContain(event.eventName);
        expect(event.restaurantUuid).toBe(restaurant.uuid);
      }
      expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
      // Every name of the dictionary happens in a kitchen day.
      expect(new Set(events.map((event) => event.eventName))).toEqual(new Set(EVENT_NAMES[kind]));
    },
  );

  it('the same in every sandbox of the same seed and clock', () => {
    const again = createSandbox({ now: manualClock(START).now }).context.chain;
    for (const kind of EVENT_KIND_KEYS) {
      expect(
        visionEventsOf(again, kind).between([again.restaurants[0]!], day.start, day.end),
      ).toEqual(visionEventsOf(chain, kind).between([restaurant], day.start, day.end));
    }
  });

  it('a fryer cycle and a held pan are each seen by one camera, both of their ends by the same', () => {
    const events = visionEventsOf(chain, 'chicken').between([restaurant], day.start, day.end);
    const cameras = (station: string) =>
      new Set(events.filter((event) => event.station === station).map((e) => e.cameraName));
    expect(cameras('FRYER')).toEqual(new Set(['CAM-FRY-1', 'CAM-FRY-2']));
    expect(cameras('HOLDING')).toEqual(new Set(['CAM-HLD-1', 'CAM-HLD-2']));
    expect(cameras('BREADING')).toEqual(new Set(['CAM-BRD-1']));
    // A drop's id and its lift's share the record's bits from the variant on.
    const byRecord = new Map<string, Set<string>>();
    for (const event of events.filter((e) => e.station === 'FRYER')) {
      const record = event.eventId.slice(19);
      byRecord.set(record, (byRecord.get(record) ?? new Set()).add(event.cameraName));
    }
    for (const seen of byRecord.values()) expect(seen.size).toBe(1);
  });

  it('creates nothing up front; a call makes only the restaurant-days it covers', async () => {
    const { sandbox: fresh, token } = await setUp();
    const { models } = visionEventsOf(fresh.context.chain, 'potato');
    expect(models.every((model) => model.generatedDays() === 0)).toBe(true);
    await results(fresh, token, EVENT_ENDPOINTS.potato.list, DAY);
    for (const model of models) {
      expect(model.generatedDays()).toBeGreaterThan(0);
      expect(model.generatedDays()).toBeLessThanOrEqual(34);
    }
  });
});

describe('spec 001 §7: the events agree with the timer histories for the same restaurant-day', () => {
  let sandbox: Sandbox;
  let token: string;
  let dayQuery: Query;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
    const { restaurant, day } = yesterdayOf1001(sandbox);
    dayQuery = { startTime: day.start, endTime: day.end, restaurantUuid: restaurant.uuid };
  });

  it("'Pan placed in holding' and 'Pan removed' are the hot-holding and scheduled-production pans' two ends; a timer error's removal was not seen", async () => {
    const events = await allEvents(sandbox, token, 'chicken', dayQuery);
    const holds = [
      ...(await allRecords(sandbox, token, 'hot-holding', dayQuery)),
      ...(await allRecords(sandbox, token, 'scheduled-production', dayQuery)),
    ];
    expect(holds.length).toBeGreaterThan(50);
    expect(holds.some((record) => record.endTime === null)).toBe(true);
    expect(timesOf(events, 'Pan placed in holding')).toEqual(
      sorted(holds.map((record) => record.startTime)),
    );
    expect(timesOf(events, 'Pan removed')).toEqual(
      sorted(holds.flatMap((record) => (record.endTime === null ? [] : [record.endTime]))),
    );
    // Each pan's product too.
    const placed = events.filter((event) => event.eventName === 'Pan placed in holding');
    for (const product of ['Nuggets', 'CFA Filets'] as const) {
      expect(placed.filter((event) => event.material === product)).toHaveLength(
        holds.filter((record) => record.material === product).length,
      );
    }
  });

  it("'Basket dropped' and 'Basket lifted' are each fryer cycle's start and end; 'Breading started' each breading's start", async () => {
    const events = await allEvents(sandbox, token, 'chicken', dayQuery);
    const fryer = await allRecords(sandbox, token, 'fryer', dayQuery);
    const breading = await allRecords(sandbox, token, 'breading', dayQuery);
    expect(fryer.length).toBeGreaterThan(50);
    expect(timesOf(events, 'Basket dropped')).toEqual(sorted(fryer.map((r) => r.startTime)));
    expect(timesOf(events, 'Basket lifted')).toEqual(sorted(fryer.map((r) => r.endTime!)));
    expect(timesOf(events, 'Breading started')).toEqual(sorted(breading.map((r) => r.startTime)));
  });

  it("potato: 'Batch dumped' and 'Batch cleared' are each dump pan's ends, 'Package filled' each fry-chute item's end", async () => {
    const events = await allEvents(sandbox, token, 'potato', dayQuery);
    const dumps = await allRecords(sandbox, token, 'dump-pan', dayQuery);
    const items = await allRecords(sandbox, token, 'fry-chutes', dayQuery);
    expect(dumps.length).toBeGreaterThan(20);
    expect(timesOf(events, 'Batch dumped')).toEqual(sorted(dumps.map((r) => r.startTime)));
    expect(timesOf(events, 'Batch cleared')).toEqual(sorted(dumps.map((r) => r.endTime!)));
    expect(timesOf(events, 'Package filled')).toEqual(sorted(items.map((r) => r.endTime!)));
    expect(events.filter((event) => event.material === 'HASHBROWNS').length).toBe(
      2 * dumps.filter((r) => r.material === 'HASHBROWNS').length +
        items.filter((r) => r.material === 'HASHBROWNS').length,
    );
  });

  it('a record deleted from its history is still an event: the camera saw it', async () => {
    const [record] = (await results(sandbox, token, TIMER_ENDPOINTS.fryer.list, dayQuery)).content;
    const before = await allEvents(sandbox, token, 'chicken', dayQuery);
    const removed = await call(
      sandbox,
      'DELETE',
      `/api/v1/fryerTimerCycleHistory/${record!.uuid}`,
      {
        token,
      },
    );
    expect(removed.status).toBe(200);
    expect(await allEvents(sandbox, token, 'chicken', dayQuery)).toEqual(before);
  });
});

describe('spec 001 §4 Paging: cursor pages (FIRST, then NEXT after the cursor)', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
  });

  it.each([
    ['chicken', 'DESC'],
    ['chicken', 'ASC'],
    ['potato', 'DESC'],
  ] as const)(
    '%s by eventTime %s: the pages cover every event of the range, in order, with no repeat',
    async (kind, orderDirection) => {
      const { chain } = sandbox.context;
      const count = visionEventsOf(chain, kind).between(
        chain.restaurants,
        DAY.startTime,
        DAY.endTime,
      ).length;
      expect(count).toBeGreaterThan(1000);
      const events = await allEvents(sandbox, token, kind, { ...DAY, orderDirection });
      expect(events).toHaveLength(count);
      expect(new Set(events.map((event) => event.eventId)).size).toBe(count);
      const times = events.map((event) => event.eventTime);
      expect(times).toEqual([...times].sort((a, b) => (orderDirection === 'ASC' ? a - b : b - a)));
      expect(times.every((time) => time >= DAY.startTime && time < DAY.endTime)).toBe(true);
    },
  );

  it('newest first by default, 20 rows without a limit (spec 001 §9); FIRST says no previous page, NEXT one', async () => {
    const first = await results(sandbox, token, EVENT_ENDPOINTS.chicken.list, DAY);
    expect(first.content).toHaveLength(20);
    expect(first).toMatchObject({
      cursorDirection: 'FIRST',
      existsPreviousPage: false,
      existsNextPage: true,
    });
    const times = first.content.map((event) => event.eventTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = await results(sandbox, token, EVENT_ENDPOINTS.chicken.list, {
      ...DAY,
      cursor: first.cursor!,
      cursorDirection: 'NEXT',
    });
    expect(next).toMatchObject({ cursorDirection: 'NEXT', existsPreviousPage: true });
    const forty = await results(sandbox, token, EVENT_ENDPOINTS.chicken.list, {
      ...DAY,
      limit: 40,
    });
    expect([...first.content, ...next.content]).toEqual(forty.content);
  });

  it('answers an empty page with no cursor when nothing matches', async () => {
    const none = await results(sandbox, token, EVENT_ENDPOINTS.potato.list, {
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
});

describe('spec 001 §3 "Chicken and potato filters": eventName (default all), chickenTypes, vendors, isCorrect, packageTypes, material, restaurants', () => {
  let sandbox: Sandbox;
  let token: string;
  let query: Query;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
    const [uuid1001] = restaurantsOf(sandbox, 1001);
    query = { startTime: START - 2 * DAY_MS, endTime: START, restaurantUuid: uuid1001! };
  });

  /** The fryer vendors of the restaurant's events, as GET /materials/filters/fryer-vendors names them. */
  async function vendorsOf1001(): Promise<string[]> {
    const vendors = await results(sandbox, token, getFryerVendors, {});
    const seen = (await allEvents(sandbox, token, 'chicken', query)).map((e) => e.vendor);
    return vendors.filter((vendor) => seen.includes(vendor));
  }

  it.each([
    [
      'chicken',
      { eventName: 'Basket lifted' },
      (e: EventRecord) => e.eventName === 'Basket lifted',
    ],
    [
      'chicken',
      { chickenTypes: 'Nuggets,Strips' },
      (e: EventRecord) => ['Nuggets', 'Strips'].includes(e.material),
    ],
    [
      'chicken',
      { eventName: 'Pan removed', chickenTypes: 'CFA Filets' },
      (e: EventRecord) => e.eventName === 'Pan removed' && e.material === 'CFA Filets',
    ],
    // A fryer cycle's result: its two events, nothing else (the breading and holding have none).
    [
      'chicken',
      { isCorrect: 'false' },
      (e: EventRecord) => e.station === 'FRYER' && e.isCorrect === false,
    ],
    // An entree package is of one product: the events of that product.
    ['chicken', { packageTypes: 'NUGGETS_8' }, (e: EventRecord) => e.material === 'Nuggets'],
    ['chicken', { material: 'Spicy Strips' }, (e: EventRecord) => e.material === 'Spicy Strips'],
    ['potato', { eventName: 'Batch cleared' }, (e: EventRecord) => e.eventName === 'Batch cleared'],
    ['potato', { material: 'HASHBROWNS' }, (e: EventRecord) => e.material === 'HASHBROWNS'],
    // A package's own event by its type; a batch's by whether its product is packed as one.
    [
      'potato',
      { packageTypes: 'WAFFLE_FRIES_SMALL' },
      (e: EventRecord) =>
        e.packageType === undefined
          ? e.material === 'FRIES'
          : e.packageType === 'WAFFLE_FRIES_SMALL',
    ],
  ] as const)('%s with %j narrows the list to those events', async (kind, filters, keeps) => {
    const all = await allEvents(sandbox, token, kind, query);
    const narrowed = await allEvents(sandbox, token, kind, { ...query, ...filters });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    expect(narrowed).toEqual(all.filter(keeps));
  });

  it('vendors keeps the events of those vendors’ fryer cycles, with isCorrect too', async () => {
    const [vendor] = await vendorsOf1001();
    const all = await allEvents(sandbox, token, 'chicken', query);
    const ofVendor = await allEvents(sandbox, token, 'chicken', { ...query, vendors: vendor! });
    expect(ofVendor.length).toBeGreaterThan(0);
    expect(ofVendor).toEqual(all.filter((e) => e.station === 'FRYER' && e.vendor === vendor));
    const correct = await allEvents(sandbox, token, 'chicken', {
      ...query,
      vendors: vendor!,
      isCorrect: 'true',
    });
    expect(correct.length).toBeGreaterThan(0);
    expect(correct).toEqual(ofVendor.filter((e) => e.isCorrect === true));
  });

  it('a name no event carries matches none (an option the provider no longer lists may be asked)', async () => {
    for (const [kind, filters] of [
      ['chicken', { vendors: 'Nobody' }],
      ['chicken', { chickenTypes: 'FRIES' }],
      ['chicken', { packageTypes: 'FAMILY_TRAY' }],
      ['potato', { material: 'Nuggets' }],
      // The potato list's events have no fryer: a fryer filter matches none of them.
      ['potato', { isCorrect: 'true' }],
    ] as const) {
      expect(await allEvents(sandbox, token, kind, { ...query, ...filters })).toEqual([]);
    }
  });

  it('eventName=all is every event, as no eventName', async () => {
    const all = await allEvents(sandbox, token, 'potato', { ...query, eventName: 'all' });
    expect(all).toEqual(await allEvents(sandbox, token, 'potato', query));
  });

  it('restaurantUuid narrows to those restaurants; Global names each row', async () => {
    const [one, two] = restaurantsOf(sandbox, 1001, 1002);
    const pair = await allEvents(sandbox, token, 'potato', {
      ...DAY,
      restaurantUuid: `${one},${two}`,
    });
    const first = await allEvents(sandbox, token, 'potato', { ...DAY, restaurantUuid: one! });
    expect(new Set(pair.map((event) => event.restaurantNumber))).toEqual(new Set([1001, 1002]));
    expect(pair.filter((event) => event.restaurantNumber === 1001)).toEqual(first);
    expect(first[0]!.restaurantName).toBe('Peachtree & 5th');
  });

  it('GET /dictionaries/chickenEventName and /dictionaries/eventName list each list’s names', async () => {
    expect(await results(sandbox, token, EVENT_ENDPOINTS.chicken.names, {})).toEqual([
      'Breading started',
      'Basket dropped',
      'Basket lifted',
      'Pan placed in holding',
      'Pan removed',
    ]);
    expect(await results(sandbox, token, EVENT_ENDPOINTS.potato.names, {})).toEqual([
      'Batch dumped',
      'Package filled',
      'Batch cleared',
    ]);
  });
});

describe('spec 000 §3: bad query values are 400 (never 500) on both lists and their exports', () => {
  let sandbox: Sandbox;
  let token: string;
  beforeAll(async () => {
    ({ sandbox, token } = await setUp());
  });

  const BAD: ReadonlyArray<BadQuery<'list' | 'xls'>> = [
    ['limit=0', { limit: 0 }, /limit/, ['list']],
    ['limit over the max', { limit: 201 }, /limit/, ['list']],
    ['sortBy=duration', { sortBy: 'duration' }, /sortBy/, ['list', 'xls']],
    ['orderDirection=UP', { orderDirection: 'UP' }, /orderDirection/, ['list', 'xls']],
    ['cursorDirection=BACK', { cursorDirection: 'BACK' }, /cursorDirection/, ['list']],
    ['NEXT without a cursor', { cursorDirection: 'NEXT' }, /cursor/, ['list']],
    ['a cursor not ours', { cursorDirection: 'NEXT', cursor: 'nope!' }, /cursor/, ['list']],
    ['startTime=abc', { startTime: 'abc' }, /startTime/, ['list', 'xls']],
    ['endTime=-1', { endTime: -1 }, /endTime/, ['list', 'xls']],
    ['isCorrect=yes', { isCorrect: 'yes' }, /isCorrect/, ['list', 'xls']],
    ['two materials', { material: 'Nuggets,Strips' }, /material/, ['list', 'xls']],
    ['an empty material', { material: ' ' }, /material/, ['list', 'xls']],
    ['a vendor over 100 characters', { vendors: 'x'.repeat(101) }, /vendors/, ['list', 'xls']],
    [
      'a chicken type over 100 characters',
      { chickenTypes: 'x'.repeat(101) },
      /chickenTypes/,
      ['list', 'xls'],
    ],
    ['an unknown event name', { eventName: 'Pan juggled' }, /eventName/, ['list', 'xls']],
    ['an empty event name', { eventName: ' ' }, /eventName/, ['list', 'xls']],
    ['a reversed range', { startTime: START, endTime: START - 1 }, /before/, ['list', 'xls']],
    [
      'a range over a year',
      { startTime: START - 400 * DAY_MS, endTime: START },
      /366 days/,
      ['list', 'xls'],
    ],
  ];

  it.each(EVENT_KIND_KEYS)('%s', async (kind) => {
    await expectBadQueries(sandbox, token, EVENT_ENDPOINTS[kind], DAY, BAD);
  });

  it("the other list's event names and potato package types are 400, not an empty list", async () => {
    for (const [kind, bad, message] of [
      ['potato', { packageTypes: 'NUGGETS_8' }, /packageTypes/],
      ['chicken', { eventName: 'Batch dumped' }, /\/dictionaries\/chickenEventName/],
      ['potato', { eventName: 'Basket dropped' }, /\/dictionaries\/eventName/],
    ] as const) {
      const answer = await call(
        sandbox,
        'GET',
        apiPath(EVENT_ENDPOINTS[kind].list.path, { ...DAY, ...bad }),
        { token },
      );
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
  });

  it("another user's restaurant is 404, as in the other calls", async () => {
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const [other] = restaurantsOf(sandbox, 1002);
    const answer = await call(
      sandbox,
      'GET',
      apiPath(EVENT_ENDPOINTS.chicken.list.path, { ...DAY, restaurantUuid: other! }),
      { token: crew.accessToken },
    );
    expect(answer.status).toBe(404);
  });
});

describe('spec 000 §6: access EVENTS (VIEW)', () => {
  it('a user whose role lacks EVENTS gets 403 on every call; the crew (Shift Lead) is served', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const { chain } = sandbox.context;
    const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
    manager.roleUuid = chain.roles.find((role) => role.name === 'Support Engineer')!.uuid;
    const refused = await signInAs(sandbox, 'manager@demo.kitchen');
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    for (const kind of EVENT_KIND_KEYS) {
      for (const endpoint of Object.values(EVENT_ENDPOINTS[kind])) {
        const path = apiPath(endpoint.path, endpoint.binary ? DAY : {});
        const answer = await send(sandbox, 'GET', path, { token: refused.accessToken });
        expect(answer.status, endpoint.path).toBe(403);
        expect(((await answer.json()) as { message: string }).message).toBe(
          'Access denied: EVENTS VIEW is not granted to this user',
        );
        const served = await send(sandbox, 'GET', path, { token: crew.accessToken });
        expect(served.status, endpoint.path).toBe(200);
        await served.body?.cancel();
      }
    }
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

  it('is named by Content-Disposition and has one row per event in the list’s order, the count under them', async () => {
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = {
      startTime: START - 3 * DAY_MS,
      endTime: START,
      restaurantUuid: uuid!,
      eventName: 'Basket dropped',
      orderDirection: 'ASC',
    };
    const response = await xls(sandbox, token, 'chicken', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      'Chicken events 1001 Peachtree & 5th 2026-11-19 – 2026-11-22.xls',
    );
    const text = await response.text();
    const listed = await allEvents(sandbox, token, 'chicken', query);
    expect(listed.length).toBeGreaterThan(100);
    expect(text).toContain('<Worksheet ss:Name="Chicken events">');
    // Header, the events, a blank row, then their count.
    expect(text.match(/<Row>/g)).toHaveLength(listed.length + 3);
    const ids = [...text.matchAll(/>([0-9a-f]{8}-[0-9a-f-]{27})</g)].map((match) => match[1]);
    expect(ids).toEqual(listed.map((event) => event.eventId));
    expect(text).toContain(`<Data ss:Type="Number">${listed.length}</Data>`);
    expect(text).toContain('1001 - Peachtree &amp; 5th');
  });

  it('spec 001 §3: holds the rows of the list the five filters give, no more', async () => {
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = {
      startTime: START - DAY_MS,
      endTime: START,
      restaurantUuid: uuid!,
      chickenTypes: 'Nuggets,CFA Filets',
      isCorrect: 'true',
      packageTypes: 'NUGGETS_8,SANDWICH',
    };
    const listed = await allEvents(sandbox, token, 'chicken', query);
    expect(listed.length).toBeGreaterThan(0);
    const text = await (await xls(sandbox, token, 'chicken', query)).text();
    const ids = [...text.matchAll(/>([0-9a-f]{8}-[0-9a-f-]{27})</g)].map((match) => match[1]);
    expect(ids).toEqual(listed.map((event) => event.eventId));
  });

  it('names a Global potato export "all restaurants"', async () => {
    const response = await xls(sandbox, token, 'potato', DAY);
    expect(response.status).toBe(200);
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      'Potato events all restaurants 2026-11-21 – 2026-11-22.xls',
    );
    await response.body?.cancel();
  });

  it('answers 202 and no file over 50,000 rows (spec 001 §7: "zip saved unless code 202")', async () => {
    const query = { startTime: START - 4 * DAY_MS, endTime: START };
    const response = await xls(sandbox, token, 'potato', query);
    expect(response.status).toBe(202);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ success: true, code: 202, results: null });
  });

  it('needs a range', async () => {
    const answer = await xls(sandbox, token, 'chicken', {});
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/startTime/);
  });
});
