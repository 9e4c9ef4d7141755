import * as v from 'valibot';

/*
 * The media gateway's streams (spec 001 §3 "Stream: id, description, metadata with type
 * STREAM", "Stream start result: id, pin"; §7 "Streams"). A stream is a camera's mountpoint:
 * its id is the camera's streamId and its description the camera's name.
 */

export const STREAM_TYPE = 'STREAM';

export const streamSchema = v.object({
  id: v.number(),
  description: v.string(),
  metadata: v.object({
    type: v.literal(STREAM_TYPE),
    restaurantUuid: v.string(),
    cameraUuid: v.string(),
  }),
  /** Whether anyone watches it now. */
  live: v.boolean(),
  viewers: v.number(),
});
export type Stream = v.InferOutput<typeof streamSchema>;
export const streamListSchema = v.array(streamSchema);

/** GET /streams/live: spec 001 §7 "result read from content". */
export const liveStreamsSchema = v.object({ content: streamListSchema });

const restaurantUuid = v.pipe(v.string(), v.nonEmpty('restaurantUuid is required'));

/** GET /streams and /streams/live: one restaurant's, by id; `search` in the description. */
export const streamListQuerySchema = v.object({
  restaurantUuid,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export type StreamListQuery = v.InferInput<typeof streamListQuerySchema>;

/** POST /streams: start watching a camera's stream. */
export const streamStartBodySchema = v.object({
  cameraUuid: v.pipe(v.string('cameraUuid is required'), v.nonEmpty('cameraUuid is required')),
});
export type StreamStartBody = v.InferInput<typeof streamStartBodySchema>;

/** Spec 001 §3 "Stream start result: id, pin", with the gateway to use them on. */
export const streamStartResultSchema = v.object({
  id: v.number(),
  pin: v.string(),
  janusHost: v.string(),
});
export type StreamStartResult = v.InferOutput<typeof streamStartResultSchema>;

/** PUT /streams/{id}: its description, which is its camera's name. */
export const streamUpdateBodySchema = v.object({
  description: v.pipe(
    v.string('description must be text'),
    v.trim(),
    v.nonEmpty('description is required'),
    v.maxLength(60, 'description must be at most 60 characters'),
  ),
});
export type StreamUpdateBody = v.InferInput<typeof streamUpdateBodySchema>;
