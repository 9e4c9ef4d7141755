import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  restaurantPageSchema,
  restaurantSchema,
  type RestaurantPage,
} from '../../../src/api/restaurants/restaurants.schema';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { call, signInAs } from './sandbox-client';

async function list(sandbox: Sandbox, token: string, query = ''): Promise<RestaurantPage> {
  const answer = await call(sandbox, 'GET', `/api/v1/restaurants${query}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(restaurantPageSchema, answer.json.results);
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
    const numbers = page.content.map((restaurant) => restaurant.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(page.content.every((restaurant) => restaurant.hosts === undefined)).toBe(true);
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
    const cities = byCityDesc.content.map((restaurant) => restaurant.city);
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('includes hosts only with expand=hosts', async () => {
    const sandbox = createSandbox();
    const page = await list(sandbox, await tokenOf(sandbox, 'admin@demo.kitchen'), '?expand=hosts');
    for (const restaurant of page.content) {
      expect(restaurant.hosts?.length).toBeGreaterThanOrEqual(1);
      expect(restaurant.hosts?.length).toBeLessThanOrEqual(2);
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
      Math.max(...page.content.map((restaurant) => restaurant.number)),
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
  it('answers one restaurant with its hosts', async () => {
    const sandbox = createSandbox();
    const session = await signInAs(sandbox, 'crew@demo.kitchen');
    const answer = await call(
      sandbox,
      'GET',
      `/api/v1/restaurants/${session.user.restaurantUuid}`,
      {
        token: session.accessToken,
      },
    );
    expect(answer.status).toBe(200);
    const restaurant = v.parse(restaurantSchema, answer.json.results);
    expect(restaurant.uuid).toBe(session.user.restaurantUuid);
    expect(restaurant.hosts?.length).toBeGreaterThan(0);
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
