import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngSize } from '../../helpers/image-size';
import {
  createCameraCategory,
  createCameraProfile,
  deleteCamera,
  deleteCameraCategory,
  deleteCameraProfile,
  getCameraLimits,
  getCameraThumbnail,
  listCameraCategories,
  listCameraProfiles,
  listCameraResolutions,
  listCameras,
  renameCamera,
  resetCamera,
  restartCamera,
  setCameraCredentials,
  startCameraWebRtc,
  stopCameraWebRtc,
  updateCameraCategory,
  updateCameraProfile,
} from '../../../src/api/cameras/cameras.endpoints';
import { getStream } from '../../../src/api/streams/streams.endpoints';
import { createSandbox } from '../../../sandbox/app';
import { camerasOf, cameraFeeds, MAX_CAMERAS, STATIONS } from '../../../sandbox/model/cameras';
import type { Query } from './sandbox-client';
import {
  addressOf,
  at,
  camerasAt,
  file,
  giveRole,
  ok,
  refusal,
  restaurantOf,
  tokenOf,
  videoSandbox,
} from './video-client';

const HD = { name: 'HD', codec: 'H264', width: 1280, height: 720, fps: 15, bitrateKbps: 2048 };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('spec 001 §7 "Cameras": GET /cameras', () => {
  it('lists a kitchen’s 3 to 6 cameras, named for its stations, each with its own stream', async () => {
    const { sandbox, token } = await videoSandbox();
    const seen = new Set<number>();
    for (const number of [1001, 1002, 1003, 1010, 1017]) {
      const cameras = await camerasAt(sandbox, token, number);
      expect(cameras.length).toBeGreaterThanOrEqual(3);
      expect(cameras.length).toBeLessThanOrEqual(MAX_CAMERAS);
      expect(cameras.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Fryer station', 'Hot holding', 'Breading']),
      );
      for (const camera of cameras) {
        expect(STATIONS).toContain(camera.name);
        expect(camera.restaurantUuid).toBe(restaurantOf(sandbox, number));
        expect(seen.has(camera.streamId)).toBe(false);
        seen.add(camera.streamId);
      }
    }
    // The first restaurant's mountpoints are 1, 2, 3 …
    const first = await camerasAt(sandbox, token, 1001);
    expect(first.map((c) => c.streamId).sort((a, b) => a - b)).toEqual(
      first.map((_, index) => index + 1),
    );
  });

  it('is the same chain in every sandbox, whichever restaurant is asked first', async () => {
    const one = await videoSandbox();
    const other = await videoSandbox();
    await camerasAt(other.sandbox, other.token, 1005);
    const a = await camerasAt(one.sandbox, one.token, 1003);
    const b = await camerasAt(other.sandbox, other.token, 1003);
    expect(b).toEqual(a);
    const feeds = cameraFeeds(
      one.sandbox.context.chain,
      one.sandbox.context.chain.restaurants.find((r) => r.number === 1003)!,
    );
    expect(feeds.map((f) => f.name).sort()).toEqual(a.map((c) => c.name).sort());
    expect(feeds.every((f) => /^\d{6}$/.test(f.pin))).toBe(true);
  });

  it('searches by name, sorts, and pages 10 by default (spec 001 §9 "Cameras table 10")', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const params = { restaurantId: restaurantUuid };
    const found = await ok(sandbox, token, listCameras, { params, query: { search: 'FRY' } });
    expect(found.content.map((c) => c.name)).toEqual(['Fryer station']);
    expect(found.limit).toBe(10);
    const asc = await ok(sandbox, token, listCameras, { params });
    const names = asc.content.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const desc = await ok(sandbox, token, listCameras, {
      params,
      query: { orderDirection: 'DESC' },
    });
    expect(desc.content.map((c) => c.name)).toEqual([...names].reverse());
    const second = await ok(sandbox, token, listCameras, {
      params,
      query: { limit: 2, offset: 2 },
    });
    expect(second.total).toBe(names.length);
    expect(second.content.map((c) => c.name)).toEqual(names.slice(2, 4));
  });

  it('refuses a bad sort or limit: 400 with a message', async () => {
    const { sandbox, token } = await videoSandbox();
    const params = { restaurantId: restaurantOf(sandbox, 1001) };
    const queries: Query[] = [{ sortBy: 'model' }, { limit: 0 }];
    for (const query of queries) {
      const answer = await refusal(sandbox, token, listCameras, { params, query });
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/^Invalid query parameter/);
    }
  });

  it('answers 403 for a restaurant outside the user’s, and to a role without CAMERAS or KITCHEN_PLAYER', async () => {
    const { sandbox } = await videoSandbox();
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    // The manager's restaurants are 1001, 1003, 1006, 1010 and 1015.
    const other = await refusal(sandbox, manager, listCameras, {
      params: { restaurantId: restaurantOf(sandbox, 1002) },
    });
    expect(other).toEqual({
      status: 403,
      message: 'Access denied: this restaurant is not among yours',
    });
    const user = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!;
    user.roleUuid = sandbox.context.chain.roles.find((r) => r.name === 'Support Engineer')!.uuid;
    const denied = await refusal(sandbox, manager, listCameras, {
      params: { restaurantId: restaurantOf(sandbox, 1001) },
    });
    expect(denied.status).toBe(403);
    expect(denied.message).toBe(
      'Access denied: CAMERAS VIEW or KITCHEN_PLAYER VIEW is not granted to this user',
    );
  });

  it('spec 001 §2 "stream wall": plug-and-play without the camera pages may open a camera live', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Breading' });
    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const engineer = await tokenOf(sandbox, 'manager@demo.kitchen');
    const session = await ok(sandbox, engineer, startCameraWebRtc, {
      params: at(camera!),
    });
    expect(session.id).toBe(camera!.streamId);
  });
});

