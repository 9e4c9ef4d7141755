import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PRODUCTS } from '../../../sandbox/model/kitchen-events';
import { createKitchenQueues, kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { addCateringOrder, findCateringOrder } from '../../../sandbox/model/orders';
import { createKitchenSimulator } from '../../../sandbox/model/kitchen-simulator';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { startServer, type RunningServer } from '../../../sandbox/server';
import type { ChickenProduct } from '../../../src/api/analytics/analytics.constants';
import {
  BATCH_COMPLETE,
  QUEUE_CLOSE_CODES,
  STAGE_ORDER,
  TABLET_SOCKET_PATH,
  TASK_STATUS_ID,
} from '../../../src/api/production/production.constants';
import {
  queueMessageSchema,
  queueSnapshotSchema,
  type QueueBatch,
  type QueueMessage,
} from '../../../src/api/production/production.schema';
import { server as msw } from '../../helpers/msw-server';
import { addWings } from '../../helpers/dictionary-entries';
import { get, HOUR_MS, manualClock, signInAs, START } from './sandbox-client';

const MINUTE = 60_000;

/** One restaurant's simulator on a manual clock, with every message it sends. */
function simulate(
  start = START + 2 * HOUR_MS,
  fryers?: () => ReadonlyArray<{ name: string; vats: number }>,
) {
  const sandbox = createSandbox({ now: manualClock(start).now });
  const clock = manualClock(start);
  const restaurant = sandbox.context.chain.restaurants[0]!;
  const simulator = createKitchenSimulator({ restaurant, seed: 7, now: clock.now, fryers });
  const messages: QueueMessage[] = [];
  simulator.subscribe((message) => messages.push(v.parse(queueMessageSchema, message)));
  const run = (ms: number, every = MINUTE) => {
    for (let passed = 0; passed < ms; passed += every) {
      clock.advance(every);
      simulator.advance();
    }
  };
  return { simulator, messages, run, clock };
}

const batchesIn = (messages: QueueMessage[]) =>
  messages.flatMap((message) => (message.type === 'BATCH' ? [message.batch] : []));

/** Every version of each batch sent, by uuid, in order. */
function historyOf(messages: QueueMessage[]): Map<string, QueueBatch[]> {
  const history = new Map<string, QueueBatch[]>();
  for (const batch of batchesIn(messages)) {
    history.set(batch.uuid, [...(history.get(batch.uuid) ?? []), batch]);
  }
  return history;
}

describe('kitchen simulator (docs/decisions/production.md, "Production queue data")', () => {
  it('moves batches through the six stages in order (spec 001 §4 production stages), frying for the product’s cook time', () => {
    const { messages, run } = simulate();
    run(2 * HOUR_MS);
    let completed = 0;
    for (const versions of historyOf(messages).values()) {
      const stages = versions
        .map((batch) => batch.stageName)
        .filter((stage) => stage !== null)
        .map((stage) => STAGE_ORDER[stage]);
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
      const last = versions.at(-1)!;
      if (last.stageName !== BATCH_COMPLETE) continue;
      completed++;
      expect(last.state).toBe('COMPLETED');
      expect(last.readyTime).not.toBeNull();
      const ends = last.stagesEstimate.map((stage) => stage.completionTime!);
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      const frying = ends[3]! - ends[2]!;
      expect(frying).toBe(PRODUCTS[last.material as ChickenProduct].cookMinutes * MINUTE);
      expect(last.containers[0]?.pieces).toBeLessThanOrEqual(last.batchSize);
    }
    expect(completed).toBeGreaterThan(5);
  });

  it('breading done turns the task status to Breading Complete (spec 001 §4 task statuses)', () => {
    const { messages, run } = simulate();
    run(HOUR_MS);
    const frying = batchesIn(messages).filter((batch) => batch.stageName === 'BASKET_FRYING');
    expect(frying.length).toBeGreaterThan(0);
    for (const batch of frying) expect(batch.status).toBe(TASK_STATUS_ID.BREADING_COMPLETE);
  });

  it('delays some batches (DELAYED, delayed animation, delay span) and cancels a few', () => {
    const { messages, run } = simulate();
    run(4 * HOUR_MS);
    const batches = batchesIn(messages);
    const delayed = batches.filter((batch) => batch.state === 'DELAYED');
    expect(delayed.length).toBeGreaterThan(0);
    for (const batch of delayed) {
      expect(batch.animation).toBe('delayed');
      expect(batch.taskDelayStartTime).not.toBeNull();
    }
    const ended = batches.filter((batch) => batch.taskDelayEndTime !== null);
    expect(ended.length).toBeGreaterThan(0);
    for (const batch of ended)
      expect(batch.delay).toBe(
        Math.round((batch.taskDelayEndTime! - batch.taskDelayStartTime!) / 1000),
      );
    const cancelled = batches.filter((batch) => batch.status === TASK_STATUS_ID.CANCEL);
    expect(cancelled.length).toBeGreaterThan(0);
    const removed = new Set(
      messages.flatMap((message) => (message.type === 'BATCH_REMOVED' ? [message.uuid] : [])),
    );
    expect(cancelled.some((batch) => removed.has(batch.uuid))).toBe(true);
  });

  it('stocks out when demand outruns production, and the stock-out ends when a batch lands', () => {
    const { simulator, messages, run } = simulate();
    run(10 * MINUTE);
    expect(simulator.snapshot().batches.every((batch) => batch.stockoutStartTime === null)).toBe(
      true,
    );
    simulator.setDemandFactor(12);
    run(20 * MINUTE, 5_000);
    const out = simulator.snapshot().materials.filter((material) => material.status !== 'READY');
    expect(out.length).toBeGreaterThan(0);
    const onset = batchesIn(messages).find((batch) => batch.stockoutStartTime !== null);
    expect(onset).toBeDefined();
    // Needed since the stock-out began, ready later: materialDelay = readyTime − endTime ≥ 0.
    for (const material of out) expect(material.materialDelay).toBeGreaterThanOrEqual(0);
  });

  it('puts each basket in one of the kitchen’s fryers, the one with the most free vats (the fryers table)', () => {
    const fryers = [
      { name: 'Fryer 1', vats: 2 },
      { name: 'Fryer 2', vats: 1 },
    ];
    const { messages, run } = simulate(START + 2 * HOUR_MS, () => fryers);
    run(2 * HOUR_MS, 10_000);
    const latest = [...historyOf(messages).values()].map((versions) => versions.at(-1)!);
    const fried = latest.filter((batch) => STAGE_ORDER[batch.stageName ?? 'BREADING'] > 3);
    expect(fried.length).toBeGreaterThan(5);
    for (const batch of fried)
      expect(batch.fryer).toEqual(batch.grilled ? null : expect.stringMatching(/^Fryer [12]$/));
    // Both fryers are used: the one with a free vat takes the next basket.
    expect(new Set(fried.map((batch) => batch.fryer).filter(Boolean))).toEqual(
      new Set(['Fryer 1', 'Fryer 2']),
    );
  });
  it('cooks some CFA Filets on the grill: grilled batches, never other products (the grilled table)', () => {
    const { messages, run } = simulate();
    run(6 * HOUR_MS);
    const latest = [...historyOf(messages).values()].map((versions) => versions.at(-1)!);
    const grilled = latest.filter((batch) => batch.grilled);
    expect(grilled.length).toBeGreaterThan(0);
    expect(new Set(grilled.map((batch) => batch.material))).toEqual(new Set(['CFA Filets']));
    expect(grilled.every((batch) => !batch.catering && batch.fryer === null)).toBe(true);
  });
  it('a READY material holds pans (opening stock included) and the others none: the inventory table agrees with the status', () => {
    const { simulator, messages, run } = simulate();
    for (const material of simulator.snapshot().materials) {
      const pieces = material.held!.reduce((sum, item) => sum + item.pieces, 0);
      expect(pieces > 0).toBe(material.status === 'READY');
    }
    run(30 * MINUTE, 10_000);
    // A sale changes what is held, and goes out as a MATERIAL update of that material.
    const held = new Map<string, number[]>();
    for (const message of messages) {
      if (message.type !== 'MATERIAL') continue;
      const pieces = message.material.held!.reduce((sum, item) => sum + item.pieces, 0);
      held.set(message.material.uuid, [...(held.get(message.material.uuid) ?? []), pieces]);
    }
    const sold = [...held.values()].some((series) =>
      series.some((pieces, index) => index > 0 && pieces < series[index - 1]!),
    );
    expect(sold).toBe(true);
  });
  it('sends a change at most once per seq, numbered one by one', () => {
    const { messages, run } = simulate();
    run(30 * MINUTE);
    const changes = messages.filter((message) => message.type !== 'HEARTBEAT');
    changes.forEach((message, index) => expect(message.seq).toBe(changes[0]!.seq! + index));
  });

  it('gives the same queue for the same seed and clock', () => {
    const first = simulate();
    const second = simulate();
    first.run(40 * MINUTE);
    second.run(40 * MINUTE, 20_000);
    expect(second.simulator.snapshot()).toEqual(first.simulator.snapshot());
  });
});

describe('catering orders become catering batches', () => {
  it('starts a CATERING_QUEUE batch at the order’s scheduled start and reports its progress', () => {
    const clock = manualClock(START + 2 * HOUR_MS);
    const sandbox = createSandbox({ now: clock.now });
    const restaurant = sandbox.context.chain.restaurants[0]!;
    const order = addCateringOrder(
      sandbox.context.chain,
      {
        restaurantUuid: restaurant.uuid,
        material: 'Nuggets',
        orderType: 'CATERING',
        workCenter: 'CATERING_WORK_CENTER',
        cateringOrderStatus: 'NEW',
        scheduledStart: clock.now() + 5 * MINUTE,
        scheduledEnd: clock.now() + 60 * MINUTE,
        restaurantDepartureTime: clock.now() + 70 * MINUTE,
        batchSize: 120,
        progress: 0,
        demandDescription: 'Office lunch',
        completionResult: null,
        recurringOrderUuid: null,
      },
      clock.now(),
    );
    const queues = createKitchenQueues(sandbox.context, { timer: false, speed: 1 });
    // Asked through the queues, as GET /pcs/queue does, so the idle stop does not end it.
    const catering = () =>
      queues
        .open(restaurant.uuid)
        .snapshot()
        .batches.filter((batch) => batch.catering);
    clock.advance(2 * MINUTE);
    queues.tick();
    expect(catering()).toEqual([]);
    clock.advance(5 * MINUTE);
    queues.tick();
    const [batch] = catering();
    expect(batch).toMatchObject({
      queueType: 'CATERING_QUEUE',
      batchNumber: order.batchNumber,
      workCenter: 'CATERING_WORK_CENTER',
      demandDescription: 'Office lunch',
      restaurantDepartureTime: order.restaurantDepartureTime,
      batchSize: 120,
    });
    for (let minute = 0; minute < 30; minute++) {
      clock.advance(MINUTE);
      catering();
    }
    const done = findCateringOrder(sandbox.context.chain, order.uuid)!;
    expect(done.cateringOrderStatus).toBe('FINISHED');
    expect(done.progress).toBe(100);
    queues.stopAll('test over');
  });
});

describe('GET /pcs/queue', () => {
  it('answers the restaurant’s queue as the contract says, started on first ask', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    const restaurant = sandbox.context.chain.restaurants[0]!;
    const answer = await get(sandbox, accessToken, '/pcs/queue', {
      restaurantUuid: restaurant.uuid,
    });
    expect(answer.status, answer.json.message).toBe(200);
    const snapshot = v.parse(queueSnapshotSchema, answer.json.results);
    expect(snapshot.restaurantUuid).toBe(restaurant.uuid);
    expect(snapshot.materials).toHaveLength(7);
    expect(kitchenQueuesOf(sandbox.context).running()).toEqual([restaurant.uuid]);
    kitchenQueuesOf(sandbox.context).stopAll('test over');
  });

  it("spec 001 §7 'Dictionaries': a material added to the chicken materials dictionary is one of the queue's materials, cooked with the strips' model", async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    addWings(sandbox.context.chain, START);
    const restaurant = sandbox.context.chain.restaurants[0]!;
    const answer = await get(sandbox, accessToken, '/pcs/queue', {
      restaurantUuid: restaurant.uuid,
    });
    expect(answer.status, answer.json.message).toBe(200);
    const snapshot = v.parse(queueSnapshotSchema, answer.json.results);
    expect(snapshot.materials.map((material) => material.material)).toContain('Wings');
    expect(snapshot.materials).toHaveLength(8);
    kitchenQueuesOf(sandbox.context).stopAll('test over');
  });

  it('refuses a missing restaurant (400), an unknown one (404), one not the user’s and a user without PCS (403)', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    const manager = (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
    const crew = (await signInAs(sandbox, 'crew@demo.kitchen')).accessToken;
    const restaurants = sandbox.context.chain.restaurants;
    const notManagers = restaurants.find((r) => r.number === 1002)!;
    const crews = restaurants.find((r) => r.number === 1001)!;
    expect((await get(sandbox, manager, '/pcs/queue')).status).toBe(400);
    const unknown = await get(sandbox, manager, '/pcs/queue', { restaurantUuid: 'nope' });
    expect(unknown.status).toBe(404);
    const notTheirs = await get(sandbox, manager, '/pcs/queue', {
      restaurantUuid: notManagers.uuid,
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.json.message).toMatch(/restaurant/);
    const noPcs = await get(sandbox, crew, '/pcs/queue', { restaurantUuid: crews.uuid });
    expect(noPcs.status).toBe(403);
    expect(noPcs.json.message).toMatch(/PCS/);
  });
});

