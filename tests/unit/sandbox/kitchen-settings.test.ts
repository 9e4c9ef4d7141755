import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { deleteFryer, listFryers } from '../../../src/api/fryers/fryers.endpoints';
import { getProductionQueue } from '../../../src/api/production/production.endpoints';
import { call, get, HOUR_MS, manualClock, resultsOf, signInAs, START } from './sandbox-client';

/*
 * The settings of production control change the kitchen they claim to change: the fryer
 * manager's fryers are the queue's linked fryers (spec 001 §3 isLinkedFryer).
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
