import { describe, expect, it } from 'vitest';
import { CHICKEN_PRODUCTS } from '../../../src/api/analytics/analytics.constants';
import {
  getStockOutAnalytic,
  getStockOutList,
  getStockOutMaterials,
  getStockOutTotal,
} from '../../../src/api/stock-out/stock-out.endpoints';
import type { StockOut } from '../../../src/api/stock-out/stock-out.schema';
import { fileNameFromContentDisposition } from '../../../src/lib/save-download';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { EXPORT_PREPARED_MESSAGE, MAX_SPREADSHEET_ROWS } from '../../../sandbox/spreadsheet';
import { addWings } from '../../helpers/dictionary-entries';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import {
  MAX_STOCK_OUT_SECONDS,
  MIN_STOCK_OUT_SECONDS,
  stockOutsOf,
} from '../../../sandbox/model/stock-outs';
import {
  apiPath,
  call,
  DAY_MS,
  localTime,
  manualClock,
  restaurantsOf,
  resultsWith,
  send,
  setUp,
  signInAs,
  START,
  type Query,
  WEEK,
} from './sandbox-client';

const results = resultsWith(WEEK);

/** Every row of the list for `query`, page by page (100 at a time). */
async function allRows(sandbox: Sandbox, token: string, query: Query = WEEK): Promise<StockOut[]> {
  const rows: StockOut[] = [];
  for (let page = 0; ; page++) {
    const answer = await results(sandbox, token, getStockOutList, { ...query, page, limit: 100 });
    rows.push(...answer.content);
    if (answer.content.length < 100) return rows;
  }
}

function sum<T>(rows: readonly T[], of: (row: T) => number): number {
  return rows.reduce((total, row) => total + of(row), 0);
}

function xls(sandbox: Sandbox, token: string | undefined, query: Query) {
  return send(sandbox, 'GET', apiPath('/stockOut/xls', query), { token });
}

