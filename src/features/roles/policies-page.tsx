import { Text } from '@mantine/core';
import { lazy } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deletePolicy, createPolicy, updatePolicy } from '../../api/roles/roles.endpoints';
import { rolesMutations, rolesQueries } from '../../api/roles/roles.queries';
import type { Policy, RoleListQuery } from '../../api/roles/roles.schema';
import type { Translate } from '../../lib/i18n/i18n';
import { AccessListPage, type AccessListKind } from './access-list-page';
import type { AccessListSearch } from './access-search';
import { holdsPolicy, type Me } from './edit-lock';
import { PermissionSummary } from './permission-summary';

// The form (Mantine's modal and its inputs) loads when a record is first edited or added.
const PolicyForm = lazy(() =>
  import('./policy-form').then((module) => ({ default: module.PolicyForm })),
);

function usePolicyList(query: RoleListQuery) {
  return useQuery({ ...rolesQueries.policies(query), placeholderData: keepPreviousData });
}

/** The roles made of a policy; '—' when the answer does not say (not spec 001 §3's). */
function rolesText(policy: Policy, t: Translate): string {
  if (!policy.roleNames) return '—';
  return policy.roleNames.join(', ') || t('policies.noRoles');
}

/** Policies (spec 001 §2, §3 "Policy"): named sets of module actions. */
const POLICIES: AccessListKind<Policy> = {
  kind: 'policies',
  useList: usePolicyList,
  remove: rolesMutations.deletePolicy,
  endpoints: { create: createPolicy, update: updatePolicy, remove: deletePolicy },
  columns: (t) => [
    {
      id: 'grants',
      header: t('policies.field.grants'),
      text: true,
      cell: (policy) => <PermissionSummary accesses={policy.accesses} />,
    },
    {
      id: 'roles',
      from: 'medium',
      foldInto: 'name',
      header: t('policies.field.roles'),
      text: true,
      cell: (policy) => rolesText(policy, t),
    },
  ],
  card: (policy, t) => (
    <>
      <PermissionSummary accesses={policy.accesses} />
      <Text size="sm" c="dimmed">
        {t('policies.field.roles')}: {rolesText(policy, t)}
      </Text>
    </>
  ),
  inUse: (policy, t) =>
    policy.roleNames && policy.roleNames.length > 0
      ? t('policies.deleteUsed', {
          name: policy.name,
          roles: policy.roleNames.map((name) => `“${name}”`).join(', '),
        })
      : null,
  grantsOf: (policy) => policy.accesses,
  heldBy: (policy, me) => holdsPolicy(me, policy),
  Form: PolicyForm,
};

export function PoliciesPage({ search, user }: { search: AccessListSearch; user: Me }) {
  return <AccessListPage kind={POLICIES} search={search} user={user} />;
}
