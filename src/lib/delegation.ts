/**
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): what a user may hand
 * to others, beyond the module × action that each call needs (access.ts). The model is Keycloak's
 * fine-grained admin permissions and Kubernetes RBAC's escalation prevention: a subject grants
 * only what it holds, manages only people within its own restaurants, and never edits the
 * access it holds itself. The sandbox enforces these rules; the console offers only what they
 * allow. Pure functions, no I/O.
 */
import {
  ACTIONS,
  MODULES,
  isAdmin,
  mergePermissions,
  type AccessSubject,
  type ActionType,
  type ModuleType,
  type Permission,
} from './access';

/** One module action, the unit a subject holds or lacks. */
export interface Grant {
  moduleType: ModuleType;
  action: ActionType;
}

/**
 * What the subject holds: an ADMIN and a user with no role hold every module action (spec 000
 * §6: a user with no role is not restricted); anyone else their role's policies, merged.
 */
function heldBy(subject: AccessSubject): (grant: Grant) => boolean {
  if (isAdmin(subject) || !subject.userRoleDto) return () => true;
  const merged = mergePermissions(subject.userRoleDto.accessList);
  return ({ moduleType, action }) => merged.get(moduleType)?.has(action) ?? false;
}

/** The module actions of `permissions` the subject does not hold, in the spec's order (000 §3). */
export function missingGrants(subject: AccessSubject, permissions: readonly Permission[]): Grant[] {
  const holds = heldBy(subject);
  const wanted = mergePermissions([...permissions]);
  return MODULES.flatMap((moduleType) =>
    ACTIONS.filter((action) => wanted.get(moduleType)?.has(action))
      .map((action) => ({ moduleType, action }))
      .filter((grant) => !holds(grant)),
  );
}

/** Whether the subject holds every module action of `permissions`. */
export function holdsAll(subject: AccessSubject, permissions: readonly Permission[]): boolean {
  return missingGrants(subject, permissions).length === 0;
}

/** 'MONITORING VIEW, MONITORING EDIT': the grants in words, for a refusal's message. */
function describeGrants(grants: readonly Grant[]): string {
  return grants.map(({ moduleType, action }) => `${moduleType} ${action}`).join(', ');
}

/** A role as delegation reads it: the permissions a user of it would carry. */
export interface GrantableRole {
  uuid: string;
  accessList: readonly Permission[];
}

/**
 * Why the subject may not give a user this role (null: no role, which is unrestricted), or null
 * when it may. An ADMIN gives any; anyone else only a role whose every module action they hold,
 * and never "no role".
 */
export function roleGrantRefusal(
  subject: AccessSubject,
  role: GrantableRole | null,
): string | null {
  if (isAdmin(subject)) return null;
  if (role === null) return 'Only an administrator can leave a user without a role (unrestricted)';
  const missing = missingGrants(subject, role.accessList);
  return missing.length === 0
    ? null
    : `You cannot give a role with permissions you do not hold: ${describeGrants(missing)}`;
}

/**
 * Why the subject may not create, edit or delete a role or policy granting `permissions`, or null
 * when it may. An ADMIN may any; anyone else only within what they hold, and never one they hold
 * themselves (it would change their own access and everyone's who shares it).
 */
export function accessEditRefusal(
  subject: AccessSubject,
  permissions: readonly Permission[],
  heldBySubject: boolean,
): string | null {
  if (isAdmin(subject)) return null;
  if (heldBySubject) return 'Only an administrator can change the role or policies you hold';
  const missing = missingGrants(subject, permissions);
  return missing.length === 0
    ? null
    : `You cannot manage permissions you do not hold: ${describeGrants(missing)}`;
}

/** The restaurants a user works at: a list, or null for every restaurant (chain-wide). */
export type RestaurantScope = readonly string[] | null;

/**
 * Whether someone whose restaurants are `mine` may see and manage a user whose restaurants are
 * `theirs`: every one of theirs must be one of mine. A chain-wide user, and one bound to no
 * restaurant at all, only by a chain-wide caller.
 */
export function scopeCovers(mine: RestaurantScope, theirs: RestaurantScope): boolean {
  if (mine === null) return true;
  if (theirs === null || theirs.length === 0) return false;
  return theirs.every((uuid) => mine.includes(uuid));
}

/** A user as the management rules read them: type and role (null: unrestricted). */
export interface ManagedSubject {
  type: string;
  userRoleDto: { accessList: readonly Permission[] } | null;
}

/**
 * Why the subject may not change this user (edit, block, delete, reset, end sessions), scope
 * aside, or null when it may: only an ADMIN changes an ADMIN, or a user without a role (who is
 * unrestricted, spec 000 §6).
 */
export function userChangeRefusal(subject: AccessSubject, target: ManagedSubject): string | null {
  if (isAdmin(subject)) return null;
  if (target.type === 'ADMIN') return 'Only an administrator can manage administrators';
  if (target.userRoleDto === null)
    return 'Only an administrator can change a user without a role (unrestricted)';
  return null;
}
