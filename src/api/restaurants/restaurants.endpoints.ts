import { endpoint } from '../../lib/endpoint';
import {
  restaurantListQuerySchema,
  restaurantPageSchema,
  restaurantSchema,
} from './restaurants.schema';

/** GET /restaurants: offset paging; `search` by number, name or city; `expand=hosts` adds hosts. */
export const listRestaurants = endpoint({
  method: 'GET',
  path: '/restaurants',
  query: restaurantListQuerySchema,
  response: restaurantPageSchema,
  auth: true,
  access: 'session',
});

/** GET /restaurants/:uuid: one restaurant with its hosts. */
export const getRestaurant = endpoint({
  method: 'GET',
  path: '/restaurants/:uuid',
  response: restaurantSchema,
  auth: true,
  access: 'session',
});
