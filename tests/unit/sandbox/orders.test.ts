import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cateringPageSchema,
  cateringOrderSchema,
  recurringOrderSchema,
  recurringPageSchema,
  type CateringOrder,
} from '../../../src/api/orders/orders.schema';
import type { Sandbox } from '../../../sandbox/app';
import { orderDayAt } from '../../../sandbox/model/orders';
import {
  apiPath,
  call,
  DAY_MS,
  HOUR_MS,
  restaurantsOf,
  setUp,
  START,
  type Query,
} from './sandbox-client';

async function cateringPage(sandbox: Sandbox, token: string, query: Query) {
  const answer = await call(sandbox, 'GET', apiPath('/catering-orders', query), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(cateringPageSchema, answer.json.results);
}

/** Every catering order of the restaurant, following the cursor. */
async function allCatering(sandbox: Sandbox, token: string, restaurantUuid: string) {
  const rows: CateringOrder[] = [];
  let page = await cateringPage(sandbox, token, { restaurantUuid, limit: 5 });
  rows.push(...page.content);
  while (page.existsNextPage) {
    page = await cateringPage(sandbox, token, {
      restaurantUuid,
      limit: 5,
      cursorDirection: 'NEXT',
      cursor: page.cursor!,
    });
    rows.push(...page.content);
  }
  return rows;
}

function cateringBody(restaurantUuid: string, overrides: Record<string, unknown> = {}) {
  return {
    restaurantUuid,
    material: 'Nuggets',
    orderType: 'CATERING',
    workCenter: 'BOARDS',
    scheduledStart: START + 2 * HOUR_MS,
    scheduledEnd: START + 3 * HOUR_MS,
    restaurantDepartureTime: START + 3.5 * HOUR_MS,
    batchSize: 120,
    demandDescription: 'Board meeting',
    ...overrides,
  };
}

function recurringBody(restaurantUuid: string, overrides: Record<string, unknown> = {}) {
  return {
    restaurantUuid,
    material: 'Strips',
    orderType: 'BUS',
    workCenter: 'CATERING_WORK_CENTER',
    batchSize: 80,
    weekdays: ['TUESDAY'],
    startTime: '16:00',
    endTime: '16:45',
    departureTime: '17:00',
    demandDescription: 'Tour bus',
    ...overrides,
  };
}

describe('catering orders (spec 001 §7 "Orders")', () => {
  it('lists a named restaurant’s seeded orders, cursor paged without repeats, latest start first', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const rows = await allCatering(sandbox, token, restaurant!);
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
    const starts = rows.map((row) => row.scheduledStart);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Spec 001 §4: past orders are closed, the rest active.
    expect(rows.some((row) => row.cateringOrderStatus === 'NEW')).toBe(true);
    expect(rows.some((row) => row.cateringOrderStatus === 'FINISHED')).toBe(true);
  });

  it('filters by statuses (the active group NEW and IN_PROGRESS)', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const page = await cateringPage(sandbox, token, {
      restaurantUuid: restaurant!,
      statuses: 'NEW,IN_PROGRESS',
      limit: 100,
    });
    expect(page.content.length).toBeGreaterThan(0);
    for (const row of page.content)
      expect(['NEW', 'IN_PROGRESS']).toContain(row.cateringOrderStatus);
  });

  it('creates, edits, finalizes COMPLETED (Ready, 100 %), then refuses a second finalize and an edit', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const created = await call(sandbox, 'POST', apiPath('/catering-orders'), {
      token,
      body: cateringBody(restaurant!),
    });
    expect(created.status, created.json.message).toBe(200);
    const order = v.parse(cateringOrderSchema, created.json.results);
    expect(order).toMatchObject({ cateringOrderStatus: 'NEW', progress: 0, batchSize: 120 });

    const edited = await call(sandbox, 'PUT', apiPath(`/catering-orders/${order.uuid}`), {
      token,
      body: { ...cateringBody(restaurant!), restaurantUuid: undefined, batchSize: 150 },
    });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.json.results).toMatchObject({ batchSize: 150 });

    const finalized = await call(
      sandbox,
      'PUT',
      apiPath(`/catering-orders/${order.uuid}/finalize`),
      {
        token,
        body: { result: 'COMPLETED' },
      },
    );
    expect(finalized.status).toBe(200);
    expect(finalized.json.results).toMatchObject({
      cateringOrderStatus: 'FINISHED',
      completionResult: 'COMPLETED',
      progress: 100,
    });

    const again = await call(sandbox, 'PUT', apiPath(`/catering-orders/${order.uuid}/finalize`), {
      token,
      body: { result: 'CANCELED' },
    });
    expect(again.status).toBe(409);
    const late = await call(sandbox, 'PUT', apiPath(`/catering-orders/${order.uuid}`), {
      token,
      body: cateringBody(restaurant!),
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/closed/);
  });

  it('finalize CANCELED makes it Canceled; delete removes it; then 404', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const created = await call(sandbox, 'POST', apiPath('/catering-orders'), {
      token,
      body: cateringBody(restaurant!),
    });
    const uuid = (created.json.results as CateringOrder).uuid;
    const canceled = await call(sandbox, 'PUT', apiPath(`/catering-orders/${uuid}/finalize`), {
      token,
      body: { result: 'CANCELED' },
    });
    expect(canceled.json.results).toMatchObject({ cateringOrderStatus: 'CANCELED' });
    expect(
      (await call(sandbox, 'DELETE', apiPath(`/catering-orders/${uuid}`), { token })).status,
    ).toBe(200);
    for (const [method, path, body] of [
      ['GET', `/catering-orders/${uuid}`, undefined],
      ['PUT', `/catering-orders/${uuid}`, cateringBody(restaurant!)],
      ['DELETE', `/catering-orders/${uuid}`, undefined],
      ['PUT', `/catering-orders/${uuid}/finalize`, { result: 'COMPLETED' }],
    ] as const) {
      const answer = await call(sandbox, method, apiPath(path), { token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  it('refuses to delete an order in progress (409): it is being cooked', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const rows = await allCatering(sandbox, token, restaurant!);
    const cooking = rows.find((row) => row.cateringOrderStatus === 'IN_PROGRESS');
    if (!cooking) return; // the seed put none under way at START for this restaurant
    const answer = await call(sandbox, 'DELETE', apiPath(`/catering-orders/${cooking.uuid}`), {
      token,
    });
    expect(answer.status).toBe(409);
  });

  it('spec 001 §5: 400 with a message for each bad body, never 500', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ material: 'Tofu' }, /material/],
      [{ orderType: 'PICNIC' }, /orderType/],
      [{ workCenter: 'GRILL' }, /workCenter/],
      [{ batchSize: 0 }, /batchSize/],
      [{ batchSize: 2001 }, /batchSize/],
      [{ batchSize: 1.5 }, /batchSize/],
      [{ batchSize: '10' }, /batchSize/],
      [{ scheduledStart: 'soon' }, /scheduledStart/],
      [{ scheduledEnd: START + 2 * HOUR_MS }, /end must be after the scheduled start/],
      [{ restaurantDepartureTime: START + 2.5 * HOUR_MS }, /departure/],
      [{ demandDescription: 'x'.repeat(201) }, /demandDescription/],
      [{ restaurantUuid: '' }, /restaurantUuid/],
    ];
    for (const [overrides, message] of bad) {
      const answer = await call(sandbox, 'POST', apiPath('/catering-orders'), {
        token,
        body: cateringBody(restaurant!, overrides),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json.message, JSON.stringify(overrides)).toMatch(message);
    }
    const finalize = await call(sandbox, 'PUT', apiPath('/catering-orders/x/finalize'), {
      token,
      body: { result: 'DONE' },
    });
    expect(finalize.status).toBe(400);
    const list = await call(sandbox, 'GET', apiPath('/catering-orders'), { token });
    expect(list.status).toBe(400);
    expect(list.json.message).toMatch(/restaurantUuid/);
  });

  it('404 for a restaurant that is not the user’s', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const [other] = restaurantsOf(sandbox, 1002);
    const answer = await call(
      sandbox,
      'GET',
      apiPath('/catering-orders', { restaurantUuid: other! }),
      { token },
    );
    expect(answer.status).toBe(404);
  });

  it('spec 000 §6: 403 per missing PCS action', async () => {
    const crew = await setUp('crew@demo.kitchen');
    const [own] = restaurantsOf(crew.sandbox, 1001);
    const view = await call(
      crew.sandbox,
      'GET',
      apiPath('/catering-orders', { restaurantUuid: own! }),
      {
        token: crew.token,
      },
    );
    expect(view.status).toBe(403);
    expect(view.json.message).toMatch(/PCS VIEW/);
    // The Restaurant Manager role has PCS VIEW and EDIT, not CREATE or DELETE.
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const writes: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/catering-orders', cateringBody(restaurant!), /PCS CREATE/],
      ['DELETE', '/catering-orders/x', undefined, /PCS DELETE/],
      ['POST', '/recurring-orders', recurringBody(restaurant!), /PCS CREATE/],
      ['DELETE', '/recurring-orders/x', undefined, /PCS DELETE/],
    ];
    for (const [method, path, body, message] of writes) {
      const answer = await call(sandbox, method, apiPath(path), { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.message).toMatch(message);
    }
  });
});

