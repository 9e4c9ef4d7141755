/**
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): each way a non-ADMIN
 * could widen their own powers, or reach past their restaurants, is refused with a 403 that names
 * what is missing, and nothing is half-applied. Then a property: random edits and actions by
 * non-ADMIN accounts never leave anyone holding more than they could have been given, and touch
 * only users whose powers and restaurants the actor holds (the request sequences of each hole:
 * acting-on.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  MODULES,
  type ActionType,
  type ModuleType,
  type Permission,
} from '../../../src/lib/access';
import type { Sandbox } from '../../../sandbox/app';
import { createSandbox } from '../../../sandbox/app';
import { createRandom, type Random } from '../../../sandbox/model/random';
import { restaurantsOf, type UserRecord } from '../../../sandbox/model/users';
import { accessSubject } from '../../../sandbox/route';
import type { SandboxProfile } from '../../../sandbox/spec-profile/profile';
import {
  apiPath,
  call,
  get,
  manualClock,
  setUp,
  START,
  signInAs,
  userOf,
  roleOf,
  policyOf,
  userFormOf,
  PROFILES,
} from './sandbox-client';

const ADMIN = 'admin@demo.kitchen';
const SUPERVISOR = 'manager@demo.kitchen';

/**
 * The demo manager made an Area Supervisor (USERS VIEW, CREATE, EDIT; five restaurants), as the
 * seed's supervisors are: the account the escalation paths start from.
 */
async function asSupervisor(profile?: SandboxProfile) {
  const { sandbox } = await setUp(ADMIN, createSandbox({ now: manualClock(START).now, profile }));
  userOf(sandbox, SUPERVISOR).roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
  const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
  return { sandbox, token, me: userOf(sandbox, SUPERVISOR) };
}

