import * as v from 'valibot';
import { deletedCountAnswer } from '../../src/lib/optional-answer';
import { afterEach, describe, expect, it } from 'vitest';
import { isOnProviderApi, providerUrl } from '../../src/api/download';
import {
  cameraCategoryListSchema,
  cameraPageSchema,
  cameraProfileBodySchema,
  codecResolutionsSchema,
  webRtcSessionSchema,
} from '../../src/api/cameras/cameras.schema';
import {
  arucoRestaurantListSchema,
  arucoStreamListSchema,
  pnpModeListSchema,
  pnpZoneCommandBodySchema,
  pnpZoneListSchema,
} from '../../src/api/pnp/pnp.schema';
import {
  recordingPageSchema,
  recordingPlayback,
  recordingPlaylist,
  recordingState,
  recordingTitle,
} from '../../src/api/recordings/recordings.schema';
import { streamActivityPageSchema } from '../../src/api/stream-activity/stream-activity.schema';
import {
  liveStreamsSchema,
  streamSchema,
  streamStartResultSchema,
} from '../../src/api/streams/streams.schema';
import {
  recordingPageSchema as unusualRecordingPageSchema,
  unusualPageSchema,
} from '../../src/api/unusual/unusual.schema';
import { mediaGatewayUrl, setConfig } from '../../src/lib/config';
import { readAnswer } from '../../src/lib/tolerant-read';

/**
 * The video answers as a provider may give them (docs/decisions/provider-api.md, "Reading
 * answers", "Cameras and video"): the fields spec 001 §3 names and the screens need are enough,
 * and a value set the spec leaves to the provider (a camera status, a codec, a mode) may hold
 * values the console has no words for.
 */
const parses = (schema: v.GenericSchema, value: unknown) => {
  const { parsed } = readAnswer(schema, value);
  if (!parsed.success) throw new Error(JSON.stringify(v.flatten(parsed.issues)));
  return parsed.output as never;
};

describe('spec 001 §3 "Camera: uuid or id, name, profiles, resolutions, limits, thumbnail image, categories, status"', () => {
  it('a camera with only its uuid, name and status lists (no restaurant, stream, model, profiles or categories)', () => {
    const page: { content: unknown[] } = parses(cameraPageSchema, {
      content: [{ uuid: 'c1', name: 'Fryer', status: 'ONLINE' }],
      total: 1,
    });
    expect(page.content).toEqual([{ uuid: 'c1', name: 'Fryer', status: 'ONLINE' }]);
  });

  it('another status and another codec are read as the provider sends them', () => {
    const page: { content: Array<{ status: string; profiles: Array<{ codec: string }> }> } = parses(
      cameraPageSchema,
      {
        content: [
          {
            uuid: 'c1',
            name: 'Fryer',
            status: 'MAINTENANCE',
            profiles: [{ uuid: 'main', name: 'Main', codec: 'AV1', width: 1920, height: 1080 }],
          },
        ],
        total: 1,
      },
    );
    expect(page.content[0]!.status).toBe('MAINTENANCE');
    expect(page.content[0]!.profiles[0]!.codec).toBe('AV1');
    const resolutions: Array<{ codec: string }> = parses(codecResolutionsSchema, [
      { codec: 'AV1', resolutions: [{ width: 640, height: 480 }] },
    ]);
    expect(resolutions[0]!.codec).toBe('AV1');
    // A codec the camera offers may be chosen for a profile.
    expect(
      v.safeParse(cameraProfileBodySchema, {
        name: 'Sub',
        codec: 'AV1',
        width: 640,
        height: 480,
        fps: 10,
        bitrateKbps: 512,
      }).success,
    ).toBe(true);
  });

  it('"uuid or id": a camera named by its id alone is called by it; one with neither is left out', () => {
    const page: { content: Array<{ uuid: string }> } = parses(cameraPageSchema, {
      content: [
        { id: 12, name: 'Fryer', status: 'ONLINE' },
        { name: 'Nameless', status: 'ONLINE' },
      ],
      total: 2,
    });
    expect(page.content.map((camera) => camera.uuid)).toEqual(['12']);
  });

  it('a category without its cameras reads as one with none', () => {
    const categories: Array<{ cameraUuids: string[] }> = parses(cameraCategoryListSchema, [
      { uuid: 'k1', name: 'Line' },
    ]);
    expect(categories[0]!.cameraUuids).toEqual([]);
  });
});

