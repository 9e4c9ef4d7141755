import { Text } from '@mantine/core';
import { lazy } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rolesMutations, rolesQueries } from '../../api/roles/roles.queries';
import { createRole, deleteRole, updateRole } from '../../api/roles/roles.endpoints';
import type { Role, RoleListQuery } from '../../api/roles/roles.schema';
import type { PreviewSubject } from '../../ui/access/access-preview';
import { AccessListPage, type AccessListKind } from './access-list-page';
import type { AccessListSearch } from './access-search';
import { holdsRole, type Me } from './edit-lock';
import { PermissionSummary } from './permission-summary';

// The form (Mantine's modal and its inputs) loads when a record is first edited or added.
const RoleForm = lazy(() => import('./role-form').then((module) => ({ default: module.RoleForm })));

/**
 * Whom a role's 'View as' shows: any non-admin holding it (no restaurant asked about); none when
 * the answer does not say what the role grants.
 */
function roleSubject(role: Role): PreviewSubject | null {
  if (!role.accessList) return null;
  return { type: 'MANAGER', userRoleDto: { accessList: role.accessList } };
}

/** Its policies by name (a constituent answered without one, by its uuid). */
function constituentNames(role: Role): string {
  return role.constituents.map((policy) => policy.name ?? policy.uuid).join(', ');
}

function useRoleList(query: RoleListQuery) {
  return useQuery({ ...rolesQueries.list(query), placeholderData: keepPreviousData });
}

/** Roles (spec 001 §2, §3 "Role"): made of policies, merged per module. */
const ROLES: AccessListKind<Role> = {
  kind: 'roles',
  useList: useRoleList,
  remove: rolesMutations.deleteRole,
  endpoints: { create: createRole, update: updateRole, remove: deleteRole },
  columns: (t) => [
    {
      id: 'constituents',
      header: t('roles.field.constituents'),
      text: true,
      cell: constituentNames,
    },
    {
      id: 'grants',
      from: 'medium',
      foldInto: 'name',
      header: t('roles.field.grants'),
      text: true,
      cell: (role) => (role.accessList ? <PermissionSummary accesses={role.accessList} /> : '—'),
    },
    {
      id: 'users',
      from: 'medium',
      foldInto: 'name',
      header: t('roles.field.users'),
      cell: (role) => role.userCount ?? '—',
    },
  ],
  card: (role, t) => (
    <>
      <Text size="sm" c="dimmed">
        {constituentNames(role)}
        {role.userCount !== undefined && ` · ${t('roles.usersCount', { count: role.userCount })}`}
      </Text>
      {role.accessList && <PermissionSummary accesses={role.accessList} />}
    </>
  ),
  inUse: (role, t) =>
    role.userCount !== undefined && role.userCount > 0
      ? t('roles.deleteHeld', { name: role.name, count: role.userCount })
      : null,
  // Grants the answer does not say are checked by the provider alone (it refuses with 403).
  grantsOf: (role) => role.accessList ?? [],
  heldBy: (role, me) => holdsRole(me, role),
  Form: RoleForm,
  preview: roleSubject,
};

export function RolesPage({ search, user }: { search: AccessListSearch; user: Me }) {
  return <AccessListPage kind={ROLES} search={search} user={user} />;
}
