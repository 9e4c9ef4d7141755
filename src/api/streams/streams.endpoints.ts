import * as v from 'valibot';
import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  liveStreamsSchema,
  streamListQuerySchema,
  streamListSchema,
  streamSchema,
  streamStartBodySchema,
  streamStartResultSchema,
  streamThumbnailQuerySchema,
  streamUpdateBodySchema,
} from './streams.schema';

/*
 * Spec 001 §7 "Streams", under the proxy prefix of line 157 ("Camera and stream calls go to a
 * proxy under /restaurants/{restaurantId}"): the restaurant is the stream's own, in the path.
 * Watched from the camera pages, the kitchen player and plug-and-play.
 */
const WATCH = [needs('CAMERAS'), needs('KITCHEN_PLAYER'), needs('PLUG_AND_PLAY')] as const;

/** GET /streams: one restaurant's streams. No screen lists them (tests/unit/provider-contract.test.ts, NO_SCREEN_NEEDS). */
export const listStreams = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/streams',
  query: streamListQuerySchema,
  response: streamListSchema,
  auth: true,
  access: WATCH,
});

/**
 * GET /streams/live: the restaurant's streams someone watches now, in `content`. The spec names
 * no parameter for it (001 §7 line 173): the restaurant is the path's.
 */
export const listLiveStreams = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/streams/live',
  response: liveStreamsSchema,
  auth: true,
  access: WATCH,
});

/** POST /streams: one viewer more on the camera's stream; its id and pin. 409 when offline. */
export const startStream = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/streams',
  body: streamStartBodySchema,
  response: streamStartResultSchema,
  auth: true,
  access: WATCH,
});

/** GET /streams/{id}. */
export const getStream = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/streams/:id',
  response: streamSchema,
  auth: true,
  access: WATCH,
});

/** PUT /streams/{id}: renames it, and so its camera. */
export const updateStream = endpoint({
  method: 'PUT',
  path: '/restaurants/:restaurantId/streams/:id',
  body: streamUpdateBodySchema,
  response: streamSchema,
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** DELETE /streams/{id}: ends it for every viewer (the camera stays). */
export const deleteStream = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/streams/:id',
  response: voidResult,
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** POST /streams/{id}/stop: one viewer fewer; 409 when nobody watches. */
export const stopStream = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/streams/:id/stop',
  response: streamSchema,
  auth: true,
  access: WATCH,
});

/**
 * GET /streams/{id}/thumbnail (blob), sent with width 320, height 240 and type png (spec 001 §7
 * line 174): `STREAM_THUMBNAIL`.
 */
export const getStreamThumbnail = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/streams/:id/thumbnail',
  query: streamThumbnailQuerySchema,
  response: v.blob(),
  auth: true,
  access: WATCH,
  binary: true,
});