describe('nobody widens their own powers (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold")', () => {
  it('a supervisor cannot make themselves role-less, i.e. unrestricted (spec 000 §6): 403, nothing changed', async () => {
    const { sandbox, token, me } = await asSupervisor();
    const roleBefore = me.roleUuid;
    const answer = await call(sandbox, 'POST', apiPath('/users/update'), {
      token,
      body: userFormOf(me, { roleUuid: null, firstName: 'Changed' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(
      'Only an administrator can leave a user without a role (unrestricted)',
    );
    expect(me.roleUuid).toBe(roleBefore);
    expect(me.firstName).not.toBe('Changed');
    expect((await get(sandbox, token, '/auditTrail')).status).toBe(403);
  });

  it('a supervisor cannot create a user with no role, or with a role granting what they lack', async () => {
    const { sandbox, token, me } = await asSupervisor();
    const base = {
      email: 'new.manager@demo.kitchen',
      firstName: 'Nia',
      lastName: 'Cook',
      type: 'MANAGER',
      restaurantUuids: me.restaurantUuids,
      notification: true,
      multiFactorRequired: false,
    };
    const usersBefore = sandbox.context.chain.users.length;
    const roleless = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: { ...base, roleUuid: null },
    });
    expect(roleless.status).toBe(403);
    expect(roleless.json.message).toMatch(/^Only an administrator can leave a user without a role/);

    const wider = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: { ...base, roleUuid: roleOf(sandbox, 'Support Engineer').uuid },
    });
    expect(wider.status).toBe(403);
    expect(wider.json.message).toMatch(
      /^You cannot give a role with permissions you do not hold: .*MONITORING VIEW/,
    );
    expect(sandbox.context.chain.users).toHaveLength(usersBefore);

    // A role within what the supervisor holds is theirs to give.
    const narrower = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: { ...base, roleUuid: roleOf(sandbox, 'Shift Lead').uuid },
    });
    expect(narrower.status, narrower.json.message).toBe(200);
  });

  it('a supervisor cannot edit a policy of their own role, nor widen another past what they hold', async () => {
    const { sandbox, token } = await asSupervisor();
    const own = policyOf(sandbox, 'Area supervision');
    const accessesBefore = structuredClone(own.accesses);
    const monitoring: Permission = { moduleType: 'MONITORING', actionType: [...ACTIONS] };
    const widened = await call(sandbox, 'PUT', apiPath(`/policies/${own.uuid}`), {
      token,
      body: { name: own.name, accesses: [...own.accesses, monitoring] },
    });
    expect(widened.status).toBe(403);
    expect(widened.json.message).toBe(
      'Only an administrator can change the role or policies you hold',
    );
    expect(own.accesses).toEqual(accessesBefore);

    const other = policyOf(sandbox, 'Shift floor');
    const beyond = await call(sandbox, 'PUT', apiPath(`/policies/${other.uuid}`), {
      token,
      body: { name: other.name, accesses: [...other.accesses, monitoring] },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.json.message).toBe(
      'You cannot manage permissions you do not hold: MONITORING VIEW, MONITORING CREATE, MONITORING EDIT, MONITORING DELETE',
    );

    const ownRole = roleOf(sandbox, 'Area Supervisor');
    const roleEdit = await call(sandbox, 'PUT', apiPath(`/roles/${ownRole.uuid}`), {
      token,
      body: { name: ownRole.name, constituents: [...ownRole.policyUuids, other.uuid] },
    });
    expect(roleEdit.status).toBe(403);

    const newRole = await call(sandbox, 'POST', apiPath('/roles'), {
      token,
      body: { name: 'Wider', constituents: [policyOf(sandbox, 'Field support').uuid] },
    });
    expect(newRole.status).toBe(403);
    expect(newRole.json.message).toMatch(/^You cannot manage permissions you do not hold: /);

    // Within what they hold, and held only within their restaurants (the floor tablet of 1001),
    // a policy they do not hold is theirs to edit.
    const floor = policyOf(sandbox, 'Production floor');
    const within = await call(sandbox, 'PUT', apiPath(`/policies/${floor.uuid}`), {
      token,
      body: { name: floor.name, accesses: [{ moduleType: 'EVENTS', actionType: ['VIEW'] }] },
    });
    expect(within.status, within.json.message).toBe(200);
  });

  it("a manager bound to a few restaurants cannot read an administrator's sessions (IPs, browsers), nor learn that they exist", async () => {
    const { sandbox, token } = await asSupervisor();
    const admin = userOf(sandbox, ADMIN);
    const sessions = await call(sandbox, 'GET', apiPath(`/users/${admin.uuid}/sessions`), {
      token,
    });
    expect(sessions.status).toBe(404);
    expect(sessions.json.message).toBe('User not found');
    expect(sessions.json.results).toBeUndefined();
  });

  it('a bound manager cannot touch a user who also works elsewhere, nor one of every restaurant', async () => {
    const { sandbox, token, me } = await asSupervisor();
    const mine = me.restaurantUuids!;
    const straddling = sandbox.context.chain.users.find((user) => {
      const theirs = restaurantsOf(user);
      return (
        user.type === 'MANAGER' &&
        user.roleUuid !== null &&
        theirs !== null &&
        theirs.some((uuid) => mine.includes(uuid)) &&
        theirs.some((uuid) => !mine.includes(uuid))
      );
    });
    expect(
      straddling,
      'the seed has a manager straddling the supervisor’s restaurants',
    ).toBeDefined();
    const blocked = await call(sandbox, 'PUT', apiPath(`/users/${straddling!.uuid}/block`), {
      token,
    });
    expect(blocked.status).toBe(404);
    expect(blocked.json.message).toBe('User not found');
    expect(straddling!.blocked).toBe(false);

    const chainWide = userOf(sandbox, 'norole@demo.kitchen');
    const edit = await call(sandbox, 'POST', apiPath('/users/update'), {
      token,
      body: userFormOf(chainWide, { restaurantUuids: mine }),
    });
    expect(edit.status).toBe(404);
    expect(chainWide.restaurantUuids).toBeNull();
  });

  it('only an ADMIN changes a user without a role, even a chain-wide caller', async () => {
    const { sandbox } = await setUp(ADMIN);
    const chainWide = userOf(sandbox, SUPERVISOR);
    chainWide.roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
    chainWide.restaurantUuids = null;
    const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
    const unrestricted = userOf(sandbox, 'norole@demo.kitchen');
    const answer = await call(sandbox, 'PUT', apiPath(`/users/${unrestricted.uuid}/block`), {
      token,
    });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(
      'Only an administrator can manage a user without a role (unrestricted)',
    );
    // Reading is not changing: a chain-wide caller sees them.
    expect((await get(sandbox, token, `/users/${unrestricted.uuid}`)).status).toBe(200);
  });
});

