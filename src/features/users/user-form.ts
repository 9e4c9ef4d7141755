import * as v from 'valibot';
import {
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_TYPES,
  type UserType,
} from '../../api/users/users.constants';
import type { ManagedUser, UserFormBody } from '../../api/users/managed-users.schema';
import type { User } from '../../api/users/users.schema';
import {
  ADMIN_TYPE,
  isAdmin,
  USER_TYPE,
  type AccessSubject,
  type Permission,
} from '../../lib/access';
import { roleGrantRefusal } from '../../lib/delegation';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { is } from '../../lib/schema-calls';

/** The user form as typed: restaurants kept for each kind of type, so switching loses nothing. */
export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  roleUuid: string | null;
  /** A USER's one restaurant. */
  restaurantUuid: string | null;
  /** A MANAGER's restaurants, unless `everyRestaurant`. */
  restaurantUuids: string[];
  everyRestaurant: boolean;
  notification: boolean;
  multiFactorRequired: boolean;
}

export type UserFormField = 'email' | 'firstName' | 'lastName' | 'role' | 'restaurants';
export interface Problem {
  key: MessageKey;
  values?: Record<string, number>;
}
export type UserFormProblems = Partial<Record<UserFormField, Problem>>;

export const EMPTY_USER_FORM: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  type: 'USER',
  roleUuid: null,
  restaurantUuid: null,
  restaurantUuids: [],
  everyRestaurant: false,
  notification: true,
  multiFactorRequired: false,
};

function asType(type: string): UserType {
  return (USER_TYPES as readonly string[]).includes(type) ? (type as UserType) : 'MANAGER';
}

/** The form for editing `user`. */
export function userFormValues(user: ManagedUser): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    type: asType(user.type),
    roleUuid: user.userRoleDto?.uuid ?? null,
    restaurantUuid: user.restaurantUuid,
    // A provider that does not send the list (spec 001 §3 names restaurantUuid only) has the
    // user at that restaurant: the form starts there rather than at none, so a save keeps it.
    restaurantUuids: user.restaurantUuids ?? (user.restaurantUuid ? [user.restaurantUuid] : []),
    everyRestaurant: user.type !== 'USER' && user.restaurantUuids === null,
    notification: user.notification,
    multiFactorRequired: user.multiFactorRequired ?? false,
  };
}

/** A role as the form offers it: GET /roles's, with what a user of it carries. */
/** A role the picker offers; what it grants is ours, absent from a provider that does not say. */
export interface RoleChoice {
  uuid: string;
  name: string;
  accessList?: readonly Permission[];
}

/**
 * Whether `me` may give this role: a role whose grants the answer does not say only an ADMIN
 * gives (anyone else cannot be shown to hold them all; the provider checks either way).
 */
function mayGive(me: AccessSubject, role: RoleChoice): boolean {
  if (role.accessList === undefined) return isAdmin(me);
  return roleGrantRefusal(me, { uuid: role.uuid, accessList: role.accessList }) === null;
}

/**
 * The role picker's choices for `me` (delegation, "Grant only what you hold"; spec 000 §6): the
 * roles they may give (delegation.ts `roleGrantRefusal`), and "No role" only when they may give
 * that (an ADMIN). Editing, the user's current role stays a choice whatever it grants: keeping it
 * is not a grant, and the form still shows what the user has.
 * `current` is the edited user's role (null: none), undefined when creating.
 */
export function roleChoices(
  me: AccessSubject,
  roles: readonly RoleChoice[],
  current: { uuid: string; name?: string } | null | undefined,
): { roles: Array<{ value: string; label: string }>; noRole: boolean } {
  const offered = roles.filter((role) => role.uuid === current?.uuid || mayGive(me, role));
  // The current role may lie beyond the first page of roles the picker asks for.
  const missing = current && !offered.some((role) => role.uuid === current.uuid) ? [current] : [];
  return {
    // A role the answer does not name shows its uuid (spec 000 §3 names only its uuid there).
    roles: [...offered, ...missing].map((role) => ({
      value: role.uuid,
      label: role.name ?? role.uuid,
    })),
    noRole: current === null || roleGrantRefusal(me, null) === null,
  };
}

const validEmail = v.pipe(v.string(), v.email());

function text(value: string, max: number): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'users.form.required' };
  if (trimmed.length > max) return { key: 'users.form.tooLong', values: { max } };
  return undefined;
}

/**
 * What is wrong with the form before it goes (spec 000 §5 "Text inputs"; the provider checks the
 * same and more): required names and e-mail within their lengths, a valid e-mail, a role when
 * "No role" is not offered (`noRole`, see `roleChoices`), a USER's one restaurant, a MANAGER's at
 * least one unless every restaurant.
 */
export function checkUserForm(values: UserFormValues, noRole = true): UserFormProblems {
  const problems: UserFormProblems = {
    email:
      text(values.email, USER_EMAIL_MAX_LENGTH) ??
      (is(validEmail, values.email.trim()) ? undefined : { key: 'users.form.invalidEmail' }),
    firstName: text(values.firstName, USER_NAME_MAX_LENGTH),
    lastName: text(values.lastName, USER_NAME_MAX_LENGTH),
    role: values.roleUuid === null && !noRole ? { key: 'users.form.chooseRole' } : undefined,
    restaurants:
      values.type === 'USER' && !values.restaurantUuid
        ? { key: 'users.form.oneRestaurant' }
        : values.type === 'MANAGER' &&
            !values.everyRestaurant &&
            values.restaurantUuids.length === 0
          ? { key: 'users.form.someRestaurant' }
          : undefined,
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as UserFormProblems;
}

/** What POST /users sends for the form: the restaurants that apply to the type. */
export function userFormBody(values: UserFormValues): UserFormBody {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    type: values.type,
    roleUuid: values.roleUuid,
    restaurantUuids:
      values.type === 'USER'
        ? values.restaurantUuid
          ? [values.restaurantUuid]
          : []
        : values.type === 'ADMIN' || values.everyRestaurant
          ? null
          : values.restaurantUuids,
    notification: values.notification,
    multiFactorRequired: values.multiFactorRequired,
  };
}

/**
 * Whether `me` works at every restaurant, and so may give a user every one (decisions,
 * "Delegation: grant only what you hold"): an ADMIN, or a non-USER whose restaurants are null.
 * An answer without `restaurantUuids` (an older provider) leaves the choice to the provider.
 */
export function worksEverywhere(me: Pick<User, 'type' | 'restaurantUuids'>): boolean {
  if (me.type === ADMIN_TYPE) return true;
  if (me.type === USER_TYPE) return false;
  return me.restaurantUuids === undefined || me.restaurantUuids === null;
}
