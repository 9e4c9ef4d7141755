import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  createPolicy,
  createRole,
  deletePolicy,
  deleteRole,
  listPolicies,
  listRoleConstituents,
  listRoles,
  updatePolicy,
  updateRole,
} from './roles.endpoints';
import type { PolicyBody, RoleBody, RoleListQuery } from './roles.schema';

/** One scope for both: a policy's change shows in its roles, a role's in its policies' rows. */
export const rolesQueries = {
  all: () => ['roles'] as const,
  /** GET /roles: one page of roles. */
  list: (query: RoleListQuery) => endpointQuery(rolesQueries.all(), listRoles, { query }),
  /** GET /policies: one page of policies. */
  policies: (query: RoleListQuery) => endpointQuery(rolesQueries.all(), listPolicies, { query }),
  /** GET /roles/constituents: every policy a role can be made of. */
  constituents: () => endpointQuery(rolesQueries.all(), listRoleConstituents, {}),
};

/**
 * After any change: roles and policies, and users (their role's access, the signed-in user's
 * own included, changes at once), are asked again.
 */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['users'] });
  return client.invalidateQueries({ queryKey: rolesQueries.all() });
}

const byId = (id: string) => ({ params: { id } });

export const rolesMutations = {
  /** POST /roles. */
  createRole: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'createRole'],
      mutationFn: (body: RoleBody) => request(createRole, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) => refresh(client),
    }),
  /** PUT /roles/{id}. */
  updateRole: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'updateRole'],
      mutationFn: ({ id, body }: { id: string; body: RoleBody }) =>
        request(updateRole, { ...byId(id), body }).then(unwrap),
      onSuccess: (_data, _input, _result, { client }) => refresh(client),
    }),
  /** DELETE /roles/{id}; the lists are asked again whatever the outcome. */
  deleteRole: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'deleteRole'],
      mutationFn: (id: string) => request(deleteRole, byId(id)).then(unwrap),
      onSettled: (_data, _error, _id, _result, { client }) => refresh(client),
    }),
  /** POST /policies. */
  createPolicy: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'createPolicy'],
      mutationFn: (body: PolicyBody) => request(createPolicy, { body }).then(unwrap),
      onSuccess: (_data, _body, _result, { client }) => refresh(client),
    }),
  /** PUT /policies/{id}. */
  updatePolicy: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'updatePolicy'],
      mutationFn: ({ id, body }: { id: string; body: PolicyBody }) =>
        request(updatePolicy, { ...byId(id), body }).then(unwrap),
      onSuccess: (_data, _input, _result, { client }) => refresh(client),
    }),
  /** DELETE /policies/{id}; the lists are asked again whatever the outcome. */
  deletePolicy: () =>
    mutationOptions({
      mutationKey: [...rolesQueries.all(), 'deletePolicy'],
      mutationFn: (id: string) => request(deletePolicy, byId(id)).then(unwrap),
      onSettled: (_data, _error, _id, _result, { client }) => refresh(client),
    }),
};
