import { afterAll, describe, expect, it } from 'vitest';
import { getHlsPlaylist, getHlsSegment } from '../../../src/api/recordings/recordings.endpoints';
import {
  deleteRecord,
  downloadRecord,
  getRecordLink,
  listRecords,
} from '../../../src/api/records/records.endpoints';
import { clearHlsRecordingsForTests } from '../../../sandbox/video/hls-recording';
import { localTime, START } from './sandbox-client';
import {
  addressOf,
  downloadMp4,
  camerasAt,
  file,
  giveRole,
  ok,
  refusal,
  restaurantOf,
  tokenOf,
  videoSandbox,
} from './video-client';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** How long an HLS playlist plays, in seconds: the sum of its segments' #EXTINF. */
const playlistSeconds = (playlist: string) =>
  [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((sum, match) => sum + Number(match[1]), 0);

/**
 * The admin's video sandbox, and restaurant 1001's hot-holding camera with its record of a
 * finished hour (the one 80 minutes before the clock).
 */
async function finishedHotHoldingHour() {
  const { sandbox, token } = await videoSandbox();
  const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Hot holding' });
  const at = Math.floor(START / HOUR) * HOUR - 80 * MINUTE;
  const [record] = await recordAt(sandbox, token, camera!.uuid, at);
  return { sandbox, token, camera, record };
}

/** The hour-long record of `cameraUuid` covering `at`, if any. */
async function recordAt(
  sandbox: Awaited<ReturnType<typeof videoSandbox>>['sandbox'],
  token: string,
  cameraUuid: string,
  at: number,
) {
  return ok(sandbox, token, listRecords, { query: { cameraUuid, startTime: at, endTime: at } });
}

describe('GET /records/list: each camera keeps its footage an hour a record (spec 001 §7 "Recordings")', () => {
  it('a minute of the last 72 h in opening hours (06–23 local) is covered by exactly one record of the camera', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Hot holding' });
    const timeZone = sandbox.context.chain.restaurants.find(
      (r) => r.uuid === camera!.restaurantUuid,
    )!.timezone;
    const hourStart = Math.floor(START / HOUR) * HOUR;
    for (let back = 1; back <= 72; back++) {
      const at = hourStart - back * HOUR + 40 * MINUTE;
      const localHour = Number(localTime(timeZone, at).slice(0, 2));
      const open = localHour >= 6 && localHour < 23;
      const records = await recordAt(sandbox, token, camera!.uuid, at);
      expect(records.length, `${localTime(timeZone, at)} local`).toBe(open ? 1 : 0);
      if (open) {
        expect(records[0]).toMatchObject({
          cameraUuid: camera!.uuid,
          cameraName: 'Hot holding',
          restaurantUuid: camera!.restaurantUuid,
        });
        expect(records[0]!.startTime).toBeLessThanOrEqual(at);
        expect(records[0]!.endTime).toBeGreaterThanOrEqual(at);
        expect(records[0]!.startTime % HOUR).toBe(0);
      }
    }
    const tooOld = hourStart - 73 * HOUR + 40 * MINUTE;
    expect(await recordAt(sandbox, token, camera!.uuid, tooOld)).toEqual([]);
    expect(await recordAt(sandbox, token, camera!.uuid, START + 10 * MINUTE)).toEqual([]);
  });

  it('a restaurant’s list holds every camera’s records, oldest first for each', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const cameras = await camerasAt(sandbox, token, 1001);
    const records = await ok(sandbox, token, listRecords, {
      query: { restaurantUuid, startTime: START - 24 * HOUR, endTime: START },
    });
    expect(new Set(records.map((r) => r.cameraUuid))).toEqual(new Set(cameras.map((c) => c.uuid)));
    const fryer = records.filter((r) => r.cameraName === 'Fryer station');
    expect(fryer.map((r) => r.startTime)).toEqual([...fryer.map((r) => r.startTime)].sort());
  });

  it('refuses a query without a camera or restaurant, or a range ending before it starts (400)', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    expect((await refusal(sandbox, token, listRecords, { query: {} })).status).toBe(400);
    expect(
      await refusal(sandbox, token, listRecords, {
        query: { restaurantUuid, startTime: START, endTime: START - HOUR },
      }),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/startTime/) });
    expect(
      (await refusal(sandbox, token, listRecords, { query: { restaurantUuid, startTime: 'noon' } }))
        .status,
    ).toBe(400);
  });

  it('another kitchen’s camera, restaurant or record answers 404, revealing nothing', async () => {
    const { sandbox, token } = await videoSandbox();
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const [foreign] = await camerasAt(sandbox, token, 1002, { search: 'Hot holding' });
    expect(
      await refusal(sandbox, crew, listRecords, { query: { cameraUuid: foreign!.uuid } }),
    ).toEqual({
      status: 404,
      message: 'Camera not found',
    });
    expect(
      await refusal(sandbox, crew, listRecords, {
        query: { restaurantUuid: restaurantOf(sandbox, 1002) },
      }),
    ).toEqual({ status: 404, message: 'Restaurant not found' });
    const [record] = await ok(sandbox, token, listRecords, {
      query: { cameraUuid: foreign!.uuid, startTime: START - 24 * HOUR, endTime: START },
    });
    for (const [endpoint, params] of [
      [getRecordLink, { id: record!.id }],
      // At the crew's own restaurant: another's record is not found there.
      [getHlsPlaylist, { restaurantId: restaurantOf(sandbox, 1001), id: record!.id }],
    ] as const) {
      expect(await refusal(sandbox, crew, endpoint, { params })).toEqual({
        status: 404,
        message: 'Record not found',
      });
    }
  });

  it('needs CAMERAS or KITCHEN_PLAYER VIEW to watch (403), CAMERAS DELETE to delete', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const [record] = await ok(sandbox, token, listRecords, {
      query: { restaurantUuid, startTime: START - 24 * HOUR, endTime: START },
    });
    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const support = await tokenOf(sandbox, 'manager@demo.kitchen');
    expect(await refusal(sandbox, support, listRecords, { query: { restaurantUuid } })).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS VIEW or KITCHEN_PLAYER VIEW is not granted to this user',
    });
    const manager = await tokenOf(sandbox, 'crew@demo.kitchen');
    expect(
      (await refusal(sandbox, manager, deleteRecord, { params: { id: record!.id } })).status,
    ).toBe(403);
  });

  it('a deleted record is gone from the list and its link (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const at = Math.floor(START / HOUR) * HOUR - 30 * MINUTE;
    const [record] = await recordAt(sandbox, token, camera!.uuid, at);
    await ok(sandbox, token, deleteRecord, { params: { id: record!.id } });
    expect(await recordAt(sandbox, token, camera!.uuid, at)).toEqual([]);
    expect(
      (await refusal(sandbox, token, getRecordLink, { params: { id: record!.id } })).status,
    ).toBe(404);
  });
});

