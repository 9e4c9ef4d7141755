import { defineSearch, oneOf } from '../../lib/list-search';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The six unusual routes' validateSearch: it runs before the page's chunk loads, so this sits in
// the first page's entry and stays small (no valibot, no page code).

/** The list's order in the URL: absent is the provider's default, newest first (spec 001 §9). */
export const UNUSUAL_URL_SORTS = ['asc'] as const;
export type UnusualUrlSort = (typeof UNUSUAL_URL_SORTS)[number];

const search = defineSearch({ sort: oneOf(UNUSUAL_URL_SORTS) });

/** An unusual list's URL (spec 000 §5): the order only; anything else is dropped. */
export const unusualSearch = search.validate;

export type UnusualSearch = ReturnType<typeof unusualSearch>;

/** What an unusual list's loader depends on: the shared dates and restaurant, and its order. */
export function unusualDeps(value: UnusualSearch & DateRangeSearch) {
  return { ...sharedLoaderDeps(value), sort: value.sort };
}
