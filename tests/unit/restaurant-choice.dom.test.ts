import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '../../src/api/auth/session-store';
import {
  GLOBAL_RESTAURANT,
  loadRestaurantChoice,
  PICK_LIST_QUERY,
} from '../../src/api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../src/api/restaurants/restaurants.queries';
import type { Restaurant } from '../../src/api/restaurants/restaurants.schema';
import { server } from '../helpers/msw-server';
import { installQuietSessionSeam, signInAs } from '../helpers/sign-in';

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

describe('the pick-list', () => {
  it('asks for the first 100 restaurants by number, DESC, with their hosts (spec 000 §7 line 173)', async () => {
    installQuietSessionSeam();
    await signInAs('manager@demo.kitchen');
    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    server.events.on('request:start', record);
    try {
      await loadRestaurantChoice(new QueryClient(), manager, undefined);
    } finally {
      server.events.removeListener('request:start', record);
    }
    const list = asked.find((url) => url.pathname.endsWith('/restaurants'));
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      expand: 'hosts',
      limit: '100',
      offset: '0',
      sortBy: 'number',
      orderDirection: 'DESC',
    });
  });
});

// The route loaders warm a page's calls before it renders (page scope): for the
// restaurant the page will ask for, from what the cache holds (a cold cache: page-scope.test.tsx).
describe('the restaurant choice a loader resolves', () => {
  it('USER: their own restaurant and its zone, whatever the URL asks for', async () => {
    const client = new QueryClient();
    client.setQueryData(restaurantsQueries.detail('r-1').queryKey, CHICAGO);
    expect(await loadRestaurantChoice(client, crew('r-1'), 'r-2')).toEqual({
      restaurant: 'r-1',
      timeZone: 'America/Chicago',
    });
  });

  it("others: the URL's restaurant when listed, else the stored choice, else Global", async () => {
    const client = withPickList(CHICAGO, DENVER);
    expect(await loadRestaurantChoice(client, manager, 'r-2')).toEqual({
      restaurant: 'r-2',
      timeZone: 'America/Denver',
    });
    expect(await loadRestaurantChoice(client, manager, undefined)).toEqual({
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
    expect(await loadRestaurantChoice(client, manager, undefined)).toEqual({
      restaurant: 'r-1',
      timeZone: 'America/Chicago',
    });
  });

  it('others: a restaurant beyond the first 100, by its own details (a large chain)', async () => {
    const client = withPickList(CHICAGO);
    const far = restaurant('r-2417', 'America/Phoenix');
    client.setQueryData(restaurantsQueries.detail('r-2417').queryKey, far);
    expect(await loadRestaurantChoice(client, manager, 'r-2417')).toEqual({
      restaurant: 'r-2417',
      timeZone: 'America/Phoenix',
    });
  });
});
