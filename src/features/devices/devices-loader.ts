import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnalyticRange } from '../../api/analytics/analytics.queries';
import { devicesQueries } from '../../api/devices/devices.queries';
import { readSession } from '../../api/auth/session-store';
import { loadPageScope, pageScopeOf, type PageContext } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT, loadRestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { USER_TYPE } from '../../lib/access';
import { providerPaging } from '../../lib/pagination';
import type { DateRangeSearch } from '../../lib/url-state';
import { fleetScopeOf, restaurantScope, type DeviceScope } from './device-scope';
import type { PcSearch, SessionsSearch, TabletSearch } from './devices-search';
import { tabletFiltersOf, tabletLogFiltersOf } from './tablet-filters';

/** The models and builds change with a shipment or an update: asked again after 5 minutes. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** The tablet filters' options (GET /tablets/models, /tablets/builds), as the page asks them. */
export const tabletOptionQueries = {
  models: () => queryOptions({ ...devicesQueries.models(), staleTime: OPTIONS_STALE_MS }),
  builds: () => queryOptions({ ...devicesQueries.builds(), staleTime: OPTIONS_STALE_MS }),
};

/** A restaurant's devices page asks its restaurant once: a 404 is the page's not-found state. */
export const restaurantOfPage = (uuid: string) =>
  queryOptions({ ...restaurantsQueries.detail(uuid), retry: false });

/*
 * The devices routes' loaders: each starts the open tab's list beside the page's code, rather
 * than after the page has rendered (and, on /devices/*, after the header's restaurant choice has
 * rendered the page again). Nothing is awaited: the page shows its own loading, and the router
 * does not hold the first render for the calls.
 */

/** The page scope's restaurant and range for the loader; null when it cannot be loaded. */
function pageScope(context: PageContext, search: DateRangeSearch) {
  return loadPageScope(context, search).catch(() => null);
}

/** A PC page's open tab (devices, or availability over the range). */
function warmPcTab(
  queryClient: QueryClient,
  scope: DeviceScope,
  search: PcSearch,
  range: () => Promise<AnalyticRange | null>,
) {
  const paging = providerPaging('offset', search);
  if (search.tab === 'availability') {
    void range().then((known) => {
      if (!known) return;
      void queryClient.prefetchQuery(
        devicesQueries.pcAvailability(
          { restaurantUuid: scope.restaurantUuid, range: known },
          paging,
        ),
      );
    });
    return;
  }
  void queryClient.prefetchQuery(
    devicesQueries.pcs(
      { restaurantUuid: scope.restaurantUuid, status: search.status, search: search.search },
      paging,
    ),
  );
}

/** A tablet page's open tab (devices, logs, or availability over the range) and its options. */
function warmTabletTab(
  queryClient: QueryClient,
  scope: DeviceScope,
  search: TabletSearch,
  range: () => Promise<AnalyticRange | null>,
) {
  void queryClient.prefetchQuery(tabletOptionQueries.models());
  void queryClient.prefetchQuery(tabletOptionQueries.builds());
  const paging = providerPaging('offset', search);
  if (search.tab === 'availability') {
    void range().then((known) => {
      if (!known) return;
      void queryClient.prefetchQuery(
        devicesQueries.tabletAvailability(
          { ...tabletFiltersOf(scope, search), range: known },
          paging,
        ),
      );
    });
  } else if (search.tab === 'logs') {
    void queryClient.prefetchQuery(
      devicesQueries.tabletLogs(tabletLogFiltersOf(scope, search), paging),
    );
  } else {
    void queryClient.prefetchQuery(devicesQueries.tablets(tabletFiltersOf(scope, search), paging));
  }
}

/**
 * The header's restaurant as the choice will settle on it, told without waiting for the
 * pick-list (spec 000 §4 "Restaurant choice"): a USER's own; Global when the URL names none and
 * none is remembered; else the one named. The pick-list only turns a named restaurant that has
 * gone, or is not the user's, into Global: the list asked for it is then not shown, and the
 * one of the settled choice is asked as well.
 */
function likelyRestaurant(context: PageContext, search: DateRangeSearch): string | null {
  if (context.user.type === USER_TYPE) return context.user.restaurantUuid;
  const wanted = search.restaurantUuid ?? readSession()?.restaurantUuid;
  return wanted ?? GLOBAL_RESTAURANT;
}

type WarmTab = (scope: DeviceScope, range: () => Promise<AnalyticRange | null>) => void;

/**
 * /devices/*: the open tab's list for the likely choice at once (a Global range is the
 * browser's zone's; a restaurant's waits for its zone), and for the settled choice too when it
 * is another.
 */
function warmFleet(context: PageContext, search: DateRangeSearch, warmTab: WarmTab): void {
  const likely = likelyRestaurant(context, search);
  const settled = pageScope(context, search);
  if (likely !== null) {
    warmTab(fleetScopeOf(likely), () =>
      likely === GLOBAL_RESTAURANT
        ? Promise.resolve(pageScopeOf(search, GLOBAL_RESTAURANT, null).range)
        : settled.then((scope) => (scope?.restaurant === likely ? scope.range : null)),
    );
  }
  void settled.then((scope) => {
    if (scope && scope.restaurant !== likely) {
      warmTab(fleetScopeOf(scope.restaurant), () => Promise.resolve(scope.range));
    }
  });
}

/** /devices/pc: the header's restaurant, or every one the user may see (Global). */
export function warmFleetPcs(context: PageContext, search: PcSearch & DateRangeSearch): void {
  warmFleet(context, search, (scope, range) =>
    warmPcTab(context.queryClient, scope, search, range),
  );
}

/** /devices/tablets, as /devices/pc. */
export function warmFleetTablets(
  context: PageContext,
  search: TabletSearch & DateRangeSearch,
): void {
  warmFleet(context, search, (scope, range) =>
    warmTabletTab(context.queryClient, scope, search, range),
  );
}

/**
 * A restaurant's PCs: the restaurant of the address and its list at once, side by side (the
 * page shows the list once the restaurant is known); an availability range waits for the
 * header's zone, as the page's does.
 */
export function warmRestaurantPcs(
  context: PageContext,
  uuid: string,
  search: PcSearch & DateRangeSearch,
): void {
  void context.queryClient.prefetchQuery(restaurantOfPage(uuid));
  warmPcTab(context.queryClient, restaurantScope(uuid), search, () =>
    pageScope(context, search).then((scope) => scope?.range ?? null),
  );
}

/** A restaurant's tablets, as its PCs. */
export function warmRestaurantTablets(
  context: PageContext,
  uuid: string,
  search: TabletSearch & DateRangeSearch,
): void {
  void context.queryClient.prefetchQuery(restaurantOfPage(uuid));
  warmTabletTab(context.queryClient, restaurantScope(uuid), search, () =>
    pageScope(context, search).then((scope) => scope?.range ?? null),
  );
}

/**
 * A tablet's sessions, and the restaurant choice that names its restaurant and zone. `retry`
 * is the page's: an unknown tablet's 404 is shown at once, not asked three times.
 */
export function warmTabletSessions(
  context: PageContext,
  tabletUuid: string,
  search: SessionsSearch & DateRangeSearch,
  retry: (count: number, error: unknown) => boolean,
): void {
  void context.queryClient.prefetchQuery({
    ...devicesQueries.sessions(tabletUuid, providerPaging('offset', search)),
    retry,
  });
  void loadRestaurantChoice(context.queryClient, context.user, search.restaurantUuid).catch(
    () => undefined,
  );
}
