/**
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): each way a non-ADMIN
 * could widen their own powers, or reach past their restaurants, is refused with a 403 that names
 * what is missing, and nothing is half-applied. Then a property: random edits and actions by
 * non-ADMIN accounts never leave anyone holding more than they could have been given, and touch
 * only users whose powers and restaurants the actor holds (the request sequences of each hole:
 * acting-on.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULES, type Permission } from '../../../src/lib/access';
import type { Sandbox } from '../../../sandbox/app';
import { createRandom, type Random } from '../../../sandbox/model/random';
import { restaurantsOf, type UserRecord } from '../../../sandbox/model/users';
import { accessSubject } from '../../../sandbox/route';
import {
  apiPath,
  call,
  get,
  setUp,
  signInAs,
  userOf,
  roleOf,
  policyOf,
  userFormOf,
} from './sandbox-client';

const ADMIN = 'admin@demo.kitchen';
const SUPERVISOR = 'manager@demo.kitchen';

/**
 * The demo manager made an Area Supervisor (USERS VIEW, CREATE, EDIT; five restaurants), as the
 * seed's supervisors are: the account the escalation paths start from.
 */
async function asSupervisor() {
  const { sandbox } = await setUp(ADMIN);
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

describe('what a supervisor is told of people beyond them (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
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

/** Every module action as 'MODULE ACTION' strings: what an account holds, as a set. */
function grantsOf(permissions: readonly Permission[] | 'all'): Set<string> {
  if (permissions === 'all')
    return new Set(MODULES.flatMap((m) => ACTIONS.map((action) => `${m} ${action}`)));
  return new Set(
    permissions.flatMap((p) => p.actionType.map((action) => `${p.moduleType} ${action}`)),
  );
}

/** What the account holds now, as GET /users/user would carry it (spec 000 §6). */
function effectiveGrants(sandbox: Sandbox, user: UserRecord): Set<string> {
  const subject = accessSubject(sandbox.context, user);
  if (subject.type === 'ADMIN' || subject.userRoleDto === null) return grantsOf('all');
  return grantsOf(subject.userRoleDto.accessList);
}

function isSubset(inner: Set<string>, outer: Set<string>): boolean {
  return [...inner].every((grant) => outer.has(grant));
}

function someOf<T>(random: Random, items: readonly T[]): T[] {
  return items.filter(() => random.chance(0.4));
}

/** Often a part of what the actor holds (so some edits are accepted), else anything. */
function randomAccesses(random: Random, held: readonly Permission[]): Permission[] {
  if (random.chance(0.6))
    return someOf(random, held).map((p) => ({ ...p, actionType: someOf(random, p.actionType) }));
  return someOf(random, MODULES).map((moduleType) => ({
    moduleType,
    actionType: someOf(random, ACTIONS),
  }));
}

/**
 * Whether `actor` may act on `target` (docs/decisions/sign-in-and-access.md, "Delegation":
 * acting on a user), written out here rather than taken from delegation.ts: an ADMIN on anyone;
 * anyone else never on an ADMIN or a user without a role, and otherwise only on a user whose
 * every restaurant and every module action are the actor's too.
 */
function mayActOn(sandbox: Sandbox, actor: UserRecord, target: UserRecord): boolean {
  if (actor.type === 'ADMIN') return true;
  if (target.type === 'ADMIN' || target.roleUuid === null) return false;
  return (
    worksWithin(target, actor) &&
    isSubset(effectiveGrants(sandbox, target), effectiveGrants(sandbox, actor))
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

describe('a property: random edits by non-ADMIN accounts escalate nobody, and act on nobody wider (docs/decisions/sign-in-and-access.md, "Delegation")', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: 60 edits and actions by supervisors and support staff',
    async (seed) => {
      const { sandbox } = await setUp(ADMIN);
      const { chain } = sandbox.context;
      const random = createRandom(seed);
      // Actors: two supervisors (one bound to five restaurants, one chain-wide) sharing a role,
      // and a crew member made a support engineer (no USERS); nobody else changes anything.
      const supervisorRole = roleOf(sandbox, 'Area Supervisor').uuid;
      userOf(sandbox, SUPERVISOR).roleUuid = supervisorRole;
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
      const before = new Map<string, Set<string>>();
      for (const uuid of everyone) before.set(uuid, effectiveGrants(sandbox, byUuid(uuid)!));
      const createdBy = new Map<string, string[]>(actors.map((uuid) => [uuid, []]));

      let accepted = 0;
      let actedOn = 0;
      for (let step = 0; step < 60; step++) {
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

      const actorsHeld = new Set(actors.flatMap((uuid) => [...before.get(uuid)!]));
      for (const uuid of everyone) {
        const user = byUuid(uuid);
        if (!user || user.blocked) continue;
        const now = effectiveGrants(sandbox, user);
        if (actors.includes(uuid)) {
          // No actor holds more than at the start.
          expect(isSubset(now, before.get(uuid)!), `${user.email} grew`).toBe(true);
        } else {
          // Anyone else holds at most what they had, or what an actor could give.
          const allowed = new Set([...before.get(uuid)!, ...actorsHeld]);
          expect(isSubset(now, allowed), `${user.email} grew past every actor`).toBe(true);
        }
      }
      for (const [actor, emails] of createdBy) {
        for (const email of emails) {
          const made = chain.users.find((candidate) => candidate.email === email);
          if (!made || made.blocked) continue;
          expect(isSubset(effectiveGrants(sandbox, made), before.get(actor)!), email).toBe(true);
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
