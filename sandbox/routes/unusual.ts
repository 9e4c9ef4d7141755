import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNUSUAL_KIND_KEYS, type UnusualKind } from '../../src/lib/unusual-kinds';
import { RECORDING_ENDPOINTS, UNUSUAL_ENDPOINTS } from '../../src/api/unusual/unusual.endpoints';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { keysetPage, type SortKey } from '../cursor-page';
import { fileResponse, paceFromEnv, type DownloadPace } from '../file-response';
import type { RestaurantRecord } from '../model/restaurants';
import {
  FRAME_LABELS,
  RECORDING_MEDIA,
  unusualEventsOf,
  unusualRecordingsOf,
  type RecordingRecord,
  type UnusualRecord,
} from '../model/unusual-events';
import type { UserRecord } from '../model/users';
import { visibleRestaurants } from '../model/visibility';
import { fail, serve, serveBinary } from '../route';
import { frameJpeg, type FrameSize } from '../unusual-frames';
import { restaurantsAsked, timeRange } from './analytic-scope';
import { restaurantRows } from './restaurant-rows';

type ScopeQuery = EndpointQuery<(typeof UNUSUAL_ENDPOINTS)['event']['total']>;

/**
 * What a call covers, with the timer histories' rules (analytic-scope.ts): the user's visible
 * restaurants, or those in `restaurantUuid` (404 when one is unknown or not theirs);
 * `[startTime, endTime)` by `eventTime` (or a recording's `createdDate`), defaulting to the 24 h
 * before now (400 for an empty, reversed or over-a-year range).
 */
function scopeOf(query: ScopeQuery, user: UserRecord, sandbox: SandboxContext) {
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), [
    'startTime',
    'endTime',
  ]);
  return { from, to, restaurants: restaurantsAsked(user, sandbox, query.restaurantUuid) };
}

/** The wire's event: the sandbox's own field (the lost frame) left out. */
function eventDto({ missingFrame: _lost, ...event }: UnusualRecord) {
  return event;
}

const eventKey = (event: UnusualRecord): SortKey => ({ value: event.eventTime, id: event.eventId });

/** A path parameter `frame`: a whole number; 400 otherwise (never a 500). */
function frameOf(raw: string): number {
  if (!/^\d{1,3}$/.test(raw))
    fail(400, 'Invalid path parameter "frame": must be a whole number from 0');
  return Number(raw);
}

/** The restaurant's event with this id among those the user sees; 404 otherwise. */
function visibleEvent(kind: UnusualKind, id: string, user: UserRecord, sandbox: SandboxContext) {
  const restaurants = visibleRestaurants(user, sandbox.chain.restaurants);
  const event = unusualEventsOf(sandbox.chain, kind).find(restaurants, id);
  if (!event) fail(404, 'Unusual event not found');
  const restaurant = restaurants.find((r) => r.uuid === event.restaurantUuid)!;
  return { event, restaurant };
}

function jpegResponse(bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.byteLength) },
  });
}

/** One frame's picture: 404 for a frame past the event's last or one the camera lost. */
function frameResponse(
  event: UnusualRecord,
  restaurant: RestaurantRecord,
  raw: string,
  size: FrameSize,
): Response {
  const frame = frameOf(raw);
  if (frame >= event.frames) fail(404, `No image: the event has ${event.frames} frames`);
  if (frame === event.missingFrame) fail(404, `No image: the camera lost frame ${frame}`);
  return jpegResponse(
    frameJpeg(
      {
        eventId: event.eventId,
        station: event.station,
        cameraName: event.cameraName,
        eventTime: event.eventTime,
        timeZone: restaurant.timezone,
        frames: event.frames,
        label: FRAME_LABELS[event.eventName] ?? event.eventName,
        slot: event.slot,
        otherSlot: event.otherSlot,
        marker: event.marker,
        empty: event.eventName === 'Empty pan in holding',
      },
      frame,
      size,
    ),
  );
}

