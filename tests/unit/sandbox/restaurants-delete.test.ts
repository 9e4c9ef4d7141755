/**
 * DELETE /restaurants/{id} and the managers who list the restaurant (docs/decisions/administration.md,
 * "Deleting a restaurant managers list"): it is taken from their lists, and a manager for whom
 * it is the only restaurant refuses the delete, named, rather than be left with none.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { restaurantDetailSchema } from '../../../src/api/restaurants/restaurants.schema';
import { managedUserSchema } from '../../../src/api/users/managed-users.schema';
import type { Sandbox } from '../../../sandbox/app';
import type { UserRecord } from '../../../sandbox/model/users';
import { apiPath, call, restaurantBody, restaurantsOf, setUp, userOf } from './sandbox-client';

/** A restaurant with no devices and no USER account: only its managers can stand in the way. */
async function emptyRestaurant(sandbox: Sandbox, token: string): Promise<string> {
  const answer = await call(sandbox, 'POST', apiPath('/restaurants'), {
    token,
    body: restaurantBody(sandbox, { hosts: [] }),
  });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(restaurantDetailSchema, answer.json.results).uuid;
}

/** A staff manager (neither USER nor ADMIN) other than the demo ones, given these restaurants. */
function staffManager(sandbox: Sandbox, index: number, restaurantUuids: string[]): UserRecord {
  const manager = sandbox.context.chain.users.filter(
    (user) => user.type === 'MANAGER' && user.email.endsWith('@staff.kitchen'),
  )[index]!;
  manager.restaurantUuids = restaurantUuids;
  return manager;
}

async function detail(sandbox: Sandbox, token: string, uuid: string) {
  const answer = await call(sandbox, 'GET', apiPath(`/restaurants/${uuid}`), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(restaurantDetailSchema, answer.json.results);
}

describe('DELETE /restaurants/{id} and the managers who list it', () => {
  it('says how many managers list it, on the answer a RESTAURANT viewer gets', async () => {
    const { sandbox, token } = await setUp();
    const created = await emptyRestaurant(sandbox, token);
    expect((await detail(sandbox, token, created)).managers).toBe(0);
    const [peachtree] = restaurantsOf(sandbox, 1001);
    userOf(sandbox, 'manager@demo.kitchen').restaurantUuids!.push(created);
    staffManager(sandbox, 0, [peachtree!, created]);
    // A manager of every restaurant (null) lists none in particular: not counted.
    expect(userOf(sandbox, 'norole@demo.kitchen').restaurantUuids).toBeNull();
    expect((await detail(sandbox, token, created)).managers).toBe(2);
  });

  it('takes it from the lists of the managers who have others; their form saves as it is answered', async () => {
    const { sandbox, token } = await setUp();
    const created = await emptyRestaurant(sandbox, token);
    const manager = userOf(sandbox, 'manager@demo.kitchen');
    const before = [...manager.restaurantUuids!];
    manager.restaurantUuids!.push(created);

    const deleted = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created}`), { token });
    expect(deleted.status, deleted.json.message).toBe(200);
    expect(manager.restaurantUuids).toEqual(before);

    // The users form (POST /users/update) starts from GET /users/{id}: nothing there is gone.
    const shown = await call(sandbox, 'GET', apiPath(`/users/${manager.uuid}`), { token });
    const user = v.parse(managedUserSchema, shown.json.results);
    expect(user.restaurantUuids).toEqual(before);
    const saved = await call(sandbox, 'POST', apiPath('/users/update'), {
      token,
      body: {
        uuid: user.uuid,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        type: user.type,
        roleUuid: user.userRoleDto?.uuid ?? null,
        restaurantUuids: user.restaurantUuids,
        notification: user.notification,
        multiFactorRequired: user.multiFactorRequired,
      },
    });
    expect(saved.status, saved.json.message).toBe(200);
  });

  it('refuses (409) while it is a manager’s only restaurant, naming them, and changes nothing', async () => {
    const { sandbox, token } = await setUp();
    const created = await emptyRestaurant(sandbox, token);
    const [peachtree] = restaurantsOf(sandbox, 1001);
    const alone = staffManager(sandbox, 0, [created]);
    const also = staffManager(sandbox, 1, [created]);
    const other = staffManager(sandbox, 2, [peachtree!, created]);

    const refused = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created}`), { token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Give ${alone.firstName} ${alone.lastName} and ${also.firstName} ${also.lastName} ` +
        'another restaurant first: it is the only one each of them manages',
    );
    expect(sandbox.context.chain.restaurants.some((r) => r.uuid === created)).toBe(true);
    expect(other.restaurantUuids).toEqual([peachtree, created]);

    also.restaurantUuids = [peachtree!, created];
    const one = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created}`), { token });
    expect(one.status).toBe(409);
    expect(one.json.message).toBe(
      `Give ${alone.firstName} ${alone.lastName} another restaurant first: it is the only one they manage`,
    );

    alone.restaurantUuids = [peachtree!, created];
    const gone = await call(sandbox, 'DELETE', apiPath(`/restaurants/${created}`), { token });
    expect(gone.status, gone.json.message).toBe(200);
    for (const manager of [alone, also, other])
      expect(manager.restaurantUuids).toEqual([peachtree]);
  });
});
