/**
 * The authorization matrix: every signed-in endpoint × seven accounts (an administrator, an Area
 * Supervisor, a Restaurant Manager, a Support Engineer, crew, the kitchen floor's tablet account
 * and a user without a role). The
 * expected answer comes from two places, neither of them the sandbox's own code:
 * - the endpoint's declared access against the account's role (spec 000 §6): 403 'Access
 *   denied: …' exactly when the role lacks it;
 * - the rules beyond the role that each handler applies (docs/decisions/sign-in-and-access.md, "Delegation: grant
 *   only what you hold", and the unassigned device pool, an administrator's), written below as what a reviewer would expect of each account: the
 *   call is aimed at what the rule protects (a chain-wide user, the caller's own role, a
 *   role-less grant) and must be refused with the rule's own 403, or 404 for a user beyond the
 *   caller's restaurants (no existence oracle).
 * A second matrix aims every per-user call at a user within the caller's restaurants who holds
 * more than the caller (acting on a user: only on one whose powers the caller holds).
 * The rows are generated from the endpoint declarations; only the rules are written by hand.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createRole,
  createPolicy,
  deletePolicy,
  deleteRole,
  updatePolicy,
  updateRole,
} from '../../../src/api/roles/roles.endpoints';
import {
  blockUser,
  createUser,
  deleteUser,
  deleteUserSession,
  deleteUserSessions,
  getUser,
  inviteUser,
  listUserSessions,
  resetUserMultiFactor,
  restoreUserPassword,
  setUserNotification,
  unblockUser,
  updateUser,
} from '../../../src/api/users/managed-users.endpoints';
import { userSchema } from '../../../src/api/users/users.schema';
import {
  assignDevices,
  listUnassignedDevices,
  unassignDevices,
} from '../../../src/api/restaurants/restaurants-admin.endpoints';
import { allows, needs } from '../../../src/lib/access';
import { buildPath, type AnyEndpoint } from '../../../src/lib/endpoint';
import { selectAll } from '../../../src/lib/permission-picker';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { restaurantsOf, type UserRecord } from '../../../sandbox/model/users';
import { accessSubject } from '../../../sandbox/route';
import { anyAddress, declaredEndpoints } from '../../helpers/declared-endpoints';
import { call, send, signInAs } from './sandbox-client';

const endpoints = (await declaredEndpoints()).filter(([, declared]) => declared.auth);

/** What the handler rules need to know of the calling account. */
interface Caller {
  sandbox: Sandbox;
  me: UserRecord;
  admin: boolean;
  /** Works at every restaurant (an ADMIN, or a non-USER given every one). */
  chainWide: boolean;
  /** Holds every module action: an ADMIN, or a user without a role (spec 000 §6). */
  holdsEverything: boolean;
}

/**
 * A call aimed at what a rule protects, and how the rule refuses this caller: 403 with its own
 * message, 404 as for an unknown user (one beyond the caller's restaurants), or not at all.
 */
interface Aimed {
  address: string;
  body?: unknown;
  refused: false | 403 | 404;
}

const api = (path: string, params: Record<string, string> = {}) =>
  `/api/v1${buildPath(path, params)}`;

function userByEmail(sandbox: Sandbox, email: string): UserRecord {
  return sandbox.context.chain.users.find((user) => user.email === email)!;
}

/**
 * A chain-wide user who is not the caller: the administrator, or for them another user of every
 * restaurant (the one before may have been deleted by the row before).
 */
function chainWideTarget({ sandbox, me }: Caller): UserRecord {
  const admin = userByEmail(sandbox, 'admin@demo.kitchen');
  if (admin.uuid !== me.uuid) return admin;
  return sandbox.context.chain.users.find(
    (user) => user.uuid !== me.uuid && restaurantsOf(user) === null,
  )!;
}

/** A restaurant the caller works at (or the first, for one who works at all). */
function restaurantOf({ sandbox, me }: Caller): string {
  return restaurantsOf(me)?.[0] ?? sandbox.context.chain.restaurants[0]!.uuid;
}

