import { needs, type EndpointAccess } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  restaurantListQuerySchema,
  restaurantPageSchema,
  restaurantSchema,
} from './restaurants.schema';

/**
 * Who gets a restaurant whole from the two calls below (spec 000 §6): the modules whose pages
 * need its address, security code and hosts (the restaurants pages, the devices pages). Anyone
 * else signed in gets its summary, the pick-list's fields.
 */
export const RESTAURANT_DETAIL_ACCESS: EndpointAccess = [needs('RESTAURANT'), needs('DEVICE')];

/**
 * GET /restaurants: offset paging; `search` by number, name or city; `expand=hosts` adds hosts
 * (to those who get restaurants whole, `RESTAURANT_DETAIL_ACCESS`).
 */
export const listRestaurants = endpoint({
  method: 'GET',
  path: '/restaurants',
  query: restaurantListQuerySchema,
  response: restaurantPageSchema,
  auth: true,
  access: 'session',
});

/** GET /restaurants/:uuid: one restaurant, with its hosts when whole (`RESTAURANT_DETAIL_ACCESS`). */
export const getRestaurant = endpoint({
  method: 'GET',
  path: '/restaurants/:uuid',
  response: restaurantSchema,
  auth: true,
  access: 'session',
});
