import type { RestaurantListQuery } from '../../api/restaurants/restaurants.schema';
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination';
import type { RestaurantsSearch } from './restaurants-search';

/**
 * The page the list shows: by number, newest first (spec 000 §7 "Restaurants"), the URL's
 * search and page, with each restaurant's hosts.
 */
export function restaurantListQuery(search: RestaurantsSearch): RestaurantListQuery {
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  return {
    expand: 'hosts',
    limit,
    offset: ((search.page ?? 1) - 1) * limit,
    sortBy: 'number',
    orderDirection: 'DESC',
    ...(search.search ? { search: search.search.trim() } : {}),
  };
}