describe('stock-outs, derived from the kitchen events', () => {
  it('each one runs from a product running out to its next batch, with no pan of it holding', () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const { chain } = sandbox.context;
    const kitchen = kitchenEventsOf(chain);
    let checked = 0;
    for (const restaurant of chain.restaurants.slice(0, 4)) {
      for (const daysAgo of [1, 2, 3]) {
        const cycles = kitchen.day(restaurant, daysAgo);
        for (const stockOut of stockOutsOf(chain).day(restaurant, daysAgo)) {
          const same = cycles.filter((cycle) => cycle.material === stockOut.material);
          // The next batch of that product ends it…
          expect(same.some((cycle) => Math.abs(cycle.cookedAt - stockOut.endTime) <= 500)).toBe(
            true,
          );
          // …and no pan of it held food in between.
          const holding = same.filter(
            (cycle) =>
              cycle.cookedAt < stockOut.endTime - 500 &&
              cycle.cookedAt + cycle.holdMinutes * 60_000 > stockOut.startTime + 500,
          );
          expect(holding).toEqual([]);
          expect(stockOut.duration).toBe((stockOut.endTime - stockOut.startTime) / 1000);
          expect(stockOut.duration).toBeGreaterThanOrEqual(MIN_STOCK_OUT_SECONDS);
          expect(stockOut.duration).toBeLessThanOrEqual(MAX_STOCK_OUT_SECONDS);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('answers the same twice and from a fresh sandbox; another seed answers otherwise', async () => {
    const { sandbox, token } = await setUp();
    const first = await results(sandbox, token, getStockOutList);
    expect(await results(sandbox, token, getStockOutList)).toEqual(first);
    const fresh = await setUp();
    expect(await results(fresh.sandbox, fresh.token, getStockOutList)).toEqual(first);
    const other = createSandbox({ now: manualClock(START).now, seed: 7 });
    const { accessToken } = await signInAs(other, 'admin@demo.kitchen');
    expect(await results(other, accessToken, getStockOutTotal)).not.toEqual(
      await results(sandbox, token, getStockOutTotal),
    );
  });

  it('gives a day the same stock-outs whichever day was asked for first', () => {
    const one = createSandbox({ now: manualClock(START).now });
    const two = createSandbox({ now: manualClock(START).now });
    const first = stockOutsOf(one.context.chain).day(one.context.chain.restaurants[0]!, 4);
    stockOutsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 8);
    expect(stockOutsOf(two.context.chain).day(two.context.chain.restaurants[0]!, 4)).toEqual(first);
  });

  it("puts each in its restaurant's local day part (spec 000 §9)", async () => {
    const { sandbox, token } = await setUp();
    const zones = new Map(sandbox.context.chain.restaurants.map((r) => [r.uuid, r.timezone]));
    const rows = await allRows(sandbox, token);
    expect(new Set(rows.map((row) => row.dayPart))).toEqual(
      new Set(['BREAKFAST', 'LUNCH', 'DINNER']),
    );
    for (const row of rows) {
      const local = localTime(zones.get(row.restaurantUuid)!, row.startTime);
      const expected = local < '10:30' ? 'BREAKFAST' : local < '14:00' ? 'LUNCH' : 'DINNER';
      expect(row.dayPart, `${row.material} at ${local}`).toBe(expected);
    }
  });

  it('creates nothing up front; a call makes only the restaurant-days it covers', async () => {
    const { sandbox, token } = await setUp();
    const model = stockOutsOf(sandbox.context.chain);
    expect(model.generatedDays()).toBe(0);
    await results(sandbox, token, getStockOutTotal, {
      startTime: START - DAY_MS,
      endTime: START,
    });
    expect(model.generatedDays()).toBeGreaterThan(0);
    expect(model.generatedDays()).toBeLessThanOrEqual(34);
  });
});

describe('GET /stockOut/*, every call agrees', () => {
  it('/total is the sum of the /list rows: count, seconds, High, Low and Average', async () => {
    const { sandbox, token } = await setUp();
    const total = await results(sandbox, token, getStockOutTotal);
    const rows = await allRows(sandbox, token);
    expect(total.count).toBeGreaterThan(50);
    expect(rows).toHaveLength(total.count);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
    expect(total.duration).toBe(sum(rows, (row) => row.duration));
    const durations = rows.map((row) => row.duration);
    expect(total.highDuration).toBe(Math.max(...durations));
    expect(total.lowDuration).toBe(Math.min(...durations));
    expect(total.averageDuration).toBe(Math.round(total.duration / total.count));
    expect((await results(sandbox, token, getStockOutList)).total).toBe(total.count);
  });

  it('/analytic buckets sum to /total, and each stock-out counts in the bucket it starts in', async () => {
    const { sandbox, token } = await setUp();
    const total = await results(sandbox, token, getStockOutTotal);
    const analytic = await results(sandbox, token, getStockOutAnalytic, {
      ...WEEK,
      interval: '4h',
    });
    expect(analytic.interval).toBe('4h');
    expect(analytic.timestamps).toHaveLength(42);
    expect(analytic.timestamps[0]).toBe(WEEK.startTime / 1000);
    expect(analytic.timestamps[1]! - analytic.timestamps[0]!).toBe(4 * 3600);
    expect(analytic.restaurants).toHaveLength(17);
    const points = analytic.restaurants.flatMap((r) =>
      r.series.flatMap((s) => s.points.map((point) => ({ ...point, ...s, ...r }))),
    );
    expect(sum(points, (point) => point.count)).toBe(total.count);
    expect(sum(points, (point) => point.duration)).toBe(total.duration);
    for (const point of points) expect(analytic.timestamps).toContain(point.timestamp);

    const rows = await allRows(sandbox, token);
    const bucketOf = (row: StockOut) =>
      analytic.timestamps.findLast((timestamp) => timestamp * 1000 <= row.startTime);
    for (const point of points.slice(0, 30)) {
      const inBucket = rows.filter(
        (row) =>
          row.restaurantUuid === point.restaurantUuid &&
          row.material === point.material &&
          bucketOf(row) === point.timestamp,
      );
      expect(inBucket).toHaveLength(point.count);
      expect(sum(inBucket, (row) => row.duration)).toBe(point.duration);
    }
  });

  it('Global is the sum of the restaurants (spec 000 §4)', async () => {
    const { sandbox, token } = await setUp();
    const all = await results(sandbox, token, getStockOutTotal);
    const each = await Promise.all(
      sandbox.context.chain.restaurants.map((restaurant) =>
        results(sandbox, token, getStockOutTotal, { ...WEEK, restaurantsUuid: restaurant.uuid }),
      ),
    );
    expect(sum(each, (answer) => answer.count)).toBe(all.count);
    expect(sum(each, (answer) => answer.duration)).toBe(all.duration);
    const two = restaurantsOf(sandbox, 1001, 1002);
    const pair = await results(sandbox, token, getStockOutTotal, {
      ...WEEK,
      restaurantsUuid: two.join(','),
    });
    const [first, second] = await Promise.all(
      two.map((uuid) =>
        results(sandbox, token, getStockOutTotal, { ...WEEK, restaurantsUuid: uuid }),
      ),
    );
    expect(pair.count).toBe(first!.count + second!.count);
  });

  it('materials narrows every call to those products, with the same rows as unfiltered', async () => {
    const { sandbox, token } = await setUp();
    const query = { ...WEEK, materials: 'Nuggets,CFA Filets' };
    const rows = await allRows(sandbox, token, query);
    expect(new Set(rows.map((row) => row.material))).toEqual(new Set(['Nuggets', 'CFA Filets']));
    const all = await allRows(sandbox, token);
    expect(rows).toEqual(all.filter((row) => ['Nuggets', 'CFA Filets'].includes(row.material)));
    expect((await results(sandbox, token, getStockOutTotal, query)).count).toBe(rows.length);
    const analytic = await results(sandbox, token, getStockOutAnalytic, query);
    const materials = analytic.restaurants.flatMap((r) => r.series.map((s) => s.material));
    expect(new Set(materials)).toEqual(new Set(['Nuggets', 'CFA Filets']));
  });

  it('defaults to the 24 hours before now, in 1-hour buckets', async () => {
    const { sandbox, token } = await setUp();
    const implicit = await results(sandbox, token, getStockOutAnalytic, {});
    expect(implicit.interval).toBe('1h');
    expect(implicit).toEqual(
      await results(sandbox, token, getStockOutAnalytic, {
        startTime: START - DAY_MS,
        endTime: START,
        interval: '1h',
      }),
    );
    expect(implicit.timestamps).toHaveLength(24);
  });

  it('has nothing after the clock nor before the 90 days', async () => {
    const { sandbox, token } = await setUp();
    const later = { startTime: START, endTime: START + 10 * DAY_MS };
    expect((await results(sandbox, token, getStockOutTotal, later)).count).toBe(0);
    const earlier = { startTime: START - 200 * DAY_MS, endTime: START - 92 * DAY_MS };
    const none = await results(sandbox, token, getStockOutTotal, earlier);
    expect(none).toEqual({
      count: 0,
      duration: 0,
      highDuration: null,
      lowDuration: null,
      averageDuration: null,
    });
  });

  it('lists the products a report filters by: the chicken materials dictionary, an added one too (spec 001 §7 line 240)', async () => {
    const { sandbox, token } = await setUp();
    expect(await results(sandbox, token, getStockOutMaterials, {})).toEqual([...CHICKEN_PRODUCTS]);
    addWings(sandbox.context.chain, START);
    expect(await results(sandbox, token, getStockOutMaterials, {})).toEqual([
      ...CHICKEN_PRODUCTS,
      'Wings',
    ]);
  });

  it("spec 001 §7 'Dictionaries': a material added to the dictionary is cooked, runs out, and is listed and charted by its name", async () => {
    const { sandbox, token } = await setUp();
    addWings(sandbox.context.chain, START);
    const wings = await results(sandbox, token, getStockOutTotal, { ...WEEK, materials: 'Wings' });
    expect(wings.count).toBeGreaterThan(0);
    const analytic = await results(sandbox, token, getStockOutAnalytic, WEEK);
    const charted = analytic.restaurants.flatMap((restaurant) =>
      restaurant.series.filter((series) => series.material === 'Wings'),
    );
    expect(
      charted.reduce(
        (sum, series) => sum + series.points.reduce((total, point) => total + point.count, 0),
        0,
      ),
    ).toBe(wings.count);
  });

  it('a product no dictionary holds matches nothing: 200, not 400', async () => {
    const { sandbox, token } = await setUp();
    const nuggets = await results(sandbox, token, getStockOutTotal, {
      ...WEEK,
      materials: 'Nuggets',
    });
    expect(nuggets.count).toBeGreaterThan(0);
    expect(
      await results(sandbox, token, getStockOutTotal, { ...WEEK, materials: 'Nuggets,Tacos' }),
    ).toEqual(nuggets);
    expect(
      (await results(sandbox, token, getStockOutTotal, { ...WEEK, materials: 'Tacos' })).count,
    ).toBe(0);
  });

  it("spec 000 §3 'Stock-out query fields: …, interval': the list and total take the chart's interval and answer the same stock-outs", async () => {
    const { sandbox, token } = await setUp();
    for (const endpoint of [getStockOutList, getStockOutTotal]) {
      expect(await results(sandbox, token, endpoint, { ...WEEK, interval: '4h' })).toEqual(
        await results(sandbox, token, endpoint, WEEK),
      );
    }
  });
});

describe('GET /stockOut/list, paging and order (spec 000 §3 "Paged data")', () => {
  it('pages are zero-based slices of one order, newest first by default', async () => {
    const { sandbox, token } = await setUp();
    const twenty = await results(sandbox, token, getStockOutList, { ...WEEK, limit: 20 });
    expect(twenty).toMatchObject({ page: 0, limit: 20 });
    expect(twenty.content).toHaveLength(20);
    const first = await results(sandbox, token, getStockOutList, { ...WEEK, limit: 10 });
    const second = await results(sandbox, token, getStockOutList, {
      ...WEEK,
      limit: 10,
      page: 1,
    });
    expect(second.page).toBe(1);
    expect([...first.content, ...second.content]).toEqual(twenty.content);
    const starts = twenty.content.map((row) => row.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('answers 20 rows without a limit, and an empty page past the end with the total', async () => {
    const { sandbox, token } = await setUp();
    const page = await results(sandbox, token, getStockOutList);
    expect(page.limit).toBe(20);
    const past = await results(sandbox, token, getStockOutList, { ...WEEK, page: 999 });
    expect(past.content).toEqual([]);
    expect(past.total).toBe(page.total);
  });

  it('sorts by start or duration, either way', async () => {
    const { sandbox, token } = await setUp();
    const oldest = await results(sandbox, token, getStockOutList, {
      ...WEEK,
      orderDirection: 'ASC',
    });
    const starts = oldest.content.map((row) => row.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const longest = await results(sandbox, token, getStockOutList, {
      ...WEEK,
      sortBy: 'duration',
    });
    const total = await results(sandbox, token, getStockOutTotal);
    expect(longest.content[0]!.duration).toBe(total.highDuration);
    const durations = longest.content.map((row) => row.duration);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
  });

  it('names each row’s restaurant', async () => {
    const { sandbox, token } = await setUp();
    const { content } = await results(sandbox, token, getStockOutList);
    for (const row of content) {
      const restaurant = sandbox.context.chain.restaurants.find(
        (r) => r.uuid === row.restaurantUuid,
      )!;
      expect(row).toMatchObject({
        restaurantName: restaurant.name,
        restaurantNumber: restaurant.number,
      });
    }
  });
});

describe('GET /stockOut/*, visibility (spec 000 §6)', () => {
  it("a manager's Global answer is their five restaurants only", async () => {
    const admin = await setUp();
    const manager = await setUp('manager@demo.kitchen');
    const theirs = await Promise.all(
      restaurantsOf(admin.sandbox, 1001, 1003, 1006, 1010, 1015).map((restaurantsUuid) =>
        results(admin.sandbox, admin.token, getStockOutTotal, { ...WEEK, restaurantsUuid }),
      ),
    );
    const answer = await results(manager.sandbox, manager.token, getStockOutTotal);
    expect(answer.count).toBe(sum(theirs, (total) => total.count));
    expect(answer.count).toBeLessThan(
      (await results(admin.sandbox, admin.token, getStockOutTotal)).count,
    );
    const analytic = await results(manager.sandbox, manager.token, getStockOutAnalytic);
    expect(analytic.restaurants.map((r) => r.restaurantUuid).sort()).toEqual(
      restaurantsOf(manager.sandbox, 1001, 1003, 1006, 1010, 1015).sort(),
    );
  });

  it('a USER sees only their own restaurant', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    const [own] = restaurantsOf(sandbox, 1001);
    const rows = await allRows(sandbox, token);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.restaurantUuid))).toEqual(new Set([own]));
    expect(await results(sandbox, token, getStockOutTotal)).toEqual(
      await results(sandbox, token, getStockOutTotal, { ...WEEK, restaurantsUuid: own! }),
    );
  });

  it.each([
    ['crew@demo.kitchen', 1002],
    ['manager@demo.kitchen', 1002],
  ])(
    '%s asking for restaurant %i gets 404 on every call, as for an unknown one',
    async (email, number) => {
      const { sandbox, token } = await setUp(email);
      const [other] = restaurantsOf(sandbox, number);
      const [own] = restaurantsOf(sandbox, 1001);
      for (const restaurantsUuid of [other!, 'no-such-restaurant', `${own},${other}`]) {
        for (const endpointPath of ['/stockOut/list', '/stockOut/total', '/stockOut/analytic']) {
          const answer = await call(
            sandbox,
            'GET',
            apiPath(endpointPath, { ...WEEK, restaurantsUuid }),
            { token },
          );
          expect(answer.status).toBe(404);
          expect(answer.json.message).toBe('Restaurant not found');
        }
        expect((await xls(sandbox, token, { ...WEEK, restaurantsUuid })).status).toBe(404);
      }
    },
  );
});

describe('GET /stockOut/xls', () => {
  it('answers a SpreadsheetML workbook with every row, named by Content-Disposition (RFC 6266)', async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - 3 * DAY_MS, endTime: START, restaurantsUuid: uuid! };
    const response = await xls(sandbox, token, query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    // The exact name (with its en dash) is in filename*; filename is its ASCII fallback.
    expect(fileNameFromContentDisposition(disposition)).toBe(
      'Stock-outs 1001 Peachtree & 5th 2026-11-19 – 2026-11-22.xls',
    );
    expect(disposition).toContain(
      'filename="Stock-outs 1001 Peachtree & 5th 2026-11-19 - 2026-11-22.xls"',
    );

    const text = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(
      new TextEncoder().encode(text).byteLength,
    );
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?mso-application progid="Excel.Sheet"\?>/,
    );
    expect(text).toContain('<Worksheet ss:Name="Stock-outs">');
    expect(text).toContain('1001 - Peachtree &amp; 5th');
    const rows = await allRows(sandbox, token, query);
    expect(rows.length).toBeGreaterThan(0);
    // Header, the stock-outs, a blank row, then Total, High, Low and Average.
    expect(text.match(/<Row>/g)).toHaveLength(rows.length + 6);
    expect(text.match(/<Data ss:Type="DateTime">/g)).toHaveLength(rows.length * 2);
    for (const label of ['Total', 'High', 'Low', 'Average'])
      expect(text).toContain(`<Data ss:Type="String">${label}</Data>`);
    const total = await results(sandbox, token, getStockOutTotal, query);
    expect(text).toContain(`<Data ss:Type="Number">${total.duration}</Data>`);
    expect(text).toContain(`${total.count} stock-outs`);
  });

  it("with an interval, each row names its chart bar: the start of the interval it starts in (spec 000 §3 'interval')", async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1001);
    const query = { startTime: START - 3 * DAY_MS, endTime: START, restaurantsUuid: uuid! };
    const plain = await (await xls(sandbox, token, query)).text();
    expect(plain).not.toContain('Interval start');
    const text = await (await xls(sandbox, token, { ...query, interval: '1d' })).text();
    expect(text).toContain('<Data ss:Type="String">Interval start</Data>');
    const rows = await allRows(sandbox, token, query);
    // Three dates a row: start, end and its interval's start.
    expect(text.match(/<Data ss:Type="DateTime">/g)).toHaveLength(rows.length * 3);
    const analytic = await results(sandbox, token, getStockOutAnalytic, {
      ...query,
      interval: '1d',
    });
    expect(analytic.timestamps).toHaveLength(3);
    const badInterval = await xls(sandbox, token, { ...query, interval: '3h' });
    expect(badInterval.status).toBe(400);
  });

  it('over 50,000 stock-outs answers 202 with the envelope and no file; under, the file (spec 000 §4 "accepted and processed elsewhere")', async () => {
    // A chain large enough that two months of stock-outs pass the provider's row limit.
    const { sandbox, token } = await setUp(
      'admin@demo.kitchen',
      createSandbox({ now: manualClock(START).now, restaurants: 400 }),
    );
    const over = { startTime: START - 60 * DAY_MS, endTime: START };
    const total = await resultsWith(over)(sandbox, token, getStockOutTotal, over);
    expect(total.count).toBeGreaterThan(MAX_SPREADSHEET_ROWS);
    const accepted = await xls(sandbox, token, over);
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('content-disposition')).toBeNull();
    expect(accepted.headers.get('content-type')).toMatch(/application\/json/);
    expect(await accepted.json()).toEqual({
      success: true,
      code: 202,
      message: EXPORT_PREPARED_MESSAGE,
      results: null,
    });

    const under = { startTime: START - DAY_MS, endTime: START };
    expect(
      (await resultsWith(under)(sandbox, token, getStockOutTotal, under)).count,
    ).toBeLessThanOrEqual(MAX_SPREADSHEET_ROWS);
    const file = await xls(sandbox, token, under);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await file.text()).toContain('<Worksheet ss:Name="Stock-outs">');
  });

  it('names a Global export "all restaurants"', async () => {
    const { sandbox, token } = await setUp();
    const response = await xls(sandbox, token, WEEK);
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      'Stock-outs all restaurants 2026-11-15 – 2026-11-22.xls',
    );
  });

  it('refuses as JSON: no token, no range, a reversed range', async () => {
    const { sandbox, token } = await setUp();
    expect((await xls(sandbox, undefined, WEEK)).status).toBe(401);
    const noRange = await xls(sandbox, token, {});
    expect(noRange.status).toBe(400);
    expect(noRange.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await noRange.json()) as { message: string }).message).toMatch(/startTime/);
    const reversed = await xls(sandbox, token, { startTime: START, endTime: START - 1 });
    expect(reversed.status).toBe(400);
  });
});

