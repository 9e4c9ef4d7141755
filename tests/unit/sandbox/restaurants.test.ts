import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isRestaurantDetail,
  restaurantPageSchema,
  restaurantSchema,
  type Restaurant,
  type RestaurantDetail,
  type RestaurantPage,
} from '../../../src/api/restaurants/restaurants.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { call, signInAs } from './sandbox-client';

async function list(sandbox: Sandbox, token: string, query = ''): Promise<RestaurantPage> {
  const answer = await call(sandbox, 'GET', `/api/v1/restaurants${query}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(restaurantPageSchema, answer.json.results);
}

/** The restaurant as a RESTAURANT viewer gets it: whole (spec 000 §6). */
function whole(restaurant: Restaurant): RestaurantDetail {
  if (!isRestaurantDetail(restaurant)) throw new Error(`${restaurant.number} came without details`);
  return restaurant;
}

async function tokenOf(sandbox: Sandbox, email: string) {
  return (await signInAs(sandbox, email)).accessToken;
}

describe('GET /restaurants', () => {
  it('defaults to limit 20, offset 0, sorted by number DESC, without hosts', async () => {
    const sandbox = createSandbox();
    const page = await list(sandbox, await tokenOf(sandbox, 'admin@demo.kitchen'));
    expect(page.limit).toBe(20);
    expect(page.offset).toBe(0);
    expect(page.total).toBe(sandbox.context.chain.restaurants.length);
    const numbers = page.content.map((restaurant) => Number(restaurant.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(page.content.every((restaurant) => whole(restaurant).hosts === undefined)).toBe(true);
  });

  it('pages with limit and offset (spec 000 §3 "Paged data")', async () => {
    const sandbox = createSandbox();
    const token = await tokenOf(sandbox, 'admin@demo.kitchen');
    const all = await list(sandbox, token, '?limit=100&sortBy=number&orderDirection=ASC');
    const second = await list(sandbox, token, '?limit=5&offset=5&sortBy=number&orderDirection=ASC');
    expect(second.content.map((restaurant) => restaurant.uuid)).toEqual(
      all.content.slice(5, 10).map((restaurant) => restaurant.uuid),
    );
    expect(second.total).toBe(all.total);
    const beyond = await list(sandbox, token, '?offset=500');
    expect(beyond.content).toEqual([]);
  });

  it('sorts by name and by city, ascending and descending', async () => {
    const sandbox = createSandbox();
    const token = await tokenOf(sandbox, 'admin@demo.kitchen');
    const byName = await list(sandbox, token, '?limit=100&sortBy=name&orderDirection=ASC');
    const names = byName.content.map((restaurant) => restaurant.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const byCityDesc = await list(sandbox, token, '?limit=100&sortBy=city&orderDirection=DESC');
    const cities = byCityDesc.content.map((restaurant) => whole(restaurant).city);
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('includes hosts only with expand=hosts', async () => {
    const sandbox = createSandbox();
    const page = await list(sandbox, await tokenOf(sandbox, 'admin@demo.kitchen'), '?expand=hosts');
    for (const restaurant of page.content) {
      expect(whole(restaurant).hosts?.length).toBeGreaterThanOrEqual(1);
      expect(whole(restaurant).hosts?.length).toBeLessThanOrEqual(2);
    }
  });

  it('answers the login pick-list call (limit 100, offset 0, sortBy number, DESC) per spec 000 §7', async () => {
    const sandbox = createSandbox();
    const page = await list(
      sandbox,
      await tokenOf(sandbox, 'admin@demo.kitchen'),
      '?limit=100&offset=0&sortBy=number&orderDirection=DESC',
    );
    expect(page.content[0]?.number).toBe(
      Math.max(...page.content.map((restaurant) => Number(restaurant.number))),
    );
  });

  it.each([
    ['?limit=0', '"limit"'],
    ['?limit=abc', '"limit"'],
    ['?sortBy=securityCode', '"sortBy"'],
    ['?orderDirection=UP', '"orderDirection"'],
    ['?expand=cameras', '"expand"'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const sandbox = createSandbox();
    const answer = await call(sandbox, 'GET', `/api/v1/restaurants${query}`, {
      token: await tokenOf(sandbox, 'admin@demo.kitchen'),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, code: 400 });
    expect(answer.json.message).toContain(field);
  });

  describe('visibility per user type (spec 000 §6)', () => {
    it('shows ADMIN every restaurant', async () => {
      const sandbox = createSandbox();
      const page = await list(sandbox, await tokenOf(sandbox, 'admin@demo.kitchen'), '?limit=100');
      expect(page.total).toBe(sandbox.context.chain.restaurants.length);
    });

    it('shows a user with no role every restaurant ("a user with no role defined is not restricted")', async () => {
      const sandbox = createSandbox();
      const page = await list(sandbox, await tokenOf(sandbox, 'norole@demo.kitchen'), '?limit=100');
      expect(page.total).toBe(sandbox.context.chain.restaurants.length);
    });

    it('shows a MANAGER only the restaurants they were given', async () => {
      const sandbox = createSandbox();
      const page = await list(
        sandbox,
        await tokenOf(sandbox, 'manager@demo.kitchen'),
        '?limit=100',
      );
      const manager = sandbox.context.chain.users.find(
        (user) => user.email === 'manager@demo.kitchen',
      );
      expect(page.total).toBe(5);
      expect(new Set(page.content.map((restaurant) => restaurant.uuid))).toEqual(
        new Set(manager?.restaurantUuids),
      );
      expect(new Set(page.content.map((restaurant) => restaurant.timezone)).size).toBe(4);
    });

    it('shows a USER only their own restaurant ("USER is bound to one restaurant")', async () => {
      const sandbox = createSandbox();
      const session = await signInAs(sandbox, 'crew@demo.kitchen');
      const page = await list(sandbox, session.accessToken, '?limit=100');
      expect(page.content.map((restaurant) => restaurant.uuid)).toEqual([
        session.user.restaurantUuid,
      ]);
    });
  });

  it('answers 401 without a token', async () => {
    const answer = await call(createSandbox(), 'GET', '/api/v1/restaurants');
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe('Unauthorized: missing bearer token');
  });
});

describe('GET /restaurants/:uuid', () => {
  it('answers one restaurant with its hosts to a RESTAURANT viewer', async () => {
    const sandbox = createSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const admin = await signInAs(sandbox, 'admin@demo.kitchen');
    const answer = await call(sandbox, 'GET', `/api/v1/restaurants/${crew.user.restaurantUuid}`, {
      token: admin.accessToken,
    });
    expect(answer.status).toBe(200);
    const restaurant = whole(v.parse(restaurantSchema, answer.json.results));
    expect(restaurant.uuid).toBe(crew.user.restaurantUuid);
    expect(restaurant.hosts?.length).toBeGreaterThan(0);
  });

  it('answers its own restaurant to crew (no RESTAURANT or DEVICE) as the pick-list shows it: no address, security code or hosts (spec 000 §6)', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await call(
      sandbox,
      'GET',
      `/api/v1/restaurants/${session.user.restaurantUuid}`,
      { token: session.accessToken },
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.results as object).sort()).toEqual(
      ['name', 'number', 'status', 'timezone', 'timezoneName', 'uuid'].sort(),
    );
  });

  it('answers 404 JSON for an unknown uuid and for a restaurant the user may not see', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const other = sandbox.context.chain.restaurants.find(
      (restaurant) => restaurant.uuid !== session.user.restaurantUuid,
    );
    for (const uuid of ['00000000-0000-4000-8000-000000000000', other!.uuid]) {
      const answer = await call(sandbox, 'GET', `/api/v1/restaurants/${uuid}`, {
        token: session.accessToken,
      });
      expect(answer).toEqual({
        status: 404,
        json: { success: false, code: 404, message: 'Restaurant not found' },
      });
    }
  });
});

describe('a large chain (SANDBOX_RESTAURANTS) and search', () => {
  it('seeds the chain asked for, numbered on from 1001, the named restaurants first and unchanged', async () => {
    const small = createSandbox();
    const large = createSandbox({ restaurants: 2000 });
    const { restaurants } = large.context.chain;
    expect(restaurants).toHaveLength(2000);
    expect(restaurants.at(-1)!.number).toBe(3000);
    expect(new Set(restaurants.map((restaurant) => restaurant.uuid)).size).toBe(2000);
    expect(restaurants.slice(0, small.context.chain.restaurants.length)).toEqual(
      small.context.chain.restaurants,
    );
    for (const host of restaurants.flatMap((restaurant) => restaurant.hosts)) {
      expect(host.address.split('.').every((octet) => Number(octet) <= 255)).toBe(true);
    }
    const page = await list(large, await tokenOf(large, 'admin@demo.kitchen'), '?limit=100');
    expect(page.total).toBe(2000);
    expect(page.content[0]!.number).toBe(3000);
  });

  it('finds restaurant 1500 of 2000 by its number, and by part of a name in any case', async () => {
    const sandbox = createSandbox({ restaurants: 2000 });
    const token = await tokenOf(sandbox, 'admin@demo.kitchen');
    const byNumber = await list(sandbox, token, '?search=1500&limit=100');
    expect(byNumber.content.map((restaurant) => restaurant.number)).toEqual([1500]);
    expect(byNumber.total).toBe(1);
    const byName = await list(sandbox, token, '?search=peachTREE&limit=5');
    expect(byName.total).toBeGreaterThan(50);
    expect(byName.content).toHaveLength(5);
    expect(byName.content.every((restaurant) => /peachtree/i.test(restaurant.name))).toBe(true);
    const none = await list(sandbox, token, '?search=no%20such%20kitchen');
    expect(none).toMatchObject({ content: [], total: 0 });
  });

  it('searches only what the user may see (spec 000 §6)', async () => {
    const sandbox = createSandbox({ restaurants: 2000 });
    const manager = await list(
      sandbox,
      await tokenOf(sandbox, 'manager@demo.kitchen'),
      '?search=10&limit=100',
    );
    expect(manager.content.map((restaurant) => restaurant.number).sort()).toEqual([
      1001, 1003, 1006, 1010, 1015,
    ]);
  });

  it('refuses a search longer than 255 characters with 400 (spec 000 §9)', async () => {
    const sandbox = createSandbox();
    const token = await tokenOf(sandbox, 'admin@demo.kitchen');
    const answer = await call(sandbox, 'GET', `/api/v1/restaurants?search=${'a'.repeat(256)}`, {
      token,
    });
    expect(answer.status).toBe(400);
    expect(String(answer.json.message)).toMatch(/255/);
  });
});