describe('spec 001 §2 "Camera settings: rename a camera … delete the camera"', () => {
  it('renames a camera; its stream’s description follows', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Breading' });
    const renamed = await ok(sandbox, token, renameCamera, {
      params: at(camera!),
      body: { name: '  Breading table  ' },
    });
    expect(renamed.name).toBe('Breading table');
    const stream = await ok(sandbox, token, getStream, {
      params: { restaurantId: camera!.restaurantUuid, id: String(camera!.streamId) },
    });
    expect(stream.description).toBe('Breading table');
  });

  it.each([
    ['no name', { name: ' ' }, 400, /name is required/],
    ['a name too long', { name: 'x'.repeat(61) }, 400, /at most 60/],
    ['no body', undefined, 400, /Invalid body/],
    ['another camera’s name', { name: 'hot HOLDING' }, 409, /already exists/],
  ])('refuses %s', async (_what, body, status, message) => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const answer = await refusal(sandbox, token, renameCamera, {
      params: at(camera!),
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.message).toMatch(message);
  });

  it('answers 403 to the manager (CAMERAS VIEW only) and 404 for another restaurant’s camera', async () => {
    const { sandbox, token } = await videoSandbox();
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const [own] = await camerasAt(sandbox, token, 1001);
    const [foreign] = await camerasAt(sandbox, token, 1002);
    const denied = await refusal(sandbox, manager, renameCamera, {
      params: at(own!),
      body: { name: 'Mine' },
    });
    expect(denied).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS EDIT is not granted to this user',
    });
    const user = sandbox.context.chain.users.find((u) => u.email === 'manager@demo.kitchen')!;
    user.roleUuid = null;
    // Another restaurant's camera is not found at the manager's own restaurant.
    const hidden = await refusal(sandbox, manager, renameCamera, {
      params: { restaurantId: own!.restaurantUuid, id: foreign!.uuid },
      body: { name: 'Mine' },
    });
    expect(hidden).toEqual({ status: 404, message: 'Camera not found' });
    const mine = await refusal(sandbox, manager, renameCamera, {
      params: at(own!),
      body: { name: 'Mine' },
    });
    expect(mine.status).toBe(200);
  });

  it('deletes a camera: the list loses it, a second delete is 404', async () => {
    const { sandbox, token } = await videoSandbox();
    const before = await camerasAt(sandbox, token, 1001);
    const gone = before.find((c) => c.name === 'Breading')!;
    await ok(sandbox, token, deleteCamera, { params: at(gone) });
    const after = await camerasAt(sandbox, token, 1001);
    expect(after.map((c) => c.uuid)).toEqual(
      before.filter((c) => c.uuid !== gone.uuid).map((c) => c.uuid),
    );
    const again = await refusal(sandbox, token, deleteCamera, { params: at(gone) });
    expect(again.status).toBe(404);
  });
});