/** The unassigned pool is an administrator's: listing it, assigning from it, sending to it. */
const usePool =
  (endpoint: AnyEndpoint) =>
  (caller: Caller): Aimed => {
    const { fleet } = caller.sandbox.context.chain;
    const id = restaurantOf(caller);
    const devices = [...fleet.pcs, ...fleet.tablets];
    const device = devices.find((candidate) =>
      endpoint === assignDevices
        ? candidate.restaurantUuid === null
        : candidate.restaurantUuid === id,
    );
    return {
      address: api(endpoint.path, { id }),
      body: endpoint.body ? { devices: device ? [device.uuid] : [] } : undefined,
      refused: !caller.admin && 403,
    };
  };

/** The caller's own role, or for one without, the Area Supervisor's. */
function roleAimedAt({ sandbox, me }: Caller) {
  const { roles } = sandbox.context.chain;
  return (
    roles.find((role) => role.uuid === me.roleUuid) ??
    roles.find((r) => r.name === 'Area Supervisor')!
  );
}

/** A policy of the caller's own role, or for one without, Field support. */
function policyAimedAt(caller: Caller) {
  const { policies } = caller.sandbox.context.chain;
  const own = roleAimedAt(caller).policyUuids[0];
  const uuid = caller.me.roleUuid ? own : policies.find((p) => p.name === 'Field support')!.uuid;
  return policies.find((policy) => policy.uuid === uuid)!;
}

/** Reading a chain-wide user's details: chain-wide callers only; to anyone else, no such user. */
const readChainWideUser =
  (endpoint: AnyEndpoint) =>
  (caller: Caller): Aimed => ({
    address: api(endpoint.path, { id: chainWideTarget(caller).uuid }),
    refused: !caller.chainWide && 404,
  });

/**
 * Acting on an administrator (changing them, reading or ending their sessions) or, for an
 * administrator, on another chain-wide user: administrators only; to a caller bound to some
 * restaurants, no such user.
 */
const actOnChainWideUser =
  (endpoint: AnyEndpoint) =>
  (caller: Caller): Aimed => ({
    address: api(endpoint.path, { id: chainWideTarget(caller).uuid, sessionId: 'x' }),
    body: endpoint.body ? { notification: true } : undefined,
    refused: caller.admin ? false : caller.chainWide ? 403 : 404,
  });

/** Creating or editing access: within what the caller holds, never their own role's. */
const editOwnAccess =
  (aim: (caller: Caller) => { address: string; body?: unknown }) =>
  (caller: Caller): Aimed => ({ ...aim(caller), refused: !caller.holdsEverything && 403 });