describe('a module or action the console does not know is not held (spec 000 §3: further modules "are not shown"; docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  /** The spec-shaped provider, whose Restaurant Manager role carries LOYALTY and EXPORT_PDF. */
  async function specSupervisor() {
    const sandbox = createSandbox({ now: manualClock(START).now, profile: 'spec' });
    const chainWide = userOf(sandbox, SUPERVISOR);
    chainWide.roleUuid = roleOf(sandbox, 'Area Supervisor').uuid;
    chainWide.restaurantUuids = null;
    const { accessToken: token } = await signInAs(sandbox, SUPERVISOR);
    return { sandbox, token };
  }

  it("a supervisor cannot put the provider's loyalty policy in a role, nor give it to a new user", async () => {
    const { sandbox, token } = await specSupervisor();
    const loyalty = policyOf(sandbox, 'Loyalty programme');
    const rolesBefore = sandbox.context.chain.roles.length;
    const made = await call(sandbox, 'POST', apiPath('/roles'), {
      token,
      body: {
        name: 'Loyal floor',
        constituents: [policyOf(sandbox, 'Shift floor').uuid, loyalty.uuid],
      },
    });
    expect(made.status).toBe(403);
    expect(made.json.message).toBe(
      'You cannot manage permissions you do not hold: DASHBOARD EXPORT_PDF, LOYALTY VIEW, LOYALTY EDIT',
    );
    expect(sandbox.context.chain.roles).toHaveLength(rolesBefore);

    const shiftLead = roleOf(sandbox, 'Shift Lead');
    const widened = await call(sandbox, 'PUT', apiPath(`/roles/${shiftLead.uuid}`), {
      token,
      body: { name: shiftLead.name, constituents: [...shiftLead.policyUuids, loyalty.uuid] },
    });
    expect(widened.status).toBe(403);
    expect(shiftLead.policyUuids).not.toContain(loyalty.uuid);

    const manager = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: {
        email: 'loyal.manager@demo.kitchen',
        firstName: 'Lola',
        lastName: 'Grant',
        type: 'MANAGER',
        roleUuid: roleOf(sandbox, 'Restaurant Manager').uuid,
        restaurantUuids: null,
        notification: false,
        multiFactorRequired: false,
      },
    });
    expect(manager.status).toBe(403);
    expect(manager.json.message).toMatch(/LOYALTY VIEW, LOYALTY EDIT$/);
  });

  it('a supervisor cannot take over, by e-mail, a user wider than them only by such a module', async () => {
    const { sandbox, token } = await specSupervisor();
    // A Shift Lead given the loyalty policy by an administrator: every module action the console
    // knows of theirs, the supervisor holds.
    const loyalFloor = {
      uuid: 'role-loyal-floor',
      name: 'Loyal floor',
      policyUuids: [
        policyOf(sandbox, 'Shift floor').uuid,
        policyOf(sandbox, 'Loyalty programme').uuid,
      ],
    };
    sandbox.context.chain.roles.push(loyalFloor);
    const target = sandbox.context.chain.users.find(
      (user) => user.roleUuid === roleOf(sandbox, 'Shift Lead').uuid && !user.blocked,
    )!;
    target.roleUuid = loyalFloor.uuid;
    const emailBefore = target.email;
    const takeover = await call(sandbox, 'POST', apiPath('/users/update'), {
      token,
      body: userFormOf(target, { email: 'mine@actor.kitchen' }),
    });
    expect(takeover.status).toBe(403);
    expect(takeover.json.message).toBe(
      'You cannot manage a user who holds permissions you do not hold: DASHBOARD EXPORT_PDF, LOYALTY VIEW, LOYALTY EDIT',
    );
    expect(target.email).toBe(emailBefore);
    const reset = await call(sandbox, 'POST', apiPath(`/users/${target.uuid}/password/restore`), {
      token,
    });
    expect(reset.status).toBe(403);
  });
});

