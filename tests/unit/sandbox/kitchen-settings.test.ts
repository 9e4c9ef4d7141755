import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { dictionariesOf } from '../../../sandbox/model/dictionaries';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { createKitchenSimulator } from '../../../sandbox/model/kitchen-simulator';
import {
  createAdjustmentRule,
  getScales,
  setScales,
} from '../../../src/api/adjustment/adjustment.endpoints';
import type { QueueBatch } from '../../../src/api/production/production.schema';
import { deleteFryer, listFryers } from '../../../src/api/fryers/fryers.endpoints';
import { getProductionQueue } from '../../../src/api/production/production.endpoints';
import {
  apiPath,
  call,
  get,
  HOUR_MS,
  manualClock,
  resultsOf,
  signInAs,
  START,
} from './sandbox-client';

/*
 * The settings of production control change the kitchen they claim to change: the adjustment's
 * scales and rules scale what the queue recommends (spec 001 §2 "Adjustment: rules and scales
 * per restaurant"), and the fryer manager's fryers are the queue's linked fryers (spec 001 §3
 * isLinkedFryer).
 */

const MINUTE = 60_000;
let sandboxes: Sandbox[] = [];

afterEach(() => {
  for (const sandbox of sandboxes) kitchenQueuesOf(sandbox.context).stopAll('test over');
  sandboxes = [];
});

/** A sandbox at lunch on a manual clock, the admin signed in, its first kitchen's queue. */
async function kitchen() {
  const clock = manualClock(START + 2 * HOUR_MS);
  const sandbox = createSandbox({ now: clock.now });
  sandboxes.push(sandbox);
  const signIn = async () => (await signInAs(sandbox, 'admin@demo.kitchen')).accessToken;
  let token = await signIn();
  const restaurant = sandbox.context.chain.restaurants[0]!;
  const queue = async () =>
    resultsOf(
      getProductionQueue,
      await get(sandbox, token, '/pcs/queue', { restaurantUuid: restaurant.uuid }),
    );
  /** Moves the clock by `ms` a minute at a time, the kitchen following; signs in again after. */
  const run = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += MINUTE) {
      clock.advance(MINUTE);
      kitchenQueuesOf(sandbox.context).tick();
    }
    token = await signIn();
  };
  return { sandbox, token: () => token, restaurant, queue, run };
}

describe('linked fryers follow the fryer manager (spec 001 §3 isLinkedFryer, §2 fryer manager)', () => {
  it('a batch is linked when its fryer is one the manager lists for the kitchen, and no longer once that fryer is deleted', async () => {
    const { sandbox, token, restaurant, queue, run } = await kitchen();
    await queue();
    await run(30 * MINUTE);
    const batches = (await queue()).batches;
    const fried = batches.filter((batch) => batch.fryer !== null);
    expect(fried.length).toBeGreaterThan(0);
    for (const batch of batches) expect(batch.isLinkedFryer).toBe(batch.fryer !== null);

    const fryers = resultsOf(
      listFryers,
      await get(sandbox, token(), '/fryers', { restaurantUuid: restaurant.uuid }),
    );
    const gone = fryers.find((fryer) => fryer.name === fried[0]!.fryer)!;
    const answer = await call(
      sandbox,
      'DELETE',
      `/api/v1${deleteFryer.path.replace(':id', gone.uuid)}`,
      {
        token: token(),
      },
    );
    expect(answer.status, answer.json.message).toBe(200);

    const after = (await queue()).batches.filter((batch) => batch.fryer === gone.name);
    expect(after.length).toBeGreaterThan(0);
    for (const batch of after) expect(batch.isLinkedFryer).toBe(false);
  });
});