describe('spec 001 §2 "manage its profiles, codecs, resolutions and limits"', () => {
  it('starts with a main and a sub profile, and offers resolutions per codec and limits', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    const profiles = await ok(sandbox, token, listCameraProfiles, { params: { restaurantId, id } });
    expect(profiles.map((p) => p.uuid)).toEqual(['main', 'sub']);
    const resolutions = await ok(sandbox, token, listCameraResolutions, {
      params: { restaurantId, id },
    });
    const h264 = resolutions.find((entry) => entry.codec === 'H264')!;
    expect(h264.resolutions).toContainEqual({ width: 1280, height: 720 });
    const limits = await ok(sandbox, token, getCameraLimits, { params: { restaurantId, id } });
    expect(limits.maxProfiles).toBeGreaterThanOrEqual(3);
    expect(limits.maxFps).toBeGreaterThan(limits.minFps!);
  });

  it('creates, edits and deletes a profile under its token', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    const created = await ok(sandbox, token, createCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
      body: HD,
    });
    expect(created).toEqual({ uuid: 'hd', ...HD });
    const taken = await refusal(sandbox, token, createCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
      body: HD,
    });
    expect(taken.status).toBe(409);
    const edited = await ok(sandbox, token, updateCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
      body: { ...HD, fps: 10 },
    });
    expect(edited.fps).toBe(10);
    await ok(sandbox, token, deleteCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
    });
    const left = await ok(sandbox, token, listCameraProfiles, { params: { restaurantId, id } });
    expect(left.map((p) => p.uuid)).toEqual(['main', 'sub']);
    const unknown = await refusal(sandbox, token, updateCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
      body: HD,
    });
    expect(unknown).toEqual({ status: 404, message: 'Profile not found' });
  });

  it.each([
    [
      'a resolution the codec lacks',
      { width: 1000, height: 1000 },
      /does not send H264 at 1000x1000/,
    ],
    ['too many frames a second', { fps: 120 }, /fps must be 1 to \d+ on this camera/],
    ['too low a bitrate', { bitrateKbps: 1 }, /bitrateKbps must be/],
    ['a codec the camera does not send', { codec: 'VP9' }, /does not encode VP9/],
    ['half a frame', { fps: 7.5 }, /fps must be a whole number/],
  ])('refuses a profile with %s: 400', async (_what, change, message) => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const answer = await refusal(sandbox, token, createCameraProfile, {
      params: at(camera!, { profileId: 'extra' }),
      body: { ...HD, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });

  it('refuses a bad token (400), more than maxProfiles and the last profile’s delete (409)', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    const bad = await refusal(sandbox, token, createCameraProfile, {
      params: { restaurantId, id, profileId: 'no spaces!' },
      body: HD,
    });
    expect(bad.status).toBe(400);
    const { maxProfiles } = await ok(sandbox, token, getCameraLimits, {
      params: { restaurantId, id },
    });
    for (let n = 2; n < maxProfiles!; n++)
      await ok(sandbox, token, createCameraProfile, {
        params: { restaurantId, id, profileId: `p${n}` },
        body: HD,
      });
    const full = await refusal(sandbox, token, createCameraProfile, {
      params: { restaurantId, id, profileId: 'one-more' },
      body: HD,
    });
    expect(full.status).toBe(409);
    expect(full.message).toMatch(`at most ${maxProfiles} profiles`);
    const profiles = await ok(sandbox, token, listCameraProfiles, { params: { restaurantId, id } });
    for (const profile of profiles.slice(1))
      await ok(sandbox, token, deleteCameraProfile, {
        params: { restaurantId, id, profileId: profile.uuid },
      });
    const last = await refusal(sandbox, token, deleteCameraProfile, {
      params: { restaurantId, id, profileId: profiles[0]!.uuid },
    });
    expect(last).toEqual({ status: 409, message: 'A camera keeps at least one profile' });
  });
});

describe('spec 001 §7 "GET /cameras/{id}/thumbnail (blob)"', () => {
  it('answers the spec’s PNG of 320×240 (§9); line 162 names no parameter for it', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const path = addressOf(getCameraThumbnail, { params: at(camera!) });
    expect(path).toBe(
      `/api/v1/restaurants/${camera!.restaurantUuid}/cameras/${camera!.uuid}/thumbnail`,
    );
    const png = await file(sandbox, token, path);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    expect(pngSize(png.bytes)).toEqual({ width: 320, height: 240 });
  });

  it('has no picture of an offline camera (409) and none of another restaurant’s (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    camerasOf(sandbox.context.chain).find(camera!.uuid)!.online = false;
    const offline = await file(
      sandbox,
      token,
      addressOf(getCameraThumbnail, { params: at(camera!) }),
    );
    expect(offline.status).toBe(409);
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const [foreign] = await camerasAt(sandbox, token, 1002);
    const hidden = await file(
      sandbox,
      crew,
      addressOf(getCameraThumbnail, {
        params: { restaurantId: camera!.restaurantUuid, id: foreign!.uuid },
      }),
    );
    expect(hidden.status).toBe(404);
  });
});

