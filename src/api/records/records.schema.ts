import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * A camera's continuous footage (spec 001 §7 "Recordings": GET /records/list, /records/link/{id},
 * /records/download/{id}, DELETE /records/{id}): what every camera keeps by itself, an hour a
 * record, as against the clips a user starts (recordings). Times are epoch ms.
 */

const recordSchema = v.object({
  id: v.string(),
  cameraUuid: v.string(),
  /** The camera's name now. */
  cameraName: v.string(),
  restaurantUuid: v.string(),
  /** Epoch ms: the hour's start. */
  startTime: v.number(),
  /** Epoch ms: the hour's end, or now for the hour still being recorded. */
  endTime: v.number(),
});
export type FootageRecord = v.InferOutput<typeof recordSchema>;

/** A record that cannot be read is left out, the others listed (decisions, "Reading answers"). */
export const recordListSchema = tolerantArray(recordSchema);

/**
 * GET /records/list: one camera's records or a whole restaurant's (one of the two is required)
 * that meet `[startTime, endTime]`, oldest first.
 */
export const recordListQuerySchema = v.pipe(
  v.object({
    cameraUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
    restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
    startTime: v.optional(queryInteger(0)),
    endTime: v.optional(queryInteger(0)),
  }),
  v.check(
    (query) => query.cameraUuid !== undefined || query.restaurantUuid !== undefined,
    'cameraUuid or restaurantUuid is required',
  ),
  v.check(
    (query) =>
      query.startTime === undefined ||
      query.endTime === undefined ||
      query.startTime <= query.endTime,
    'startTime must not be after endTime',
  ),
);
export type RecordListQuery = v.InferInput<typeof recordListQuerySchema>;

/** GET /records/link/{id}: where the record plays, an HLS playlist's API path. */
export const recordLinkSchema = v.object({ url: v.string() });
export type RecordLink = v.InferOutput<typeof recordLinkSchema>;
