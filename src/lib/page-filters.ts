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
 * A page that names its filters (a list whose own From/To are `startDate`/`endDate`) is counted
 * by those; any other by the rule above. A filter held in several keys (a date range) is named
 * as their list: it counts once and resets whole.
 */
export type FilterKeys = ReadonlyArray<string | readonly string[]> | undefined;

function isSet(value: unknown): boolean {
  return value !== undefined && value !== '';
}

/** The page's filters, each as the keys that hold it. */
function filtersOf(search: Record<string, unknown>, keys: FilterKeys): string[][] {
  if (keys) return keys.map((filter) => (typeof filter === 'string' ? [filter] : [...filter]));
  return Object.keys(search)
    .filter((key) => !NOT_FILTERS.has(key))
    .map((key) => [key]);
}

/** How many of the page's filters differ from their defaults. */
export function changedFilterCount(search: Record<string, unknown>, keys?: FilterKeys): number {
  return filtersOf(search, keys).filter((filter) => filter.some((key) => isSet(search[key])))
    .length;
}

/** The query with every filter back at its default; dates, restaurant and paging kept. */
export function withDefaultFilters(
  search: Record<string, unknown>,
  keys?: FilterKeys,
): Record<string, unknown> {
  const filterKeys = new Set(filtersOf(search, keys).flat());
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => !(filterKeys.has(key) && isSet(value))),
  );
}
