import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '../../src/api/auth/session-store';
import {
  cachedRestaurantChoice,
  GLOBAL_RESTAURANT,
  PICK_LIST_QUERY,
} from '../../src/api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../src/api/restaurants/restaurants.queries';
import type { Restaurant } from '../../src/api/restaurants/restaurants.schema';

function restaurant(uuid: string, timezone: string): Restaurant {
  return {
    uuid,
    name: `Kitchen ${uuid}`,
    number: 1,
    timezone,
    timezoneName: timezone,
    state: null,
    city: 'Atlanta',
    postalCode: '30301',
    securityCode: '0000',
    addressLine1: '1 Main St',
    addressLine2: null,
  };
}

const CHICAGO = restaurant('r-1', 'America/Chicago');
const DENVER = restaurant('r-2', 'America/Denver');
const crew = (restaurantUuid: string | null) => ({
  type: 'USER',
  userRoleDto: null,
  restaurantUuid,
});
const manager = { type: 'MANAGER', userRoleDto: null, restaurantUuid: null };

function withPickList(...restaurants: Restaurant[]): QueryClient {
  const client = new QueryClient();
  client.setQueryData(restaurantsQueries.list(PICK_LIST_QUERY).queryKey, {
    content: restaurants,
    total: restaurants.length,
    limit: 100,
    offset: 0,
  });
  return client;
}

afterEach(() => clearSession());

// The route loaders warm a page's calls before it renders (spec 000 §4 "Restaurant choice"):
// only for the restaurant the page will ask for, and nothing while the cache does not know it.
describe('the cached restaurant choice the loaders warm for', () => {
  it('USER: their own restaurant and its zone once its details are cached, else nothing', () => {
    const client = new QueryClient();
    expect(cachedRestaurantChoice(client, crew('r-1'), 'r-2')).toBeNull();
    expect(cachedRestaurantChoice(client, crew(null), undefined)).toBeNull();
    client.setQueryData(restaurantsQueries.detail('r-1').queryKey, CHICAGO);
    expect(cachedRestaurantChoice(client, crew('r-1'), 'r-2')).toEqual({
      restaurant: 'r-1',
      timeZone: 'America/Chicago',
    });
  });

  it('others: nothing before the pick-list is cached', () => {
    expect(cachedRestaurantChoice(new QueryClient(), manager, 'r-1')).toBeNull();
  });

  it("others: the URL's restaurant when listed, else the stored choice, else Global", async () => {
    const client = withPickList(CHICAGO, DENVER);
    expect(cachedRestaurantChoice(client, manager, 'r-2')).toEqual({
      restaurant: 'r-2',
      timeZone: 'America/Denver',
    });
    // Not among the first 100: its details decide, and the page asks for them itself.
    expect(cachedRestaurantChoice(client, manager, 'r-9')).toBeNull();
    await client.prefetchQuery({
      queryKey: restaurantsQueries.detail('r-9').queryKey,
      queryFn: () => Promise.reject(new Error('Restaurant not found')),
      retry: false,
    });
    expect(cachedRestaurantChoice(client, manager, 'r-9')).toEqual({
      restaurant: GLOBAL_RESTAURANT,
      timeZone: null,
    });
    writeSession({
      userUuid: 'u-1',
      accessToken: 'a',
      refreshToken: 'r',
      accessExpDate: 1,
      refreshExpDate: 2,
      restaurantUuid: 'r-1',
    });
    expect(cachedRestaurantChoice(client, manager, 'r-9')).toEqual({
      restaurant: 'r-1',
      timeZone: 'America/Chicago',
    });
  });

  it('others: a restaurant beyond the first 100 once its details are cached (a large chain)', () => {
    const client = withPickList(CHICAGO);
    const far = restaurant('r-2417', 'America/Phoenix');
    client.setQueryData(restaurantsQueries.detail('r-2417').queryKey, far);
    expect(cachedRestaurantChoice(client, manager, 'r-2417')).toEqual({
      restaurant: 'r-2417',
      timeZone: 'America/Phoenix',
    });
  });
});