describe('spec 001 §3 "Stream start result: id, pin"; §7 "watch (id and optional pin)"', () => {
  it('a start answered with its id alone is enough: no pin, no janusHost', () => {
    expect(parses(webRtcSessionSchema, { id: 7 })).toEqual({ id: 7 });
    expect(parses(streamStartResultSchema, { id: 7, pin: null })).toEqual({ id: 7, pin: null });
  });

  it('spec 001 §3 "Stream: id, description, metadata with type STREAM": a stream with those alone reads, live and viewers unsaid', () => {
    expect(
      parses(streamSchema, { id: 7, description: 'Fryer', metadata: { type: 'STREAM' } }),
    ).toEqual({ id: 7, description: 'Fryer', metadata: { type: 'STREAM' } });
    const live: { content: unknown[] } = parses(liveStreamsSchema, {
      content: [{ id: 7, description: 'Fryer' }, { id: 'not a stream' }],
    });
    expect(live.content).toHaveLength(1);
  });
});

describe('the live gateway: config.json mediaGatewayUrl, else the answer’s janusHost', () => {
  afterEach(() => setConfig({}));

  it('takes mediaGatewayUrl when it is set, whatever the answer says', () => {
    setConfig({ mediaGatewayUrl: 'wss://media.example.com/janus' });
    expect(mediaGatewayUrl('ws://provider/media-gateway')).toBe('wss://media.example.com/janus');
    expect(mediaGatewayUrl(undefined)).toBe('wss://media.example.com/janus');
  });

  it('takes the answer’s janusHost without it, and says there is none without either', () => {
    expect(mediaGatewayUrl('ws://provider/media-gateway')).toBe('ws://provider/media-gateway');
    expect(mediaGatewayUrl(undefined)).toBeNull();
  });
});