describe('what a supervisor is told of people beyond them (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it.each(PROFILES)(
    "does not learn that an address outside their restaurants is taken from a form they may not submit: the form's refusal comes first (the %s provider profile)",
    async (profile) => {
      const { sandbox, token, me } = await asSupervisor(profile);
      const elsewhere = userOf(sandbox, 'admin@demo.kitchen');
      const form = {
        email: elsewhere.email.toUpperCase(),
        firstName: 'Probe',
        lastName: 'Probe',
        type: 'MANAGER',
        roleUuid: roleOf(sandbox, 'Shift Lead').uuid,
        restaurantUuids: me.restaurantUuids,
        notification: false,
        multiFactorRequired: false,
      };
      const probes = [
        [
          { ...form, restaurantUuids: null },
          403,
          'You can only give access to your own restaurants',
        ],
        [
          { ...form, roleUuid: null },
          403,
          'Only an administrator can leave a user without a role (unrestricted)',
        ],
        [{ ...form, roleUuid: 'no-such-role' }, 400, 'Unknown role'],
        [{ ...form, type: 'ADMIN' }, 403, 'Only an administrator can manage administrators'],
      ] as const;
      for (const [body, status, message] of probes) {
        const answer = await call(sandbox, 'POST', apiPath('/users'), { token, body });
        expect(answer.json, JSON.stringify(body)).toEqual({
          success: false,
          code: status,
          message,
        });
      }
      // A form they may submit learns that the address is taken, as with any unique address,
      // and nothing of who has it or where.
      const taken = await call(sandbox, 'POST', apiPath('/users'), { token, body: form });
      expect(taken.json).toEqual({
        success: false,
        code: 409,
        message: 'A user with this e-mail already exists',
      });

      // The same order when changing a user's e-mail.
      const shiftLead = sandbox.context.chain.users.find(
        (user) =>
          user.roleUuid === roleOf(sandbox, 'Shift Lead').uuid &&
          user.restaurantUuid !== null &&
          me.restaurantUuids!.includes(user.restaurantUuid),
      )!;
      const notMine = sandbox.context.chain.restaurants.find(
        (restaurant) => !me.restaurantUuids!.includes(restaurant.uuid),
      )!;
      const moved = await call(sandbox, 'POST', apiPath('/users/update'), {
        token,
        body: userFormOf(shiftLead, { email: elsewhere.email, restaurantUuids: [notMine.uuid] }),
      });
      expect(moved.json.message).toBe('You can only give access to your own restaurants');
    },
  );

  it("a role's user count is of the users they may see, not the chain's", async () => {
    const { sandbox, token } = await asSupervisor();
    const { accessToken: admin } = await signInAs(sandbox, ADMIN);
    const countOf = async (as: string) => {
      const answer = await get(sandbox, as, '/roles', { search: 'Shift Lead' });
      expect(answer.status, answer.json.message).toBe(200);
      return (answer.json.results as { content: Array<{ userCount: number }> }).content[0]!
        .userCount;
    };
    const all = await countOf(admin);
    const seen = await countOf(token);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(all);
  });

  it('an edit from a form opened before one of the user’s restaurants was deleted keeps the others', async () => {
    const { sandbox, token } = await asSupervisor();
    const crew = userOf(sandbox, 'crew@demo.kitchen');
    const staleForm = userFormOf(crew, {
      restaurantUuids: ['deleted-restaurant', crew.restaurantUuid],
    });
    const answer = await call(sandbox, 'POST', apiPath('/users/update'), {
      token,
      body: { ...staleForm, firstName: 'Priyanka' },
    });
    expect(answer.status, answer.json.message).toBe(200);
    expect(crew.firstName).toBe('Priyanka');
    // A new user is not an edit: naming an unknown restaurant is still a bad body.
    const created = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: {
        ...staleForm,
        uuid: undefined,
        email: 'fresh@demo.kitchen',
        restaurantUuids: ['deleted-restaurant'],
      },
    });
    expect(created.status).toBe(400);
  });
});

/**
 * A provider's own modules and actions, which the console has never heard of (spec 000 §3: further
 * modules "are not shown"); the spec profile's seed has LOYALTY and EXPORT_PDF.
 */
