import type { RestaurantListQuery } from '../../api/restaurants/restaurants.schema';

/** The list the page shows: up to 100, by number, newest first (spec 000 §7 "Restaurants"). */
export const RESTAURANT_LIST_QUERY = {
  expand: 'hosts',
  limit: 100,
  offset: 0,
  sortBy: 'number',
  orderDirection: 'DESC',
} as const satisfies RestaurantListQuery;
