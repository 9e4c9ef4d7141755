/**
 * Acting on a user (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold",
 * "Acting on a user"): a non-ADMIN changes, blocks, unblocks, deletes, resets, invites, reads or
 * ends the sessions of only a user whose every permission and every restaurant are theirs too;
 * nobody lifts "multi-factor required" from themselves; a role or policy held beyond the caller's
 * restaurants is changed only by someone who covers them; and a user beyond the caller's
 * restaurants answers exactly as an unknown one. Each test is the request sequence an attacker
 * with the console's API would send.
 */
import { describe, expect, it } from 'vitest';
import {
  blockUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  getUser,
  inviteUser,
  listUserSessions,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../../src/api/users/managed-users.endpoints';
import { buildPath, type AnyEndpoint } from '../../../src/lib/endpoint';
import type { Sandbox } from '../../../sandbox/app';
import { restaurantsOf, type UserRecord } from '../../../sandbox/model/users';
import {
  call,
  setUp,
  signInAs,
  type Answer,
  userOf,
  roleOf,
  policyOf,
  userFormOf,
} from './sandbox-client';

const ADMIN = 'admin@demo.kitchen';
const SUPERVISOR = 'manager@demo.kitchen';
const CREW = 'crew@demo.kitchen';
/** Why the supervisor may not act on a Restaurant Manager: that role's PC maintenance policy. */
const WIDER = 'You cannot manage a user who holds permissions you do not hold: PCS EDIT';

/** Calls a declared endpoint as it is declared (method and path), as the console does. */
function hit(
  sandbox: Sandbox,
  token: string,
  endpoint: AnyEndpoint,
  params: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return call(sandbox, endpoint.method, `/api/v1${buildPath(endpoint.path, params)}`, {
    token,
    body,
  });
}

/** Adds USERS DELETE to the Area Supervisor's policy: the seed's supervisors lack it. */
function grantUsersDelete(sandbox: Sandbox): void {
  const users = policyOf(sandbox, 'Area supervision').accesses.find(
    (access) => access.moduleType === 'USERS',
  )!;
  users.actionType = [...users.actionType, 'DELETE'];
}

/**
 * The demo manager (restaurants 1001, 1003, 1006, 1010, 1015) made an Area Supervisor (USERS
 * VIEW, CREATE, EDIT; no PCS EDIT), and the crew member of 1001, one of theirs, made a Restaurant
 * Manager (PCS EDIT): a user in the supervisor's restaurants whose role is wider, signed in.
 * `withDelete` adds USERS DELETE to the supervisor's policy, so a delete reaches the rule.
 */
async function supervisorAndWiderUser({ withDelete = false } = {}) {
  const { sandbox } = await setUp(ADMIN);
  userOf(sandbox, SUPERVISOR).roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
  if (withDelete) grantUsersDelete(sandbox);
  const target = userOf(sandbox, CREW);
  target.roleUuid = roleOf(sandbox, 'Restaurant Manager').uuid;
  const targetSession = await signInAs(sandbox, CREW);
  const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
  expect(userOf(sandbox, SUPERVISOR).restaurantUuids).toContain(target.restaurantUuid);
  return { sandbox, token, target, targetSession };
}

describe('the e-mail takeover (docs/decisions/sign-in-and-access.md, "Delegation": acting on a user)', () => {
  it('a supervisor cannot rewrite a wider user’s e-mail keeping their role, then send it a reset link or an invitation', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    const original = target.email;
    const theirs = 'supervisor.owned@demo.kitchen';

    const rewrite = await hit(
      sandbox,
      token,
      updateUser,
      {},
      userFormOf(target, { email: theirs }),
    );
    expect(rewrite.status).toBe(403);
    expect(rewrite.json.message).toBe(WIDER);
    expect(target.email).toBe(original);

    const reset = await hit(sandbox, token, restoreUserPassword, { id: target.uuid });
    expect(reset.status).toBe(403);
    expect(reset.json.message).toBe(WIDER);
    target.lastSignInTime = null;
    const invite = await hit(sandbox, token, inviteUser, { id: target.uuid });
    expect(invite.status).toBe(403);

    // No link left the sandbox, to either address.
    expect(sandbox.context.outbox.list(theirs)).toEqual([]);
    expect(sandbox.context.outbox.list(original)).toEqual([]);
  });

  it('the same sequence on a user within their powers goes through (the rule is not a blanket ban)', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    target.roleUuid = roleOf(sandbox, 'Shift Lead').uuid;
    const rewrite = await hit(
      sandbox,
      token,
      updateUser,
      {},
      userFormOf(target, { email: 'priya.new@demo.kitchen' }),
    );
    expect(rewrite.status, rewrite.json.message).toBe(200);
    const reset = await hit(sandbox, token, restoreUserPassword, { id: target.uuid });
    expect(reset.status, reset.json.message).toBe(200);
    expect(sandbox.context.outbox.list('priya.new@demo.kitchen')).toHaveLength(1);
  });
});

