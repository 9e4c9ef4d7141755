import * as v from 'valibot';
import { queryInteger } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/*
 * The media gateway's streams (spec 001 §3 "Stream: id, description, metadata with type
 * STREAM", "Stream start result: id, pin"; §7 "Streams"). A stream is a camera's mountpoint:
 * its id is the camera's streamId and its description the camera's name.
 */

export const STREAM_TYPE = 'STREAM';

/**
 * Spec 001 §3 "metadata with type STREAM". The camera and restaurant in it are ours: absent, the
 * stream's restaurant is the one whose list it came in, and a screen that needs its camera (to
 * start it, to watch it) offers nothing for it.
 */
const streamMetadataSchema = v.object({
  type: v.optional(openValue),
  restaurantUuid: v.optional(v.string()),
  cameraUuid: v.optional(v.string()),
});

/**
 * A stream (spec 001 §3 "Stream: id, description, metadata with type STREAM"): its id and
 * description are what every stream screen lists; whether it is live and who watches it are ours,
 * shown '—' (or 'not live') when absent.
 */
export const streamSchema = v.object({
  id: v.number(),
  description: v.string(),
  metadata: v.optional(streamMetadataSchema, {}),
  /** Whether anyone watches it now. */
  live: v.optional(v.boolean()),
  viewers: v.optional(v.number()),
});
export type Stream = v.InferOutput<typeof streamSchema>;
export const streamListSchema = tolerantArray(streamSchema);

/** GET /restaurants/{restaurantId}/streams/live: spec 001 §7 "result read from content". */
export const liveStreamsSchema = v.object({ content: streamListSchema });

/**
 * GET /restaurants/{restaurantId}/streams: the restaurant's streams (the path names it, spec 001
 * §7 line 157), by id; `search` in the description (the spec's "params" are not shown).
 */
export const streamListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export type StreamListQuery = v.InferInput<typeof streamListQuerySchema>;

const THUMBNAIL_TYPES = ['png', 'jpeg'] as const;
const THUMBNAIL_MAX_SIDE = 1920;

/**
 * What the console sends on every GET …/streams/{id}/thumbnail: spec 001 §7 line 174 "width
 * 320, height 240, image type png", §9 "Thumbnail 320 by 240 png".
 */
export const STREAM_THUMBNAIL = { width: 320, height: 240, type: 'png' } as const;

/**
 * GET …/streams/{id}/thumbnail's size and type: the spec's values are the defaults; a provider
 * refuses anything else that is not a size (16 to 1920) or png/jpeg (400).
 */
export const streamThumbnailQuerySchema = v.object({
  width: v.optional(queryInteger(16, THUMBNAIL_MAX_SIDE), STREAM_THUMBNAIL.width),
  height: v.optional(queryInteger(16, THUMBNAIL_MAX_SIDE), STREAM_THUMBNAIL.height),
  type: v.optional(v.picklist(THUMBNAIL_TYPES, 'type must be png or jpeg'), STREAM_THUMBNAIL.type),
});
export type StreamThumbnailQuery = v.InferInput<typeof streamThumbnailQuerySchema>;

/**
 * POST /restaurants/{restaurantId}/streams: start one of the restaurant's streams (spec 001 §7
 * names the call, not its body). A stream is named by its `id`, the spec's own identifier (§3
 * "Stream: id, …"), or by its camera's `cameraUuid` (ours): one of the two is required.
 */
export const streamStartBodySchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.number('id must be a stream id'), v.integer('id must be a stream id'))),
    cameraUuid: v.optional(
      v.pipe(v.string('cameraUuid must be text'), v.nonEmpty('cameraUuid must not be empty')),
    ),
  }),
  v.check(
    (body) => body.id !== undefined || body.cameraUuid !== undefined,
    'id or cameraUuid is required',
  ),
);
export type StreamStartBody = v.InferInput<typeof streamStartBodySchema>;

/**
 * Spec 001 §3 "Stream start result: id, pin", with the gateway to use them on. The pin is
 * optional (§7 line 175: "watch (id and optional pin)"); `janusHost` is ours, and without it the
 * gateway is config.json's `mediaGatewayUrl` (lib/config.ts `mediaGatewayUrl`).
 */
export const streamStartResultSchema = v.object({
  id: v.number(),
  pin: v.optional(v.nullable(v.string())),
  janusHost: v.optional(v.string()),
});
export type StreamStartResult = v.InferOutput<typeof streamStartResultSchema>;

/** A stream's description is its camera's name: as long as one (CAMERA_NAME_MAX_LENGTH). */
export const STREAM_DESCRIPTION_MAX_LENGTH = 60;

/** PUT …/streams/{id}: its description, which is its camera's name. */
export const streamUpdateBodySchema = v.object({
  description: v.pipe(
    v.string('description must be text'),
    v.trim(),
    v.nonEmpty('description is required'),
    v.maxLength(
      STREAM_DESCRIPTION_MAX_LENGTH,
      `description must be at most ${STREAM_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  ),
});
export type StreamUpdateBody = v.InferInput<typeof streamUpdateBodySchema>;