describe('spec 001 §7 "POST /cameras/{id}/webrtc (response id and pin); DELETE /cameras/{id}/webrtc"', () => {
  it('answers the gateway, the camera’s mountpoint id and pin; a stop without a viewer is 409', async () => {
    const { sandbox, token } = await videoSandbox();
    vi.stubEnv('SANDBOX_JANUS_HOST', 'ws://127.0.0.2:8188/');
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    const session = await ok(sandbox, token, startCameraWebRtc, { params: { restaurantId, id } });
    const record = camerasOf(sandbox.context.chain).find(id)!;
    expect(session).toEqual({
      janusHost: 'ws://127.0.0.2:8188/',
      id: camera!.streamId,
      pin: record.pin,
    });
    await ok(sandbox, token, stopCameraWebRtc, { params: { restaurantId, id } });
    const again = await refusal(sandbox, token, stopCameraWebRtc, { params: { restaurantId, id } });
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/is not live/);
  });

  it('lets the kitchen player (crew) watch its own kitchen only', async () => {
    const { sandbox, token } = await videoSandbox();
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const [own] = await camerasAt(sandbox, token, 1001);
    const [foreign] = await camerasAt(sandbox, token, 1002);
    await ok(sandbox, crew, startCameraWebRtc, { params: at(own!) });
    const hidden = await refusal(sandbox, crew, startCameraWebRtc, {
      params: { restaurantId: own!.restaurantUuid, id: foreign!.uuid },
    });
    expect(hidden).toEqual({ status: 404, message: 'Camera not found' });
    const elsewhere = await refusal(sandbox, crew, startCameraWebRtc, { params: at(foreign!) });
    expect(elsewhere).toEqual({
      status: 403,
      message: 'Access denied: this restaurant is not among yours',
    });
  });

  it('refuses to stream a restarting camera until its 30 s are over', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    await ok(sandbox, token, startCameraWebRtc, { params: { restaurantId, id } });
    const restarted = await ok(sandbox, token, restartCamera, { params: { restaurantId, id } });
    expect(restarted.status).toBe('RESTARTING');
    const refused = await refusal(sandbox, token, startCameraWebRtc, {
      params: { restaurantId, id },
    });
    expect(refused).toEqual({ status: 409, message: 'Camera “Breading” is restarting' });
    clock.advance(30_000);
    const [back] = await camerasAt(sandbox, token, 1001, { search: camera!.name });
    expect(back!.status).toBe('ONLINE');
    await ok(sandbox, token, startCameraWebRtc, { params: { restaurantId, id } });
  });
});

