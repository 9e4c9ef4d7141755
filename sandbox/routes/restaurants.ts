import { getRestaurant, listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import type { SandboxApi } from '../context';
import { toRestaurantDto, type RestaurantRecord } from '../model/restaurants';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { offsetPage, sortedBy } from '../list-page';
import { fail, serve } from '../route';

type SortField = 'number' | 'name' | 'city';

const compareBy: Record<SortField, (a: RestaurantRecord, b: RestaurantRecord) => number> = {
  number: (a, b) => a.number - b.number,
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.number - b.number,
  city: (a, b) => a.city.localeCompare(b.city, 'en') || a.number - b.number,
};

/** A restaurant whose number, name or city holds `search`, in any case; every one for none. */
function matches(restaurant: RestaurantRecord, search: string | undefined): boolean {
  const needle = search?.toLowerCase();
  if (!needle) return true;
  return [`${restaurant.number} - ${restaurant.name}`, restaurant.city].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function registerRestaurantRoutes(api: SandboxApi): void {
  /**
   * Only the restaurants the user may see (spec 000 §6) that match `search`; offset paging;
   * hosts on `expand=hosts`.
   */
  serve(api, listRestaurants, ({ query, user, sandbox }) => {
    const compare = compareBy[query.sortBy];
    const found = visibleRestaurants(user, sandbox.chain.restaurants).filter((restaurant) =>
      matches(restaurant, query.search),
    );
    return offsetPage(sortedBy(found, compare, query.orderDirection), query, (restaurant) =>
      toRestaurantDto(restaurant, query.expand === 'hosts'),
    );
  });

  /** 404 both for an unknown uuid and for one the user may not see, so neither is revealed. */
  serve(api, getRestaurant, ({ params, user, sandbox }) => {
    const restaurant = sandbox.chain.restaurants.find(
      (candidate) => candidate.uuid === params.uuid,
    );
    if (!restaurant || !canSeeRestaurant(user, restaurant.uuid)) fail(404, 'Restaurant not found');
    return toRestaurantDto(restaurant, true);
  });
}
