import type { RestaurantRecord } from '../model/restaurants';

export interface RestaurantRows {
  /** The record's restaurant, one of the call's. */
  restaurantOf(record: { restaurantUuid: string }): RestaurantRecord;
  /** The record as the wire's rows carry it: its restaurant's name and number beside its uuid. */
  named<T extends { restaurantUuid: string }>(
    record: T,
  ): T & { restaurantName: string; restaurantNumber: number };
}

/**
 * The restaurants of a call by uuid, so an answer of thousands of rows (a list, an export) names
 * each row's restaurant without searching the chain once per row.
 */
export function restaurantRows(restaurants: readonly RestaurantRecord[]): RestaurantRows {
  const byUuid = new Map(restaurants.map((restaurant) => [restaurant.uuid, restaurant]));
  const restaurantOf = ({ restaurantUuid }: { restaurantUuid: string }) => {
    const restaurant = byUuid.get(restaurantUuid);
    // A row is only ever made from the call's own restaurants' events.
    if (!restaurant)
      throw new Error(`Row of restaurant ${restaurantUuid}, not in the call's scope`);
    return restaurant;
  };
  return {
    restaurantOf,
    named(record) {
      const restaurant = restaurantOf(record);
      return { ...record, restaurantName: restaurant.name, restaurantNumber: restaurant.number };
    },
  };
}
