import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';

/** "Atlanta, GA": the city and its state's code (else its name; only its uuid is the spec's). */
export function restaurantLocation(restaurant: Pick<RestaurantDetail, 'city' | 'state'>): string {
  const state = restaurant.state?.code ?? restaurant.state?.name;
  return state ? `${restaurant.city}, ${state}` : restaurant.city;
}
