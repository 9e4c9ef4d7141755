import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  downloadRecordingFile,
  getHlsPlaylist,
  getHlsSegment,
  listRecordings,
} from '../../../src/api/recordings/recordings.endpoints';
import type { Recording } from '../../../src/api/recordings/recordings.schema';
import { getRecordLink } from '../../../src/api/records/records.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import { clearHlsRecordingsForTests } from '../../../sandbox/video/hls-recording';
import { send, signInAs } from './sandbox-client';
import {
  addressOf,
  downloadMp4,
  file,
  giveRole,
  ok,
  refusal,
  restaurantOf,
  tokenOf,
  videoSandbox,
} from './video-client';

async function recordingsOf(sandbox: Sandbox, token: string, number = 1001): Promise<Recording[]> {
  const page = await ok(sandbox, token, listRecordings, {
    query: { restaurantUuid: restaurantOf(sandbox, number), limit: 100 },
  });
  return page.content;
}

/** A file of the recording's HLS, at its restaurant (spec 001 §7 lines 157 and 174). */
const hls = (recording: Recording, fileName: string) =>
  addressOf(getHlsSegment, {
    params: { restaurantId: recording.restaurantUuid!, id: recording.uuid, file: fileName },
  });
const playlistOf = (recording: Recording) => ({
  params: { restaurantId: recording.restaurantUuid!, id: recording.uuid },
});