const UNKNOWN_MODULES = ['LOYALTY', 'GIFT_CARDS'] as unknown as ModuleType[];
const UNKNOWN_ACTIONS = ['EXPORT_PDF', 'IMPERSONATE'] as unknown as ActionType[];

/** What a user carries or holds as 'MODULE ACTION' strings, or 'all' (an ADMIN, no role). */
type Grants = Set<string> | 'all';

function grantsOf(permissions: readonly Permission[]): Set<string> {
  return new Set(
    permissions.flatMap((p) => p.actionType.map((action) => `${p.moduleType} ${action}`)),
  );
}

/**
 * What the account carries now, as GET /users/user sends it on the wire (spec 000 §6), modules
 * and actions the console does not know included.
 */
function carriedGrants(sandbox: Sandbox, user: UserRecord): Grants {
  const subject = accessSubject(sandbox.context, user);
  if (subject.type === 'ADMIN' || subject.userRoleDto === null) return 'all';
  return grantsOf(subject.userRoleDto.accessList);
}

/**
 * What the account may hand on or act on: what it carries, less any module or action the console
 * does not know, which counts as not held (docs/decisions/sign-in-and-access.md, "Delegation").
 */
function heldGrants(sandbox: Sandbox, user: UserRecord): Grants {
  const carried = carriedGrants(sandbox, user);
  if (carried === 'all') return 'all';
  const known = new Set(MODULES.flatMap((m) => ACTIONS.map((action) => `${m} ${action}`)));
  return new Set([...carried].filter((grant) => known.has(grant)));
}

function isSubset(inner: Grants, outer: Grants): boolean {
  if (outer === 'all') return true;
  return inner !== 'all' && [...inner].every((grant) => outer.has(grant));
}

function union(...sets: readonly Grants[]): Grants {
  if (sets.includes('all')) return 'all';
  return new Set(sets.flatMap((set) => [...set]));
}

function someOf<T>(random: Random, items: readonly T[]): T[] {
  return items.filter(() => random.chance(0.4));
}

/**
 * Often a part of what the actor holds (so some edits are accepted), else anything, modules and
 * actions the console does not know among them.
 */
function randomAccesses(random: Random, held: readonly Permission[]): Permission[] {
  if (random.chance(0.6))
    return someOf(random, held).map((p) => ({ ...p, actionType: someOf(random, p.actionType) }));
  return someOf(random, [...MODULES, ...UNKNOWN_MODULES]).map((moduleType) => ({
    moduleType,
    actionType: someOf(random, [...ACTIONS, ...UNKNOWN_ACTIONS]),
  }));
}

/**
 * Whether `actor` may act on `target` (docs/decisions/sign-in-and-access.md, "Delegation":
 * acting on a user), written out here rather than taken from delegation.ts: an ADMIN on anyone;
 * anyone else never on an ADMIN or a user without a role, and otherwise only on a user whose
 * every restaurant and every module action are the actor's too (one the console does not know is
 * nobody's but an ADMIN's or a role-less user's).
 */
function mayActOn(sandbox: Sandbox, actor: UserRecord, target: UserRecord): boolean {
  if (actor.type === 'ADMIN') return true;
  if (target.type === 'ADMIN' || target.roleUuid === null) return false;
  return (
    worksWithin(target, actor) &&
    isSubset(carriedGrants(sandbox, target), heldGrants(sandbox, actor))
  );
}

/** Whether every restaurant of `user`'s is one of `of`'s (a chain-wide user: only chain-wide). */
function worksWithin(user: UserRecord, of: UserRecord): boolean {
  const mine = restaurantsOf(of);
  const theirs = restaurantsOf(user);
  return (
    mine === null ||
    (theirs !== null && theirs.length > 0 && theirs.every((uuid) => mine.includes(uuid)))
  );
}

/** What one random call did: its answer, and the user it acted on, if it acted on one. */
interface Outcome {
  status: number;
  target?: UserRecord;
  /** Whether the actor might act on the target before the call (`mayActOn`). */
  mayAct?: boolean;
}