describe('spec 001 §2 "reset, restart, set credentials"', () => {
  it('sets credentials (a short password is 400; the manager is 403)', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const params = at(camera!);
    await ok(sandbox, token, setCameraCredentials, {
      params,
      body: { username: 'recorder', password: 'secret-42' },
    });
    expect(camerasOf(sandbox.context.chain).find(camera!.uuid)!.username).toBe('recorder');
    const short = await refusal(sandbox, token, setCameraCredentials, {
      params,
      body: { username: 'recorder', password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.message).toMatch(/at least 6 characters/);
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const denied = await refusal(sandbox, manager, setCameraCredentials, {
      params,
      body: { username: 'recorder', password: 'secret-42' },
    });
    expect(denied.status).toBe(403);
  });

  it('resets to the factory profiles, keeping the network (and login) when excluded', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const id = camera!.uuid;
    const restaurantId = camera!.restaurantUuid;
    await ok(sandbox, token, createCameraProfile, {
      params: { restaurantId, id, profileId: 'hd' },
      body: HD,
    });
    await ok(sandbox, token, setCameraCredentials, {
      params: { restaurantId, id },
      body: { username: 'recorder', password: 'secret-42' },
    });
    const kept = await ok(sandbox, token, resetCamera, {
      params: { restaurantId, id },
      body: { excludeNetworkReset: true },
    });
    expect(kept.profiles?.map((p) => p.uuid)).toEqual(['main', 'sub']);
    expect(camerasOf(sandbox.context.chain).find(id)!.username).toBe('recorder');
    const full = await ok(sandbox, token, resetCamera, {
      params: { restaurantId, id },
      body: { excludeNetworkReset: false },
    });
    expect(full.excludeNetworkReset).toBe(false);
    expect(camerasOf(sandbox.context.chain).find(id)!.username).toBe('admin');
    const bad = await refusal(sandbox, token, resetCamera, {
      params: { restaurantId, id },
      body: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/excludeNetworkReset/);
  });
});

describe('spec 001 §2 "manage categories"', () => {
  it('seeds categories by area and answers each camera’s categories', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const categories = await ok(sandbox, token, listCameraCategories, {
      params: { restaurantId: restaurantUuid },
    });
    const line = categories.find((c) => c.name === 'Kitchen line')!;
    const cameras = await camerasAt(sandbox, token, 1001);
    const fryer = cameras.find((c) => c.name === 'Fryer station')!;
    expect(line.cameraUuids).toContain(fryer.uuid);
    const own = categories.find((c) => c.name === 'Fryer station')!;
    expect(fryer.categories).toEqual([
      { uuid: line.uuid, name: 'Kitchen line' },
      { uuid: own.uuid, name: 'Fryer station' },
    ]);
  });

  it('creates, renames, refills and deletes a category', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const [fryer] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const restaurantId = restaurantUuid;
    const created = await ok(sandbox, token, createCameraCategory, {
      params: { restaurantId },
      body: { name: 'Hot side', cameraUuids: [fryer!.uuid] },
    });
    expect(created).toMatchObject({ name: 'Hot side', cameraUuids: [fryer!.uuid], restaurantUuid });
    const [tagged] = await camerasAt(sandbox, token, 1001, { categoryUuid: created.uuid });
    expect(tagged!.uuid).toBe(fryer!.uuid);
    const updated = await ok(sandbox, token, updateCameraCategory, {
      params: { restaurantId, id: created.uuid },
      body: { name: 'Fry side', cameraUuids: [] },
    });
    expect(updated).toMatchObject({ name: 'Fry side', cameraUuids: [] });
    await ok(sandbox, token, deleteCameraCategory, {
      params: { restaurantId, id: created.uuid },
    });
    const left = await ok(sandbox, token, listCameraCategories, { params: { restaurantId } });
    expect(left.map((c) => c.uuid)).not.toContain(created.uuid);
    const again = await refusal(sandbox, token, deleteCameraCategory, {
      params: { restaurantId, id: created.uuid },
    });
    expect(again).toEqual({ status: 404, message: 'Category not found' });
  });

  it('refuses a taken name (409), another kitchen’s camera (400), a blank name (400); the manager is 403', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const [foreign] = await camerasAt(sandbox, token, 1002);
    const taken = await refusal(sandbox, token, createCameraCategory, {
      params: { restaurantId: restaurantUuid },
      body: { name: 'kitchen LINE' },
    });
    expect(taken.status).toBe(409);
    const stranger = await refusal(sandbox, token, createCameraCategory, {
      params: { restaurantId: restaurantUuid },
      body: { name: 'Mixed', cameraUuids: [foreign!.uuid] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.message).toMatch(/not one of this restaurant's/);
    const blank = await refusal(sandbox, token, createCameraCategory, {
      params: { restaurantId: restaurantUuid },
      body: { name: '' },
    });
    expect(blank.status).toBe(400);
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const denied = await refusal(sandbox, manager, createCameraCategory, {
      params: { restaurantId: restaurantUuid },
      body: { name: 'Mine' },
    });
    expect(denied.message).toBe('Access denied: CAMERAS CREATE is not granted to this user');
  });
});

describe('a large chain', () => {
  it('finds a camera of a restaurant nobody listed yet, and keeps stream ids unique', async () => {
    const sandbox = createSandbox({ restaurants: 60 });
    const token = await tokenOf(sandbox, 'admin@demo.kitchen');
    const chain = sandbox.context.chain;
    const last = chain.restaurants.at(-1)!;
    const elsewhere = createSandbox({ restaurants: 60 }).context.chain;
    const [camera] = camerasOf(elsewhere).of(elsewhere.restaurants.at(-1)!);
    // A uuid learnt elsewhere (another process of the same seed) is found without a list first.
    const profiles = await ok(sandbox, token, listCameraProfiles, { params: at(camera!) });
    expect(profiles.length).toBe(2);
    const ids = chain.restaurants.flatMap((r) =>
      camerasOf(chain)
        .of(r)
        .map((c) => c.streamId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(camerasOf(chain).byStream(camera!.streamId)!.restaurantUuid).toBe(last.uuid);
  });
});
