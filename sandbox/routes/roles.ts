import { randomUUID } from 'node:crypto';
import {
  createPolicy,
  createRole,
  deletePolicy,
  deleteRole,
  listPolicies,
  listRoleConstituents,
  listRoles,
  updatePolicy,
  updateRole,
} from '../../src/api/roles/roles.endpoints';
import type { Permission } from '../../src/lib/access';
import { normalizePermissions } from '../../src/lib/permission-picker';
import { accessEditRefusal, holdersElsewhereRefusal, scopeCovers } from '../../src/lib/delegation';
import type { SandboxApi, SandboxContext } from '../context';
import { offsetPage, sortedBy } from '../list-page';
import {
  rolesMadeOf,
  toPolicyDto,
  toRoleDto,
  type PolicyRecord,
  type RoleRecord,
} from '../model/roles';
import { restaurantsOf, type UserRecord } from '../model/users';
import { accessSubject, fail, serve } from '../route';

/**
 * Roles and policies (spec 001 §7 "Roles and policies"), under the USERS module; the declared
 * access gives the 403s, delegation (`checkAccessEdit`) what a non-ADMIN may grant, and
 * `checkHolders` whose access they may change. Users carry only their role's uuid and GET
 * /users/user builds their access from the chain on each call, so an edit here changes what they
 * can do at once.
 */
export function registerRoleRoutes(api: SandboxApi): void {
  serve(api, listRoles, ({ query, user, sandbox }) => {
    const { roles, policies, users } = sandbox.chain;
    return offsetPage(
      byName(matching(roles, query.search), query.orderDirection),
      { offset: query.offset, limit: query.size },
      (role) => toRoleDto(role, policies, seenBy(user, users)),
    );
  });

  serve(api, listRoleConstituents, ({ sandbox }) =>
    byName(sandbox.chain.policies, 'ASC').map(({ uuid, name, accesses }) => ({
      uuid,
      name,
      accesses,
    })),
  );

  serve(api, createRole, ({ body, user, sandbox }) => {
    const { roles, policies, users } = sandbox.chain;
    const policyUuids = knownPolicies(policies, body.constituents);
    checkAccessEdit(sandbox, user, [accessOfPolicies(policies, policyUuids)]);
    const role: RoleRecord = {
      uuid: randomUUID(),
      name: freeName(roles, body.name, 'role'),
      policyUuids,
    };
    roles.push(role);
    return toRoleDto(role, policies, seenBy(user, users));
  });

  serve(api, updateRole, ({ params, body, user, sandbox }) => {
    const { roles, policies, users } = sandbox.chain;
    const role = found(roles, params.id, 'Role');
    const policyUuids = knownPolicies(policies, body.constituents);
    checkAccessEdit(
      sandbox,
      user,
      [accessOfPolicies(policies, role.policyUuids), accessOfPolicies(policies, policyUuids)],
      user.roleUuid === role.uuid,
    );
    checkHolders(sandbox, user, holdersOf(users, [role.uuid]), 'role');
    role.name = freeName(roles, body.name, 'role', role.uuid);
    role.policyUuids = policyUuids;
    return toRoleDto(role, policies, seenBy(user, users));
  });

  // A user left without a role is not restricted at all (spec 000 §6): refuse while any holds it.
  serve(api, deleteRole, ({ params, user, sandbox }) => {
    const { roles, policies, users } = sandbox.chain;
    const role = found(roles, params.id, 'Role');
    checkAccessEdit(
      sandbox,
      user,
      [accessOfPolicies(policies, role.policyUuids)],
      user.roleUuid === role.uuid,
    );
    checkHolders(sandbox, user, holdersOf(users, [role.uuid]), 'role');
    const holders = users.filter((user) => user.roleUuid === role.uuid).length;
    if (holders > 0) {
      fail(
        409,
        `Role "${role.name}" is held by ${holders} ${holders === 1 ? 'user' : 'users'}: give them another role first`,
      );
    }
    roles.splice(roles.indexOf(role), 1);
    return null;
  });

  serve(api, listPolicies, ({ query, sandbox }) => {
    const { roles, policies } = sandbox.chain;
    return offsetPage(
      byName(matching(policies, query.search), query.orderDirection),
      { offset: query.offset, limit: query.size },
      (policy) => toPolicyDto(policy, roles),
    );
  });

  serve(api, createPolicy, ({ body, user, sandbox }) => {
    const { roles, policies } = sandbox.chain;
    const accesses = normalizePermissions(body.accesses as Permission[]);
    checkAccessEdit(sandbox, user, [accesses]);
    const policy: PolicyRecord = {
      uuid: randomUUID(),
      name: freeName(policies, body.name, 'policy'),
      accesses,
    };
    policies.push(policy);
    return toPolicyDto(policy, roles);
  });

  serve(api, updatePolicy, ({ params, body, user, sandbox }) => {
    const { roles, policies } = sandbox.chain;
    const policy = found(policies, params.id, 'Policy');
    const accesses = normalizePermissions(body.accesses as Permission[]);
    checkAccessEdit(sandbox, user, [policy.accesses, accesses], holdsPolicy(sandbox, user, policy));
    checkHolders(sandbox, user, holdersOfPolicy(sandbox, policy), 'policy');
    policy.name = freeName(policies, body.name, 'policy', policy.uuid);
    policy.accesses = accesses;
    return toPolicyDto(policy, roles);
  });

  // Removing it silently would change what every role made of it grants: refuse, naming them.
  serve(api, deletePolicy, ({ params, user, sandbox }) => {
    const { roles, policies } = sandbox.chain;
    const policy = found(policies, params.id, 'Policy');
    checkAccessEdit(sandbox, user, [policy.accesses], holdsPolicy(sandbox, user, policy));
    checkHolders(sandbox, user, holdersOfPolicy(sandbox, policy), 'policy');
    const names = rolesMadeOf(policy.uuid, roles).map((role) => `"${role.name}"`);
    if (names.length > 0) {
      const one = names.length === 1;
      fail(
        409,
        `Policy "${policy.name}" is part of ${one ? 'role' : 'roles'} ${names.join(', ')}: remove it from ${one ? 'that role' : 'them'} first`,
      );
    }
    policies.splice(policies.indexOf(policy), 1);
    return null;
  });
}

