import type { RestaurantRecord } from './restaurants';
import type { UserRecord } from './users';

/**
 * Which restaurants a user may see (spec 000 §6): ADMIN all; USER only their own; other types
 * the restaurants they were given, or all when none were set (a user with no role is not restricted).
 */
export function canSeeRestaurant(user: UserRecord, restaurantUuid: string): boolean {
  if (user.type === 'ADMIN') return true;
  if (user.type === 'USER') return user.restaurantUuid === restaurantUuid;
  return user.restaurantUuids === null || user.restaurantUuids.includes(restaurantUuid);
}

export function visibleRestaurants(
  user: UserRecord,
  restaurants: readonly RestaurantRecord[],
): RestaurantRecord[] {
  return restaurants.filter((restaurant) => canSeeRestaurant(user, restaurant.uuid));
}