describe('nothing else reaches a wider user either (docs/decisions/sign-in-and-access.md, "Delegation": acting on a user)', () => {
  it.each<[string, AnyEndpoint, (target: UserRecord) => unknown]>([
    ['block', blockUser, () => undefined],
    ['notifications', setUserNotification, (target) => ({ notification: !target.notification })],
    ['end all sessions', deleteUserSessions, () => undefined],
  ])('%s: 403, their account and sessions untouched', async (_what, endpoint, bodyOf) => {
    const { sandbox, token, target, targetSession } = await supervisorAndWiderUser();
    const before = structuredClone(target);
    const answer = await hit(sandbox, token, endpoint, { id: target.uuid }, bodyOf(target));
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(WIDER);
    expect(target).toEqual(before);
    const still = await call(sandbox, 'GET', '/api/v1/users/user', {
      token: targetSession.accessToken,
    });
    expect(still.status).toBe(200);
  });

  it('unblock: a wider user someone else blocked stays blocked', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    target.blocked = true;
    const answer = await hit(sandbox, token, unblockUser, { id: target.uuid });
    expect(answer.status).toBe(403);
    expect(target.blocked).toBe(true);
  });

  it('delete (a supervisor given USERS DELETE): 403, the user stays', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser({ withDelete: true });
    const answer = await hit(sandbox, token, deleteUser, { id: target.uuid });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(WIDER);
    expect(sandbox.context.chain.users).toContain(target);
  });

  it('reading their sessions (IP addresses, browsers), and ending one: 403', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    const read = await hit(sandbox, token, listUserSessions, { id: target.uuid });
    expect(read.status).toBe(403);
    expect(read.json.results).toBeUndefined();
    const [session] = sandbox.context.tokens.sessionsOf(target.uuid);
    const end = await hit(sandbox, token, deleteUserSession, {
      id: target.uuid,
      sessionId: session!.id,
    });
    expect(end.status).toBe(403);
    expect(sandbox.context.tokens.sessionsOf(target.uuid)).toHaveLength(1);
  });

  it('reading them is not acting on them: their details still answer (they are in the list)', async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    expect((await hit(sandbox, token, getUser, { id: target.uuid })).status).toBe(200);
  });

  it("an administrator's sessions are read only by an administrator, not by a chain-wide supervisor", async () => {
    const { sandbox } = await setUp(ADMIN);
    const supervisor = userOf(sandbox, SUPERVISOR);
    supervisor.roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
    supervisor.restaurantUuids = null;
    const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
    const { accessToken: admin } = await signInAs(sandbox, ADMIN);
    const adminUuid = userOf(sandbox, ADMIN).uuid;
    const read = await hit(sandbox, token, listUserSessions, { id: adminUuid });
    expect(read.status).toBe(403);
    expect(read.json.message).toBe('Only an administrator can manage administrators');
    const own = await hit(sandbox, admin, listUserSessions, { id: adminUuid });
    expect(own.status, own.json.message).toBe(200);
  });
});

