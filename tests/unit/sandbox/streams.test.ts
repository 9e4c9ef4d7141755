import { describe, expect, it } from 'vitest';
import { jpegSize, pngSize } from '../../helpers/image-size';
import { restartCamera } from '../../../src/api/cameras/cameras.endpoints';
import {
  listStreamActivity,
  listStreamEventNames,
} from '../../../src/api/stream-activity/stream-activity.endpoints';
import type { StreamActivity } from '../../../src/api/stream-activity/stream-activity.schema';
import {
  deleteStream,
  getStream,
  getStreamThumbnail,
  listLiveStreams,
  listStreams,
  startStream,
  stopStream,
  updateStream,
} from '../../../src/api/streams/streams.endpoints';
import { STREAM_THUMBNAIL } from '../../../src/api/streams/streams.schema';
import type { Sandbox } from '../../../sandbox/app';
import { camerasOf } from '../../../sandbox/model/cameras';
import { localTime, START } from './sandbox-client';
import {
  addressOf,
  at,
  camerasAt,
  file,
  ok,
  refusal,
  restaurantOf,
  tokenOf,
  videoSandbox,
} from './video-client';

const HOUR = 3_600_000;

describe('spec 001 §7 "Streams": a stream is a camera’s mountpoint', () => {
  it('lists a kitchen’s streams, described by their camera, typed STREAM (spec 001 §3)', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const params = { restaurantId: restaurantUuid };
    const cameras = await camerasAt(sandbox, token, 1001);
    const streams = await ok(sandbox, token, listStreams, { params });
    expect(streams.map((s) => s.id)).toEqual(cameras.map((c) => c.streamId).sort((a, b) => a - b));
    for (const stream of streams) {
      const camera = cameras.find((c) => c.streamId === stream.id)!;
      expect(stream).toEqual({
        id: camera.streamId,
        description: camera.name,
        metadata: { type: 'STREAM', restaurantUuid, cameraUuid: camera.uuid },
        live: false,
        viewers: 0,
      });
    }
    const found = await ok(sandbox, token, listStreams, { params, query: { search: 'hot' } });
    expect(found.map((s) => s.description)).toEqual(['Hot holding']);
  });

  it('starts a stream per viewer (id and pin), lists it live, and stops it viewer by viewer', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantId = restaurantOf(sandbox, 1001);
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const pin = camerasOf(sandbox.context.chain).find(camera!.uuid)!.pin;
    const start = { params: { restaurantId }, body: { cameraUuid: camera!.uuid } };
    const started = await ok(sandbox, token, startStream, start);
    expect(started).toMatchObject({ id: camera!.streamId, pin });
    await ok(sandbox, token, startStream, start);
    // Spec 001 §7 "GET /streams/live (result read from content)".
    const live = await ok(sandbox, token, listLiveStreams, { params: { restaurantId } });
    expect(live.content.map((s) => [s.id, s.viewers])).toEqual([[camera!.streamId, 2]]);
    const id = String(camera!.streamId);
    const params = { restaurantId, id };
    expect((await ok(sandbox, token, stopStream, { params })).viewers).toBe(1);
    expect((await ok(sandbox, token, stopStream, { params })).live).toBe(false);
    const again = await refusal(sandbox, token, stopStream, { params });
    expect(again).toEqual({ status: 409, message: `Stream ${id} is not live` });
    expect(
      (await ok(sandbox, token, listLiveStreams, { params: { restaurantId } })).content,
    ).toEqual([]);
  });

  it('ends a stream for every viewer on DELETE; a restart drops its viewers too', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const restaurantId = camera!.restaurantUuid;
    const params = { restaurantId, id: String(camera!.streamId) };
    const start = { params: { restaurantId }, body: { cameraUuid: camera!.uuid } };
    await ok(sandbox, token, startStream, start);
    await ok(sandbox, token, startStream, start);
    await ok(sandbox, token, deleteStream, { params });
    expect((await ok(sandbox, token, getStream, { params })).viewers).toBe(0);
    await ok(sandbox, token, startStream, start);
    await ok(sandbox, token, restartCamera, { params: at(camera!) });
    expect((await ok(sandbox, token, getStream, { params })).live).toBe(false);
    const refused = await refusal(sandbox, token, startStream, start);
    expect(refused.status).toBe(409);
  });

  it('renames a stream and its camera; a taken name is 409, a blank one 400', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const params = { restaurantId: camera!.restaurantUuid, id: String(camera!.streamId) };
    const renamed = await ok(sandbox, token, updateStream, {
      params,
      body: { description: 'Fryers' },
    });
    expect(renamed.description).toBe('Fryers');
    const [again] = await camerasAt(sandbox, token, 1001, { search: 'Fryers' });
    expect(again!.uuid).toBe(camera!.uuid);
    const taken = await refusal(sandbox, token, updateStream, {
      params,
      body: { description: 'Breading' },
    });
    expect(taken.status).toBe(409);
    const blank = await refusal(sandbox, token, updateStream, {
      params,
      body: { description: '' },
    });
    expect(blank.status).toBe(400);
  });

  it('answers 404 for an unknown or another restaurant’s stream, 403 for what the role lacks', async () => {
    const { sandbox, token } = await videoSandbox();
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const [own] = await camerasAt(sandbox, token, 1001);
    const [foreign] = await camerasAt(sandbox, token, 1002);
    const restaurantId = own!.restaurantUuid;
    for (const id of ['abc', '0', '999999', String(foreign!.streamId)]) {
      expect(await refusal(sandbox, crew, getStream, { params: { restaurantId, id } })).toEqual({
        status: 404,
        message: 'Stream not found',
      });
    }
    // The kitchen player watches its own kitchen's streams, but renames none.
    await ok(sandbox, crew, startStream, {
      params: { restaurantId },
      body: { cameraUuid: own!.uuid },
    });
    const rename = await refusal(sandbox, crew, updateStream, {
      params: { restaurantId, id: String(own!.streamId) },
      body: { description: 'Mine' },
    });
    expect(rename).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS EDIT is not granted to this user',
    });
    const bad = await refusal(sandbox, crew, startStream, {
      params: { restaurantId },
      body: { camera: own!.uuid },
    });
    expect(bad.status).toBe(400);
  });
});