describe('the tablet socket (spec 001 §7)', () => {
  let running: RunningServer;
  let sandbox: Sandbox;
  let distDir: string;
  const clock = manualClock(START + 2 * HOUR_MS);
  const clients: WebSocket[] = [];

  beforeAll(async () => {
    // msw intercepts Node's HTTP client; these are real sockets to a real server.
    msw.close();
    distDir = mkdtempSync(path.join(tmpdir(), 'tablet-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
    sandbox = createSandbox({ now: clock.now });
    running = await startServer({ port: 0, host: '127.0.0.1', distDir, sandbox });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.terminate();
  });
  afterAll(async () => {
    kitchenQueuesOf(sandbox.context).stopAll('test over');
    await running.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** Opens the socket; collects its messages and how it closed. */
  function open(token: string, restaurantUuid: string) {
    const query = new URLSearchParams({ Authorization: token, restaurantUuid });
    const ws = new WebSocket(`${running.url.replace(/^http/, 'ws')}${TABLET_SOCKET_PATH}?${query}`);
    clients.push(ws);
    const messages: QueueMessage[] = [];
    ws.on('message', (data: Buffer) => {
      messages.push(v.parse(queueMessageSchema, JSON.parse(data.toString('utf8'))));
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
    );
    /** Waits (at most 5 s) until `done(messages)`, or until there are `done` messages. */
    const until = async (done: number | ((received: QueueMessage[]) => boolean)) => {
      const enough =
        typeof done === 'number' ? (received: QueueMessage[]) => received.length >= done : done;
      for (let waited = 0; !enough(messages) && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return messages;
    };
    return { messages, closed, until };
  }

  const restaurantNumbered = (number: number) =>
    sandbox.context.chain.restaurants.find((restaurant) => restaurant.number === number)!;

  it('sends BEGIN, the snapshot, the orders, COMPLETED, then every change as it happens', async () => {
    const token = (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
    const socket = open(token, restaurantNumbered(1001).uuid);
    const [begin, snapshot, orders, completed] = await socket.until(4);
    expect(begin).toMatchObject({ type: 'CONNECTION', state: 'BEGIN' });
    expect(snapshot?.type).toBe('SNAPSHOT');
    expect(orders?.type).toBe('ORDERS');
    expect(completed).toMatchObject({ type: 'CONNECTION', state: 'COMPLETED' });
    const base = snapshot!.seq!;
    clock.advance(3 * MINUTE);
    kitchenQueuesOf(sandbox.context).tick();
    const later = (
      await socket.until((received) => received.some((message) => message.type === 'HEARTBEAT'))
    ).slice(4);
    // ORDERS, like a heartbeat, carries the last change's number: it is not a change.
    const changes = later.filter(
      (message) => message.type !== 'HEARTBEAT' && message.type !== 'ORDERS',
    );
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]!.seq).toBe(base + 1);
    expect(later.some((message) => message.type === 'HEARTBEAT')).toBe(true);
  });

  it.each([
    ['a bad token', () => 'not-a-token', 1001, QUEUE_CLOSE_CODES.UNAUTHORIZED, /token/],
    ['a restaurant not the user’s', 'manager', 1002, QUEUE_CLOSE_CODES.FORBIDDEN, /restaurant/],
    ['a user without PCS', 'crew', 1001, QUEUE_CLOSE_CODES.FORBIDDEN, /PCS/],
    ['an unknown restaurant', 'manager', 0, QUEUE_CLOSE_CODES.NOT_FOUND, /not found/],
  ] as const)('closes on %s with its code and reason', async (_what, who, number, code, reason) => {
    const token =
      typeof who === 'function'
        ? who()
        : (await signInAs(sandbox, `${who}@demo.kitchen`)).accessToken;
    const uuid = number === 0 ? 'no-such-restaurant' : restaurantNumbered(number).uuid;
    const socket = open(token, uuid);
    const closed = await socket.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason).toMatch(reason);
    expect(socket.messages).toEqual([]);
  });

  it('closes with 4401 once the token expires, as a call with it would be refused (spec 000 §4)', async () => {
    const token = (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
    const socket = open(token, restaurantNumbered(1001).uuid);
    await socket.until(4);
    // Past the access token's lifetime (900 s): the next heartbeat finds it expired.
    clock.advance(16 * MINUTE);
    kitchenQueuesOf(sandbox.context).tick();
    const closed = await socket.closed;
    expect(closed.code).toBe(QUEUE_CLOSE_CODES.UNAUTHORIZED);
    expect(closed.reason).toMatch(/expired/);
    expect(socket.messages.some((message) => message.type === 'HEARTBEAT')).toBe(false);
  });

  it('closes the socket when the sandbox is reset (its session ended)', async () => {
    const token = (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
    const socket = open(token, restaurantNumbered(1003).uuid);
    await socket.until(4);
    const queues = kitchenQueuesOf(sandbox.context);
    sandbox.reset();
    queues.tick();
    expect((await socket.closed).code).toBe(1012);
  });
});
