import type { RestaurantDetail } from '../../api/restaurants/restaurants.schema';

export function restaurantLocation(restaurant: Pick<RestaurantDetail, 'city' | 'state'>): string {
  return restaurant.state ? `${restaurant.city}, ${restaurant.state.code}` : restaurant.city;
}