/** One kind's five calls (spec 001 §7), served from its declarations. */
function registerKind(api: SandboxApi, kind: UnusualKind): void {
  const endpoints = UNUSUAL_ENDPOINTS[kind];

  serve(api, endpoints.list, ({ query, user, sandbox }) => {
    const { from, to, restaurants } = scopeOf(query, user, sandbox);
    const events = unusualEventsOf(sandbox.chain, kind).between(restaurants, from, to);
    const rows = restaurantRows(restaurants);
    return keysetPage(events, eventKey, { ...query, sortBy: 'eventTime' }, (event) =>
      rows.named(eventDto(event)),
    );
  });

  serve(api, endpoints.total, ({ query, user, sandbox }) => {
    const { from, to, restaurants } = scopeOf(query, user, sandbox);
    return { count: unusualEventsOf(sandbox.chain, kind).between(restaurants, from, to).length };
  });

  serve(api, endpoints.remove, ({ params, user, sandbox }) => {
    const { event } = visibleEvent(kind, params.id, user, sandbox);
    unusualEventsOf(sandbox.chain, kind).remove(event.eventId);
    return null;
  });

  serveBinary(api, endpoints.image, ({ params, user, sandbox }) => {
    const { event, restaurant } = visibleEvent(kind, params.id, user, sandbox);
    return frameResponse(event, restaurant, params.frame, 'screenshot');
  });

  serveBinary(api, endpoints.thumbnail, ({ params, user, sandbox }) => {
    const { event, restaurant } = visibleEvent(kind, params.id, user, sandbox);
    return frameResponse(event, restaurant, params.frame, 'thumbnail');
  });
}

// ---------------------------------------------------------------------------
// Recordings: the clips in sandbox/media/unusual, one a station.

const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media/unusual');
const VIDEO_SECONDS = 8;

interface Media {
  video: Uint8Array;
  preview: Uint8Array;
}
const media = new Map<string, Media>();

/** A station's clip and preview, read once. */
function mediaOf(recording: RecordingRecord): Media {
  const name = RECORDING_MEDIA[recording.station];
  let files = media.get(name);
  if (!files) {
    files = {
      video: readFileSync(path.join(MEDIA_DIR, `${name}.mp4`)),
      preview: readFileSync(path.join(MEDIA_DIR, `${name}-preview.jpg`)),
    };
    media.set(name, files);
  }
  return files;
}

const sizeOf = (recording: RecordingRecord) =>
  statSync(path.join(MEDIA_DIR, `${RECORDING_MEDIA[recording.station]}.mp4`)).size;

function recordingDto(recording: RecordingRecord) {
  const { station: _station, ...fields } = recording;
  return {
    ...fields,
    duration: VIDEO_SECONDS,
    size: sizeOf(recording),
    metadata: JSON.stringify({
      codec: 'H.264',
      container: 'MP4',
      resolution: '320x180',
      frameRate: 15,
      camera: recording.cameraName,
    }),
  };
}

/**
 * A recording comes from the restaurant's recorder over its uplink: 16 KiB/s by default
 * (`SANDBOX_RECORDING_KIBPS`, 0 = as fast as possible) in 4 KiB chunks, so a clip takes a few
 * seconds and its progress is seen.
 */
function recordingPace(): DownloadPace {
  return { kibps: paceFromEnv('SANDBOX_RECORDING_KIBPS', 16), chunkBytes: 4 * 1024 };
}

function visibleRecording(id: string, user: UserRecord, sandbox: SandboxContext) {
  const restaurants = visibleRestaurants(user, sandbox.chain.restaurants);
  const recording = unusualRecordingsOf(sandbox.chain).find(restaurants, id);
  if (!recording) fail(404, 'Recording not found');
  return { recording, rows: restaurantRows(restaurants) };
}

function registerRecordings(api: SandboxApi): void {
  serve(api, RECORDING_ENDPOINTS.list, ({ query, user, sandbox }) => {
    const { from, to, restaurants } = scopeOf(query, user, sandbox);
    const recordings = unusualRecordingsOf(sandbox.chain).between(restaurants, from, to);
    const rows = restaurantRows(restaurants);
    return keysetPage(
      recordings,
      (recording) => ({ value: recording.createdDate, id: recording.uuid }),
      { ...query, sortBy: 'createdDate' },
      (recording) => rows.named(recordingDto(recording)),
    );
  });

  serve(api, RECORDING_ENDPOINTS.get, ({ params, user, sandbox }) => {
    const { recording, rows } = visibleRecording(params.id, user, sandbox);
    return rows.named(recordingDto(recording));
  });

  serveBinary(api, RECORDING_ENDPOINTS.preview, ({ params, user, sandbox }) => {
    const { recording } = visibleRecording(params.id, user, sandbox);
    return jpegResponse(mediaOf(recording).preview);
  });

  serveBinary(api, RECORDING_ENDPOINTS.download, ({ params, user, sandbox }) => {
    const { recording } = visibleRecording(params.id, user, sandbox);
    return fileResponse(mediaOf(recording).video, {
      contentType: 'video/mp4',
      disposition: `attachment; filename="${recording.recordingId}.mp4"`,
      pace: recordingPace(),
    });
  });
}

/** The unusual events (five kinds: list, count, delete, images) and their recordings. */
export function registerUnusualRoutes(api: SandboxApi): void {
  for (const kind of UNUSUAL_KIND_KEYS) registerKind(api, kind);
  registerRecordings(api);
}
