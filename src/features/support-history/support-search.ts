import { SUPPORT_ROLES, SUPPORT_STATUSES } from '../../api/support/support.constants';
import { defineSearch, oneOf, type ListField } from '../../lib/list-search';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The route's validateSearch: it runs before the page's chunk loads, so this sits in the first
// page's entry and stays small (no valibot, no page code).

/**
 * The search text as typed (trimmed); blank or over 255 characters is dropped (spec 000 §5:
 * an invalid value is dropped, not cut). The router reads a text of digits alone as a number.
 */
const searchText: ListField<string> = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  return text !== '' && text.length <= SEARCH_MAX_LENGTH ? text : undefined;
};

/**
 * The support history's URL (spec 001 §3 "Support history: status, startDate, endDate,
 * timeInterval, search, role (default all)"): the layout owns the dates and restaurant; this
 * adds the status, the search text and the requester's role, all absent by default (all).
 */
export const supportSearch = defineSearch({
  status: oneOf(SUPPORT_STATUSES),
  search: searchText,
  role: oneOf(SUPPORT_ROLES),
});

export type SupportSearch = ReturnType<typeof supportSearch.validate>;

/** What the route's loader depends on: the shared dates and restaurant, and the filters. */
export function supportDeps(search: SupportSearch & DateRangeSearch) {
  const { status, search: text, role } = search;
  return { ...sharedLoaderDeps(search), status, search: text, role };
}
