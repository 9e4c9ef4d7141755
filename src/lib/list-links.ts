import { APP_ROUTES, routerTo, type AppPage } from './route-table';
import { GLOBAL_RESTAURANT } from './url-state';

/**
 * Links from a chart point to the records behind it (beyond the spec): a manager who sees
 * "stock-outs spiked at 12:40" opens the list filtered to that bar's time range and restaurant
 * in one tap. A list is a registry page with a `list` (route-table.ts): its name and the search
 * that opens its list view; the range goes in the shared URL dates (spec 000 §2), so the list's
 * page frame and date picker show it. Events and timer-history lists join when they exist.
 */
type ListPage = Extract<AppPage, { list: object }>;

export type ListKind = ListPage['list']['kind'];

type ListPageOf<K extends ListKind> = Extract<ListPage, { list: { kind: K } }>;

export interface ListRange {
  /** Absent or 'select': every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive. */
  end: number;
}

/** The shared URL parameters of a range (url-state.ts): explicit dates, no preset or interval. */
export interface ListRangeSearch {
  startDate: number;
  endDate: number;
  restaurantUuid?: string;
}

export type ListLink<K extends ListKind> = {
  /** List `kind`'s page (lib/route-table.ts `routerTo`). */
  to: string;
  search: ListPageOf<K>['list']['search'] & ListRangeSearch;
};

function listPage<K extends ListKind>(kind: K): ListPageOf<K> {
  return APP_ROUTES.find(
    (page): page is ListPageOf<K> => 'list' in page && page.list?.kind === kind,
  )!;
}

/**
 * The `{ to, search }` of list `kind` filtered to `range`, for TanStack Router's `Link` or
 * `navigate`. The end is cut at `now` (spec 000 §5: an end after now is dropped from the URL);
 * null when nothing of the range is left before `now`, or it is not a range at all.
 */
export function listLink<K extends ListKind>(
  kind: K,
  range: ListRange,
  now: number = Date.now(),
): ListLink<K> | null {
  const shared = rangeSearch(range, now);
  if (!shared) return null;
  const page = listPage(kind);
  const search = { ...page.list.search, ...shared };
  // List `kind`'s own page: TypeScript widens a generic registry entry to every list's union.
  return { to: routerTo(page.path), search } as ListLink<K>;
}

/** The shared URL parameters of `range`, its end cut at `now`; null as `listLink` says. */
function rangeSearch(range: ListRange, now: number): ListRangeSearch | null {
  const start = Math.floor(range.start);
  const end = Math.min(Math.floor(range.end), now);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || start >= end) return null;
  const restaurantUuid = range.restaurantUuid?.trim();
  return {
    startDate: start,
    endDate: end,
    ...(restaurantUuid && restaurantUuid !== GLOBAL_RESTAURANT ? { restaurantUuid } : {}),
  };
}

type DateRangePath = Extract<AppPage, { dateRange: true }>['path'];

/**
 * The `{ to, search }` of any date-range page filtered to `range`, with the page's own
 * `search` (the timer analytics' tap on a restaurant opens its hot-holding pans, longest first);
 * null as `listLink` says. The caller's `search` must be valid for `path`.
 */
export function rangeLink<P extends DateRangePath, S extends Record<string, string>>(
  path: P,
  range: ListRange,
  search: S,
  now: number = Date.now(),
): { to: P; search: S & ListRangeSearch } | null {
  const shared = rangeSearch(range, now);
  return shared ? { to: path, search: { ...search, ...shared } } : null;
}
