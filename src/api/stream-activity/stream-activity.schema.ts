import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * What the cameras saw (spec 001 §2 "Activity history panel", §3 "Stream activity event:
 * uuid, description, location, eventTime, displayTime. It is paged, with content and an
 * existNext flag"; §7 "Activity and support").
 */

export const STREAM_ACTIVITY_PAGE_SIZE = 20;

/**
 * One entry: the spec's fields that the History panel shows (uuid for its picture, description,
 * location, eventTime) are required; the rest are optional, and the panel does not need them.
 */
const streamActivitySchema = v.object({
  uuid: v.string(),
  /** What happened, e.g. 'Basket dropped'; the filter's names come from their own call. */
  eventName: v.optional(v.string()),
  /** The sentence the History panel shows. */
  description: v.string(),
  /** Where in the kitchen: the camera's station. */
  location: v.string(),
  streamId: v.optional(v.number()),
  cameraUuid: v.optional(v.string()),
  /** Epoch ms. */
  eventTime: v.number(),
  /**
   * The kitchen's wall-clock time of it, 'YYYY-MM-DD HH:mm:ss', in its own zone; the panel shows
   * `eventTime` in the kitchen's zone instead, so it may be absent.
   */
  displayTime: v.optional(v.string()),
});
export type StreamActivity = v.InferOutput<typeof streamActivitySchema>;

export const streamActivityPageSchema = v.object({
  content: tolerantArray(streamActivitySchema),
  existNext: v.boolean(),
});
export type StreamActivityPage = v.InferOutput<typeof streamActivityPageSchema>;

/**
 * GET /events/streamActivity: one stream's activity or a whole restaurant's (one of the two is
 * required), newest first, `page` from 0 of `limit`; `eventName` narrows it.
 */
export const streamActivityQuerySchema = v.pipe(
  v.object({
    restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
    streamId: v.optional(queryInteger(1)),
    eventName: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    startTime: v.optional(queryInteger(0)),
    endTime: v.optional(queryInteger(0)),
    page: v.optional(queryInteger(0, 100_000), 0),
    limit: v.optional(queryInteger(1, 100), STREAM_ACTIVITY_PAGE_SIZE),
  }),
  v.check(
    (query) => query.restaurantUuid !== undefined || query.streamId !== undefined,
    'restaurantUuid or streamId is required',
  ),
);
export type StreamActivityQuery = v.InferInput<typeof streamActivityQuerySchema>;

/** GET /events/streamActivity/eventNames/{streamId}: the names its activity has, A–Z. */
export const streamEventNamesSchema = tolerantArray(v.string());
