import { tolerantArray, voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  constituentSchema,
  policyBodySchema,
  policyPageSchema,
  policySchema,
  roleBodySchema,
  roleListQuerySchema,
  rolePageSchema,
  roleSchema,
} from './roles.schema';

// Spec 001 §7 "Roles and policies". Roles and policies are administered under the USERS
// module (src/lib/route-table.ts): VIEW lists them, CREATE/EDIT/DELETE per action.

/** GET /roles: one page of roles by name, with their constituents and what they grant. */
export const listRoles = endpoint({
  method: 'GET',
  path: '/roles',
  query: roleListQuerySchema,
  response: rolePageSchema,
  auth: true,
  access: needs('USERS'),
});

/** GET /roles/constituents: every policy a role can be made of, with what it grants. */
export const listRoleConstituents = endpoint({
  method: 'GET',
  path: '/roles/constituents',
  response: tolerantArray(constituentSchema),
  auth: true,
  access: needs('USERS'),
});

/** POST /roles: 409 when the name is taken; answers the role as stored. */
export const createRole = endpoint({
  method: 'POST',
  path: '/roles',
  body: roleBodySchema,
  response: roleSchema,
  auth: true,
  access: needs('USERS', 'CREATE'),
});

/** PUT /roles/{id}: its users' access changes at once. */
export const updateRole = endpoint({
  method: 'PUT',
  path: '/roles/:id',
  body: roleBodySchema,
  response: roleSchema,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** DELETE /roles/{id}: 409 while users hold it (without a role they would be unrestricted). */
export const deleteRole = endpoint({
  method: 'DELETE',
  path: '/roles/:id',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'DELETE'),
});

/** GET /policies: one page of policies by name, with the roles made of each. */
export const listPolicies = endpoint({
  method: 'GET',
  path: '/policies',
  query: roleListQuerySchema,
  response: policyPageSchema,
  auth: true,
  access: needs('USERS'),
});

/** POST /policies: 409 when the name is taken. */
export const createPolicy = endpoint({
  method: 'POST',
  path: '/policies',
  body: policyBodySchema,
  response: policySchema,
  auth: true,
  access: needs('USERS', 'CREATE'),
});

/** PUT /policies/{id}: the roles made of it, and their users, change at once. */
export const updatePolicy = endpoint({
  method: 'PUT',
  path: '/policies/:id',
  body: policyBodySchema,
  response: policySchema,
  auth: true,
  access: needs('USERS', 'EDIT'),
});

/** DELETE /policies/{id}: 409 naming the roles made of it (decisions). */
export const deletePolicy = endpoint({
  method: 'DELETE',
  path: '/policies/:id',
  response: voidResult,
  auth: true,
  access: needs('USERS', 'DELETE'),
});
