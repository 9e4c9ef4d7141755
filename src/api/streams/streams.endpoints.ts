import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { thumbnailQuerySchema } from '../cameras/cameras.schema';
import {
  liveStreamsSchema,
  streamListQuerySchema,
  streamListSchema,
  streamSchema,
  streamStartBodySchema,
  streamStartResultSchema,
  streamUpdateBodySchema,
} from './streams.schema';

/** Spec 001 §7 "Streams": watched from the camera pages, the kitchen player and plug-and-play. */
const WATCH = [needs('CAMERAS'), needs('KITCHEN_PLAYER'), needs('PLUG_AND_PLAY')] as const;

/** GET /streams: one restaurant's streams. */
export const listStreams = endpoint({
  method: 'GET',
  path: '/streams',
  query: streamListQuerySchema,
  response: streamListSchema,
  auth: true,
  access: WATCH,
});

/** GET /streams/live: the restaurant's streams someone watches now, in `content`. */
export const listLiveStreams = endpoint({
  method: 'GET',
  path: '/streams/live',
  query: streamListQuerySchema,
  response: liveStreamsSchema,
  auth: true,
  access: WATCH,
});

/** POST /streams: one viewer more on the camera's stream; its id and pin. 409 when offline. */
export const startStream = endpoint({
  method: 'POST',
  path: '/streams',
  body: streamStartBodySchema,
  response: streamStartResultSchema,
  auth: true,
  access: WATCH,
});

/** GET /streams/{id}. */
export const getStream = endpoint({
  method: 'GET',
  path: '/streams/:id',
  response: streamSchema,
  auth: true,
  access: WATCH,
});

/** PUT /streams/{id}: renames it, and so its camera. */
export const updateStream = endpoint({
  method: 'PUT',
  path: '/streams/:id',
  body: streamUpdateBodySchema,
  response: streamSchema,
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** DELETE /streams/{id}: ends it for every viewer (the camera stays). */
export const deleteStream = endpoint({
  method: 'DELETE',
  path: '/streams/:id',
  response: v.null(),
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** POST /streams/{id}/stop: one viewer fewer; 409 when nobody watches. */
export const stopStream = endpoint({
  method: 'POST',
  path: '/streams/:id/stop',
  response: streamSchema,
  auth: true,
  access: WATCH,
});

/** GET /streams/{id}/thumbnail (blob): width 320, height 240, PNG unless asked otherwise. */
export const getStreamThumbnail = endpoint({
  method: 'GET',
  path: '/streams/:id/thumbnail',
  query: thumbnailQuerySchema,
  response: v.blob(),
  auth: true,
  access: WATCH,
  binary: true,
});
