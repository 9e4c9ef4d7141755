import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';

/*
 * A camera's recordings (spec 001 §3 "Recording", §4 "Recording lifecycle", §7 "Recordings").
 * A recording is SCHEDULED before its start, RECORDING from it, FINISHED once stopped (POST
 * …/stop) or at its end time; the provider's clock decides, so a page asked again shows the
 * move. A finished recording plays from `hlsUrl`.
 */

const RECORDING_STATUSES = ['SCHEDULED', 'RECORDING', 'FINISHED'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const RECORDING_NAME_MAX_LENGTH = 80;
/** The longest recording a camera keeps: 12 hours. */
export const RECORDING_MAX_MS = 12 * 3_600_000;
const RECORDING_PAGE_SIZE = 20;

export const recordingSchema = v.object({
  uuid: v.string(),
  /** The recorder's own number for it. */
  recordingId: v.number(),
  restaurantUuid: v.string(),
  cameraUuid: v.string(),
  /** The camera's name when recorded; kept after a rename or delete. */
  cameraName: v.string(),
  name: v.string(),
  status: v.picklist(RECORDING_STATUSES),
  /** Epoch ms: when it starts (SCHEDULED) or started. */
  startTime: v.number(),
  /** Epoch ms: when it stops or stopped; null for one running until stopped. */
  endTime: v.nullable(v.number()),
  /** Epoch ms. */
  createdDate: v.number(),
  /** Spec 001 §3: JSON text (codec, resolution, the camera's profile). */
  metadata: v.string(),
  /** The API path of its preview image; null before it has started. */
  preview: v.nullable(v.string()),
  /** The API path of its HLS playlist once FINISHED, else null. */
  hlsUrl: v.nullable(v.string()),
});
export type Recording = v.InferOutput<typeof recordingSchema>;

export const recordingPageSchema = pageSchema(recordingSchema);
export type RecordingPage = v.InferOutput<typeof recordingPageSchema>;
export const recordingListSchema = v.array(recordingSchema);

/**
 * GET /recordings: a restaurant's recordings (absent: every restaurant the user may see),
 * newest first by createdDate (spec 001 §9), offset paged.
 */
export const recordingListQuerySchema = v.object({
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  cameraUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  status: v.optional(
    v.picklist(RECORDING_STATUSES, 'status must be SCHEDULED, RECORDING or FINISHED'),
  ),
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

/** DELETE /cameras/{id}/recordings: how many went. */
export const deletedCountSchema = v.object({ deleted: v.number() });
