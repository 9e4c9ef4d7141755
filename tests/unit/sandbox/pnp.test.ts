import { describe, expect, it } from 'vitest';
import {
  listArucoRestaurants,
  listArucoStreams,
  listPnpModes,
  listPnpZones,
  listPnpZoneStreams,
  startPnpZone,
  stopPnpZone,
} from '../../../src/api/pnp/pnp.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import { camerasOf } from '../../../sandbox/model/cameras';
import { START } from './sandbox-client';
import {
  camerasAt,
  giveRole,
  ok,
  refusal,
  restaurantOf,
  tokenOf,
  videoSandbox,
} from './video-client';

/** The kitchen line zone of restaurant `number`. */
async function kitchenLine(sandbox: Sandbox, token: string, number = 1001) {
  const zones = await ok(sandbox, token, listPnpZones, {
    query: { restaurantUuid: restaurantOf(sandbox, number) },
  });
  return zones.find((zone) => zone.name === 'Kitchen line')!;
}

describe('spec 001 §7 "Plug-and-play": modes and zones', () => {
  it('lists the modes a zone runs in', async () => {
    const { sandbox, token } = await videoSandbox();
    const modes = await ok(sandbox, token, listPnpModes);
    expect(modes.map((mode) => mode.key)).toEqual(['LIVE', 'CALIBRATION', 'DETECTION']);
  });

  it('lists a kitchen’s zones, stopped, each with its cameras’ streams in wall order', async () => {
    const { sandbox, token } = await videoSandbox();
    const line = await kitchenLine(sandbox, token);
    const cameras = await camerasAt(sandbox, token, 1001);
    const fryer = cameras.find((c) => c.name === 'Fryer station')!;
    expect(line).toMatchObject({ mode: null, startedAt: null });
    expect(line.streamIds).toContain(fryer.streamId);
    const streams = await ok(sandbox, token, listPnpZoneStreams, { params: { id: line.uuid } });
    expect(streams.map((s) => s.id)).toEqual(line.streamIds);
    expect(streams.every((s) => s.metadata.type === 'STREAM')).toBe(true);
  });

  it('starts a zone in a mode (its streams go live) and stops it; repeats are 409', async () => {
    const { sandbox, token } = await videoSandbox();
    const line = await kitchenLine(sandbox, token);
    const params = { id: line.uuid };
    const started = await ok(sandbox, token, startPnpZone, {
      params,
      body: { mode: 'CALIBRATION' },
    });
    expect(started).toMatchObject({ mode: 'CALIBRATION', startedAt: START });
    const live = await ok(sandbox, token, listPnpZoneStreams, { params });
    expect(live.every((s) => s.live)).toBe(true);
    const twice = await refusal(sandbox, token, startPnpZone, { params, body: { mode: 'LIVE' } });
    expect(twice).toEqual({
      status: 409,
      message: 'Zone “Kitchen line” already runs in CALIBRATION mode',
    });
    const otherMode = await refusal(sandbox, token, stopPnpZone, {
      params,
      body: { mode: 'LIVE' },
    });
    expect(otherMode.status).toBe(409);
    const stopped = await ok(sandbox, token, stopPnpZone, {
      params,
      body: { mode: 'CALIBRATION' },
    });
    expect(stopped).toMatchObject({ mode: null, startedAt: null });
    const idle = await ok(sandbox, token, listPnpZoneStreams, { params });
    expect(idle.every((s) => !s.live)).toBe(true);
    const again = await refusal(sandbox, token, stopPnpZone, {
      params,
      body: { mode: 'CALIBRATION' },
    });
    expect(again).toEqual({ status: 409, message: 'Zone “Kitchen line” is not running' });
  });

  it('leaves an offline camera out of a started zone’s viewers', async () => {
    const { sandbox, token } = await videoSandbox();
    const line = await kitchenLine(sandbox, token);
    const [first] = await ok(sandbox, token, listPnpZoneStreams, { params: { id: line.uuid } });
    camerasOf(sandbox.context.chain).byStream(first!.id)!.online = false;
    await ok(sandbox, token, startPnpZone, { params: { id: line.uuid }, body: { mode: 'LIVE' } });
    const streams = await ok(sandbox, token, listPnpZoneStreams, { params: { id: line.uuid } });
    expect(streams.map((s) => s.live)).toEqual(streams.map((s) => s.id !== first!.id));
  });

  it.each([
    ['no mode', {}, /body field "mode"/],
    ['a mode this provider does not run', { mode: 'TURBO' }, /Unknown mode TURBO/],
    ['no body', undefined, /^Invalid body/],
  ])('refuses a start with %s: 400', async (_what, body, message) => {
    const { sandbox, token } = await videoSandbox();
    const line = await kitchenLine(sandbox, token);
    const answer = await refusal(sandbox, token, startPnpZone, { params: { id: line.uuid }, body });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });
});