const HANDLER_RULES = new Map<AnyEndpoint, (caller: Caller) => Aimed>([
  ...[listUnassignedDevices, assignDevices, unassignDevices].map(
    (endpoint) => [endpoint, usePool(endpoint)] as const,
  ),
  [getUser, readChainWideUser(getUser)],
  ...[
    listUserSessions,
    setUserNotification,
    deleteUser,
    restoreUserPassword,
    inviteUser,
    blockUser,
    unblockUser,
    resetUserMultiFactor,
    deleteUserSession,
    deleteUserSessions,
  ].map((endpoint) => [endpoint, actOnChainWideUser(endpoint)] as const),
  // "No role" is unrestricted: only an ADMIN gives it, to anyone, themselves included.
  [
    updateUser,
    ({ me, admin }) => ({
      address: api(updateUser.path),
      body: {
        uuid: me.uuid,
        email: me.email,
        firstName: me.firstName,
        lastName: me.lastName,
        type: me.type,
        roleUuid: null,
        restaurantUuids: me.type === 'USER' ? [me.restaurantUuid] : me.restaurantUuids,
        notification: me.notification,
        multiFactorRequired: me.multiFactorRequired,
      },
      refused: !admin && 403,
    }),
  ],
  [
    createUser,
    ({ me, admin }) => ({
      address: api(createUser.path),
      body: {
        email: `made.by.${me.uuid.slice(0, 8)}@demo.kitchen`,
        firstName: 'Made',
        lastName: 'ByMatrix',
        type: 'MANAGER',
        roleUuid: null,
        restaurantUuids: me.type === 'USER' ? [me.restaurantUuid] : me.restaurantUuids,
        notification: false,
        multiFactorRequired: false,
      },
      refused: !admin && 403,
    }),
  ],
  [
    createPolicy,
    editOwnAccess(() => ({
      address: api(createPolicy.path),
      body: { name: 'Everything', accesses: selectAll() },
    })),
  ],
  [
    updatePolicy,
    editOwnAccess((caller) => {
      const policy = policyAimedAt(caller);
      return {
        address: api(updatePolicy.path, { id: policy.uuid }),
        body: { name: policy.name, accesses: policy.accesses },
      };
    }),
  ],
  [
    deletePolicy,
    editOwnAccess((caller) => ({
      address: api(deletePolicy.path, { id: policyAimedAt(caller).uuid }),
    })),
  ],
  [
    createRole,
    editOwnAccess(({ sandbox }) => ({
      address: api(createRole.path),
      body: {
        name: 'Every policy',
        constituents: sandbox.context.chain.policies.map((policy) => policy.uuid),
      },
    })),
  ],
  [
    updateRole,
    editOwnAccess((caller) => {
      const role = roleAimedAt(caller);
      return {
        address: api(updateRole.path, { id: role.uuid }),
        body: { name: role.name, constituents: role.policyUuids },
      };
    }),
  ],
  [
    deleteRole,
    editOwnAccess((caller) => ({
      address: api(deleteRole.path, { id: roleAimedAt(caller).uuid }),
    })),
  ],
]);

/**
 * The seven accounts. The supervisor and the support engineer are seeded staff bound to some
 * restaurants, found by role (sandbox/model/users.ts `generateStaff`).
 */
const ACCOUNTS: ReadonlyArray<[string, (sandbox: Sandbox) => UserRecord]> = [
  ['an administrator', (sandbox) => userByEmail(sandbox, 'admin@demo.kitchen')],
  ['an Area Supervisor', (sandbox) => staffOf(sandbox, 'Area Supervisor')],
  ['a Restaurant Manager', (sandbox) => userByEmail(sandbox, 'manager@demo.kitchen')],
  ['a Support Engineer', (sandbox) => staffOf(sandbox, 'Support Engineer')],
  ['crew', (sandbox) => userByEmail(sandbox, 'crew@demo.kitchen')],
  ['the kitchen floor', (sandbox) => userByEmail(sandbox, 'floor@demo.kitchen')],
  ['a user without a role', (sandbox) => userByEmail(sandbox, 'norole@demo.kitchen')],
];

function staffOf(sandbox: Sandbox, roleName: string): UserRecord {
  const { roles, users } = sandbox.context.chain;
  const role = roles.find((candidate) => candidate.name === roleName)!;
  const found = users.find(
    (user) =>
      user.roleUuid === role.uuid &&
      user.type === 'MANAGER' &&
      user.restaurantUuids !== null &&
      !user.blocked &&
      !user.multiFactorRequired,
  );
  if (!found) throw new Error(`The seed has no bound ${roleName} to sign in as`);
  return found;
}