describe('GET /stockOut/*, refusals', () => {
  it.each([
    '/stockOut/list',
    '/stockOut/total',
    '/stockOut/analytic',
    '/materials/filters/stock-out-materials',
  ])('%s answers 401 without a token', async (endpointPath) => {
    const { sandbox } = await setUp();
    expect((await call(sandbox, 'GET', apiPath(endpointPath, WEEK))).status).toBe(401);
  });

  it.each([
    ['a reversed range', '/stockOut/list', { startTime: START, endTime: START - 1 }, /before/],
    ['an empty range', '/stockOut/total', { startTime: START, endTime: START }, /before/],
    [
      'a range over a year',
      '/stockOut/total',
      { startTime: START - 400 * DAY_MS, endTime: START },
      /366 days/,
    ],
    [
      'too many buckets',
      '/stockOut/analytic',
      { startTime: START - 90 * DAY_MS, endTime: START, interval: '1m' },
      /2000 1m buckets/,
    ],
    ['a start that is not a number', '/stockOut/list', { startTime: 'yesterday' }, /startTime/],
    [
      'a product name over 100 characters',
      '/stockOut/total',
      { materials: 'N'.repeat(101) },
      /materials/,
    ],
    ['an unknown interval', '/stockOut/analytic', { interval: '3h' }, /interval/],
    ['an unknown interval on the list', '/stockOut/list', { interval: '3h' }, /interval/],
    [
      'too many interval buckets for the total',
      '/stockOut/total',
      { startTime: START - 90 * DAY_MS, endTime: START, interval: '1m' },
      /2000 1m buckets/,
    ],
    ['a limit over 100', '/stockOut/list', { limit: 101 }, /limit/],
    ['a negative page', '/stockOut/list', { page: -1 }, /page/],
    ['an unknown sort', '/stockOut/list', { sortBy: 'material' }, /sortBy/],
  ])('answers 400 for %s', async (_what, endpointPath, query, message) => {
    const { sandbox, token } = await setUp();
    const answer = await call(sandbox, 'GET', apiPath(endpointPath, query as Query), { token });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});
