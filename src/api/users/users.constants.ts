// Apart from the schemas: the users page's URL validation runs before its chunk loads, so it
// needs these lists without valibot.

/** The user types the console offers (spec 000 §1: USER, ADMIN, and others such as MANAGER). */
export const USER_TYPES = ['ADMIN', 'MANAGER', 'USER'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What the users list sorts by: e-mail or name (last, then first). */
export const USER_SORT_FIELDS = ['email', 'name'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const USER_SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

/**
 * A user's state as the list shows it: BLOCKED; INVITED, created and never signed in; ACTIVE,
 * signed in at least once (docs/decisions/administration.md, "Users and their sessions").
 */
export const USER_STATUSES = ['ACTIVE', 'INVITED', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Field lengths the form and the provider both hold to (spec 001 §5 shows none: chosen). */
export const USER_NAME_MAX_LENGTH = 50;
export const USER_EMAIL_MAX_LENGTH = 254;