describe('spec 001 §2 "Aruco validation lists restaurants and streams"', () => {
  it('lists the user’s restaurants with their streams’ validation, and a restaurant’s streams', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurants = await ok(sandbox, token, listArucoRestaurants);
    expect(restaurants.length).toBe(sandbox.context.chain.restaurants.length);
    const first = restaurants.find((r) => r.number === 1001)!;
    const streams = await ok(sandbox, token, listArucoStreams, {
      query: { restaurantUuid: first.uuid },
    });
    expect(streams.length).toBe(first.streams);
    expect(streams.filter((s) => s.status === 'VALID').length).toBe(first.validStreams);
    for (const stream of streams) {
      if (stream.status === 'VALID') expect(stream.markersFound).toBe(stream.markersExpected);
      if (stream.status === 'INVALID')
        expect(stream.markersFound).toBeLessThan(stream.markersExpected!);
      if (stream.status === 'NOT_CHECKED') expect(stream.checkedAt).toBeNull();
    }
  });
});

describe('plug-and-play follows the role and the restaurants (spec 000 §6)', () => {
  it('answers 403 without PLUG_AND_PLAY, and 404 for a zone of another restaurant', async () => {
    const { sandbox, token } = await videoSandbox();
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const denied = await refusal(sandbox, manager, listPnpModes);
    expect(denied).toEqual({
      status: 403,
      message: 'Access denied: PLUG_AND_PLAY VIEW is not granted to this user',
    });
    // A Support Engineer may run zones, in the manager's restaurants only.
    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const foreign = await kitchenLine(sandbox, token, 1002);
    const hidden = await refusal(sandbox, manager, startPnpZone, {
      params: { id: foreign.uuid },
      body: { mode: 'LIVE' },
    });
    expect(hidden).toEqual({ status: 404, message: 'Zone not found' });
    const own = await kitchenLine(sandbox, manager, 1001);
    await ok(sandbox, manager, startPnpZone, { params: { id: own.uuid }, body: { mode: 'LIVE' } });
    const restaurants = await ok(sandbox, manager, listArucoRestaurants);
    expect(restaurants.map((r) => r.number).sort()).toEqual([1001, 1003, 1006, 1010, 1015]);
    const otherStreams = await refusal(sandbox, manager, listArucoStreams, {
      query: { restaurantUuid: restaurantOf(sandbox, 1002) },
    });
    expect(otherStreams.status).toBe(404);
  });

  it('needs PLUG_AND_PLAY EDIT to start a zone', async () => {
    const { sandbox, token } = await videoSandbox();
    const line = await kitchenLine(sandbox, token);
    const roles = sandbox.context.chain.roles;
    const policies = sandbox.context.chain.policies;
    const support = roles.find((r) => r.name === 'Support Engineer')!;
    const field = policies.find((p) => support.policyUuids.includes(p.uuid))!;
    field.accesses = field.accesses.map((access) =>
      access.moduleType === 'PLUG_AND_PLAY'
        ? { ...access, actionType: access.actionType.filter((action) => action === 'VIEW') }
        : access,
    );
    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    await ok(sandbox, manager, listPnpZones, {
      query: { restaurantUuid: restaurantOf(sandbox, 1001) },
    });
    const denied = await refusal(sandbox, manager, startPnpZone, {
      params: { id: line.uuid },
      body: { mode: 'LIVE' },
    });
    expect(denied.message).toBe('Access denied: PLUG_AND_PLAY EDIT is not granted to this user');
    // Stopping is a change too: the admin's running zone stays running for a viewer.
    await ok(sandbox, token, startPnpZone, { params: { id: line.uuid }, body: { mode: 'LIVE' } });
    const stop = await refusal(sandbox, manager, stopPnpZone, {
      params: { id: line.uuid },
      body: { mode: 'LIVE' },
    });
    expect(stop).toEqual({
      status: 403,
      message: 'Access denied: PLUG_AND_PLAY EDIT is not granted to this user',
    });
    expect((await kitchenLine(sandbox, token)).mode).toBe('LIVE');
  });

  it('answers 404 for another restaurant’s zone’s streams and stop, revealing nothing', async () => {
    const { sandbox, token } = await videoSandbox();
    const foreign = await kitchenLine(sandbox, token, 1002);
    await ok(sandbox, token, startPnpZone, {
      params: { id: foreign.uuid },
      body: { mode: 'LIVE' },
    });
    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const params = { id: foreign.uuid };
    expect(await refusal(sandbox, manager, listPnpZoneStreams, { params })).toEqual({
      status: 404,
      message: 'Zone not found',
    });
    expect(
      await refusal(sandbox, manager, stopPnpZone, { params, body: { mode: 'LIVE' } }),
    ).toEqual({ status: 404, message: 'Zone not found' });
    expect((await kitchenLine(sandbox, token, 1002)).mode).toBe('LIVE');
  });
});
