/**
 * The permission picker's rules (spec 001 §5 "Permissions"), as pure functions over a policy's
 * accesses. Select All grants every action on every module; Clear All removes all; toggling a
 * module grants or removes all its actions; a module left with no actions is dropped. A list
 * out of these functions is normal: one entry per module, modules and actions in the spec's
 * order (000 §3), so two lists granting the same compare equal. The sandbox stores policies
 * through `normalizePermissions` too: one module, used by both.
 *
 * Delegation (docs/decisions/sign-in-and-access.md, "Delegation: grant only what you hold"): the picker offers only
 * `held`, what the signed-in user holds (`heldPermissions`); Select All and a module's toggle
 * grant only that, and a module is in full when it has every action held. Without `held`, all.
 */
import {
  ACTIONS,
  MODULES,
  mergePermissions,
  type AccessSubject,
  type ActionType,
  type ModuleType,
  type Permission,
} from './access';
import { missingGrants } from './delegation';

/** The list merged per module (access.ts), in the spec's order, modules without actions dropped. */
export function normalizePermissions(list: readonly Permission[]): Permission[] {
  const merged = mergePermissions([...list]);
  return MODULES.flatMap((moduleType) => {
    const actions = merged.get(moduleType);
    return actions ? [{ moduleType, actionType: ACTIONS.filter((a) => actions.has(a)) }] : [];
  });
}

/** Every action on every module. */
const EVERYTHING: readonly Permission[] = MODULES.map((moduleType) => ({
  moduleType,
  actionType: [...ACTIONS],
}));

/** Select All: every action the user holds, on every module (everything without `held`). */
export function selectAll(held: readonly Permission[] = EVERYTHING): Permission[] {
  return normalizePermissions(held);
}

/**
 * What the subject may put in a policy: every module action they hold (delegation.ts); all of
 * them for an ADMIN and a user with no role.
 */
export function heldPermissions(subject: AccessSubject): Permission[] {
  const missing = missingGrants(subject, EVERYTHING);
  return normalizePermissions(
    EVERYTHING.map(({ moduleType, actionType }) => ({
      moduleType,
      actionType: actionType.filter(
        (action) =>
          !missing.some((grant) => grant.moduleType === moduleType && grant.action === action),
      ),
    })),
  );
}

/** Whether `held` is everything: the picker then has nothing to hold back. */
export function holdsEverything(held: readonly Permission[]): boolean {
  return overallCoverage(held) === 'all';
}

/** Clear All: nothing granted. */
export function clearAll(): Permission[] {
  return [];
}

export type Coverage = 'none' | 'some' | 'all';

/** The actions of one module that `held` holds, in the spec's order. */
export function heldActions(held: readonly Permission[], moduleType: ModuleType): ActionType[] {
  const actions = mergePermissions([...held]).get(moduleType);
  return ACTIONS.filter((action) => actions?.has(action));
}

/**
 * How much of one module the list grants: drives the module toggle (checked, mixed, clear).
 * 'all' when it grants every action held on it.
 */
export function moduleCoverage(
  list: readonly Permission[],
  moduleType: ModuleType,
  held: readonly Permission[] = EVERYTHING,
): Coverage {
  const actions = mergePermissions([...list]).get(moduleType);
  if (!actions || actions.size === 0) return 'none';
  const holdable = heldActions(held, moduleType);
  return holdable.length > 0 && holdable.every((action) => actions.has(action)) ? 'all' : 'some';
}

/**
 * How much of everything the list grants: drives Select All and Clear All. 'all' when it grants
 * every action held.
 */
export function overallCoverage(
  list: readonly Permission[],
  held: readonly Permission[] = EVERYTHING,
): Coverage {
  if (normalizePermissions(list).length === 0) return 'none';
  const granted = mergePermissions([...list]);
  const whole = MODULES.every((moduleType) =>
    heldActions(held, moduleType).every((action) => granted.get(moduleType)?.has(action)),
  );
  return whole ? 'all' : 'some';
}

/** Whether the list grants `action` on `moduleType`. */
export function grants(
  list: readonly Permission[],
  moduleType: ModuleType,
  action: ActionType,
): boolean {
  return (
    mergePermissions([...list])
      .get(moduleType)
      ?.has(action) ?? false
  );
}

/**
 * The module toggle: a module granted in full loses all its actions (and is dropped); any other
 * gains all of them that are held.
 */
export function toggleModule(
  list: readonly Permission[],
  moduleType: ModuleType,
  held: readonly Permission[] = EVERYTHING,
): Permission[] {
  const rest = list.filter((permission) => permission.moduleType !== moduleType);
  if (moduleCoverage(list, moduleType, held) === 'all') return normalizePermissions(rest);
  return normalizePermissions([...list, { moduleType, actionType: heldActions(held, moduleType) }]);
}

/** One action's box: on or off; a module whose last action goes is dropped. */
export function toggleAction(
  list: readonly Permission[],
  moduleType: ModuleType,
  action: ActionType,
): Permission[] {
  if (!grants(list, moduleType, action)) {
    return normalizePermissions([...list, { moduleType, actionType: [action] }]);
  }
  return normalizePermissions(
    list.map((permission) =>
      permission.moduleType === moduleType
        ? { moduleType, actionType: permission.actionType.filter((a) => a !== action) }
        : permission,
    ),
  );
}
