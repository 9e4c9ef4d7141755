/**
 * The access model (spec 000 §6, 001 §6) as pure functions: ADMIN passes everything; other
 * users see the pages of modules where VIEW is granted, a role's policies merged per module;
 * an empty permission list passes only for ADMIN; a user with no role is not restricted.
 * Routes, the sidebar and buttons all ask this module.
 */

/** Spec 000 §3 "Permission": modules, and actions in this order. */
export const MODULES = [
  'DASHBOARD',
  'PCS',
  'EVENTS',
  'TIMER_CYCLE_HISTORY',
  'STOCK_OUT',
  'PERFORMANCE',
  'UNUSUAL',
  'KITCHEN_PLAYER',
  'PLUG_AND_PLAY',
  'CAMERAS',
  'DEVICE',
  'RESTAURANT',
  'MONITORING',
  'REPORTS',
  'MATERIAL_SETTINGS',
  'USERS',
  'AUDIT',
  'SUPPORT',
] as const;
export const ACTIONS = ['VIEW', 'CREATE', 'EDIT', 'DELETE'] as const;

export type ModuleType = (typeof MODULES)[number];
export type ActionType = (typeof ACTIONS)[number];

export interface Permission {
  moduleType: ModuleType;
  actionType: ActionType[];
}

/** What the access model needs to know of a user. */
export interface AccessSubject {
  type: string;
  userRoleDto: { accessList: Permission[] } | null;
}

export const ADMIN_TYPE = 'ADMIN';
export const USER_TYPE = 'USER';

export function isAdmin(subject: AccessSubject): boolean {
  return subject.type === ADMIN_TYPE;
}

/** A role's policies merged per module; a module left with no actions is dropped. */
export function mergePermissions(accessList: Permission[]): Map<ModuleType, Set<ActionType>> {
  const merged = new Map<ModuleType, Set<ActionType>>();
  for (const { moduleType, actionType } of accessList) {
    const actions = merged.get(moduleType) ?? new Set<ActionType>();
    actionType.forEach((action) => actions.add(action));
    if (actions.size > 0) merged.set(moduleType, actions);
  }
  return merged;
}

/**
 * Whether the subject holds every required permission. An empty requirement passes only for
 * ADMIN (spec 000 §6); a subject without a role is not restricted.
 */
export function passes(subject: AccessSubject, required: Permission[]): boolean {
  if (isAdmin(subject)) return true;
  if (required.length === 0) return false;
  if (!subject.userRoleDto) return true;
  const granted = mergePermissions(subject.userRoleDto.accessList);
  return required.every(({ moduleType, actionType }) =>
    actionType.every((action) => granted.get(moduleType)?.has(action)),
  );
}

export function can(subject: AccessSubject, moduleType: ModuleType, action: ActionType): boolean {
  return passes(subject, [{ moduleType, actionType: [action] }]);
}

export function canView(subject: AccessSubject, moduleType: ModuleType): boolean {
  return can(subject, moduleType, 'VIEW');
}
