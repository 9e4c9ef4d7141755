import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { cameraFeeds } from '../../../sandbox/model/cameras';
import { SPEC_ENTITIES } from '../../../sandbox/spec-profile/projection';
import { getTimers } from '../../../src/api/analytics/analytics.endpoints';
import { ADDED_PRODUCT, EXTRA_POTATO_CHUTE } from '../../../sandbox/spec-profile/seed-extras';
import { getPotatoBatchesStatistic } from '../../../src/api/potato/potato.endpoints';
import { streamSpecQueue } from '../../../sandbox/routes/production';
import { kitchenQueuesOf } from '../../../sandbox/model/kitchen-queues';
import { readQueueFrame } from '../../../src/api/production/queue-frame';
import { queueSnapshotSchema } from '../../../src/api/production/production.schema';
import { readAnswer } from '../../../src/lib/tolerant-read';
import {
  call,
  HOUR_MS,
  manualClock,
  resultsWith,
  signInAs,
  START,
  THREE_DAYS,
} from './sandbox-client';

const results = resultsWith(THREE_DAYS);

/*
 * SANDBOX_PROFILE=spec (docs/decisions/provider-api.md, "A spec-shaped provider"): the least a
 * provider of the spec sends, so the console is tried against it.
 */

function specSandbox() {
  return createSandbox({ now: manualClock().now, profile: 'spec' });
}

