import type { User } from '../../api/users/users.schema';
import type { Permission } from '../../lib/access';
import { accessEditRefusal } from '../../lib/delegation';

/** The signed-in user as the roles and policies pages read them: type and role. */
export type Me = Pick<User, 'type' | 'userRoleDto'>;

/**
 * Why `me` may not edit or delete a role or policy (delegation.ts `accessEditRefusal`, decision
 * "Delegation: grant only what you hold"): 'held' for the role they hold or a policy of it,
 * 'beyond' for one granting more than they hold; null when they may (an ADMIN always).
 */
export function editLock(
  me: Me,
  grants: readonly Permission[],
  held: boolean,
): 'held' | 'beyond' | null {
  if (accessEditRefusal(me, grants, held) === null) return null;
  return held ? 'held' : 'beyond';
}

/** Whether `me` holds this role. */
export function holdsRole(me: Me, role: { uuid: string }): boolean {
  return me.userRoleDto?.uuid === role.uuid;
}

/**
 * Whether this policy is part of the role `me` holds. GET /policies names the roles made of each
 * policy, and role names are unique (a taken name is refused with 409).
 */
export function holdsPolicy(me: Me, policy: { roleNames?: readonly string[] }): boolean {
  const name = me.userRoleDto?.name;
  return name !== undefined && (policy.roleNames ?? []).includes(name);
}
