/**
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): what a user may hand
 * to others, beyond the module × action that each call needs (access.ts). The model is Keycloak's
 * fine-grained admin permissions and Kubernetes RBAC's escalation prevention: a subject grants
 * only what it holds, acts only on people whose powers and restaurants lie within its own, never
 * edits the access it holds itself, nor a role or policy held beyond its restaurants. The sandbox
 * enforces these rules; the console offers only what they allow. Pure functions, no I/O.
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
import { isKnown } from './known-value';

/**
 * One module action, the unit a subject holds or lacks. At run time either half may be a value
 * the console does not know (a provider's own module or action, spec 000 §3: "not shown").
 */
export interface Grant {
  moduleType: ModuleType;
  action: ActionType;
}

/**
 * What the subject holds: an ADMIN and a user with no role hold every module action (spec 000
 * §6: a user with no role is not restricted), a provider's own included; anyone else only the
 * known module actions of their role's policies, merged. A module or action the console does not
 * know is never held by a role: the console reads the current user without it (users.schema) and
 * cannot say what it grants, so it cannot vouch that handing it on widens nobody, and the
 * sandbox, which runs these same rules, must not accept what the console would never offer.
 */
function heldBy(subject: AccessSubject): (grant: Grant) => boolean {
  if (isAdmin(subject) || !subject.userRoleDto) return () => true;
  const merged = mergePermissions(subject.userRoleDto.accessList);
  return ({ moduleType, action }) =>
    isKnown(MODULES, moduleType) &&
    isKnown(ACTIONS, action) &&
    (merged.get(moduleType)?.has(action) ?? false);
}

/**
 * The module actions of `permissions` the subject does not hold: the known ones in the spec's
 * order (000 §3), then any the console does not know, as given. Every pair is compared as sent,
 * never through the console's list of modules and actions, so a pair it has never heard of
 * cannot slip past as "nothing to check".
 */
export function missingGrants(subject: AccessSubject, permissions: readonly Permission[]): Grant[] {
  const holds = heldBy(subject);
  const wanted = [...mergePermissions([...permissions])].flatMap(([moduleType, actions]) =>
    [...actions].map((action) => ({ moduleType, action })),
  );
  const rank = ({ moduleType, action }: Grant) => {
    const module = MODULES.indexOf(moduleType);
    const verb = ACTIONS.indexOf(action);
    return (
      (module < 0 ? MODULES.length : module) * (ACTIONS.length + 1) +
      (verb < 0 ? ACTIONS.length : verb)
    );
  };
  // Array sort is stable: unknown pairs, which rank alike, keep the order they came in.
  return wanted.sort((a, b) => rank(a) - rank(b)).filter((grant) => !holds(grant));
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

/**
 * Someone as the acting-on rule reads them: type, role (null: unrestricted, spec 000 §6) and
 * restaurants (null: every one; undefined when an answer does not say, which leaves that half of
 * the rule to the provider).
 */
export interface Party extends AccessSubject {
  restaurants: RestaurantScope | undefined;
}

/**
 * Why a caller may not act on a user: the target is an ADMIN, or has no role (both hold every
 * module action, and are an ADMIN's to manage), works somewhere the caller does not, or holds
 * module actions the caller lacks (`missing`).
 */
export type ActOnRefusal =
  | { reason: 'administrator' }
  | { reason: 'unrestricted' }
  | { reason: 'elsewhere' }
  | { reason: 'wider'; missing: Grant[] };

/**
 * Why `caller` may not act on `target` (change, block, unblock, delete, reset the password of,
 * invite, read or end the sessions of, change the e-mail or multi-factor settings of), or null
 * when it may: an ADMIN acts on anyone; anyone else only on a user whose every module action
 * they hold too (so never an ADMIN or a user without a role) and whose every restaurant is one of
 * theirs (docs/decisions/sign-in-and-access.md, "Delegation": act only on whom you could have
 * made). Kubernetes RBAC's escalation prevention and Keycloak's fine-grained admin permissions:
 * managing someone is wielding their powers (a reset link to an address one chose is their
 * account), so one manages only people whose powers one holds.
 */
export function actOnRefusal(caller: Party, target: Party): ActOnRefusal | null {
  if (isAdmin(caller)) return null;
  if (isAdmin(target)) return { reason: 'administrator' };
  if (target.userRoleDto === null) return { reason: 'unrestricted' };
  const { restaurants: mine } = caller;
  const { restaurants: theirs } = target;
  if (mine !== undefined && theirs !== undefined && !scopeCovers(mine, theirs))
    return { reason: 'elsewhere' };
  const missing = missingGrants(caller, target.userRoleDto.accessList);
  return missing.length === 0 ? null : { reason: 'wider', missing };
}

/** The acting-on refusal in words, for a 403's message. */
export function actOnRefusalText(refusal: ActOnRefusal): string {
  switch (refusal.reason) {
    case 'administrator':
      return 'Only an administrator can manage administrators';
    case 'unrestricted':
      return 'Only an administrator can manage a user without a role (unrestricted)';
    case 'elsewhere':
      return 'This user works at restaurants outside yours';
    case 'wider':
      return `You cannot manage a user who holds permissions you do not hold: ${describeGrants(refusal.missing)}`;
  }
}

/**
 * Whether saving `required` for `target` would lift "multi-factor required" from the caller
 * themselves: nobody, an ADMIN included, drops the second factor asked of their own account
 * (a stolen session could otherwise shed it; another administrator may).
 */
export function liftsOwnMultiFactor(
  callerUuid: string,
  target: { uuid: string; multiFactorRequired?: boolean },
  required: boolean,
): boolean {
  return callerUuid === target.uuid && target.multiFactorRequired === true && !required;
}

/**
 * Why the subject may not change (edit or delete) a role or policy held by users working at
 * `holders`, or null when it may: changing it changes what each holder can do, so an ADMIN may,
 * anyone else only when every holder's restaurants lie within theirs (`mine`). The refusal says
 * how many holders work elsewhere.
 */
export function holdersElsewhereRefusal(
  subject: AccessSubject,
  mine: RestaurantScope,
  holders: readonly RestaurantScope[],
  what: 'role' | 'policy',
): string | null {
  if (isAdmin(subject)) return null;
  const elsewhere = holders.filter((theirs) => !scopeCovers(mine, theirs)).length;
  if (elsewhere === 0) return null;
  const users = elsewhere === 1 ? '1 user' : `${elsewhere} users`;
  return `${users} outside your restaurants ${elsewhere === 1 ? 'holds' : 'hold'} this ${what}: only an administrator or a user of their restaurants can change it`;
}
