import { endpointQuery } from '../endpoint-query';
import { getRestaurant, listRestaurants } from './restaurants.endpoints';
import type { RestaurantListQuery } from './restaurants.schema';

export const restaurantsQueries = {
  all: () => ['restaurants'] as const,
  /** GET /restaurants: one page of the restaurants the user may see. */
  list: (query: RestaurantListQuery) =>
    endpointQuery(restaurantsQueries.all(), listRestaurants, { query }),
  /** GET /restaurants/:uuid: one restaurant. */
  detail: (uuid: string) =>
    endpointQuery(restaurantsQueries.all(), getRestaurant, { params: { uuid } }),
};
