import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { isKnown, valueLabel } from '../../lib/known-value';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/*
 * A camera's recordings (spec 001 §3 "Recording", §4 "Recording lifecycle", §7 "Recordings").
 * In the sandbox a recording is SCHEDULED before its start, RECORDING from it, FINISHED once
 * stopped (POST …/stop) or at its end time; the provider's clock decides, so a page asked again
 * shows the move. A provider's status is any text: one the console does not know shows its code.
 */

const RECORDING_STATUSES = ['SCHEDULED', 'RECORDING', 'FINISHED'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** A recording status in words: a known one translated, another as the provider sends it. */
export function recordingStatusLabel(t: Translate, status: string): string {
  return valueLabel(t, RECORDING_STATUSES, status, (known) => `recordings.status.${known}`);
}

export const RECORDING_NAME_MAX_LENGTH = 80;
/** The longest recording a camera keeps: 12 hours. */
export const RECORDING_MAX_MS = 12 * 3_600_000;
const RECORDING_PAGE_SIZE = 20;

/**
 * A recording (spec 001 §3 "Recording: uuid, recordingId, metadata (JSON text), preview,
 * isDownloading, progress, createdDate"). Required: the uuid (every call names it) and
 * createdDate (the list's order, §9); the rest is optional, with the fallbacks of
 * docs/decisions/provider-api.md ("Reading answers", "Cameras and video").
 */
export const recordingSchema = v.object({
  uuid: v.string(),
  /** The recorder's own number for it. */
  recordingId: v.optional(v.union([v.number(), v.string()])),
  /** Absent: the page's restaurant, when it shows one (its HLS path's proxy prefix). */
  restaurantUuid: v.optional(v.string()),
  /** Absent: the recording cannot be edited to another camera; nothing else needs it. */
  cameraUuid: v.optional(v.string()),
  /** The camera's name when recorded; kept after a rename or delete. Absent: '—'. */
  cameraName: v.optional(v.string()),
  /** Absent: shown by its recorder id (`recordingTitle`). */
  name: v.optional(v.string()),
  /** The provider's; absent: the times say whether it is over (`recordingState`). */
  status: v.optional(openValue),
  /** Epoch ms: when it starts (SCHEDULED) or started; absent: '—', and it is not edited. */
  startTime: v.optional(v.number()),
  /** Epoch ms: when it stops or stopped; null or absent for one running until stopped. */
  endTime: v.optional(v.nullable(v.number()), null),
  /** Epoch ms. */
  createdDate: v.number(),
  /** Spec 001 §3: JSON text (codec, resolution, the camera's profile). */
  metadata: v.optional(v.string()),
  /** The URL of its preview image, absolute or relative to the API; null or absent: none. */
  preview: v.optional(v.nullable(v.string()), null),
  /**
   * The URL of its HLS playlist, when the provider gives one; absent, a finished recording plays
   * from the spec's playlist path (`recordingPlaylist`).
   */
  hlsUrl: v.optional(v.nullable(v.string()), null),
  /**
   * The URL its file downloads from, absolute or relative to the API (spec 001 §7 "a blob
   * download from a given URL with progress"); absent: the spec's GET /records/download/{id}
   * with its `recordingId` (`recordingFile`).
   */
  downloadUrl: v.optional(v.nullable(v.string()), null),
});
export type Recording = v.InferOutput<typeof recordingSchema>;

/**
 * Where a recording stands: its known status, else 'FINISHED' when its end has passed, else
 * its status as the provider wrote it (or 'unknown' without one), which no action relies on.
 */
export function recordingState(
  recording: Pick<Recording, 'status' | 'endTime'>,
  now: number,
): string {
  const { status, endTime } = recording;
  if (status !== undefined) return status;
  return endTime != null && endTime <= now ? 'FINISHED' : 'unknown';
}

/** Whether a recording is one of the known states (its actions depend on it). */
export const isRecordingStatus = (status: string): status is RecordingStatus =>
  isKnown(RECORDING_STATUSES, status);

/** What a recording is called: its name, else the provider's id for it. */
export function recordingTitle(
  recording: Pick<Recording, 'name' | 'recordingId' | 'uuid'>,
): string {
  return recording.name ?? String(recording.recordingId ?? recording.uuid);
}

/**
 * Where a recording's file comes from: the `downloadUrl` the provider gives; else, once it is
 * neither scheduled nor running, spec 001 §7 line 170's GET /records/download/{id} named by
 * §3's `recordingId` (the recorder's id for it); 'notYet' while it is scheduled or running;
 * 'none' when the answer names neither (docs/decisions/video-and-cameras.md "Spec-only answers").
 */
export type RecordingFile =
  | { kind: 'url'; url: string }
  | { kind: 'record'; id: string }
  | { kind: 'notYet' }
  | { kind: 'none' };

export function recordingFile(
  recording: Pick<Recording, 'downloadUrl' | 'recordingId' | 'status' | 'endTime'>,
  now: number,
): RecordingFile {
  if (recording.downloadUrl) return { kind: 'url', url: recording.downloadUrl };
  const state = recordingState(recording, now);
  if (state === 'SCHEDULED' || state === 'RECORDING') return { kind: 'notYet' };
  if (recording.recordingId !== undefined)
    return { kind: 'record', id: String(recording.recordingId) };
  return { kind: 'none' };
}

/**
 * The HLS playlist a recording plays from: its `hlsUrl` when the provider gives one, else, once
 * finished, the spec's path GET /hls/{id}/index.m3u8 (spec 001 §7 line 174) under its
 * restaurant's proxy (line 157), the answer's or else `restaurantUuid` (the page's); null while
 * it is not finished, or with no restaurant to put it under.
 */
export function recordingPlaylist(
  recording: Pick<Recording, 'uuid' | 'restaurantUuid' | 'status' | 'endTime' | 'hlsUrl'>,
  now: number,
  restaurantUuid?: string,
): string | null {
  if (recording.hlsUrl) return recording.hlsUrl;
  const restaurant = recording.restaurantUuid ?? restaurantUuid;
  if (!playable(recording, now) || restaurant === undefined) return null;
  return `/restaurants/${encodeURIComponent(restaurant)}/hls/${encodeURIComponent(recording.uuid)}/index.m3u8`;
}

/**
 * Whether a recording may be offered to play: finished, or one whose provider says neither its
 * state nor its end (spec 001 §3 names neither), whose playlist answers once it is ready and
 * whose player says when it is not.
 */
function playable(recording: Pick<Recording, 'status' | 'endTime'>, now: number): boolean {
  const unsaid = recording.status === undefined && recording.endTime == null;
  return unsaid || recordingState(recording, now) === 'FINISHED';
}

/** A recording's playlist URL, or the `recordingId` whose link GET /records/link/{id} answers. */
export type RecordingPlayback = { kind: 'url'; url: string } | { kind: 'link'; id: string };

/**
 * How a recording plays: its playlist (`recordingPlaylist`); else, with no restaurant to put the
 * spec's playlist path under (Global mode, an answer naming none), the URL spec 001 §7 line 170's
 * GET /records/link/{id} answers for §3's `recordingId`; null when it is not playable yet or
 * names neither (docs/decisions/video-and-cameras.md "Spec-only answers").
 */
export function recordingPlayback(
  recording: Pick<
    Recording,
    'uuid' | 'recordingId' | 'restaurantUuid' | 'status' | 'endTime' | 'hlsUrl'
  >,
  now: number,
  restaurantUuid?: string,
): RecordingPlayback | null {
  const url = recordingPlaylist(recording, now, restaurantUuid);
  if (url !== null) return { kind: 'url', url };
  if (recording.recordingId === undefined || !playable(recording, now)) return null;
  return { kind: 'link', id: String(recording.recordingId) };
}

export const recordingPageSchema = pageSchema(recordingSchema);
export type RecordingPage = v.InferOutput<typeof recordingPageSchema>;
export const recordingListSchema = tolerantArray(recordingSchema);

/**
 * GET /recordings: a restaurant's recordings (absent: every restaurant the user may see),
 * newest first by createdDate (spec 001 §9), offset paged.
 */
export const recordingListQuerySchema = v.object({
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  cameraUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** A status the provider knows (the filter offers the console's known ones). */
  status: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  sortBy: v.optional(v.picklist(['createdDate', 'startTime']), 'createdDate'),
  orderDirection: v.optional(v.picklist(['ASC', 'DESC']), 'DESC'),
  limit: v.optional(queryInteger(1, 100), RECORDING_PAGE_SIZE),
  offset: v.optional(queryInteger(0), 0),
});
export type RecordingListQuery = v.InferInput<typeof recordingListQuerySchema>;

const name = v.pipe(
  v.string('name must be text'),
  v.trim(),
  v.nonEmpty('name is required'),
  v.maxLength(
    RECORDING_NAME_MAX_LENGTH,
    `name must be at most ${RECORDING_NAME_MAX_LENGTH} characters`,
  ),
);
const epoch = (what: string) =>
  v.pipe(
    v.number(`${what} must be epoch milliseconds`),
    v.integer(`${what} must be epoch milliseconds`),
    v.minValue(0, `${what} must be epoch milliseconds`),
  );

/** Both times given: the end comes after the start. */
function endAfterStart<T extends { startTime?: number | null; endTime?: number | null }>(
  input: T,
): boolean {
  return input.endTime == null || input.startTime == null || input.endTime > input.startTime;
}

/**
 * POST /recordings: `startTime` absent or past starts it now, a future one schedules it;
 * `endTime` absent records until stopped. 409 when the camera records already then.
 */
export const recordingCreateBodySchema = v.pipe(
  v.object({
    cameraUuid: v.pipe(v.string('cameraUuid is required'), v.nonEmpty('cameraUuid is required')),
    name,
    startTime: v.optional(v.nullable(epoch('startTime'))),
    endTime: v.optional(v.nullable(epoch('endTime'))),
  }),
  v.check(endAfterStart, 'endTime must be after startTime'),
);
export type RecordingCreateBody = v.InferInput<typeof recordingCreateBodySchema>;

/**
 * PUT /recordings/{id}: its name, and its times while they are ahead (a started recording keeps
 * its start; a finished one is not changed: 409).
 */
export const recordingUpdateBodySchema = v.pipe(
  v.object({
    name,
    startTime: v.optional(epoch('startTime')),
    endTime: v.optional(v.nullable(epoch('endTime'))),
  }),
  v.check(endAfterStart, 'endTime must be after startTime'),
);
export type RecordingUpdateBody = v.InferInput<typeof recordingUpdateBodySchema>;