describe('spec 001 §7 line 174 "GET /streams/{id}/thumbnail (width 320, height 240, image type png)"', () => {
  it('answers the PNG of 320×240 the console asks for, and another size or a JPEG when asked', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const params = { restaurantId: camera!.restaurantUuid, id: String(camera!.streamId) };
    const asked = addressOf(getStreamThumbnail, { params, query: STREAM_THUMBNAIL });
    expect(asked).toBe(
      `/api/v1/restaurants/${camera!.restaurantUuid}/streams/${camera!.streamId}/thumbnail?width=320&height=240&type=png`,
    );
    const png = await file(sandbox, token, asked);
    expect(png.type).toBe('image/png');
    expect(pngSize(png.bytes)).toEqual({ width: 320, height: 240 });
    // The spec's values are the defaults.
    const plain = await file(sandbox, token, addressOf(getStreamThumbnail, { params }));
    expect(pngSize(plain.bytes)).toEqual({ width: 320, height: 240 });
    const jpeg = await file(
      sandbox,
      token,
      addressOf(getStreamThumbnail, { params, query: { width: 640, height: 360, type: 'jpeg' } }),
    );
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpegSize(jpeg.bytes)).toEqual({ width: 640, height: 360 });
  });

  it.each([
    ['an image type other than png or jpeg', { type: 'gif' }, /type must be png or jpeg/],
    ['a width that is not a number', { width: 'wide' }, /width/],
    ['a side under 16', { height: 4 }, /height/],
    ['a side over 1920', { width: 4000 }, /width/],
  ])('refuses %s: 400 naming it', async (_what, query, message) => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001);
    const answer = await refusal(sandbox, token, getStreamThumbnail, {
      params: { restaurantId: camera!.restaurantUuid, id: String(camera!.streamId) },
      query: { ...STREAM_THUMBNAIL, ...query },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Invalid query parameter/);
    expect(answer.message).toMatch(message);
  });
});