describe('moving a user between restaurants (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it('a user who also works beyond the supervisor is not theirs to move, even into their own restaurants', async () => {
    const { sandbox, token } = await supervisorAndWiderUser();
    const mine = userOf(sandbox, SUPERVISOR).restaurantUuids!;
    const straddling = userOf(sandbox, 'expired@demo.kitchen');
    // A Shift Lead (within the supervisor's powers) at one of theirs and one elsewhere.
    const elsewhere = sandbox.context.chain.restaurants.find((r) => !mine.includes(r.uuid))!;
    straddling.restaurantUuids = [mine[0]!, elsewhere.uuid];
    const before = [...straddling.restaurantUuids];
    const moved = await hit(
      sandbox,
      token,
      updateUser,
      {},
      userFormOf(straddling, { restaurantUuids: [mine[1]] }),
    );
    expect(moved.status).toBe(404);
    expect(moved.json.message).toBe('User not found');
    expect(straddling.restaurantUuids).toEqual(before);
  });
});

describe('"multi-factor required" (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it('nobody lifts it from themselves, an administrator included; another administrator may', async () => {
    const { sandbox } = await setUp(ADMIN);
    userOf(sandbox, SUPERVISOR).roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
    const supervisorToken = (await signInAs(sandbox, SUPERVISOR)).accessToken;
    const adminToken = (await signInAs(sandbox, ADMIN)).accessToken;
    // Flagged after they signed in: the requirement is read at sign-in only.
    const supervisor = userOf(sandbox, SUPERVISOR);
    const admin = userOf(sandbox, ADMIN);
    supervisor.multiFactorRequired = true;
    admin.multiFactorRequired = true;

    for (const [token, user] of [
      [supervisorToken, supervisor],
      [adminToken, admin],
    ] as const) {
      const lifted = await hit(
        sandbox,
        token,
        updateUser,
        {},
        userFormOf(user, { multiFactorRequired: false }),
      );
      expect(lifted.status, user.email).toBe(403);
      expect(lifted.json.message).toBe(
        'You cannot lift “multi-factor required” from yourself: ask an administrator',
      );
      expect(user.multiFactorRequired).toBe(true);
    }
    // Keeping it, one's name still changes.
    const renamed = await hit(
      sandbox,
      supervisorToken,
      updateUser,
      {},
      userFormOf(supervisor, { firstName: 'Marc' }),
    );
    expect(renamed.status, renamed.json.message).toBe(200);

    const byAdmin = await hit(
      sandbox,
      adminToken,
      updateUser,
      {},
      userFormOf(supervisor, { multiFactorRequired: false }),
    );
    expect(byAdmin.status, byAdmin.json.message).toBe(200);
    expect(supervisor.multiFactorRequired).toBe(false);
  });

  it("a supervisor cannot lift it from a wider user (the acting-on rule covers a user's second factor)", async () => {
    const { sandbox, token, target } = await supervisorAndWiderUser();
    target.multiFactorRequired = true;
    const lifted = await hit(
      sandbox,
      token,
      updateUser,
      {},
      userFormOf(target, { multiFactorRequired: false }),
    );
    expect(lifted.status).toBe(403);
    expect(target.multiFactorRequired).toBe(true);
  });
});

