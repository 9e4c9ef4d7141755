import type { Restaurant } from '../../api/restaurants/restaurants.schema';

export function restaurantLocation(restaurant: Pick<Restaurant, 'city' | 'state'>): string {
  return restaurant.state ? `${restaurant.city}, ${restaurant.state.code}` : restaurant.city;
}