describe('recurring orders (spec 001 §7 "Orders")', () => {
  it('validates its body: weekdays, times, end after start, departure not before end', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ weekdays: [] }, /weekday/],
      [{ weekdays: ['FUNDAY'] }, /weekdays/],
      [{ weekdays: ['MONDAY', 'MONDAY'] }, /twice/],
      [{ startTime: '25:00' }, /startTime/],
      [{ endTime: '9:00' }, /endTime/],
      [{ endTime: '15:00' }, /end must be after/],
      [{ departureTime: '16:30' }, /departure/],
      [{ batchSize: -1 }, /batchSize/],
    ];
    for (const [overrides, message] of bad) {
      const answer = await call(sandbox, 'POST', apiPath('/recurring-orders'), {
        token,
        body: recurringBody(restaurant!, overrides),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json.message, JSON.stringify(overrides)).toMatch(message);
    }
  });

  it('creates catering orders on its weekdays: today’s at once, the next one when that day comes', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const zone = sandbox.context.chain.restaurants.find((r) => r.uuid === restaurant)!.timezone;
    const today = orderDayAt(sandbox.context.now(), zone);
    const tomorrow = orderDayAt(sandbox.context.now(), zone, 1);
    const created = await call(sandbox, 'POST', apiPath('/recurring-orders'), {
      token,
      body: recurringBody(restaurant!, {
        weekdays: [today.weekday, tomorrow.weekday],
        startTime: '23:00',
        endTime: '23:30',
        departureTime: '23:45',
      }),
    });
    expect(created.status, created.json.message).toBe(200);
    const recurring = v.parse(recurringOrderSchema, created.json.results);
    const made = (await allCatering(sandbox, token, restaurant!)).filter(
      (row) => row.recurringOrderUuid === recurring.uuid,
    );
    expect(made).toHaveLength(2);
    expect(made.every((row) => row.cateringOrderStatus === 'NEW' && row.batchSize === 80)).toBe(
      true,
    );
    // Asked again, nothing is made twice.
    const again = (await allCatering(sandbox, token, restaurant!)).filter(
      (row) => row.recurringOrderUuid === recurring.uuid,
    );
    expect(again).toHaveLength(2);

    const list = await call(
      sandbox,
      'GET',
      apiPath('/recurring-orders', { restaurantUuid: restaurant! }),
      {
        token,
      },
    );
    const page = v.parse(recurringPageSchema, list.json.results);
    expect(page.content.map((row) => row.uuid)).toContain(recurring.uuid);
  });

  it('makes nothing on other weekdays; edits and deletes; 404 after', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const zone = sandbox.context.chain.restaurants.find((r) => r.uuid === restaurant)!.timezone;
    const later = orderDayAt(START, zone, 3);
    const created = await call(sandbox, 'POST', apiPath('/recurring-orders'), {
      token,
      body: recurringBody(restaurant!, { weekdays: [later.weekday] }),
    });
    const recurring = v.parse(recurringOrderSchema, created.json.results);
    const made = (await allCatering(sandbox, token, restaurant!)).filter(
      (row) => row.recurringOrderUuid === recurring.uuid,
    );
    expect(made).toHaveLength(0);
    expect(DAY_MS).toBeGreaterThan(0);

    const edited = await call(sandbox, 'PUT', apiPath(`/recurring-orders/${recurring.uuid}`), {
      token,
      body: recurringBody(restaurant!, {
        restaurantUuid: undefined,
        weekdays: ['MONDAY', 'FRIDAY'],
      }),
    });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.json.results).toMatchObject({ weekdays: ['MONDAY', 'FRIDAY'] });
    expect(
      (await call(sandbox, 'DELETE', apiPath(`/recurring-orders/${recurring.uuid}`), { token }))
        .status,
    ).toBe(200);
    const gone = await call(sandbox, 'GET', apiPath(`/recurring-orders/${recurring.uuid}`), {
      token,
    });
    expect(gone.status).toBe(404);
  });
});

