/**
 * A page's own filters, as the phone's filter sheet counts and resets them (spec 000 §1, §6).
 * A filter at its default is absent from the URL (spec 000 §5 writes only what differs), so
 * every parameter present counts, except those the sheet's line keeps on screen (dates,
 * interval, restaurant) and paging, which is not a filter.
 */
const NOT_FILTERS = new Set([
  'startDate',
  'endDate',
  'timeInterval',
  'interval',
  'restaurantUuid',
  'page',
  'size',
  'limit',
  'sort',
]);

/**
 * A page that names its filter keys (a list whose own From/To are `startDate`/`endDate`) is
 * counted by those; any other by the rule above.
 */
export type FilterKeys = readonly string[] | undefined;

function isFilter([key, value]: [string, unknown], keys: FilterKeys): boolean {
  const counted = keys ? keys.includes(key) : !NOT_FILTERS.has(key);
  return counted && value !== undefined && value !== '';
}

/** How many of the page's filters differ from their defaults. */
export function changedFilterCount(search: Record<string, unknown>, keys?: FilterKeys): number {
  return Object.entries(search).filter((entry) => isFilter(entry, keys)).length;
}

/** The query with every filter back at its default; dates, restaurant and paging kept. */
export function withDefaultFilters(
  search: Record<string, unknown>,
  keys?: FilterKeys,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter((entry) => !isFilter(entry, keys)));
}