describe('GET /restaurants/{restaurantId}/hls/{id}/{file}: a finished recording plays over HLS (spec 001 §7 "GET /hls/{id}/index.m3u8")', () => {
  afterAll(clearHlsRecordingsForTests);

  it('answers the playlist as application/vnd.apple.mpegurl and its segments as video/mp2t', async () => {
    const { sandbox, token } = await videoSandbox();
    const finished = (await recordingsOf(sandbox, token)).find((r) => r.status === 'FINISHED')!;
    expect(finished.hlsUrl).toBe(
      `/restaurants/${finished.restaurantUuid}/hls/${finished.uuid}/index.m3u8`,
    );
    const playlist = await file(sandbox, token, `/api/v1${finished.hlsUrl}`);
    expect(playlist.status).toBe(200);
    expect(playlist.type).toBe('application/vnd.apple.mpegurl');
    const text = new TextDecoder().decode(playlist.bytes);
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBe(3);
    const segment = await file(sandbox, token, hls(finished, segments[0]!));
    expect(segment.status).toBe(200);
    expect(segment.type).toBe('video/mp2t');
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
    expect(segment.bytes[0]).toBe(0x47);
    expect(segment.bytes[188]).toBe(0x47);
  });

  it('takes the token from the query for a player that sends no header (Safari), and passes it on to the segments', async () => {
    const { sandbox, token } = await videoSandbox();
    const finished = (await recordingsOf(sandbox, token)).find((r) => r.status === 'FINISHED')!;
    const bearer = encodeURIComponent(`Bearer ${token}`);
    const response = await send(
      sandbox,
      'GET',
      `/api/v1${finished.hlsUrl}?Authorization=${bearer}`,
    );
    expect(response.status).toBe(200);
    const segments = (await response.text()).split('\n').filter((line) => line.includes('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((line) => line.endsWith(`.ts?Authorization=${bearer}`))).toBe(true);
    const folder = finished.hlsUrl!.replace(/[^/]+$/, '');
    const segment = await send(sandbox, 'GET', `/api/v1${folder}${segments[0]!}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
  });

  it('refuses without a token (401), without CAMERAS or KITCHEN_PLAYER (403 with a message), and another kitchen’s recording (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const finished = (await recordingsOf(sandbox, token)).find((r) => r.status === 'FINISHED')!;
    const anonymous = await send(sandbox, 'GET', `/api/v1${finished.hlsUrl}`);
    expect(anonymous.status).toBe(401);

    giveRole(sandbox, 'manager@demo.kitchen', 'Support Engineer');
    const support = await tokenOf(sandbox, 'manager@demo.kitchen');
    expect(await refusal(sandbox, support, getHlsPlaylist, playlistOf(finished))).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS VIEW or KITCHEN_PLAYER VIEW is not granted to this user',
    });

    const foreign = (await recordingsOf(sandbox, token, 1002)).find(
      (r) => r.status === 'FINISHED',
    )!;
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    // Another kitchen's recording is not found at the crew's own restaurant, and that kitchen is
    // not the crew's to ask (403).
    expect(
      await refusal(sandbox, crew, getHlsPlaylist, {
        params: { restaurantId: finished.restaurantUuid!, id: foreign.uuid },
      }),
    ).toEqual({ status: 404, message: 'Recording not found' });
    expect(await refusal(sandbox, crew, getHlsPlaylist, playlistOf(foreign))).toEqual({
      status: 403,
      message: 'Access denied: this restaurant is not among yours',
    });
  });

  it('refuses a recording not yet finished (409), another file (404), a missing segment (404)', async () => {
    const { sandbox, token } = await videoSandbox();
    const recordings = await recordingsOf(sandbox, token);
    const running = recordings.find((r) => r.status === 'RECORDING')!;
    const scheduled = recordings.find((r) => r.status === 'SCHEDULED')!;
    for (const recording of [running, scheduled]) {
      const refused = await refusal(sandbox, token, getHlsPlaylist, playlistOf(recording));
      expect(refused).toEqual({
        status: 409,
        message: `Recording “${recording.name}” is not finished yet`,
      });
    }
    const finished = recordings.find((r) => r.status === 'FINISHED')!;
    for (const name of ['name.txt', 'seg999.ts', 'index.mp4']) {
      const refused = await refusal(sandbox, token, getHlsSegment, {
        params: { restaurantId: finished.restaurantUuid!, id: finished.uuid, file: name },
      });
      expect(refused.status, name).toBe(404);
    }
  });
});

describe('GET /records/link/{id} by a recording’s recordingId (spec 001 §7 line 170, §3 "Recording: … recordingId")', () => {
  it('links a finished recording’s playlist under its restaurant (line 174), which plays; a running one is refused (409)', async () => {
    const { sandbox, token } = await videoSandbox();
    const recordings = await recordingsOf(sandbox, token);
    const finished = recordings.find((r) => r.status === 'FINISHED')!;
    const { url } = await ok(sandbox, token, getRecordLink, {
      params: { id: String(finished.recordingId) },
    });
    expect(url).toBe(`/restaurants/${finished.restaurantUuid}/hls/${finished.uuid}/index.m3u8`);
    const running = recordings.find((r) => r.status === 'RECORDING')!;
    const refused = await refusal(sandbox, token, getRecordLink, {
      params: { id: String(running.recordingId) },
    });
    expect(refused).toEqual({
      status: 409,
      message: `Recording “${running.name}” is not finished yet`,
    });
  });
});

describe('GET /recordings/{id}/download: the recording as one MP4 (spec 001 §4 "Download")', () => {
  afterAll(clearHlsRecordingsForTests);

  it('answers an MP4 with its length and a file name', async () => {
    const { sandbox, token } = await videoSandbox();
    const finished = (await recordingsOf(sandbox, token)).find((r) => r.status === 'FINISHED')!;
    const headers = await downloadMp4(
      sandbox,
      token,
      addressOf(downloadRecordingFile, { params: { id: finished.uuid } }),
    );
    expect(headers.get('content-disposition')).toContain(`${finished.recordingId}.mp4`);
  });

  it('refuses a recording still running (409)', async () => {
    const { sandbox, token } = await videoSandbox();
    const running = (await recordingsOf(sandbox, token)).find((r) => r.status === 'RECORDING')!;
    const refused = await refusal(sandbox, token, downloadRecordingFile, {
      params: { id: running.uuid },
    });
    expect(refused.status).toBe(409);
  });
});

describe('without ffmpeg the recorder says so: 503 with the reason, never a crash', () => {
  afterAll(() => {
    vi.doUnmock('../../../sandbox/video/video-tools');
    vi.resetModules();
  });

  it('answers 503 for the playlist and the download', async () => {
    // A sandbox whose recorder finds no ffmpeg (the sandbox modules loaded afresh).
    vi.resetModules();
    vi.doMock('../../../sandbox/video/video-tools', async (original) => ({
      ...(await original<typeof import('../../../sandbox/video/video-tools')>()),
      ffmpegInstalled: () => false,
    }));
    const { createSandbox } = await import('../../../sandbox/app');
    const sandbox = createSandbox({ accessTtl: 3600 });
    const { accessToken: token } = await signInAs(sandbox, 'admin@demo.kitchen');
    const finished = (await recordingsOf(sandbox, token)).find((r) => r.status === 'FINISHED')!;
    for (const [endpoint, params] of [
      [getHlsPlaylist, { restaurantId: finished.restaurantUuid!, id: finished.uuid }],
      [downloadRecordingFile, { id: finished.uuid }],
    ] as const) {
      const refused = await refusal(sandbox, token, endpoint, { params });
      expect(refused.status).toBe(503);
      expect(refused.message).toMatch(/^Recordings are not available: ffmpeg is not installed/);
    }
  });
});
