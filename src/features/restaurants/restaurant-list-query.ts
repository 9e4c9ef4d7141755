import type { RestaurantListQuery } from '../../api/restaurants/restaurants.schema';
import { providerPaging } from '../../lib/pagination';
import type { RestaurantsSearch } from './restaurants-search';

/**
 * The page the list shows: by number, newest first (spec 000 §7 "Restaurants"), the URL's
 * search and page, with each restaurant's hosts.
 */
export function restaurantListQuery(search: RestaurantsSearch): RestaurantListQuery {
  return {
    expand: 'hosts',
    ...providerPaging('offset', search),
    sortBy: 'number',
    orderDirection: 'DESC',
    ...(search.search ? { search: search.search.trim() } : {}),
  };
}
