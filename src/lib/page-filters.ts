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

function isFilter([key, value]: [string, unknown]): boolean {
  return !NOT_FILTERS.has(key) && value !== undefined && value !== '';
}

/** How many of the page's filters differ from their defaults. */
export function changedFilterCount(search: Record<string, unknown>): number {
  return Object.entries(search).filter(isFilter).length;
}

/** The query with every filter back at its default; dates, restaurant and paging kept. */
export function withDefaultFilters(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter((entry) => !isFilter(entry)));
}
