import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { restaurantOption, type RestaurantOption } from './restaurant-choice';
import { restaurantsQueries } from './restaurants.queries';
import type { Restaurant } from './restaurants.schema';

/** The answers alone: useQueries shares them structurally, the same array while none changes. */
const answersOf = (results: ReadonlyArray<UseQueryResult<Restaurant>>) =>
  results.map((result) => result.data);

/**
 * The restaurants named by `uuids` (a list's rows), as options: from the pick-list when there,
 * else asked one by one (`GET /restaurants/{uuid}`), for a chain larger than the first 100
 * (spec 000 §7). Undefined for one not known yet, or not visible to the user. The same function
 * while the options and answers are the same, so what a list memoizes on it (its rows) is kept.
 */
export function useRestaurantLookup(
  options: readonly RestaurantOption[],
  uuids: readonly string[],
): (uuid: string) => RestaurantOption | undefined {
  const listed = new Set(options.map((option) => option.value));
  const missing = [...new Set(uuids)].filter((uuid) => !listed.has(uuid));
  const found = useQueries({
    queries: missing.map((uuid) => ({ ...restaurantsQueries.detail(uuid), retry: false })),
    combine: answersOf,
  });
  return useMemo(() => {
    const known = new Map(options.map((option) => [option.value, option]));
    for (const restaurant of found) {
      if (restaurant) known.set(restaurant.uuid, restaurantOption(restaurant));
    }
    return (uuid: string) => known.get(uuid);
  }, [options, found]);
}