/**
 * One random call by `actor` through the API: a user created, or acted on (edited with a random
 * role, restaurants or e-mail, blocked, unblocked, sent a reset or an invitation, their sessions
 * read or ended), a policy or role created, edited or deleted. Half the users acted on are ones
 * the actor sees, so that some calls pass. Most are refused; the property is about what the
 * accepted ones leave behind, and on whom they acted.
 */
async function randomEdit(
  sandbox: Sandbox,
  random: Random,
  actor: UserRecord,
  token: string,
  created: string[],
  held: readonly Permission[],
): Promise<Outcome> {
  const { chain } = sandbox.context;
  const roleUuid = random.chance(0.15) ? null : random.pick(chain.roles).uuid;
  const restaurants = someOf(
    random,
    chain.restaurants.map((r) => r.uuid),
  );
  const chosen = random.chance(0.2)
    ? null
    : restaurants.length > 0
      ? restaurants
      : [chain.restaurants[0]!.uuid];
  // Someone else: acting on oneself (ending one's own sessions) would only sign the actor out.
  const others = chain.users.filter((user) => user !== actor);
  const seen = others.filter((user) => worksWithin(user, actor));
  const target = random.pick(random.chance(0.5) && seen.length > 0 ? seen : others);
  const acting = (status: number): Outcome => ({ status, target, mayAct });
  const mayAct = mayActOn(sandbox, actor, target);
  const onTarget = (method: string, path: string, body?: unknown) =>
    call(sandbox, method, apiPath(path), { token, body }).then(({ status }) => acting(status));
  const kind = random.int(0, 10);
  if (kind === 0) {
    const email = `made.${created.length}.${random.int(0, 1e6)}@demo.kitchen`;
    const type = random.chance(0.5) ? 'USER' : 'MANAGER';
    const answer = await call(sandbox, 'POST', apiPath('/users'), {
      token,
      body: {
        email,
        firstName: 'Made',
        lastName: 'ByActor',
        type,
        roleUuid,
        restaurantUuids: type === 'USER' ? [chosen?.[0] ?? chain.restaurants[0]!.uuid] : chosen,
        notification: false,
        multiFactorRequired: false,
      },
    });
    if (answer.status === 200) created.push(email);
    return { status: answer.status };
  } else if (kind === 1) {
    return onTarget(
      'POST',
      '/users/update',
      userFormOf(target, {
        roleUuid,
        restaurantUuids:
          target.type === 'USER' ? [chosen?.[0] ?? chain.restaurants[0]!.uuid] : chosen,
      }),
    );
  } else if (kind === 2) {
    const answer = await call(sandbox, 'POST', apiPath('/policies'), {
      token,
      body: { name: `Random ${random.int(0, 1e9)}`, accesses: randomAccesses(random, held) },
    });
    return { status: answer.status };
  } else if (kind === 3) {
    const policy = random.pick(chain.policies);
    const answer = await call(sandbox, 'PUT', apiPath(`/policies/${policy.uuid}`), {
      token,
      body: { name: policy.name, accesses: randomAccesses(random, held) },
    });
    return { status: answer.status };
  } else if (kind === 4) {
    const answer = await call(sandbox, 'POST', apiPath('/roles'), {
      token,
      body: {
        name: `Random role ${random.int(0, 1e9)}`,
        constituents: someOf(
          random,
          chain.policies.map((policy) => policy.uuid),
        ),
      },
    });
    return { status: answer.status };
  } else if (kind === 5) {
    const role = random.pick(chain.roles);
    const answer = await call(sandbox, 'PUT', apiPath(`/roles/${role.uuid}`), {
      token,
      body: {
        name: role.name,
        constituents: someOf(
          random,
          chain.policies.map((p) => p.uuid),
        ),
      },
    });
    return { status: answer.status };
  } else if (kind === 6) {
    return onTarget('PUT', `/users/${target.uuid}/${random.pick(['block', 'unblock'])}`);
  } else if (kind === 7) {
    // The e-mail takeover: their e-mail made the actor's, keeping everything else.
    return onTarget(
      'POST',
      '/users/update',
      userFormOf(target, { email: `taken.${random.int(0, 1e9)}@actor.kitchen` }),
    );
  } else if (kind === 8) {
    return onTarget(
      'POST',
      random.chance(0.5)
        ? `/users/${target.uuid}/password/restore`
        : `/users/invitation/${target.uuid}`,
    );
  } else if (kind === 9) {
    return random.chance(0.5)
      ? onTarget('GET', `/users/${target.uuid}/sessions`)
      : onTarget('DELETE', `/users/${target.uuid}/sessions`);
  } else {
    return onTarget('PUT', `/users/notification/${target.uuid}`, {
      notification: !target.notification,
    });
  }
}

