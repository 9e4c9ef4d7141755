import type { Restaurant } from '../../api/restaurants/restaurants.schema';

/** Spec 000 §3: a restaurant option's label is 'number - name'. */
export function restaurantLabel(restaurant: Pick<Restaurant, 'number' | 'name'>): string {
  return `${restaurant.number} - ${restaurant.name}`;
}

export function restaurantLocation(restaurant: Pick<Restaurant, 'city' | 'state'>): string {
  return restaurant.state ? `${restaurant.city}, ${restaurant.state.code}` : restaurant.city;
}