describe('spec 001 §3 "Recording: uuid, recordingId, metadata (JSON text), preview, … createdDate"', () => {
  const minimal = {
    uuid: 'r1',
    restaurantUuid: 'k1',
    name: 'Lunch rush',
    startTime: 1_000,
    endTime: 2_000,
    createdDate: 1_000,
  };

  it('a recording without status, camera, hlsUrl, preview or metadata lists', () => {
    const page: { content: unknown[] } = parses(recordingPageSchema, {
      content: [minimal],
      total: 1,
    });
    expect(page.content).toHaveLength(1);
  });

  it('one with only the fields §3 names lists, called by its recorder id, and plays under the page’s restaurant', () => {
    const page: { content: Array<Parameters<typeof recordingTitle>[0]> } = parses(
      recordingPageSchema,
      {
        content: [{ uuid: 'r2', recordingId: 17, metadata: '{}', preview: null, createdDate: 1 }],
        total: 1,
      },
    );
    expect(recordingTitle(page.content[0]!)).toBe('17');
    const finished = { uuid: 'r2', status: 'FINISHED', endTime: 2_000, hlsUrl: null };
    expect(recordingPlaylist(finished, 3_000)).toBeNull();
    expect(recordingPlaylist(finished, 3_000, 'k9')).toBe('/restaurants/k9/hls/r2/index.m3u8');
  });

  it('another status is read as sent; without one, its end having passed makes it finished', () => {
    const page: { content: Array<{ status?: string }> } = parses(recordingPageSchema, {
      content: [{ ...minimal, status: 'ARCHIVED' }],
      total: 1,
    });
    expect(page.content[0]!.status).toBe('ARCHIVED');
    expect(recordingState({ endTime: 2_000 }, 3_000)).toBe('FINISHED');
    expect(recordingState({ endTime: 5_000 }, 3_000)).toBe('unknown');
  });

  it('spec 001 §7 line 174: a finished one without hlsUrl plays /restaurants/{id}/hls/{uuid}/index.m3u8; the given hlsUrl wins', () => {
    const row = { ...minimal, status: 'FINISHED', hlsUrl: null };
    expect(recordingPlaylist(row, 3_000)).toBe('/restaurants/k1/hls/r1/index.m3u8');
    expect(recordingPlaylist({ ...row, hlsUrl: 'https://cdn.example.com/r1.m3u8' }, 3_000)).toBe(
      'https://cdn.example.com/r1.m3u8',
    );
    expect(recordingPlaylist({ ...row, status: 'RECORDING' }, 3_000)).toBeNull();
  });

  it('spec 001 §7 line 170 "GET /records/link/{id}": with no restaurant for the playlist path (Global mode, a spec answer), a recording plays from the link its recordingId answers; its playlist path or hlsUrl first', () => {
    const spec = { uuid: 'r4', recordingId: 17, endTime: null, hlsUrl: null };
    expect(recordingPlayback(spec, 3_000)).toEqual({ kind: 'link', id: '17' });
    expect(recordingPlayback(spec, 3_000, 'k9')).toEqual({
      kind: 'url',
      url: '/restaurants/k9/hls/r4/index.m3u8',
    });
    expect(recordingPlayback({ ...spec, status: 'RECORDING' }, 3_000)).toBeNull();
    expect(recordingPlayback({ ...spec, recordingId: undefined }, 3_000)).toBeNull();
  });

  it('spec 001 §3 (a recording names neither status nor end): one that says neither is offered, its playlist answering once ready; one ending later is not', () => {
    // Read from a spec-minimal answer, an absent end and playlist are null.
    const unsaid = { uuid: 'r3', endTime: null, hlsUrl: null };
    expect(recordingPlaylist(unsaid, 3_000, 'k9')).toBe('/restaurants/k9/hls/r3/index.m3u8');
    expect(recordingPlaylist({ ...unsaid, endTime: 5_000 }, 3_000, 'k9')).toBeNull();
    expect(recordingState({ endTime: null }, 3_000)).toBe('unknown');
  });
});

describe('spec 001 §7 "DELETE and GET /cameras/{id}/recordings": an answer the spec does not show', () => {
  it('a clear answered without a count is a success whose count is not said', () => {
    expect(parses(deletedCountAnswer, { deleted: 3 })).toEqual({ deleted: 3 });
    expect(parses(deletedCountAnswer, true)).toEqual({});
    expect(parses(deletedCountAnswer, undefined)).toEqual({});
  });
});

describe('a URL the provider gives (spec 001 §7 "a blob download from a given URL")', () => {
  afterEach(() => setConfig({}));

  it('keeps an absolute URL as it is, and puts a relative one under the API base', () => {
    setConfig({ apiBaseUrl: 'https://provider.example.com/api/v1' });
    expect(providerUrl('https://cdn.example.com/r1/index.m3u8')).toBe(
      'https://cdn.example.com/r1/index.m3u8',
    );
    expect(providerUrl('/restaurants/k1/hls/r1/index.m3u8')).toBe(
      'https://provider.example.com/api/v1/restaurants/k1/hls/r1/index.m3u8',
    );
    expect(providerUrl('records/r1.mp4')).toBe(
      'https://provider.example.com/api/v1/records/r1.mp4',
    );
  });

  it('hands the session’s token only to the provider’s API', () => {
    setConfig({ apiBaseUrl: 'https://provider.example.com/api/v1' });
    expect(isOnProviderApi('/recordings/r1/download')).toBe(true);
    expect(isOnProviderApi('https://provider.example.com/api/v1/recordings/r1/download')).toBe(
      true,
    );
    expect(isOnProviderApi('https://files.example.com/r1.mp4')).toBe(false);
    expect(isOnProviderApi('https://provider.example.com/other/r1.mp4')).toBe(false);
  });
});