/**
 * Puts modules and actions the console does not know where delegation meets them: the spec
 * profile's "Loyalty programme" (made here in the other profile) in a copy of the Shift Lead role
 * that every other Shift Lead gets, so those are wider than a supervisor only by such modules;
 * and a policy with an unknown action on USERS and an unknown module in a copy of the Area
 * Supervisor role, for an actor to carry. Answers that role's uuid.
 */
function addUnknownGrants(sandbox: Sandbox): string {
  const { policies, users } = sandbox.context.chain;
  const loyalty =
    policies.find((policy) => policy.name === 'Loyalty programme') ??
    addPolicy(sandbox, 'Loyalty programme', [
      { moduleType: UNKNOWN_MODULES[0]!, actionType: ['VIEW', 'EDIT'] },
      { moduleType: 'DASHBOARD', actionType: ['VIEW', UNKNOWN_ACTIONS[0]!] },
    ]);
  const extras = addPolicy(sandbox, 'Provider extras', [
    { moduleType: 'USERS', actionType: ['VIEW', UNKNOWN_ACTIONS[1]!] },
    { moduleType: UNKNOWN_MODULES[1]!, actionType: ['VIEW'] },
  ]);
  const shiftLead = roleOf(sandbox, 'Shift Lead');
  const loyalShiftLead = addRole(sandbox, 'Shift Lead with loyalty', [
    ...shiftLead.policyUuids,
    loyalty.uuid,
  ]);
  users
    .filter((user) => user.roleUuid === shiftLead.uuid)
    .forEach((user, index) => {
      if (index % 2 === 0) user.roleUuid = loyalShiftLead.uuid;
    });
  return addRole(sandbox, 'Area Supervisor with extras', [
    ...roleOf(sandbox, 'Area Supervisor').policyUuids,
    extras.uuid,
  ]).uuid;
}

function addRole(sandbox: Sandbox, name: string, policyUuids: string[]) {
  const role = { uuid: `role-${name.toLowerCase().replaceAll(' ', '-')}`, name, policyUuids };
  sandbox.context.chain.roles.push(role);
  return role;
}

function addPolicy(sandbox: Sandbox, name: string, accesses: Permission[]) {
  const policy = { uuid: `policy-${name.toLowerCase().replaceAll(' ', '-')}`, name, accesses };
  sandbox.context.chain.policies.push(policy);
  return policy;
}