describe('the audit trail of order writes (spec 001 §7 "Orders", audit log)', () => {
  it('records create, edit, finalize and delete of a catering order, naming it', async () => {
    const { sandbox, token } = await setUp();
    const [restaurant] = restaurantsOf(sandbox, 1001);
    const created = await call(sandbox, 'POST', apiPath('/catering-orders'), {
      token,
      body: cateringBody(restaurant!),
    });
    const order = created.json.results as CateringOrder;
    await call(sandbox, 'PUT', apiPath(`/catering-orders/${order.uuid}`), {
      token,
      body: { ...cateringBody(restaurant!), restaurantUuid: undefined },
    });
    await call(sandbox, 'PUT', apiPath(`/catering-orders/${order.uuid}/finalize`), {
      token,
      body: { result: 'CANCELED' },
    });
    await call(sandbox, 'DELETE', apiPath(`/catering-orders/${order.uuid}`), { token });
    const trail = await call(sandbox, 'GET', apiPath('/auditTrail', { area: 'PCS', limit: 4 }), {
      token,
    });
    expect(trail.status, trail.json.message).toBe(200);
    const lines = (trail.json.results as { content: Array<Record<string, unknown>> }).content;
    expect(lines.map((line) => line.action)).toEqual([
      'CATERING_ORDER_DELETED',
      'CATERING_ORDER_FINALIZED',
      'CATERING_ORDER_UPDATED',
      'CATERING_ORDER_CREATED',
    ]);
    for (const line of lines) {
      expect(line.targetUuid).toBe(order.uuid);
      expect(String(line.target)).toContain(`#${order.batchNumber} · Nuggets`);
    }
  });
});