describe('GET /records/link/{id}: a record plays over HLS, seekable to any second of its hour', () => {
  afterAll(clearHlsRecordingsForTests);

  it('links the record’s playlist, which lasts the hour and names segments that play', async () => {
    const { sandbox, token, camera, record } = await finishedHotHoldingHour();
    expect(record!.endTime - record!.startTime).toBe(HOUR);
    const { url } = await ok(sandbox, token, getRecordLink, { params: { id: record!.id } });
    // Under the camera and stream proxy (spec 001 §7 lines 157 and 174).
    expect(url).toBe(`/restaurants/${camera!.restaurantUuid}/hls/${record!.id}/index.m3u8`);

    const playlist = await file(sandbox, token, `/api/v1${url}`);
    expect(playlist.status).toBe(200);
    expect(playlist.type).toBe('application/vnd.apple.mpegurl');
    const text = new TextDecoder().decode(playlist.bytes);
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-DISCONTINUITY');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(Math.round(playlistSeconds(text))).toBe(3600);

    const segments = [...new Set(text.split('\n').filter((line) => line.endsWith('.ts')))];
    for (const name of segments) {
      const segment = await file(
        sandbox,
        token,
        addressOf(getHlsSegment, {
          params: { restaurantId: camera!.restaurantUuid, id: record!.id, file: name },
        }),
      );
      expect(segment.status, name).toBe(200);
      expect(segment.type).toBe('video/mp2t');
      expect(segment.bytes[0]).toBe(0x47);
    }
    const missing = await refusal(sandbox, token, getHlsSegment, {
      params: { restaurantId: camera!.restaurantUuid, id: record!.id, file: 'seg999.ts' },
    });
    expect(missing.status).toBe(404);
  });

  it('the hour being recorded lasts until now', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    clock.advance(20 * MINUTE);
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Hot holding' });
    const now = START + 20 * MINUTE;
    const [record] = await recordAt(sandbox, token, camera!.uuid, now - MINUTE);
    expect(record!.endTime).toBe(now);
    const { url } = await ok(sandbox, token, getRecordLink, { params: { id: record!.id } });
    const text = new TextDecoder().decode((await file(sandbox, token, `/api/v1${url}`)).bytes);
    expect(Math.round(playlistSeconds(text))).toBe((now - record!.startTime) / 1000);
  });
});