describe('the spec-shaped provider', () => {
  it('issues opaque tokens that still open the calls (000 §3 line 78: "The exact token payload is not shown")', async () => {
    const sandbox = specSandbox();
    const session = await signInAs(sandbox, 'admin@demo.kitchen');
    expect(session.accessToken).not.toContain('.');
    expect(session.refreshToken).not.toContain('.');
    const me = await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken });
    expect(me.status).toBe(200);
    const refreshed = await call(sandbox, 'POST', '/api/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
  });

  it('cuts a user to the fields 000 §3 line 79 names, identity kept', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const users = await call(sandbox, 'GET', '/api/v1/users?limit=10', { token });
    expect(users.status).toBe(200);
    const rows = (users.json.results as { content: Array<Record<string, unknown>> }).content;
    expect(rows.length).toBeGreaterThan(0);
    const allowed = new Set([
      'uuid',
      'id',
      ...SPEC_ENTITIES.user.fields.map((field) => (typeof field === 'string' ? field : field[0])),
    ]);
    for (const row of rows) {
      expect(Object.keys(row).filter((key) => !allowed.has(key))).toEqual([]);
      expect(row).toHaveProperty('uuid');
      expect(row).toHaveProperty('email');
      if (row.userRoleDto)
        expect(Object.keys(row.userRoleDto).sort()).toEqual(['accessList', 'uuid']);
    }
    // The same user in the ours profile carries the names the spec does not give.
    const ours = createSandbox({ now: manualClock().now, profile: 'ours' });
    const { accessToken } = await signInAs(ours, 'admin@demo.kitchen');
    const full = await call(ours, 'GET', '/api/v1/users?limit=10', { token: accessToken });
    expect(
      (full.json.results as { content: Array<Record<string, unknown>> }).content[0],
    ).toHaveProperty('firstName');
  });

  it('answers a void call with a bare success, no results (000 §4 "sometimes a code")', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const logout = await call(sandbox, 'POST', '/api/v1/auth/logout', { token });
    expect(logout).toEqual({ status: 200, json: { success: true } });
  });

  it('gives the Restaurant Manager a module the console does not list (000 §3 "are not shown")', async () => {
    const sandbox = specSandbox();
    const session = await signInAs(sandbox, 'manager@demo.kitchen');
    const modules = (
      session.user as { userRoleDto?: { accessList?: Array<{ moduleType: string }> } }
    ).userRoleDto?.accessList?.map((access) => access.moduleType);
    // Read through the console's declaration, the unknown module is left out; on the wire it
    // is there.
    const raw = await call(sandbox, 'GET', '/api/v1/users/user', { token: session.accessToken });
    const wire = (
      raw.json.results as { userRoleDto: { accessList: Array<{ moduleType: string }> } }
    ).userRoleDto.accessList.map((access) => access.moduleType);
    expect(wire).toContain('LOYALTY');
    expect(modules).not.toContain('LOYALTY');
    expect(modules).toContain('DASHBOARD');
  });

  it('cooks and records the product its dictionary adds, as the dashboards ask for it (001 §7 "Dictionaries")', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const timers = await results(sandbox, token, getTimers);
    expect(timers.materials.find((row) => row.material === ADDED_PRODUCT)?.count).toBeGreaterThan(
      0,
    );
    const materials = await call(sandbox, 'GET', '/api/v1/dictionaries/materials/all', { token });
    expect(JSON.stringify(materials.json.results)).toContain(ADDED_PRODUCT);
  });

  it('has a camera in a state and with a codec of the provider\'s own in every kitchen (001 §3 "Camera")', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const kitchen = sandbox.context.chain.restaurants[0]!.uuid;
    const answer = await call(sandbox, 'GET', `/api/v1/restaurants/${kitchen}/cameras?limit=100`, {
      token,
    });
    expect(answer.status).toBe(200);
    const cameras = (
      answer.json.results as {
        content: Array<{ status: string; profiles?: Array<{ codec: string }> }>;
      }
    ).content;
    const own = cameras.find((camera) => camera.status === 'MAINTENANCE');
    expect(own?.profiles?.map((profile) => profile.codec)).toContain('H265');
  });

  it('has a fifth fry chute in every kitchen, which the potato answers count (001 §3 a chute is named by its number)', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const batches = await results(sandbox, token, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      chutes: `1,2,3,4,${EXTRA_POTATO_CHUTE}`,
    });
    const fifth = batches.chutes.find((row) => row.chute === EXTRA_POTATO_CHUTE);
    expect(fifth?.count).toBeGreaterThan(0);
    expect(batches.chutes.reduce((sum, row) => sum + row.count, 0)).toBe(batches.count);
    // Our own profile has the four seeded chutes only.
    const ours = createSandbox({ now: manualClock().now, profile: 'ours' });
    const { accessToken: ourToken } = await signInAs(ours, 'admin@demo.kitchen');
    const seeded = await results(ours, ourToken, getPotatoBatchesStatistic, {
      ...THREE_DAYS,
      chutes: `1,2,3,4,${EXTRA_POTATO_CHUTE}`,
    });
    expect(seeded.chutes.map((row) => row.chute)).toEqual([1, 2, 3, 4]);
  });

  it("gives the tablet socket the spec's own shapes: BEGIN, the batches as one list, COMPLETED, then each changed batch alone, with the spec's batch fields and none of our framing (001 §3 line 88, §4 line 108, §7 line 175)", () => {
    const clock = manualClock(START + 2 * HOUR_MS);
    const sandbox = createSandbox({ now: clock.now, profile: 'spec' });
    const frames: unknown[] = [];
    const kitchen = sandbox.context.chain.restaurants[0]!.uuid;
    const stop = streamSpecQueue(
      sandbox.context,
      kitchen,
      (frame) => frames.push(JSON.parse(JSON.stringify(frame))),
      () => true,
      () => undefined,
    );
    try {
      for (let minute = 0; minute < 20; minute += 1) {
        clock.advance(60_000);
        kitchenQueuesOf(sandbox.context).tick();
      }
    } finally {
      stop();
      kitchenQueuesOf(sandbox.context).stopAll('test over');
    }
    const [begin, list, completed, ...changes] = frames;
    expect(begin).toEqual({ state: 'BEGIN' });
    expect(completed).toEqual({ state: 'COMPLETED' });
    expect(Array.isArray(list) && list.length).toBeGreaterThan(0);
    expect(changes.length).toBeGreaterThan(0);
    const specFields = new Set([
      'uuid',
      ...SPEC_ENTITIES.queueBatch.fields.map((field) =>
        typeof field === 'string' ? field : field[0],
      ),
    ]);
    for (const batch of [...(list as object[]), ...(changes as object[])])
      expect(Object.keys(batch).filter((key) => !specFields.has(key))).toEqual([]);
    // The console reads every frame, and every row of it (queue-frame.ts).
    for (const frame of frames) {
      const { update, unreadable } = readQueueFrame(JSON.stringify(frame));
      expect(update).not.toBeNull();
      expect(unreadable.count).toBe(0);
    }
  });

  it("cuts GET /pcs/queue's batches to the spec's batch fields, which the console reads whole (001 §3 line 88)", async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const kitchen = sandbox.context.chain.restaurants[0]!.uuid;
    try {
      const answer = await call(sandbox, 'GET', `/api/v1/pcs/queue?restaurantUuid=${kitchen}`, {
        token,
      });
      expect(answer.status).toBe(200);
      const batches = (answer.json.results as { batches: Array<Record<string, unknown>> }).batches;
      expect(batches.length).toBeGreaterThan(0);
      for (const batch of batches) {
        expect(batch).not.toHaveProperty('queueType');
        expect(batch).not.toHaveProperty('state');
      }
      const { parsed, unreadable } = readAnswer(queueSnapshotSchema, answer.json.results);
      expect(parsed.success && parsed.output.batches.length).toBe(batches.length);
      expect(unreadable.count).toBe(0);
    } finally {
      kitchenQueuesOf(sandbox.context).stopAll('test over');
    }
  });

  it('keeps one camera\'s mountpoint private in every kitchen, and the ours profile none (001 §7 "watch (id and optional pin)")', () => {
    const feedsOf = (profile: 'spec' | 'ours') => {
      const { chain } = createSandbox({ now: manualClock().now, profile }).context;
      return chain.restaurants.slice(0, 17).map((restaurant) => cameraFeeds(chain, restaurant));
    };
    for (const feeds of feedsOf('spec'))
      expect(feeds.filter((feed) => feed.private).length).toBe(1);
    expect(
      feedsOf('ours')
        .flat()
        .some((feed) => feed.private),
    ).toBe(false);
  });

  it('serves cameras, streams and recordings with the spec’s fields only (001 §3 lines 71, 75, 77), and its own identifiers still reach them: a stream starts by its id, the fryer camera is in a category of the spec’s station name (§1 line 10)', async () => {
    const sandbox = specSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const kitchen = sandbox.context.chain.restaurants[0]!.uuid;
    const under = `/api/v1/restaurants/${kitchen}`;
    const cameras = (
      (await call(sandbox, 'GET', `${under}/cameras?limit=100`, { token })).json.results as {
        content: Array<Record<string, unknown> & { categories?: Array<{ name: string }> }>;
      }
    ).content;
    expect(cameras.length).toBeGreaterThan(0);
    for (const camera of cameras) expect(camera).not.toHaveProperty('streamId');
    expect(
      cameras.some((camera) => camera.categories?.some((category) => category.name === 'Fryer')),
    ).toBe(true);
    const streams = (await call(sandbox, 'GET', `${under}/streams`, { token })).json
      .results as Array<{ id: number; metadata: Record<string, unknown> }>;
    for (const stream of streams) expect(stream.metadata).toEqual({ type: 'STREAM' });
    const started = await call(sandbox, 'POST', `${under}/streams`, {
      token,
      body: { id: streams[0]!.id },
    });
    expect(started.status).toBe(200);
    expect((started.json.results as { id: number }).id).toBe(streams[0]!.id);
    const recordings = (
      (await call(sandbox, 'GET', `/api/v1/recordings?restaurantUuid=${kitchen}`, { token })).json
        .results as { content: Array<Record<string, unknown>> }
    ).content;
    expect(recordings.length).toBeGreaterThan(0);
    for (const recording of recordings) {
      expect(recording).toHaveProperty('recordingId');
      for (const ours of ['downloadUrl', 'hlsUrl', 'cameraUuid', 'status'])
        expect(recording).not.toHaveProperty(ours);
    }
  });

  it('names a spec line for every entity it cuts (push, our extension, names its decision)', () => {
    for (const [name, entity] of Object.entries(SPEC_ENTITIES)) {
      expect(entity.spec, name).toMatch(
        name === 'pushKey' ? /provider-api\.md/ : /(000|001) §\d lines? \d+/,
      );
    }
  });
});
