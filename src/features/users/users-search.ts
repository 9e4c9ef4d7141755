import { USER_TYPES } from '../../api/users/users.constants';
import { defineListSearch, oneOf, type ListField } from '../../lib/list-search';
import { urlSearchText } from '../../lib/search-input';

// The route's validateSearch: it runs before the page's chunk loads, so this stays small (no
// valibot, no page code).

/** The list's sorts, `-` for descending; absent is by e-mail, A to Z. */
export const USER_SORTS = ['email', '-email', 'name', '-name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * A role or restaurant uuid as the URL may carry it; anything else is dropped. Whether it names
 * a real one is known only once the options are in: the filters drop it then.
 */
const idField: ListField<string> = (raw) =>
  typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw) ? raw : undefined;

/**
 * The users page's URL: name or e-mail search, type, role and restaurant filters, the
 * sort, and the page and its size; each absent by default, an invalid value dropped (spec 000 §5).
 */
export const usersSearch = defineListSearch({
  search: urlSearchText,
  type: oneOf(USER_TYPES),
  role: idField,
  restaurant: idField,
  sort: oneOf(USER_SORTS),
});

export type UsersSearch = ReturnType<typeof usersSearch.validate>;

/** The filters the phone's sheet counts and resets. */
export const USERS_FILTER_KEYS = ['search', 'type', 'role', 'restaurant'] as const;
