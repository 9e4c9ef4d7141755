import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnalyticRange } from '../../api/analytics/analytics.queries';
import { devicesQueries } from '../../api/devices/devices.queries';
import { loadPageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { loadRestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
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
 * rendered the page again). The lists are not awaited: the page shows their loading.
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
 * /devices/pc: as the other pages that show Global, its list is warmed at once when no
 * restaurant is named (Global, in the browser's zone), else once the choice is in
 * (`warmPageEarly`); the router waits for the choice.
 */
export function warmFleetPcs(
  context: PageContext,
  search: PcSearch & DateRangeSearch,
): Promise<void> {
  return warmPageEarly(context, search, (scope) =>
    warmPcTab(context.queryClient, fleetScopeOf(scope.restaurant), search, async () => scope.range),
  );
}

/** /devices/tablets, as /devices/pc. */
export function warmFleetTablets(
  context: PageContext,
  search: TabletSearch & DateRangeSearch,
): Promise<void> {
  return warmPageEarly(context, search, (scope) =>
    warmTabletTab(
      context.queryClient,
      fleetScopeOf(scope.restaurant),
      search,
      async () => scope.range,
    ),
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
