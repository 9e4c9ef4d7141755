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

/** One module action a provider call needs (spec 000 §6). */
export interface Requirement {
  module: ModuleType;
  action: ActionType;
}

/**
 * What a signed-in provider call needs, declared on its endpoint: `'session'` for any signed-in
 * user (their own account, sessions and notifications, the restaurant pick-list); else a module
 * action, and with a list any one of them (a call that two pages of different modules make).
 * The sandbox answers 403 without it; the console offers no button for it.
 */
export type EndpointAccess = 'session' | Requirement | readonly Requirement[];

/** A module action an endpoint needs, VIEW unless said: `needs('REPORTS', 'DELETE')`. */
export function needs(module: ModuleType, action: ActionType = 'VIEW'): Requirement {
  return { module, action };
}

/** The module actions of which any one will do; none for 'session'. */
function requirementsOf(access: EndpointAccess): readonly Requirement[] {
  if (access === 'session') return [];
  return 'module' in access ? [access] : access;
}

export function allows(subject: AccessSubject, access: EndpointAccess): boolean {
  if (access === 'session') return true;
  return requirementsOf(access).some(({ module, action }) => can(subject, module, action));
}

/** The requirement in words, for a 403's message: 'REPORTS DELETE' or 'DASHBOARD VIEW or …'. */
export function describeAccess(access: EndpointAccess): string {
  if (access === 'session') return 'a session';
  return requirementsOf(access)
    .map(({ module, action }) => `${module} ${action}`)
    .join(' or ');
}

/** Whether the subject may make this call (its endpoint's declared access); undeclared: no. */
export function canCall(subject: AccessSubject, endpoint: { access?: EndpointAccess }): boolean {
  return endpoint.access !== undefined && allows(subject, endpoint.access);
}