describe('spec 001 §3 "Stream activity event: uuid, description, location, eventTime, displayTime"', () => {
  it('an entry without eventName, streamId, cameraUuid or displayTime lists; one without its time is left out', () => {
    const page: { content: unknown[] } = parses(streamActivityPageSchema, {
      content: [
        { uuid: 'a1', description: 'Basket dropped', location: 'Fryer', eventTime: 1_000 },
        { uuid: 'a2', description: 'No time', location: 'Fryer' },
      ],
      existNext: false,
    });
    expect(page.content).toHaveLength(1);
  });
});

describe('spec 001 §7 "Plug-and-play": the provider’s modes and ArUco statuses', () => {
  it('a mode the console does not know is listed and may be started', () => {
    const modes: Array<{ key: string }> = parses(pnpModeListSchema, [{ key: 'THERMAL' }]);
    expect(modes[0]!.key).toBe('THERMAL');
    expect(v.safeParse(pnpZoneCommandBodySchema, { mode: 'THERMAL' }).success).toBe(true);
    const zones: Array<{ mode: string | null; streamIds: number[] }> = parses(pnpZoneListSchema, [
      { uuid: 'z1', name: 'Line', mode: 'THERMAL' },
      { uuid: 'z2', name: 'Back' },
    ]);
    expect(zones.map((zone) => zone.mode)).toEqual(['THERMAL', null]);
    expect(zones[1]!.streamIds).toEqual([]);
  });

  it('another ArUco status, and a restaurant without its counts, are read', () => {
    const streams: Array<{ status: string }> = parses(arucoStreamListSchema, [
      { id: 1, description: 'Fryer', status: 'PARTIAL' },
    ]);
    expect(streams[0]!.status).toBe('PARTIAL');
    expect(parses(arucoRestaurantListSchema, [{ uuid: 'k1', name: 'Midtown' }])).toEqual([
      { uuid: 'k1', name: 'Midtown' },
    ]);
  });
});

describe('spec 001 §3 "Image event: eventId, frames"; "Unusual recording: uuid, preview"', () => {
  it('an event at another station with another marker, without camera or restaurant names, lists', () => {
    const page: { content: Array<{ station?: string; marker?: string }> } = parses(
      unusualPageSchema,
      {
        content: [
          {
            eventId: 'e1',
            restaurantUuid: 'k1',
            eventName: 'Wrong marker',
            station: 'GRILL',
            marker: 'PINK',
            eventTime: 1_000,
            frames: 2,
          },
        ],
        cursor: null,
        existsNextPage: false,
        existsPreviousPage: false,
      },
    );
    expect(page.content[0]).toMatchObject({ station: 'GRILL', marker: 'PINK' });
  });

  it('a clip without its recorder id, camera, duration, size or metadata lists', () => {
    const page: { content: unknown[] } = parses(unusualRecordingPageSchema, {
      content: [{ uuid: 'u1', restaurantUuid: 'k1', eventName: 'Empty pan', createdDate: 1 }],
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    });
    expect(page.content).toHaveLength(1);
  });

  it('spec 001 §7 "list results have content": a page with content alone is the only page', () => {
    const page: { content: unknown[]; cursor: string | null; existsNextPage: boolean } = parses(
      unusualRecordingPageSchema,
      { content: [{ uuid: 'u1', restaurantUuid: 'k1', eventName: 'Empty pan', createdDate: 1 }] },
    );
    expect(page).toMatchObject({ cursor: null, existsNextPage: false });
    expect(page.content).toHaveLength(1);
  });
});
