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
 * rendered the page again). Opening the page (`cause` 'enter'), the router waits for the list
 * too, so that the page is drawn once with its rows (the first drawing is a transition, in short
 * tasks) rather than its frame and then the rows in one long task; another page, filter or tab
 * keeps what is on screen while the next comes (the lists' own loading).
 */

/** Why the router runs a loader (TanStack Router's `cause`). */
type LoadCause = 'enter' | 'stay' | 'preload';

/** The page scope's restaurant and range for the loader; null when it cannot be loaded. */
function pageScope(context: PageContext, search: DateRangeSearch) {
  return loadPageScope(context, search).catch(() => null);
}

/** A PC page's open tab (devices, or availability over the range): its call, settled. */
function warmPcTab(
  queryClient: QueryClient,
  scope: DeviceScope,
  search: PcSearch,
  range: () => Promise<AnalyticRange | null>,
): Promise<unknown> {
  const paging = providerPaging('offset', search);
  if (search.tab === 'availability') {
    return range().then(
      (known) =>
        known &&
        queryClient.prefetchQuery(
          devicesQueries.pcAvailability(
            { restaurantUuid: scope.restaurantUuid, range: known },
            paging,
          ),
        ),
    );
  }
  return queryClient.prefetchQuery(
    devicesQueries.pcs(
      { restaurantUuid: scope.restaurantUuid, status: search.status, search: search.search },
      paging,
    ),
  );
}

/**
 * A tablet page's open tab (devices, logs, or availability over the range), settled, and the
 * filters' options beside it.
 */
function warmTabletTab(
  queryClient: QueryClient,
  scope: DeviceScope,
  search: TabletSearch,
  range: () => Promise<AnalyticRange | null>,
): Promise<unknown> {
  void queryClient.prefetchQuery(tabletOptionQueries.models());
  void queryClient.prefetchQuery(tabletOptionQueries.builds());
  const paging = providerPaging('offset', search);
  if (search.tab === 'availability') {
    return range().then(
      (known) =>
        known &&
        queryClient.prefetchQuery(
          devicesQueries.tabletAvailability(
            { ...tabletFiltersOf(scope, search), range: known },
            paging,
          ),
        ),
    );
  }
  if (search.tab === 'logs') {
    return queryClient.prefetchQuery(
      devicesQueries.tabletLogs(tabletLogFiltersOf(scope, search), paging),
    );
  }
  return queryClient.prefetchQuery(devicesQueries.tablets(tabletFiltersOf(scope, search), paging));
}

/**
 * /devices/*: as the other pages that show Global, the open tab is warmed at once when no
 * restaurant is named (Global, in the browser's zone), else once the choice is in
 * (`warmPageEarly`); the router waits for the choice, and when opening the page for the tab.
 */
async function warmFleet(
  context: PageContext,
  search: DateRangeSearch,
  cause: LoadCause,
  warmTab: (scope: DeviceScope, range: AnalyticRange) => Promise<unknown>,
): Promise<void> {
  let tab: Promise<unknown> = Promise.resolve();
  await warmPageEarly(context, search, (scope) => {
    tab = warmTab(fleetScopeOf(scope.restaurant), scope.range);
  });
  if (cause === 'enter') await tab;
}

/** /devices/pc. */
export function warmFleetPcs(
  context: PageContext,
  search: PcSearch & DateRangeSearch,
  cause: LoadCause,
): Promise<void> {
  return warmFleet(context, search, cause, (scope, range) =>
    warmPcTab(context.queryClient, scope, search, async () => range),
  );
}

/** /devices/tablets. */
export function warmFleetTablets(
  context: PageContext,
  search: TabletSearch & DateRangeSearch,
  cause: LoadCause,
): Promise<void> {
  return warmFleet(context, search, cause, (scope, range) =>
    warmTabletTab(context.queryClient, scope, search, async () => range),
  );
}

/**
 * A restaurant's devices page: the restaurant of the address and the open tab at once, side by
 * side (the page shows the tab once the restaurant is known); an availability range waits for
 * the header's zone, as the page's does.
 */
async function warmRestaurantDevices(
  context: PageContext,
  uuid: string,
  search: DateRangeSearch,
  cause: LoadCause,
  warmTab: (range: () => Promise<AnalyticRange | null>) => Promise<unknown>,
): Promise<void> {
  const restaurant = context.queryClient.prefetchQuery(restaurantOfPage(uuid));
  const tab = warmTab(() => pageScope(context, search).then((scope) => scope?.range ?? null));
  if (cause === 'enter') await Promise.all([restaurant, tab]);
}

/** A restaurant's PCs. */
export function warmRestaurantPcs(
  context: PageContext,
  uuid: string,
  search: PcSearch & DateRangeSearch,
  cause: LoadCause,
): Promise<void> {
  return warmRestaurantDevices(context, uuid, search, cause, (range) =>
    warmPcTab(context.queryClient, restaurantScope(uuid), search, range),
  );
}

/** A restaurant's tablets. */
export function warmRestaurantTablets(
  context: PageContext,
  uuid: string,
  search: TabletSearch & DateRangeSearch,
  cause: LoadCause,
): Promise<void> {
  return warmRestaurantDevices(context, uuid, search, cause, (range) =>
    warmTabletTab(context.queryClient, restaurantScope(uuid), search, range),
  );
}

/**
 * A tablet's sessions, and the restaurant choice that names its restaurant and zone. `retry`
 * is the page's: an unknown tablet's 404 is shown at once, not asked three times.
 */
export async function warmTabletSessions(
  context: PageContext,
  tabletUuid: string,
  search: SessionsSearch & DateRangeSearch,
  cause: LoadCause,
  retry: (count: number, error: unknown) => boolean,
): Promise<void> {
  const sessions = context.queryClient.prefetchQuery({
    ...devicesQueries.sessions(tabletUuid, providerPaging('offset', search)),
    retry,
  });
  void loadRestaurantChoice(context.queryClient, context.user, search.restaurantUuid).catch(
    () => undefined,
  );
  if (cause === 'enter') await sessions;
}
