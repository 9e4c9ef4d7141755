import type { ActionType, ModuleType } from '../../src/lib/access';
import type { UserRole } from '../../src/api/users/users.schema';
import type { Permission } from '../../src/lib/access';
import type { Random } from './random';

export interface PolicyRecord {
  uuid: string;
  name: string;
  accesses: Permission[];
}

export interface RoleRecord {
  uuid: string;
  name: string;
  policyUuids: string[];
}

const view = (...modules: ModuleType[]): Permission[] =>
  modules.map((moduleType) => ({ moduleType, actionType: ['VIEW'] }));
const grant = (moduleType: ModuleType, ...actionType: ActionType[]): Permission => ({
  moduleType,
  actionType,
});

const POLICIES: ReadonlyArray<Omit<PolicyRecord, 'uuid'>> = [
  {
    name: 'Kitchen operations viewer',
    accesses: view(
      'DASHBOARD',
      'EVENTS',
      'STOCK_OUT',
      'PERFORMANCE',
      'REPORTS',
      'KITCHEN_PLAYER',
      'CAMERAS',
      'PCS',
    ),
  },
  // PCS appears in two policies of the Restaurant Manager role on purpose: the console merges
  // a role's policies per module (spec 000 §6).
  { name: 'PC maintenance', accesses: [grant('PCS', 'VIEW', 'EDIT')] },
  {
    name: 'Shift floor',
    accesses: view('DASHBOARD', 'EVENTS', 'TIMER_CYCLE_HISTORY', 'STOCK_OUT', 'KITCHEN_PLAYER'),
  },
  {
    name: 'Area supervision',
    accesses: [
      ...view(
        'DASHBOARD',
        'EVENTS',
        'TIMER_CYCLE_HISTORY',
        'STOCK_OUT',
        'PERFORMANCE',
        'UNUSUAL',
        'REPORTS',
      ),
      grant('CAMERAS', 'VIEW', 'EDIT'),
      grant('RESTAURANT', 'VIEW', 'EDIT'),
      grant('USERS', 'VIEW', 'CREATE', 'EDIT'),
    ],
  },
  {
    name: 'Field support',
    accesses: [
      ...view('MONITORING', 'AUDIT'),
      grant('DEVICE', 'VIEW', 'CREATE', 'EDIT', 'DELETE'),
      grant('PLUG_AND_PLAY', 'VIEW', 'EDIT'),
      grant('SUPPORT', 'VIEW', 'CREATE', 'EDIT'),
      grant('MATERIAL_SETTINGS', 'VIEW', 'EDIT'),
    ],
  },
  // The kitchen tablet's: the production pages and nothing else, so it lands on its kitchen's
  // queue monitor (spec 000 §2, §6: no dashboard, so the first allowed page is home).
  { name: 'Production floor', accesses: view('PCS') },
];

const ROLES: ReadonlyArray<{ name: string; policies: string[] }> = [
  { name: 'Restaurant Manager', policies: ['Kitchen operations viewer', 'PC maintenance'] },
  { name: 'Shift Lead', policies: ['Shift floor'] },
  { name: 'Area Supervisor', policies: ['Area supervision', 'Kitchen operations viewer'] },
  { name: 'Support Engineer', policies: ['Field support'] },
  { name: 'Kitchen Floor', policies: ['Production floor'] },
];

export type RoleName =
  'Restaurant Manager' | 'Shift Lead' | 'Area Supervisor' | 'Support Engineer' | 'Kitchen Floor';

export function generatePolicies(random: Random): PolicyRecord[] {
  return POLICIES.map((policy) => ({
    uuid: random.uuid(),
    name: policy.name,
    accesses: policy.accesses.map((access) => ({ ...access, actionType: [...access.actionType] })),
  }));
}

export function generateRoles(random: Random, policies: readonly PolicyRecord[]): RoleRecord[] {
  return ROLES.map((role) => ({
    uuid: random.uuid(),
    name: role.name,
    policyUuids: role.policies.map((name) => {
      const policy = policies.find((candidate) => candidate.name === name);
      if (!policy) throw new Error(`Role "${role.name}" names an unknown policy "${name}"`);
      return policy.uuid;
    }),
  }));
}

/** The role as a user carries it: its policies' accesses concatenated, not merged (users.schema). */
export function toUserRoleDto(role: RoleRecord, policies: readonly PolicyRecord[]): UserRole {
  return {
    uuid: role.uuid,
    name: role.name,
    accessList: role.policyUuids.flatMap(
      (uuid) =>
        policies
          .find((policy) => policy.uuid === uuid)
          ?.accesses.map((access) => ({
            moduleType: access.moduleType,
            actionType: [...access.actionType],
          })) ?? [],
    ),
  };
}

/** Spec 001 §3 "Role" as GET /roles answers it: its policies by name, and who holds it. */
export function toRoleDto(
  role: RoleRecord,
  policies: readonly PolicyRecord[],
  users: ReadonlyArray<{ roleUuid: string | null }>,
) {
  return {
    uuid: role.uuid,
    name: role.name,
    constituents: role.policyUuids.flatMap((uuid) => {
      const policy = policies.find((candidate) => candidate.uuid === uuid);
      return policy ? [{ uuid: policy.uuid, name: policy.name }] : [];
    }),
    accessList: toUserRoleDto(role, policies).accessList,
    userCount: users.filter((user) => user.roleUuid === role.uuid).length,
  };
}

/** Spec 001 §3 "Policy" as GET /policies answers it, with the roles made of it. */
export function toPolicyDto(policy: PolicyRecord, roles: readonly RoleRecord[]) {
  return {
    uuid: policy.uuid,
    name: policy.name,
    accesses: policy.accesses.map((access) => ({ ...access, actionType: [...access.actionType] })),
    roleNames: rolesMadeOf(policy.uuid, roles).map((role) => role.name),
  };
}

/** The roles a policy is part of, by name. */
export function rolesMadeOf(policyUuid: string, roles: readonly RoleRecord[]): RoleRecord[] {
  return roles
    .filter((role) => role.policyUuids.includes(policyUuid))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
