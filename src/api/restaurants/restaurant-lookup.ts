import { useQueries } from '@tanstack/react-query';
import { restaurantOption, type RestaurantOption } from './restaurant-choice';
import { restaurantsQueries } from './restaurants.queries';

/**
 * The restaurants named by `uuids` (a list's rows), as options: from the pick-list when there,
 * else asked one by one (`GET /restaurants/{uuid}`), for a chain larger than the first 100
 * (spec 000 §7). Undefined for one not known yet, or not visible to the user.
 */
export function useRestaurantLookup(
  options: readonly RestaurantOption[],
  uuids: readonly string[],
): (uuid: string) => RestaurantOption | undefined {
  const known = new Map(options.map((option) => [option.value, option]));
  const missing = [...new Set(uuids)].filter((uuid) => !known.has(uuid));
  const found = useQueries({
    queries: missing.map((uuid) => ({ ...restaurantsQueries.detail(uuid), retry: false })),
  });
  found.forEach((query, index) => {
    if (query.data) known.set(missing[index]!, restaurantOption(query.data));
  });
  return (uuid) => known.get(uuid);
}
