import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { streamListSchema } from '../streams/streams.schema';
import {
  arucoRestaurantListSchema,
  arucoStreamListSchema,
  pnpModeListSchema,
  pnpRestaurantQuerySchema,
  pnpZoneCommandBodySchema,
  pnpZoneListSchema,
  pnpZoneSchema,
} from './pnp.schema';

const PNP_VIEW = needs('PLUG_AND_PLAY');
const PNP_EDIT = needs('PLUG_AND_PLAY', 'EDIT');

/** GET /pnp/modes: the modes a zone can run in. */
export const listPnpModes = endpoint({
  method: 'GET',
  path: '/pnp/modes',
  response: pnpModeListSchema,
  auth: true,
  access: PNP_VIEW,
});

/** GET /pnp/zones: one restaurant's zones. */
export const listPnpZones = endpoint({
  method: 'GET',
  path: '/pnp/zones',
  query: pnpRestaurantQuerySchema,
  response: pnpZoneListSchema,
  auth: true,
  access: PNP_VIEW,
});

/** GET /pnp/zones/{id}/streams: the zone's streams, in wall order. */
export const listPnpZoneStreams = endpoint({
  method: 'GET',
  path: '/pnp/zones/:id/streams',
  response: streamListSchema,
  auth: true,
  access: PNP_VIEW,
});

/** POST /pnp/zones/{id}/start: runs the zone in the body's mode; 409 when it runs already. */
export const startPnpZone = endpoint({
  method: 'POST',
  path: '/pnp/zones/:id/start',
  body: pnpZoneCommandBodySchema,
  response: pnpZoneSchema,
  auth: true,
  access: PNP_EDIT,
});

/** POST /pnp/zones/{id}/stop: 409 when it does not run in the body's mode. */
export const stopPnpZone = endpoint({
  method: 'POST',
  path: '/pnp/zones/:id/stop',
  body: pnpZoneCommandBodySchema,
  response: pnpZoneSchema,
  auth: true,
  access: PNP_EDIT,
});

/** GET /pnp/aruco-validation/restaurants. */
export const listArucoRestaurants = endpoint({
  method: 'GET',
  path: '/pnp/aruco-validation/restaurants',
  response: arucoRestaurantListSchema,
  auth: true,
  access: PNP_VIEW,
});

/** GET /pnp/aruco-validation/streams: one restaurant's. */
export const listArucoStreams = endpoint({
  method: 'GET',
  path: '/pnp/aruco-validation/streams',
  query: pnpRestaurantQuerySchema,
  response: arucoStreamListSchema,
  auth: true,
  access: PNP_VIEW,
});
