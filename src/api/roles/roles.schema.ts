import * as v from 'valibot';
import { ACTIONS, MODULES } from '../../lib/access';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { tolerantArray } from '../../lib/tolerant-read';
import { accessListSchema } from '../users/users.schema';

/** Role and policy names: required, trimmed, at most this long (docs/decisions/administration.md). */
export const ROLE_NAME_MAX_LENGTH = 100;

/** Spec 001 §9: roles and policies are listed 20 a page. */
const ROLES_PAGE_SIZE = 20;

/** Spec 000 §3 "Permission" as a policy grants it: one module and its actions. */
const accessSchema = v.object({
  moduleType: v.picklist(MODULES, 'Unknown module'),
  actionType: v.array(v.picklist(ACTIONS, 'Unknown action')),
});

/**
 * Spec 001 §3 "Policy": uuid, name, accesses (each a module with its actions), required.
 * `roleNames` is ours and optional: without it the list shows '—' and a delete is left to the
 * provider to refuse.
 */
export const policySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  accesses: accessListSchema,
  /** The roles made of it, by name: deleting a policy in use is refused (decisions). */
  roleNames: v.optional(v.array(v.string())),
});
export type Policy = v.InferOutput<typeof policySchema>;

/** A policy a role may be made of (GET /roles/constituents). */
export const constituentSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  accesses: accessListSchema,
});
export type Constituent = v.InferOutput<typeof constituentSchema>;

/**
 * Spec 001 §3 "Role: uuid, role name, with a constituents list", required (a constituent by its
 * uuid; its name when sent, else its uuid is shown). `accessList` (what a user of the role
 * carries, its policies' accesses not yet merged: users.schema `userRoleSchema`) and `userCount`
 * are ours and optional: without them the row shows '—', offers no 'View as', and a delete is
 * left to the provider to refuse.
 */
export const roleSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  constituents: tolerantArray(v.object({ uuid: v.string(), name: v.optional(v.string()) })),
  accessList: v.optional(accessListSchema),
  /** How many users hold the role: deleting a role in use is refused (decisions). */
  userCount: v.optional(v.number()),
});
export type Role = v.InferOutput<typeof roleSchema>;

const ROLE_SORT_FIELDS = ['name'] as const;
const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;

/** GET /roles and GET /policies: offset paging, a name search, sorted by name. */
export const roleListQuerySchema = v.object({
  /** Part of a name, any case; absent or blank: all. */
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  ),
  offset: v.optional(queryInteger(0), 0),
  size: v.optional(queryInteger(1, 100), ROLES_PAGE_SIZE),
  sortBy: v.optional(v.picklist(ROLE_SORT_FIELDS), 'name'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'ASC'),
});
export type RoleListQuery = v.InferInput<typeof roleListQuerySchema>;

export const rolePageSchema = pageSchema(roleSchema);
export type RolePage = v.InferOutput<typeof rolePageSchema>;

export const policyPageSchema = pageSchema(policySchema);
export type PolicyPage = v.InferOutput<typeof policyPageSchema>;

const nameSchema = v.pipe(
  v.string('Enter a name'),
  v.trim(),
  v.nonEmpty('Enter a name'),
  v.maxLength(ROLE_NAME_MAX_LENGTH, `The name may be at most ${ROLE_NAME_MAX_LENGTH} characters`),
);

/**
 * POST /policies, PUT /policies/{id}: a name and what it grants. A module without actions is
 * dropped (spec 001 §5); a policy left granting nothing is refused (decisions).
 */
export const policyBodySchema = v.object({
  name: nameSchema,
  accesses: v.pipe(
    v.array(accessSchema),
    v.check(
      (accesses) => accesses.some((access) => access.actionType.length > 0),
      'Grant at least one action',
    ),
  ),
});
export type PolicyBody = v.InferInput<typeof policyBodySchema>;

/** POST /roles, PUT /roles/{id}: a name and the policies it is made of (at least one). */
export const roleBodySchema = v.object({
  name: nameSchema,
  constituents: v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty())),
    v.minLength(1, 'Choose at least one policy'),
  ),
});
export type RoleBody = v.InferInput<typeof roleBodySchema>;