describe.each(ACCOUNTS)(
  'the authorization matrix for %s (spec 000 §6; docs/decisions/sign-in-and-access.md, "Delegation")',
  (_who, account) => {
    const sandbox = createSandbox();
    const me = account(sandbox);
    const shared = signInAs(sandbox, me.email);

    it.each(endpoints)('%s', async (_name, declared) => {
      // A call on the caller's own account (sign-out, ending the other sessions) gets a session
      // of its own, which it may end; the rest share one.
      const { accessToken: token } =
        declared.access === 'session' ? await signInAs(sandbox, me.email) : await shared;
      const current = await call(sandbox, 'GET', '/api/v1/users/user', { token });
      const subject = v.parse(userSchema, current.json.results);
      const caller: Caller = {
        sandbox,
        me,
        admin: me.type === 'ADMIN',
        chainWide: me.type === 'ADMIN' || (me.type !== 'USER' && me.restaurantUuids === null),
        holdsEverything: me.type === 'ADMIN' || me.roleUuid === null,
      };
      const rule = HANDLER_RULES.get(declared);
      const aimed: Aimed = rule
        ? rule(caller)
        : {
            address: anyAddress(declared),
            body: declared.body ? {} : undefined,
            refused: false,
          };
      const response = await send(sandbox, declared.method, aimed.address, {
        token,
        body: aimed.body,
      });
      const { message } = (await response.json().catch(() => ({}))) as { message?: string };
      if (declared.access !== 'session' && !allows(subject, declared.access!)) {
        expect(response.status).toBe(403);
        expect(message).toMatch(/^Access denied: [A-Z_]+ (VIEW|CREATE|EDIT|DELETE)/);
      } else if (aimed.refused === 404) {
        expect(response.status, message).toBe(404);
        expect(message).toBe('User not found');
      } else if (aimed.refused) {
        expect(response.status, message).toBe(403);
        expect(message).not.toMatch(/^Access denied/);
      } else {
        expect(response.status, message).not.toBe(403);
      }
    });
  },
);

/** The per-user calls, each aimed at one user (`:id`, or the form's uuid). */
const PER_USER_CALLS: readonly AnyEndpoint[] = [
  getUser,
  updateUser,
  setUserNotification,
  deleteUser,
  restoreUserPassword,
  inviteUser,
  blockUser,
  unblockUser,
  resetUserMultiFactor,
  listUserSessions,
  deleteUserSession,
  deleteUserSessions,
];

/** Whether `user` holds every action of every policy of `roleUuid` (spec 000 §6, merged). */
function holdsRole(sandbox: Sandbox, user: UserRecord, roleUuid: string): boolean {
  const subject = accessSubject(sandbox.context, user);
  const { roles, policies } = sandbox.context.chain;
  const role = roles.find((candidate) => candidate.uuid === roleUuid)!;
  return policies
    .filter((policy) => role.policyUuids.includes(policy.uuid))
    .flatMap((policy) => policy.accesses)
    .every(({ moduleType, actionType }) =>
      actionType.every((action) => allows(subject, needs(moduleType, action))),
    );
}

/**
 * A new user at one of `me`'s restaurants who holds more than `me`: a role with an action `me`
 * lacks, or for one who holds every action, no role at all (unrestricted, spec 000 §6).
 */
function widerUserBeside(sandbox: Sandbox, me: UserRecord): UserRecord {
  const { chain } = sandbox.context;
  const wider = chain.roles.find((role) => !holdsRole(sandbox, me, role.uuid));
  const template = chain.users.find((user) => user.email === 'crew@demo.kitchen')!;
  const user: UserRecord = {
    ...structuredClone(template),
    uuid: randomUUID(),
    email: `wider.${randomUUID().slice(0, 8)}@demo.kitchen`,
    restaurantUuid: restaurantsOf(me)?.[0] ?? chain.restaurants[0]!.uuid,
    roleUuid: wider?.uuid ?? null,
    lastSignInTime: null,
  };
  chain.users.push(user);
  return user;
}

