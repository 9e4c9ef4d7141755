import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { restaurantDetailSchema } from '../../../src/api/restaurants/restaurants.schema';
import {
  deviceSetSchema,
  type RestaurantBody,
} from '../../../src/api/restaurants/restaurants-admin.schema';
import type { ActionType } from '../../../src/lib/access';
import type { Sandbox } from '../../../sandbox/app';
import { auditTrailOf } from '../../../sandbox/model/audit-trail';
import { fleetOf } from '../../../sandbox/model/fleet';
import { apiPath, call, restaurantBody, setUp, signInAs } from './sandbox-client';

function restaurantOf(sandbox: Sandbox, number: number) {
  return sandbox.context.chain.restaurants.find((restaurant) => restaurant.number === number)!;
}

async function create(sandbox: Sandbox, token: string, change: Partial<RestaurantBody> = {}) {
  const answer = await call(sandbox, 'POST', apiPath('/restaurants'), {
    token,
    body: restaurantBody(sandbox, change),
  });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(restaurantDetailSchema, answer.json.results);
}

describe('POST, PUT and DELETE /restaurants (spec 001 §2 "Create, edit and delete a restaurant")', () => {
  it('creates a restaurant that the list, its card and its detail show at once', async () => {
    const { sandbox, token } = await setUp();
    const created = await create(sandbox, token);
    expect(created).toMatchObject({
      number: 4321,
      name: 'Ponce City Market',
      timezoneName: 'Eastern Time',
      city: 'Atlanta',
      state: { code: 'GA' },
      status: 'NO_DEVICES',
      devices: 0,
      tablets: 0,
    });
    expect(created.hosts).toHaveLength(1);
    const list = await call(sandbox, 'GET', apiPath('/restaurants', { search: '4321' }), { token });
    expect((list.json.results as { content: unknown[] }).content).toHaveLength(1);
    const detail = await call(sandbox, 'GET', apiPath(`/restaurants/${created.uuid}`), { token });
    expect(detail.status).toBe(200);
  });

  it('edits every field, keeping a host named by its uuid', async () => {
    const { sandbox, token } = await setUp();
    const created = await create(sandbox, token);
    const host = created.hosts![0]!;
    const texas = sandbox.context.chain.states.find((state) => state.code === 'TX')!;
    const answer = await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}`), {
      token,
      body: restaurantBody(sandbox, {
        name: 'Deep Ellum',
        state: texas.uuid,
        city: 'Dallas',
        timezone: 'America/Chicago',
        postalCode: '75226-1234',
        addressLine2: 'Suite 5',
        hosts: [
          { uuid: host.uuid, name: 'kitchen-pc-01', address: '10.200.1.21' },
          { name: 'kitchen-pc-02', address: '10.200.1.22' },
        ],
      }),
    });
    expect(answer.status, answer.json.message).toBe(200);
    const saved = v.parse(restaurantDetailSchema, answer.json.results);
    expect(saved).toMatchObject({
      name: 'Deep Ellum',
      city: 'Dallas',
      timezoneName: 'Central Time',
      postalCode: '75226-1234',
      addressLine2: 'Suite 5',
      state: { code: 'TX' },
    });
    expect(saved.hosts![0]).toEqual({
      uuid: host.uuid,
      name: 'kitchen-pc-01',
      address: '10.200.1.21',
    });
    expect(saved.hosts).toHaveLength(2);
  });

  it.each([
    ['a number that is not a whole number', { number: 12.5 }, /Number must be a whole number/],
    ['a number given as text', { number: '1200' }, /Number must be a number/],
    ['a blank name', { name: '  ' }, /Name is required/],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, /at most 100/],
    ['a zone the chain does not use', { timezone: 'Europe/Paris' }, /Time zone/],
    ['a postal code of 4 digits', { postalCode: '3030' }, /Postal code/],
    ['a security code with letters', { securityCode: '12ab' }, /Security code/],
    ['a blank first address line', { addressLine1: '' }, /Address line 1 is required/],
    ['a host address that is not IPv4', { hosts: [{ name: 'pc', address: '10.0.0.300' }] }, /IPv4/],
    [
      'a host name with spaces',
      { hosts: [{ name: 'kitchen pc', address: '10.0.0.3' }] },
      /Host name/,
    ],
    ['an unknown state', { state: 'nowhere' }, /State not found/],
    ['a city of another state', { city: 'Dallas' }, /City Dallas is not one of Georgia/],
  ])(
    'answers 400 for %s (spec 000 §5), and keeps the chain as it was',
    async (_name, change, message) => {
      const { sandbox, token } = await setUp();
      const before = sandbox.context.chain.restaurants.length;
      const answer = await call(sandbox, 'POST', apiPath('/restaurants'), {
        token,
        body: { ...restaurantBody(sandbox), ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
      expect(sandbox.context.chain.restaurants).toHaveLength(before);
    },
  );

  it('answers 409 for a number another restaurant has, on create and on edit', async () => {
    const { sandbox, token } = await setUp();
    const taken = await call(sandbox, 'POST', apiPath('/restaurants'), {
      token,
      body: restaurantBody(sandbox, { number: 1002 }),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Number 1002 is already used by 1002 - South End');
    const created = await create(sandbox, token);
    const edit = await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}`), {
      token,
      body: restaurantBody(sandbox, { number: 1001 }),
    });
    expect(edit.status).toBe(409);
    // Its own number is not a clash.
    const same = await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}`), {
      token,
      body: restaurantBody(sandbox),
    });
    expect(same.status).toBe(200);
  });

  it('refuses (409) to delete a restaurant with devices, naming them, until they are moved', async () => {
    const { sandbox, token } = await setUp();
    const south = restaurantOf(sandbox, 1002);
    const { pcs, tablets } = fleetOf(sandbox.context.chain.fleet, south.uuid);
    const refused = await call(sandbox, 'DELETE', apiPath(`/restaurants/${south.uuid}`), { token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Move or remove its ${pcs.length} PCs and ${tablets.length} tablets first`,
    );

    const created = await create(sandbox, token);
    const [tablet] = tablets;
    const moved = await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${south.uuid}/changeRestaurant/${created.uuid}`),
      { token, body: { devices: [tablet!.uuid] } },
    );
    expect(moved.status).toBe(200);
    const one = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created.uuid}`), { token });
    expect(one.status).toBe(409);
    expect(one.json.message).toBe('Move or remove its 1 tablet first');

    await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}/changeRestaurant`), {
      token,
      body: { devices: [tablet!.uuid] },
    });
    const gone = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created.uuid}`), { token });
    expect(gone.status).toBe(200);
    const after = await call(sandbox, 'GET', apiPath(`/restaurants/${created.uuid}`), { token });
    expect(after.status).toBe(404);
  });

  it('refuses (409) to delete a restaurant a USER account is bound to', async () => {
    const { sandbox, token } = await setUp();
    const created = await create(sandbox, token);
    sandbox.context.chain.users.find((user) => user.type === 'USER')!.restaurantUuid = created.uuid;
    const refused = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created.uuid}`), {
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Move its 1 user to another restaurant first');
  });
});

describe('GET /states, /cities and /networkInformation/tun/ (spec 001 §7)', () => {
  it('lists the states, the cities of one state, and a restaurant’s tunnels, one per host', async () => {
    const { sandbox, token } = await setUp();
    const states = await call(sandbox, 'GET', apiPath('/states'), { token });
    expect((states.json.results as unknown[]).length).toBe(sandbox.context.chain.states.length);
    const georgia = sandbox.context.chain.states.find((state) => state.code === 'GA')!;
    const cities = await call(sandbox, 'GET', apiPath('/cities', { stateUuid: georgia.uuid }), {
      token,
    });
    expect(cities.json.results).toContainEqual({ name: 'Atlanta', stateUuid: georgia.uuid });
    expect(
      (cities.json.results as Array<{ stateUuid: string }>).every(
        (c) => c.stateUuid === georgia.uuid,
      ),
    ).toBe(true);
    const peachtree = restaurantOf(sandbox, 1001);
    const tunnels = await call(
      sandbox,
      'GET',
      apiPath('/networkInformation/tun/', { restaurantUuid: peachtree.uuid }),
      { token },
    );
    expect(tunnels.status).toBe(200);
    expect((tunnels.json.results as unknown[]).length).toBe(peachtree.hosts.length);
  });
});

describe('assigning and moving devices (spec 001 §2 "Assign devices and move devices between restaurants")', () => {
  it('assigns devices of the pool; one already assigned is refused (409) and nothing moves', async () => {
    const { sandbox, token } = await setUp();
    const created = await create(sandbox, token);
    const pool = v.parse(
      deviceSetSchema,
      (await call(sandbox, 'GET', apiPath('/devices/restaurant/empty'), { token })).json.results,
    );
    const tablet = pool.tablets[0]!;
    const pc = pool.pcs[0]!;
    const assigned = await call(sandbox, 'POST', apiPath(`/restaurants/${created.uuid}/devices`), {
      token,
      body: { devices: [tablet.uuid, pc.uuid] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json.results).toEqual({ pcs: 1, tablets: 1 });
    const own = v.parse(
      deviceSetSchema,
      (await call(sandbox, 'GET', apiPath(`/restaurants/${created.uuid}/devices`), { token })).json
        .results,
    );
    expect(own.tablets.map((device) => device.uuid)).toEqual([tablet.uuid]);
    const card = await call(sandbox, 'GET', apiPath(`/restaurants/${created.uuid}`), { token });
    expect(card.json.results).toMatchObject({ devices: 1, tablets: 1 });

    const other = pool.tablets[1]!;
    const again = await call(sandbox, 'POST', apiPath(`/restaurants/${created.uuid}/devices`), {
      token,
      body: { devices: [other.uuid, tablet.uuid] },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`${tablet.name} already belongs to 4321 - Ponce City Market`);
    const stillFree = sandbox.context.chain.fleet.tablets.find((t) => t.uuid === other.uuid)!;
    expect(stillFree.restaurantUuid).toBeNull();
  });

  it('moves a tablet from restaurant 1002 to another, and refuses one that is not there', async () => {
    const { sandbox, token } = await setUp();
    const from = restaurantOf(sandbox, 1002);
    const to = restaurantOf(sandbox, 1003);
    const [tablet] = fleetOf(sandbox.context.chain.fleet, from.uuid).tablets;
    const path = apiPath(`/restaurants/${from.uuid}/changeRestaurant/${to.uuid}`);
    const moved = await call(sandbox, 'PUT', path, { token, body: { devices: [tablet!.uuid] } });
    expect(moved.status).toBe(200);
    expect(moved.json.results).toEqual({ pcs: 0, tablets: 1 });
    expect(tablet!.restaurantUuid).toBe(to.uuid);
    const twice = await call(sandbox, 'PUT', path, { token, body: { devices: [tablet!.uuid] } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(`${tablet!.name} does not belong to 1002 - South End`);
    const self = await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${to.uuid}/changeRestaurant/${to.uuid}`),
      { token, body: { devices: [tablet!.uuid] } },
    );
    expect(self.status).toBe(400);
  });

  it("a card's counts follow its devices as they are moved, sent to the pool and deleted", async () => {
    const { sandbox, token } = await setUp();
    const from = restaurantOf(sandbox, 1002);
    const to = restaurantOf(sandbox, 1003);
    const counts = async (restaurant: { uuid: string }) => {
      const card = await call(sandbox, 'GET', apiPath(`/restaurants/${restaurant.uuid}`), {
        token,
      });
      const { devices, tablets } = v.parse(restaurantDetailSchema, card.json.results);
      return { devices, tablets };
    };
    const before = { from: await counts(from), to: await counts(to) };
    const { pcs, tablets } = fleetOf(sandbox.context.chain.fleet, from.uuid);
    const moved = await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${from.uuid}/changeRestaurant/${to.uuid}`),
      { token, body: { devices: [pcs[0]!.uuid, tablets[0]!.uuid] } },
    );
    expect(moved.status).toBe(200);
    expect(await counts(to)).toEqual({
      devices: before.to.devices! + 1,
      tablets: before.to.tablets! + 1,
    });
    const pooled = await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${from.uuid}/changeRestaurant`),
      { token, body: { devices: [tablets[1]!.uuid] } },
    );
    expect(pooled.status).toBe(200);
    expect(
      (await call(sandbox, 'DELETE', apiPath(`/devices/${pcs[1]!.uuid}`), { token })).status,
    ).toBe(200);
    expect(
      (await call(sandbox, 'DELETE', apiPath(`/tablets/${tablets[2]!.uuid}`), { token })).status,
    ).toBe(200);
    expect(await counts(from)).toEqual({
      devices: before.from.devices! - 2,
      tablets: before.from.tablets! - 3,
    });
  });

  it.each([
    ['no devices', { devices: [] }, /Pick at least one device/],
    ['no body field', {}, /devices/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const { sandbox, token } = await setUp();
    const answer = await call(
      sandbox,
      'POST',
      apiPath(`/restaurants/${restaurantOf(sandbox, 1001).uuid}/devices`),
      { token, body },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('answers 404 for a device the fleet does not have', async () => {
    const { sandbox, token } = await setUp();
    const answer = await call(
      sandbox,
      'POST',
      apiPath(`/restaurants/${restaurantOf(sandbox, 1001).uuid}/devices`),
      { token, body: { devices: ['no-such-device'] } },
    );
    expect(answer.status).toBe(404);
  });
});

describe('access (spec 000 §6: RESTAURANT VIEW, CREATE, EDIT, DELETE)', () => {
  /** The manager, with a role granting exactly `actions` of RESTAURANT. */
  async function managerWith(sandbox: Sandbox, actions: ActionType[]) {
    const chain = sandbox.context.chain;
    const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
    const role = chain.roles.find((candidate) => candidate.uuid === manager.roleUuid)!;
    const policy = chain.policies.find((candidate) => candidate.uuid === role.policyUuids[0])!;
    policy.accesses = [{ moduleType: 'RESTAURANT', actionType: actions }];
    role.policyUuids = [policy.uuid];
    manager.restaurantUuids = null;
    return (await signInAs(sandbox, 'manager@demo.kitchen')).accessToken;
  }

  it.each([
    ['CREATE', 'POST', () => '/restaurants', true],
    ['EDIT', 'PUT', (uuid: string) => `/restaurants/${uuid}`, true],
    ['DELETE', 'DELETE', (uuid: string) => `/restaurants/${uuid}`, false],
    ['EDIT', 'POST', (uuid: string) => `/restaurants/${uuid}/devices`, 'devices'],
    ['EDIT', 'PUT', (uuid: string) => `/restaurants/${uuid}/changeRestaurant`, 'devices'],
    ['EDIT', 'GET', () => '/devices/restaurant/empty', false],
  ] as const)(
    'a manager without RESTAURANT %s gets 403 for %s %s',
    async (action, method, path, withBody) => {
      const { sandbox } = await setUp();
      const uuid = restaurantOf(sandbox, 1001).uuid;
      const token = await managerWith(sandbox, ['VIEW']);
      const body =
        withBody === true
          ? restaurantBody(sandbox)
          : withBody === 'devices'
            ? { devices: ['x'] }
            : undefined;
      const answer = await call(sandbox, method, apiPath(path(uuid)), { token, body });
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe(
        `Access denied: RESTAURANT ${action} is not granted to this user`,
      );
      // With the action granted, the same call passes the module check (the pool's calls then
      // meet the administrator's rule, tested below).
      const allowed = await managerWith(sandbox, ['VIEW', action]);
      const again = await call(sandbox, method, apiPath(path(uuid)), { token: allowed, body });
      expect(again.json.message ?? '').not.toMatch(/^Access denied/);
    },
  );

  it('a manager without RESTAURANT VIEW cannot list states or tunnels', async () => {
    const { sandbox } = await setUp();
    const token = await managerWith(sandbox, []);
    expect((await call(sandbox, 'GET', apiPath('/states'), { token })).status).toBe(403);
  });
});

describe('the unassigned device pool is an administrator’s (docs/decisions/administration.md, "Devices")', () => {
  const REFUSAL = 'Only an administrator manages the unassigned device pool';

  /**
   * Two non-administrators whose role does not stand in the way: the manager with RESTAURANT
   * VIEW and EDIT over every restaurant, and the account with no role (not restricted).
   */
  async function nonAdministrators(sandbox: Sandbox) {
    const chain = sandbox.context.chain;
    const manager = chain.users.find((user) => user.email === 'manager@demo.kitchen')!;
    const role = chain.roles.find((candidate) => candidate.uuid === manager.roleUuid)!;
    const policy = chain.policies.find((candidate) => candidate.uuid === role.policyUuids[0])!;
    policy.accesses = [{ moduleType: 'RESTAURANT', actionType: ['VIEW', 'EDIT'] }];
    role.policyUuids = [policy.uuid];
    manager.restaurantUuids = null;
    return Promise.all(
      ['manager@demo.kitchen', 'norole@demo.kitchen'].map(
        async (email) => [email, (await signInAs(sandbox, email)).accessToken] as const,
      ),
    );
  }

  const pool = (sandbox: Sandbox) =>
    sandbox.context.chain.fleet.tablets.filter((tablet) => tablet.restaurantUuid === null);

  it('GET /devices/restaurant/empty: 403 to a non-administrator with RESTAURANT EDIT; the administrator gets the pool', async () => {
    const { sandbox, token } = await setUp();
    for (const [email, other] of await nonAdministrators(sandbox)) {
      const refused = await call(sandbox, 'GET', apiPath('/devices/restaurant/empty'), {
        token: other,
      });
      expect(refused.status, email).toBe(403);
      expect(refused.json.message, email).toBe(REFUSAL);
    }
    const answer = await call(sandbox, 'GET', apiPath('/devices/restaurant/empty'), { token });
    expect(answer.status).toBe(200);
    expect(v.parse(deviceSetSchema, answer.json.results).tablets.map((t) => t.uuid)).toEqual(
      pool(sandbox).map((tablet) => tablet.uuid),
    );
  });

  it('POST /restaurants/{id}/devices: 403 to a non-administrator and nothing assigned; the administrator assigns', async () => {
    const { sandbox, token } = await setUp();
    const peachtree = restaurantOf(sandbox, 1001);
    const tablet = pool(sandbox)[0]!;
    const path = apiPath(`/restaurants/${peachtree.uuid}/devices`);
    const others = await nonAdministrators(sandbox);
    const audited = auditTrailOf(sandbox.context.chain).length;
    for (const [email, other] of others) {
      const refused = await call(sandbox, 'POST', path, {
        token: other,
        body: { devices: [tablet.uuid] },
      });
      expect(refused.status, email).toBe(403);
      expect(refused.json.message, email).toBe(REFUSAL);
      expect(tablet.restaurantUuid, email).toBeNull();
    }
    expect(auditTrailOf(sandbox.context.chain)).toHaveLength(audited);
    const assigned = await call(sandbox, 'POST', path, { token, body: { devices: [tablet.uuid] } });
    expect(assigned.status, assigned.json.message).toBe(200);
    expect(tablet.restaurantUuid).toBe(peachtree.uuid);
  });

  it('PUT /restaurants/{id}/changeRestaurant (into the pool): 403 to a non-administrator and nothing moved; the administrator unassigns', async () => {
    const { sandbox, token } = await setUp();
    const south = restaurantOf(sandbox, 1002);
    const [tablet] = fleetOf(sandbox.context.chain.fleet, south.uuid).tablets;
    const path = apiPath(`/restaurants/${south.uuid}/changeRestaurant`);
    const others = await nonAdministrators(sandbox);
    const audited = auditTrailOf(sandbox.context.chain).length;
    for (const [email, other] of others) {
      const refused = await call(sandbox, 'PUT', path, {
        token: other,
        body: { devices: [tablet!.uuid] },
      });
      expect(refused.status, email).toBe(403);
      expect(refused.json.message, email).toBe(REFUSAL);
      expect(tablet!.restaurantUuid, email).toBe(south.uuid);
    }
    expect(auditTrailOf(sandbox.context.chain)).toHaveLength(audited);
    const unassigned = await call(sandbox, 'PUT', path, {
      token,
      body: { devices: [tablet!.uuid] },
    });
    expect(unassigned.status, unassigned.json.message).toBe(200);
    expect(tablet!.restaurantUuid).toBeNull();
  });

  it('leaves moving devices between two restaurants to an editor of restaurants', async () => {
    const { sandbox } = await setUp();
    const [, editor] = (await nonAdministrators(sandbox))[0]!;
    const from = restaurantOf(sandbox, 1002);
    const to = restaurantOf(sandbox, 1003);
    const [tablet] = fleetOf(sandbox.context.chain.fleet, from.uuid).tablets;
    const moved = await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${from.uuid}/changeRestaurant/${to.uuid}`),
      { token: editor, body: { devices: [tablet!.uuid] } },
    );
    expect(moved.status, moved.json.message).toBe(200);
    expect(tablet!.restaurantUuid).toBe(to.uuid);
  });
});

describe('the audit trail (every write is added to the audit trail)', () => {
  it('records create, edit, assign, move, unassign and delete with the restaurant', async () => {
    const { sandbox, token } = await setUp();
    const created = await create(sandbox, token);
    await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}`), {
      token,
      body: restaurantBody(sandbox, { name: 'Ponce' }),
    });
    const pool = v.parse(
      deviceSetSchema,
      (await call(sandbox, 'GET', apiPath('/devices/restaurant/empty'), { token })).json.results,
    );
    await call(sandbox, 'POST', apiPath(`/restaurants/${created.uuid}/devices`), {
      token,
      body: { devices: [pool.tablets[0]!.uuid] },
    });
    const south = restaurantOf(sandbox, 1002);
    const [tablet] = fleetOf(sandbox.context.chain.fleet, south.uuid).tablets;
    await call(
      sandbox,
      'PUT',
      apiPath(`/restaurants/${south.uuid}/changeRestaurant/${created.uuid}`),
      {
        token,
        body: { devices: [tablet!.uuid] },
      },
    );
    await call(sandbox, 'PUT', apiPath(`/restaurants/${created.uuid}/changeRestaurant`), {
      token,
      body: { devices: [tablet!.uuid, pool.tablets[0]!.uuid] },
    });
    await call(sandbox, 'DELETE', apiPath(`/restaurants/${created.uuid}`), { token });

    const lines = auditTrailOf(sandbox.context.chain)
      .filter((line) => line.action.startsWith('RESTAURANT_'))
      .map(({ action, target, restaurantUuid }) => ({ action, target, restaurantUuid }));
    // The trail is newest first: the six lines of this test are its first six, oldest last.
    expect(lines.slice(0, 6).reverse()).toEqual([
      {
        action: 'RESTAURANT_CREATED',
        target: '4321 - Ponce City Market',
        restaurantUuid: created.uuid,
      },
      {
        action: 'RESTAURANT_UPDATED',
        target: '4321 - Ponce City Market',
        restaurantUuid: created.uuid,
      },
      {
        action: 'RESTAURANT_DEVICES_ASSIGNED',
        target: '4321 - Ponce',
        restaurantUuid: created.uuid,
      },
      {
        action: 'RESTAURANT_DEVICES_MOVED',
        target: '1002 - South End',
        restaurantUuid: south.uuid,
      },
      {
        action: 'RESTAURANT_DEVICES_UNASSIGNED',
        target: '4321 - Ponce',
        restaurantUuid: created.uuid,
      },
      { action: 'RESTAURANT_DELETED', target: '4321 - Ponce', restaurantUuid: created.uuid },
    ]);
  });

  it('records nothing for a refused delete', async () => {
    const { sandbox, token } = await setUp();
    const before = auditTrailOf(sandbox.context.chain).length;
    await call(sandbox, 'DELETE', apiPath(`/restaurants/${restaurantOf(sandbox, 1002).uuid}`), {
      token,
    });
    expect(auditTrailOf(sandbox.context.chain)).toHaveLength(before);
  });
});
