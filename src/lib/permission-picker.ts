/**
 * The permission picker's rules (spec 001 §5 "Permissions"), as pure functions over a policy's
 * accesses. Select All grants every action on every module; Clear All removes all; toggling a
 * module grants or removes all its actions; a module left with no actions is dropped. A list
 * out of these functions is normal: one entry per module, modules and actions in the spec's
 * order (000 §3), so two lists granting the same compare equal. The sandbox stores policies
 * through `normalizePermissions` too: one module, used by both.
 */
import {
  ACTIONS,
  MODULES,
  mergePermissions,
  type ActionType,
  type ModuleType,
  type Permission,
} from './access';

/** The list merged per module (access.ts), in the spec's order, modules without actions dropped. */
export function normalizePermissions(list: readonly Permission[]): Permission[] {
  const merged = mergePermissions([...list]);
  return MODULES.flatMap((moduleType) => {
    const actions = merged.get(moduleType);
    return actions ? [{ moduleType, actionType: ACTIONS.filter((a) => actions.has(a)) }] : [];
  });
}

/** Select All: every action on every module. */
export function selectAll(): Permission[] {
  return MODULES.map((moduleType) => ({ moduleType, actionType: [...ACTIONS] }));
}

/** Clear All: nothing granted. */
export function clearAll(): Permission[] {
  return [];
}

export type Coverage = 'none' | 'some' | 'all';

/** How much of one module the list grants: drives the module toggle (checked, mixed, clear). */
export function moduleCoverage(list: readonly Permission[], moduleType: ModuleType): Coverage {
  const actions = mergePermissions([...list]).get(moduleType);
  if (!actions || actions.size === 0) return 'none';
  return ACTIONS.every((action) => actions.has(action)) ? 'all' : 'some';
}

/** How much of everything the list grants: drives Select All and Clear All. */
export function overallCoverage(list: readonly Permission[]): Coverage {
  const coverages = MODULES.map((moduleType) => moduleCoverage(list, moduleType));
  if (coverages.every((coverage) => coverage === 'all')) return 'all';
  return coverages.every((coverage) => coverage === 'none') ? 'none' : 'some';
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
 * gains all of them.
 */
export function toggleModule(list: readonly Permission[], moduleType: ModuleType): Permission[] {
  const rest = list.filter((permission) => permission.moduleType !== moduleType);
  if (moduleCoverage(list, moduleType) === 'all') return normalizePermissions(rest);
  return normalizePermissions([...rest, { moduleType, actionType: [...ACTIONS] }]);
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

/** 'EDIT' → 'Edit': spec 001 §6, the list shows module names with capitalised actions. */
export function capitalise(action: string): string {
  return action.charAt(0).toUpperCase() + action.slice(1).toLowerCase();
}
