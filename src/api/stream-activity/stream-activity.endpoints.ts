import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  streamActivityPageSchema,
  streamActivityQuerySchema,
  streamEventNamesSchema,
} from './stream-activity.schema';

/** The stream player's History panel: wherever a stream is watched. */
const WATCH = [needs('CAMERAS'), needs('KITCHEN_PLAYER'), needs('PLUG_AND_PLAY')] as const;

/** GET /events/streamActivity: paged by `page`, newest first, `existNext` for more. */
export const listStreamActivity = endpoint({
  method: 'GET',
  path: '/events/streamActivity',
  query: streamActivityQuerySchema,
  response: streamActivityPageSchema,
  auth: true,
  access: WATCH,
});

/** GET /events/streamActivity/{id}/image (blob): the camera's JPEG at the event, 320×240. */
export const getStreamActivityImage = endpoint({
  method: 'GET',
  path: '/events/streamActivity/:id/image',
  response: v.blob(),
  auth: true,
  access: WATCH,
  binary: true,
});

/** GET /events/streamActivity/eventNames/{id}: `id` is the stream's. */
export const listStreamEventNames = endpoint({
  method: 'GET',
  path: '/events/streamActivity/eventNames/:id',
  response: streamEventNamesSchema,
  auth: true,
  access: WATCH,
});