describe.each(ACCOUNTS)(
  'acting on a wider user in their own restaurants, for %s (docs/decisions/sign-in-and-access.md, "Delegation")',
  (_who, account) => {
    const sandbox = createSandbox();
    const me = account(sandbox);
    const shared = signInAs(sandbox, me.email);

    it.each(PER_USER_CALLS.map((declared) => [describeCall(declared), declared] as const))(
      '%s',
      async (_name, declared) => {
        const { accessToken: token } = await shared;
        const target = widerUserBeside(sandbox, me);
        const address = api(declared.path, { id: target.uuid, sessionId: 'x' });
        const body =
          declared === updateUser
            ? {
                uuid: target.uuid,
                email: `taken.${target.uuid.slice(0, 8)}@demo.kitchen`,
                firstName: target.firstName,
                lastName: target.lastName,
                type: target.type,
                roleUuid: target.roleUuid,
                restaurantUuids: [target.restaurantUuid],
                notification: target.notification,
                multiFactorRequired: target.multiFactorRequired,
              }
            : declared.body
              ? { notification: !target.notification }
              : undefined;
        const response = await send(sandbox, declared.method, address, { token, body });
        const { message } = (await response.json().catch(() => ({}))) as { message?: string };
        const subject = accessSubject(sandbox.context, me);
        if (!allows(subject, declared.access!)) {
          expect(response.status).toBe(403);
          expect(message).toMatch(/^Access denied: /);
        } else if (declared === getUser || me.type === 'ADMIN') {
          // Reading them is not acting on them; an administrator acts on anyone.
          expect(response.status, message).not.toBe(403);
        } else {
          expect(response.status, message).toBe(403);
          expect(message).not.toMatch(/^Access denied/);
          expect(sandbox.context.chain.users).toContain(target);
          expect(target.blocked).toBe(false);
        }
      },
    );
  },
);

function describeCall(declared: AnyEndpoint): string {
  return `${declared.method} ${declared.path}`;
}

describe('access is declared on every endpoint (spec 000 §6)', () => {
  it.each(endpoints)('%s names the access it needs', (_name, declared) => {
    expect(declared.access).toBeDefined();
  });

  it('many calls need a module action some account lacks', () => {
    expect(
      endpoints.filter(([, declared]) => declared.access !== 'session').length,
    ).toBeGreaterThan(30);
  });
});

describe('the refusal names the missing permission (spec 000 §6)', () => {
  it('crew (no REPORTS module) cannot list reports; the manager (REPORTS VIEW) cannot delete one', async () => {
    const sandbox = createSandbox();
    const crew = await signInAs(sandbox, 'crew@demo.kitchen');
    const list = await call(sandbox, 'GET', '/api/v1/report', { token: crew.accessToken });
    expect(list.status).toBe(403);
    expect(list.json.message).toBe('Access denied: REPORTS VIEW is not granted to this user');

    const manager = await signInAs(sandbox, 'manager@demo.kitchen');
    const reports = await call(sandbox, 'GET', '/api/v1/report?limit=1', {
      token: manager.accessToken,
    });
    expect(reports.status).toBe(200);
    const [first] = (reports.json.results as { content: Array<{ uuid: string }> }).content;
    const deleted = await call(sandbox, 'DELETE', `/api/v1/report/${first!.uuid}`, {
      token: manager.accessToken,
    });
    expect(deleted.status).toBe(403);
    expect(deleted.json.message).toBe('Access denied: REPORTS DELETE is not granted to this user');
  });
});

describe("the kitchen floor's account (spec 000 §6: USER bound to one restaurant, PCS VIEW)", () => {
  it("reads its own kitchen's production queue, not another's, and no dashboard", async () => {
    const sandbox = createSandbox();
    const { accessToken: token } = await signInAs(sandbox, 'floor@demo.kitchen');
    const numbered = (number: number) =>
      sandbox.context.chain.restaurants.find((restaurant) => restaurant.number === number)!.uuid;

    const own = await call(sandbox, 'GET', `/api/v1/pcs/queue?restaurantUuid=${numbered(1001)}`, {
      token,
    });
    expect(own.status).toBe(200);
    const other = await call(sandbox, 'GET', `/api/v1/pcs/queue?restaurantUuid=${numbered(1002)}`, {
      token,
    });
    expect(other.status).toBe(403);
    const restaurants = await call(sandbox, 'GET', '/api/v1/restaurants?limit=100', { token });
    expect(
      (restaurants.json.results as { content: Array<{ number: number }> }).content.map(
        (restaurant) => restaurant.number,
      ),
    ).toEqual([1001]);
    const dashboard = await call(sandbox, 'GET', '/api/v1/analytic/report', { token });
    expect(dashboard.status).toBe(403);
    expect(dashboard.json.message).toBe(
      'Access denied: DASHBOARD VIEW is not granted to this user',
    );
  });
});