describe('roles and policies held beyond the caller’s restaurants (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  /**
   * The demo manager as an Area Supervisor bound to two restaurants, 1001 and 1003, given USERS
   * DELETE so that a role's delete reaches the rule.
   */
  async function boundSupervisor() {
    const { sandbox } = await setUp(ADMIN);
    const supervisor = userOf(sandbox, SUPERVISOR);
    supervisor.roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
    grantUsersDelete(sandbox);
    supervisor.restaurantUuids = supervisor.restaurantUuids!.slice(0, 2);
    const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
    return { sandbox, token, mine: supervisor.restaurantUuids };
  }

  /** Holders of the role working beyond `mine`, counted independently of the sandbox's code. */
  function heldElsewhere(sandbox: Sandbox, roleUuids: string[], mine: readonly string[]): number {
    return sandbox.context.chain.users.filter((user) => {
      if (user.type === 'ADMIN' || user.roleUuid === null || !roleUuids.includes(user.roleUuid))
        return false;
      const theirs = restaurantsOf(user);
      return theirs === null || theirs.length === 0 || theirs.some((uuid) => !mine.includes(uuid));
    }).length;
  }

  it('a supervisor bound to two restaurants cannot edit or delete a chain-wide role, nor a policy of it; the refusal counts the users elsewhere', async () => {
    const { sandbox, token, mine } = await boundSupervisor();
    const role = roleOf(sandbox, 'Shift Lead');
    const count = heldElsewhere(sandbox, [role.uuid], mine);
    expect(count, 'Shift Leads work across the chain').toBeGreaterThan(1);
    const message = `${count} users outside your restaurants hold this role: only an administrator or a user of their restaurants can change it`;

    const renamed = await call(sandbox, 'PUT', `/api/v1/roles/${role.uuid}`, {
      token,
      body: { name: 'Shift Lead (changed)', constituents: role.policyUuids },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.json.message).toBe(message);
    expect(role.name).toBe('Shift Lead');

    const deleted = await call(sandbox, 'DELETE', `/api/v1/roles/${role.uuid}`, { token });
    expect(deleted.status).toBe(403);
    expect(deleted.json.message).toBe(message);

    const policy = policyOf(sandbox, 'Shift floor');
    const before = structuredClone(policy.accesses);
    const narrowed = await call(sandbox, 'PUT', `/api/v1/policies/${policy.uuid}`, {
      token,
      body: { name: policy.name, accesses: [{ moduleType: 'EVENTS', actionType: ['VIEW'] }] },
    });
    expect(narrowed.status).toBe(403);
    expect(narrowed.json.message).toBe(
      `${count} users outside your restaurants hold this policy: only an administrator or a user of their restaurants can change it`,
    );
    expect(policy.accesses).toEqual(before);
  });

  it('a role held only within their restaurants is theirs to change; a chain-wide supervisor changes the chain-wide one', async () => {
    const { sandbox, token, mine } = await boundSupervisor();
    // Kitchen Floor: held by the floor tablet of 1001 alone.
    const floor = roleOf(sandbox, 'Kitchen Floor');
    expect(heldElsewhere(sandbox, [floor.uuid], mine)).toBe(0);
    const renamed = await call(sandbox, 'PUT', `/api/v1/roles/${floor.uuid}`, {
      token,
      body: { name: 'Kitchen Floor (1001)', constituents: floor.policyUuids },
    });
    expect(renamed.status, renamed.json.message).toBe(200);

    userOf(sandbox, SUPERVISOR).restaurantUuids = null;
    const lead = roleOf(sandbox, 'Shift Lead');
    const chainWide = await call(sandbox, 'PUT', `/api/v1/roles/${lead.uuid}`, {
      token,
      body: { name: 'Shift Lead', constituents: lead.policyUuids },
    });
    expect(chainWide.status, chainWide.json.message).toBe(200);
  });
});

describe('no existence oracle (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it('a user beyond the caller’s restaurants answers as an unknown id does, on every per-user call', async () => {
    const { sandbox, token } = await supervisorAndWiderUser();
    const mine = userOf(sandbox, SUPERVISOR).restaurantUuids!;
    const elsewhere = userOf(sandbox, 'blocked@demo.kitchen');
    expect(mine).not.toContain(elsewhere.restaurantUuid);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[AnyEndpoint, unknown?]> = [
      [getUser],
      [listUserSessions],
      [blockUser],
      [unblockUser],
      [restoreUserPassword],
      [inviteUser],
      [deleteUserSessions],
      [setUserNotification, { notification: true }],
    ];
    for (const [endpoint, body] of calls) {
      const [real, made] = await Promise.all(
        [elsewhere.uuid, unknown].map((id) => hit(sandbox, token, endpoint, { id }, body)),
      );
      expect(real, `${endpoint.method} ${endpoint.path}`).toEqual(made);
      expect(real!.status).toBe(404);
    }
    const update = await hit(sandbox, token, updateUser, {}, userFormOf(elsewhere));
    const updateUnknown = await hit(
      sandbox,
      token,
      updateUser,
      {},
      userFormOf(elsewhere, { uuid: unknown }),
    );
    expect(update).toEqual(updateUnknown);
    expect(update.status).toBe(404);
  });

  it('a call the role lacks entirely is still 403, for a known and an unknown user alike', async () => {
    const { sandbox, token } = await supervisorAndWiderUser();
    const answer = await hit(sandbox, token, deleteUser, { id: userOf(sandbox, CREW).uuid });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Access denied: USERS DELETE is not granted to this user');
  });
});