/**
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): a non-ADMIN creates,
 * edits or deletes a role or policy only when what it grants, before and after, lies within
 * their own permissions, and never one they hold: 403 naming what is missing. Checked before
 * anything changes.
 */
function checkAccessEdit(
  sandbox: SandboxContext,
  caller: UserRecord,
  grants: ReadonlyArray<readonly Permission[]>,
  heldByCaller = false,
): void {
  const refusal = accessEditRefusal(accessSubject(sandbox, caller), grants.flat(), heldByCaller);
  if (refusal) fail(403, refusal);
}

/**
 * Restaurant scope (docs/decisions/sign-in-and-access.md, "Delegation"): editing or deleting a
 * role or policy changes what each of its holders can do, so a non-ADMIN changes one only when
 * every holder works within the caller's restaurants (delegation.ts `holdersElsewhereRefusal`):
 * 403 saying how many hold it elsewhere. Checked before anything changes.
 */
function checkHolders(
  sandbox: SandboxContext,
  caller: UserRecord,
  holders: readonly UserRecord[],
  what: 'role' | 'policy',
): void {
  const refusal = holdersElsewhereRefusal(
    accessSubject(sandbox, caller),
    restaurantsOf(caller),
    holders.map(restaurantsOf),
    what,
  );
  if (refusal) fail(403, refusal);
}

/**
 * The users whose access comes from one of these roles: an ADMIN holds everything whatever
 * their role, so a change to it changes nothing for them.
 */
function holdersOf(users: readonly UserRecord[], roleUuids: readonly string[]): UserRecord[] {
  return users.filter(
    (user) => user.type !== 'ADMIN' && user.roleUuid !== null && roleUuids.includes(user.roleUuid),
  );
}

/** The users holding the policy through a role made of it. */
function holdersOfPolicy(sandbox: SandboxContext, policy: PolicyRecord): UserRecord[] {
  const { roles, users } = sandbox.chain;
  return holdersOf(
    users,
    rolesMadeOf(policy.uuid, roles).map((role) => role.uuid),
  );
}

/**
 * The users the caller may see (delegation.ts `scopeCovers`): a role's user count says how
 * many of those hold it, not how many people the chain has beyond the caller's restaurants.
 */
function seenBy(caller: UserRecord, users: readonly UserRecord[]): UserRecord[] {
  const mine = restaurantsOf(caller);
  return users.filter((other) => scopeCovers(mine, restaurantsOf(other)));
}

/** What a role made of these policies grants. */
function accessOfPolicies(policies: readonly PolicyRecord[], uuids: readonly string[]) {
  return policies.filter((policy) => uuids.includes(policy.uuid)).flatMap((p) => p.accesses);
}

/** Whether the policy is part of the caller's own role. */
function holdsPolicy(sandbox: SandboxContext, caller: UserRecord, policy: PolicyRecord): boolean {
  const role = sandbox.chain.roles.find((candidate) => candidate.uuid === caller.roleUuid);
  return role?.policyUuids.includes(policy.uuid) ?? false;
}

type Named = { uuid: string; name: string };

function matching<T extends Named>(records: readonly T[], search: string | undefined): T[] {
  const wanted = search?.trim().toLowerCase();
  return wanted
    ? records.filter((record) => record.name.toLowerCase().includes(wanted))
    : [...records];
}

function byName<T extends Named>(records: readonly T[], direction: 'ASC' | 'DESC'): T[] {
  return sortedBy(records, (a, b) => a.name.localeCompare(b.name, 'en'), direction);
}

function found<T extends Named>(records: readonly T[], uuid: string, what: string): T {
  const record = records.find((candidate) => candidate.uuid === uuid);
  if (!record) fail(404, `${what} not found`);
  return record;
}

/** The trimmed name, unless another record has it in any case: 409. */
function freeName(records: readonly Named[], name: string, what: string, self?: string): string {
  const wanted = name.trim();
  const taken = records.some(
    (record) => record.uuid !== self && record.name.toLowerCase() === wanted.toLowerCase(),
  );
  if (taken) fail(409, `A ${what} named "${wanted}" already exists`);
  return wanted;
}

/** The constituents, each once and in the order given; an unknown policy is a bad body: 400. */
function knownPolicies(policies: readonly PolicyRecord[], uuids: readonly string[]): string[] {
  const unknown = uuids.filter((uuid) => !policies.some((policy) => policy.uuid === uuid));
  if (unknown.length > 0) fail(400, `Unknown policy: ${unknown.join(', ')}`);
  return [...new Set(uuids)];
}