describe('a property: random edits by non-ADMIN accounts escalate nobody, and act on nobody wider, modules and actions the console does not know included (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it.each(
    (['ours', 'spec'] as const).flatMap((profile) =>
      [1, 2, 3, 4].map((seed) => [profile, seed] as const),
    ),
  )(
    '%s profile, seed %i: 100 edits and actions by supervisors and support staff',
    async (profile, seed) => {
      const { sandbox } = await setUp(
        ADMIN,
        createSandbox({ now: manualClock(START).now, profile }),
      );
      const { chain } = sandbox.context;
      const withExtras = addUnknownGrants(sandbox);
      const random = createRandom(seed);
      // Actors: two supervisors (one bound to five restaurants and carrying modules and actions
      // the console does not know, one chain-wide), and a crew member made a support engineer (no
      // USERS); nobody else changes anything.
      const supervisorRole = roleOf(sandbox, 'Area Supervisor').uuid;
      userOf(sandbox, SUPERVISOR).roleUuid = withExtras;
      const chainWide = userOf(sandbox, 'expired@demo.kitchen');
      Object.assign(chainWide, {
        roleUuid: supervisorRole,
        restaurantUuids: null,
        passwordExpiresAt: sandbox.context.now() + 30 * 86_400_000,
      });
      userOf(sandbox, 'crew@demo.kitchen').roleUuid = roleOf(sandbox, 'Support Engineer').uuid;
      // By uuid: an accepted e-mail change renames an account, not the person.
      const actors = [SUPERVISOR, chainWide.email, 'crew@demo.kitchen'].map(
        (email) => userOf(sandbox, email).uuid,
      );
      const byUuid = (uuid: string) => chain.users.find((candidate) => candidate.uuid === uuid);
      const tokens = new Map<string, string>();
      for (const uuid of actors)
        tokens.set(uuid, (await signInAs(sandbox, byUuid(uuid)!.email)).accessToken);

      const everyone = chain.users.map((user) => user.uuid);
      const before = new Map<string, Grants>();
      const heldBefore = new Map<string, Grants>();
      for (const uuid of everyone) {
        before.set(uuid, carriedGrants(sandbox, byUuid(uuid)!));
        heldBefore.set(uuid, heldGrants(sandbox, byUuid(uuid)!));
      }
      const createdBy = new Map<string, string[]>(actors.map((uuid) => [uuid, []]));

      let accepted = 0;
      let actedOn = 0;
      for (let step = 0; step < 100; step++) {
        const actor = byUuid(random.pick(actors))!;
        const held = accessSubject(sandbox.context, actor).userRoleDto!.accessList;
        const outcome = await randomEdit(
          sandbox,
          random,
          actor,
          tokens.get(actor.uuid)!,
          createdBy.get(actor.uuid)!,
          held,
        );
        if (outcome.status === 200) accepted++;
        if (outcome.target === undefined) continue;
        // Acting on a user: accepted only when the actor might act on them; otherwise refused
        // (403, 404 for a user beyond the actor's restaurants, 401 once another actor blocked or
        // signed out this one).
        const what = `${actor.email} on ${outcome.target.email}: ${outcome.status}`;
        if (outcome.status === 200) {
          actedOn++;
          expect(outcome.mayAct, what).toBe(true);
        }
        if (!outcome.mayAct) expect([401, 403, 404], what).toContain(outcome.status);
      }
      // Some edits and actions go through, or the properties would hold of nothing.
      expect(accepted).toBeGreaterThan(3);
      expect(actedOn).toBeGreaterThan(0);

      // What the actors could hand on: what they held, never a module or action the console
      // does not know, even one they carry themselves.
      const actorsHeld = union(...actors.map((uuid) => heldBefore.get(uuid)!));
      for (const uuid of everyone) {
        const user = byUuid(uuid);
        if (!user || user.blocked) continue;
        const now = carriedGrants(sandbox, user);
        if (actors.includes(uuid)) {
          // No actor carries more than at the start.
          expect(isSubset(now, before.get(uuid)!), `${user.email} grew`).toBe(true);
        } else {
          // Anyone else carries at most what they had, or what an actor could give.
          const allowed = union(before.get(uuid)!, actorsHeld);
          expect(isSubset(now, allowed), `${user.email} grew past every actor`).toBe(true);
        }
      }
      for (const [actor, emails] of createdBy) {
        for (const email of emails) {
          const made = chain.users.find((candidate) => candidate.email === email);
          if (!made || made.blocked) continue;
          expect(isSubset(carriedGrants(sandbox, made), heldBefore.get(actor)!), email).toBe(true);
        }
      }
      // No account an actor can see lies outside its restaurants.
      for (const actor of actors) {
        const mine = restaurantsOf(byUuid(actor)!);
        const page = await call(sandbox, 'GET', apiPath('/users', { limit: 100 }), {
          token: tokens.get(actor)!,
        });
        if (page.status !== 200) continue;
        for (const seen of (page.json.results as { content: Array<{ email: string }> }).content) {
          const theirs = restaurantsOf(userOf(sandbox, seen.email));
          if (mine === null) continue;
          expect(theirs, `${actor} sees ${seen.email}`).not.toBeNull();
          expect(
            theirs!.every((uuid) => mine.includes(uuid)),
            `${actor} sees ${seen.email}`,
          ).toBe(true);
        }
      }
    },
  );
});