describe('GET /records/download/{id}: an hour of footage as one MP4 (spec 001 §7 "Recordings")', () => {
  afterAll(clearHlsRecordingsForTests);

  it('answers an MP4 with its length, named after the camera and the hour on the kitchen’s clock', async () => {
    const { sandbox, token, camera, record } = await finishedHotHoldingHour();
    const headers = await downloadMp4(
      sandbox,
      token,
      addressOf(downloadRecord, { params: { id: record!.id } }),
    );
    const timeZone = sandbox.context.chain.restaurants.find(
      (r) => r.uuid === camera!.restaurantUuid,
    )!.timezone;
    const hour = localTime(timeZone, record!.startTime).slice(0, 2);
    expect(headers.get('content-disposition')).toMatch(
      new RegExp(`filename="Hot holding \\d{4}-\\d{2}-\\d{2} ${hour}-00\\.mp4"`),
    );
  });

  it('refuses a role that may not watch (403 with the reason), another kitchen’s record and a deleted one (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const [own] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const [foreign] = await camerasAt(sandbox, token, 1002, { search: 'Fryer' });
    const at = Math.floor(START / HOUR) * HOUR - 30 * MINUTE;
    const [record] = await recordAt(sandbox, token, own!.uuid, at);
    const [theirs] = await recordAt(sandbox, token, foreign!.uuid, at);

    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const support = await tokenOf(sandbox, 'manager@demo.kitchen');
    expect(await refusal(sandbox, support, downloadRecord, { params: { id: record!.id } })).toEqual(
      {
        status: 403,
        message: 'Access denied: CAMERAS VIEW or KITCHEN_PLAYER VIEW is not granted to this user',
      },
    );
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    for (const endpoint of [downloadRecord, deleteRecord]) {
      expect(await refusal(sandbox, crew, endpoint, { params: { id: theirs!.id } })).toEqual({
        status: endpoint === deleteRecord ? 403 : 404,
        message:
          endpoint === deleteRecord
            ? 'Access denied: CAMERAS DELETE is not granted to this user'
            : 'Record not found',
      });
    }
    await ok(sandbox, token, deleteRecord, { params: { id: record!.id } });
    expect(await refusal(sandbox, token, downloadRecord, { params: { id: record!.id } })).toEqual({
      status: 404,
      message: 'Record not found',
    });
    expect(await refusal(sandbox, token, deleteRecord, { params: { id: record!.id } })).toEqual({
      status: 404,
      message: 'Record not found',
    });
  });
});
