import type { RestaurantRecord } from '../model/restaurants';
import { canSeeRestaurant } from '../model/visibility';
import { fail } from '../route';
import type { Chain } from '../seed';

/** The restaurant `uuid` if the user may see it; 404 otherwise, so neither case is revealed. */
export function visibleRestaurant(
  chain: Chain,
  user: Parameters<typeof canSeeRestaurant>[0],
  uuid: string,
): RestaurantRecord {
  const restaurant = chain.restaurants.find((candidate) => candidate.uuid === uuid);
  if (!restaurant || !canSeeRestaurant(user, restaurant.uuid)) fail(404, 'Restaurant not found');
  return restaurant;
}
