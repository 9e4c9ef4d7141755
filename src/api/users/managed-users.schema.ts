import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { openValue } from '../../lib/tolerant-read';
import {
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_SORT_DIRECTIONS,
  USER_SORT_FIELDS,
  USER_TYPES,
} from './users.constants';
import { userSchema } from './users.schema';

/**
 * A user as the users page lists them (GET /users, GET /users/{id}): the current-user shape plus
 * what an administrator needs, the restaurants of a non-USER (null: every restaurant), the
 * status and the multi-factor requirement (docs/decisions/administration.md, "Users and their
 * sessions"). These are ours, not spec 001 §3's, so each is optional: without restaurants the
 * row shows '—', without a status the one `blocked` says (or none), an unknown status its code.
 */
export const managedUserSchema = v.object({
  ...userSchema.entries,
  restaurantUuids: v.optional(v.nullable(v.array(v.string()))),
  status: v.optional(openValue),
  multiFactorRequired: v.optional(v.boolean()),
  lastSignInTime: v.optional(v.nullable(v.number())),
});
export type ManagedUser = v.InferOutput<typeof managedUserSchema>;

export const userPageSchema = pageSchema(managedUserSchema);
export type UserPage = v.InferOutput<typeof userPageSchema>;

export const userListQuerySchema = v.object({
  /** Part of a name or e-mail, any case; absent or blank: everyone. */
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  ),
  type: v.optional(v.picklist(USER_TYPES)),
  roleUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Users who work at this restaurant (a non-USER with every restaurant included). */
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  limit: v.optional(queryInteger(1, 100), 20),
  offset: v.optional(queryInteger(0), 0),
  sortBy: v.optional(v.picklist(USER_SORT_FIELDS), 'email'),
  orderDirection: v.optional(v.picklist(USER_SORT_DIRECTIONS), 'ASC'),
});
export type UserListQuery = v.InferInput<typeof userListQuerySchema>;

const nameField = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${what}`),
    v.maxLength(
      USER_NAME_MAX_LENGTH,
      `The ${what} must be at most ${USER_NAME_MAX_LENGTH} characters`,
    ),
  );

/**
 * What the user form sends (POST /users). `restaurantUuids`: a USER's one restaurant, a
 * non-USER's several, or null for every restaurant; an ADMIN's is ignored. Which combinations
 * hold is checked by the provider (400 with a message) and the form alike.
 */
export const userFormBodySchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the e-mail'),
    v.maxLength(
      USER_EMAIL_MAX_LENGTH,
      `The e-mail must be at most ${USER_EMAIL_MAX_LENGTH} characters`,
    ),
    v.email('Enter a valid e-mail'),
  ),
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  type: v.picklist(USER_TYPES, 'Choose a type'),
  roleUuid: v.nullable(v.pipe(v.string(), v.nonEmpty())),
  restaurantUuids: v.nullable(v.array(v.pipe(v.string(), v.nonEmpty()))),
  notification: v.boolean(),
  multiFactorRequired: v.boolean(),
});
export type UserFormBody = v.InferOutput<typeof userFormBodySchema>;

/** POST /users/update: the form's fields and whose they are. */
export const updateUserBodySchema = v.object({
  uuid: v.pipe(v.string(), v.nonEmpty()),
  ...userFormBodySchema.entries,
});
export type UpdateUserBody = v.InferOutput<typeof updateUserBodySchema>;

/** PUT /users/notification/{id}: the notification flag as it is to be. */
export const notificationFlagBodySchema = v.object({ notification: v.boolean() });
