import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  cityListSchema,
  cityQuerySchema,
  deviceSetSchema,
  devicesBodySchema,
  devicesMovedSchema,
  restaurantBodySchema,
  stateListSchema,
  tunnelListSchema,
  tunnelQuerySchema,
} from './restaurants-admin.schema';
import { restaurantDetailSchema } from './restaurants.schema';

/** POST /restaurants: a new restaurant; answers it (400 for a bad field, 409 a taken number). */
export const createRestaurant = endpoint({
  method: 'POST',
  path: '/restaurants',
  body: restaurantBodySchema,
  response: restaurantDetailSchema,
  auth: true,
  access: needs('RESTAURANT', 'CREATE'),
});

/** PUT /restaurants/:id: the restaurant's fields, all of them; answers it as stored. */
export const updateRestaurant = endpoint({
  method: 'PUT',
  path: '/restaurants/:id',
  body: restaurantBodySchema,
  response: restaurantDetailSchema,
  auth: true,
  access: needs('RESTAURANT', 'EDIT'),
});

/** DELETE /restaurants/:id: 409 while devices or users still belong to it. */
export const deleteRestaurant = endpoint({
  method: 'DELETE',
  path: '/restaurants/:id',
  response: voidResult,
  auth: true,
  access: needs('RESTAURANT', 'DELETE'),
});

/** GET /states: for the restaurant form's state (any signed-in form that names one). */
export const listStates = endpoint({
  method: 'GET',
  path: '/states',
  response: stateListSchema,
  auth: true,
  access: needs('RESTAURANT'),
});

/** GET /cities: the cities restaurants are in, of one state when `stateUuid` is given. */
export const listCities = endpoint({
  method: 'GET',
  path: '/cities',
  query: cityQuerySchema,
  response: cityListSchema,
  auth: true,
  access: needs('RESTAURANT'),
});

/** GET /networkInformation/tun/: the restaurant's VPN tunnels, one per host. */
export const listTunnels = endpoint({
  method: 'GET',
  path: '/networkInformation/tun/',
  query: tunnelQuerySchema,
  response: tunnelListSchema,
  auth: true,
  access: needs('RESTAURANT'),
});

/**
 * GET /devices/restaurant/empty: the devices no restaurant has yet, to assign. The pool is an
 * administrator's (docs/decisions/administration.md, "Devices"): anyone else is refused 403 beyond this access,
 * as are the two calls below that take from it and send to it.
 */
export const listUnassignedDevices = endpoint({
  method: 'GET',
  path: '/devices/restaurant/empty',
  response: deviceSetSchema,
  auth: true,
  access: needs('RESTAURANT', 'EDIT'),
});

/**
 * GET /restaurants/:id/devices: one restaurant's devices, to pick the ones to move (spec 001
 * §7: "device or restaurant lists are made through helpers whose paths are not shown").
 */
export const listRestaurantDevices = endpoint({
  method: 'GET',
  path: '/restaurants/:id/devices',
  response: deviceSetSchema,
  auth: true,
  access: needs('RESTAURANT'),
});

/**
 * POST /restaurants/:id/devices: unassigned devices join the restaurant (409 if one is not);
 * an administrator's only, as the pool is.
 */
export const assignDevices = endpoint({
  method: 'POST',
  path: '/restaurants/:id/devices',
  body: devicesBodySchema,
  response: devicesMovedSchema,
  auth: true,
  access: needs('RESTAURANT', 'EDIT'),
});

/**
 * PUT /restaurants/:id/changeRestaurant/:id2: the restaurant `id`'s devices picked in the body
 * move to restaurant `id2` (docs/decisions/administration.md, "Restaurants administration").
 */
export const moveDevices = endpoint({
  method: 'PUT',
  path: '/restaurants/:id/changeRestaurant/:id2',
  body: devicesBodySchema,
  response: devicesMovedSchema,
  auth: true,
  access: needs('RESTAURANT', 'EDIT'),
});

/**
 * PUT /restaurants/:id/changeRestaurant: the picked devices go back to the unassigned pool; an
 * administrator's only, as the pool is.
 */
export const unassignDevices = endpoint({
  method: 'PUT',
  path: '/restaurants/:id/changeRestaurant',
  body: devicesBodySchema,
  response: devicesMovedSchema,
  auth: true,
  access: needs('RESTAURANT', 'EDIT'),
});