/** Every page of a stream's activity, as the History panel loads more on scroll. */
async function allActivity(sandbox: Sandbox, token: string, streamId: number) {
  const events: StreamActivity[] = [];
  for (let page = 0; ; page++) {
    const answer = await ok(sandbox, token, listStreamActivity, {
      query: { streamId, page, limit: 50 },
    });
    events.push(...answer.content);
    if (!answer.existNext) return events;
  }
}

describe('spec 001 §2 "Activity history panel", §3 "Stream activity event", §7 "Activity"', () => {
  it('pages a stream’s activity newest first with existNext, over the last days', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const events = await allActivity(sandbox, token, camera!.streamId);
    expect(events.length).toBeGreaterThan(50);
    expect(new Set(events.map((e) => e.uuid)).size).toBe(events.length);
    const times = events.map((e) => e.eventTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(START);
    expect(times.at(-1)).toBeGreaterThanOrEqual(START - 72 * HOUR);
    const timeZone = sandbox.context.chain.restaurants.find((r) => r.number === 1001)!.timezone;
    for (const event of events.slice(0, 20)) {
      expect(event).toMatchObject({ streamId: camera!.streamId, location: 'Fryer station' });
      expect(event.displayTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(event.displayTime!.slice(11, 16)).toBe(localTime(timeZone, event.eventTime));
    }
  });

  it('grows as the clock moves, and narrows by event name', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const names = await ok(sandbox, token, listStreamEventNames, {
      params: { id: String(camera!.streamId) },
    });
    expect(names).toEqual(['Basket dropped', 'Basket lifted', 'Oil topped up']);
    const basket = await ok(sandbox, token, listStreamActivity, {
      query: { streamId: camera!.streamId, eventName: 'Basket dropped', limit: 100 },
    });
    expect(basket.content.length).toBeGreaterThan(0);
    expect(basket.content.every((e) => e.eventName === 'Basket dropped')).toBe(true);
    const before = await ok(sandbox, token, listStreamActivity, {
      query: { streamId: camera!.streamId, limit: 1 },
    });
    clock.advance(3 * HOUR);
    const after = await ok(sandbox, token, listStreamActivity, {
      query: { streamId: camera!.streamId, limit: 1 },
    });
    expect(after.content[0]!.eventTime).toBeGreaterThan(before.content[0]!.eventTime);
  });

  it('covers a whole restaurant, and answers each event’s picture as a JPEG', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const page = await ok(sandbox, token, listStreamActivity, {
      query: { restaurantUuid, limit: 100 },
    });
    expect(new Set(page.content.map((e) => e.location)).size).toBeGreaterThan(1);
    const image = await file(
      sandbox,
      token,
      `/api/v1/events/streamActivity/${page.content[0]!.uuid}/image`,
    );
    expect(image.type).toBe('image/jpeg');
    expect(jpegSize(image.bytes)).toEqual({ width: 320, height: 240 });
    const missing = await file(sandbox, token, '/api/v1/events/streamActivity/nope/image');
    expect(missing.status).toBe(404);
  });

  it('refuses a call naming neither restaurant nor stream (400), another restaurant’s (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const neither = await refusal(sandbox, token, listStreamActivity, { query: {} });
    expect(neither).toEqual({
      status: 400,
      message: 'Invalid query: restaurantUuid or streamId is required',
    });
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const [foreign] = await camerasAt(sandbox, token, 1002);
    const hidden = await refusal(sandbox, crew, listStreamActivity, {
      query: { streamId: foreign!.streamId },
    });
    expect(hidden.status).toBe(404);
    const other = await refusal(sandbox, crew, listStreamActivity, {
      query: { restaurantUuid: restaurantOf(sandbox, 1002) },
    });
    expect(other.status).toBe(404);
  });
});