describe('adjustment scales what the kitchen recommends (spec 001 §2 "Adjustment: rules and scales per restaurant")', () => {
  it('a 150 % scale raises the recommended amount of the next hour by half (± rounding), and only that material’s', async () => {
    const { sandbox, token, restaurant } = await kitchen();
    const path = `/restaurants/${restaurant.uuid}/scales`;
    const before = resultsOf(getScales, await get(sandbox, token(), path)).nextHour!.materials;
    const nuggets = before.find((entry) => entry.material === 'Nuggets')!;
    expect(nuggets).toMatchObject({ adjusted: true, percent: 100 });
    expect(nuggets.predicted).toBeGreaterThan(50);
    expect(nuggets.recommended).toBe(nuggets.predicted);

    const put = await call(
      sandbox,
      'PUT',
      apiPath(setScales.path.replace(':id', restaurant.uuid)),
      {
        token: token(),
        body: { scales: [{ material: 'Nuggets', percent: 150 }] },
      },
    );
    const answered = resultsOf(setScales, put).nextHour!.materials;
    const after = resultsOf(getScales, await get(sandbox, token(), path)).nextHour!.materials;
    expect(after).toEqual(answered);
    const scaled = after.find((entry) => entry.material === 'Nuggets')!;
    expect(scaled).toMatchObject({ adjusted: true, percent: 150, predicted: nuggets.predicted });
    expect(Math.abs(scaled.recommended - nuggets.predicted * 1.5)).toBeLessThanOrEqual(1);
    for (const entry of after.filter((other) => other.material !== 'Nuggets'))
      expect(entry.recommended).toBe(entry.predicted);
  });

  it('once the kitchen has rules, only the materials they name follow their scales', async () => {
    const { sandbox, token, restaurant } = await kitchen();
    const path = apiPath(setScales.path.replace(':id', restaurant.uuid));
    await call(sandbox, 'PUT', path, {
      token: token(),
      body: {
        scales: [
          { material: 'Nuggets', percent: 150 },
          { material: 'Strips', percent: 50 },
        ],
      },
    });
    const strips = dictionariesOf(sandbox.context.chain)
      .list('chicken-materials')
      .find((entry) => entry.name === 'Strips')!.uuid;
    const rule = await call(sandbox, 'POST', apiPath(createAdjustmentRule.path), {
      token: token(),
      body: { restaurantUuid: restaurant.uuid, materialUuids: [strips] },
    });
    expect(rule.status, rule.json.message).toBe(200);
    const next = resultsOf(
      getScales,
      await get(sandbox, token(), `/restaurants/${restaurant.uuid}/scales`),
    ).nextHour!.materials;
    expect(next.find((entry) => entry.material === 'Nuggets')).toMatchObject({
      adjusted: false,
      percent: 100,
    });
    const halved = next.find((entry) => entry.material === 'Strips')!;
    expect(halved).toMatchObject({ adjusted: true, percent: 50 });
    expect(Math.abs(halved.recommended - halved.predicted / 2)).toBeLessThanOrEqual(1);
  });

  it('from the next planning tick, the queue’s batches of a 150 % material are half as big again (± rounding)', () => {
    const start = START + 2 * HOUR_MS;
    const sandbox = createSandbox({ now: manualClock(start).now });
    const restaurant = sandbox.context.chain.restaurants[0]!;
    /** Two kitchens alike in every way; `scale` is the second one's Nuggets scale. */
    let scale = 1;
    const kitchens = [() => 1, () => scale].map((scaleOf) => {
      const clock = manualClock(start);
      const simulator = createKitchenSimulator({
        restaurant,
        seed: 7,
        now: clock.now,
        scaleOf: (material) => (material === 'Nuggets' ? scaleOf() : 1),
      });
      const batches: QueueBatch[] = [];
      simulator.subscribe((message) => {
        if (
          message.type === 'BATCH' &&
          message.batch.material === 'Nuggets' &&
          !message.batch.catering
        )
          batches.push(message.batch);
      });
      return { clock, simulator, batches };
    });
    const run = (ms: number) => {
      for (const { clock, simulator } of kitchens)
        for (let passed = 0; passed < ms; passed += 10_000) {
          clock.advance(10_000);
          simulator.advance();
        }
    };
    run(20 * MINUTE);
    const seen = kitchens.map(({ batches }) => new Set(batches.map((batch) => batch.uuid)));
    expect(seen[1]).toEqual(seen[0]);

    scale = 1.5;
    run(30 * MINUTE);
    const [plain, scaled] = kitchens.map(({ batches }, index) =>
      batches.find((batch) => !seen[index]!.has(batch.uuid))!,
    );
    expect(plain).toBeDefined();
    expect(scaled).toBeDefined();
    // The same draw of the batch's size, before an urgent batch's own increase (spec 001 §3
    // batchIncreasePercent).
    const asked = (batch: QueueBatch) => batch.batchSize / (1 + batch.batchIncreasePercent / 100);
    expect(Math.abs(asked(scaled!) - asked(plain!) * 1.5)).toBeLessThanOrEqual(1.25);
  });
});
