import { queryOptions } from '@tanstack/react-query';
import { request, unwrap } from '../request';
import { getRestaurant, listRestaurants } from './restaurants.endpoints';
import type { RestaurantListQuery } from './restaurants.schema';

export const restaurantsQueries = {
  all: () => ['restaurants'] as const,
  list: (query: RestaurantListQuery) =>
    queryOptions({
      queryKey: [...restaurantsQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => request(listRestaurants, { query }, { signal }).then(unwrap),
    }),
  detail: (uuid: string) =>
    queryOptions({
      queryKey: [...restaurantsQueries.all(), 'detail', uuid] as const,
      queryFn: ({ signal }) =>
        request(getRestaurant, { params: { uuid } }, { signal }).then(unwrap),
    }),
};
