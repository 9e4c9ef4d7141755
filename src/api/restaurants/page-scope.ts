import type { QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { USER_TYPE, type AccessSubject } from '../../lib/access';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { rangeOf } from '../analytics/analytics-filters';
import type { AnalyticRange } from '../analytics/analytics.queries';
import { readSession } from '../auth/session-store';
import {
  GLOBAL_RESTAURANT,
  loadRestaurantChoice,
  useRestaurantChoice,
  zoneOfChoice,
  type RestaurantChoice,
} from './restaurant-choice';

/**
 * What every page's calls are scoped by: the current restaurant, its zone and the
 * URL's range, resolved one way for the route's loader (`loadPageScope`) and the page
 * (`usePageScope`), so both ask for the same calls.
 */
export interface PageScope {
  /** A restaurant uuid, or GLOBAL_RESTAURANT. */
  restaurant: string;
  /** The restaurant's IANA zone; null for Global or a restaurant without one (the browser's). */
  timeZone: string | null;
  /** The URL's shared dates as the analytics pages read them (`rangeOf`). */
  range: AnalyticRange;
}

/** The page scope of a `restaurant` and its zone, for the URL's shared parameters. */
export function pageScopeOf(
  search: DateRangeSearch,
  restaurant: string,
  timeZone: string | null,
): PageScope {
  return { restaurant, timeZone, range: rangeOf(search, resolveTimeZone(timeZone)) };
}

/** The signed-in layout's route context, as every page's loader receives it. */
export interface PageContext {
  queryClient: QueryClient;
  user: AccessSubject & { restaurantUuid: string | null };
}

/**
 * The page scope for a route's loader: waits for the restaurant choice's calls (asking for them
 * on a cold first visit), so the loader can warm the page's data before the page renders.
 */
export async function loadPageScope(
  context: PageContext,
  search: DateRangeSearch,
): Promise<PageScope> {
  const chosen = await loadRestaurantChoice(
    context.queryClient,
    context.user,
    search.restaurantUuid,
  );
  return pageScopeOf(search, chosen.restaurant, chosen.timeZone);
}

/**
 * The page scope's loading style for a route's loader: the router waits for the page scope (the
 * restaurant choice, cached after the first visit), so the page renders with its restaurant
 * and zone known and its calls enabled from the start; then `warm` prefetches the page's
 * queries, which the router does not wait for, so each section shows its own loading. When
 * the scope cannot be loaded nothing is warmed and the page shows the failure.
 */
export async function warmPage(
  context: PageContext,
  search: DateRangeSearch,
  warm: (scope: PageScope) => void,
): Promise<void> {
  const scope = await loadPageScope(context, search).catch(() => null);
  if (scope) warm(scope);
}

/**
 * The restaurant a loader knows before the restaurant choice's calls answer: a USER's own; else
 * the URL's, else the remembered choice; null for Global.
 */
function namedRestaurant(context: PageContext, search: DateRangeSearch): string | null {
  const named =
    context.user.type === USER_TYPE
      ? context.user.restaurantUuid
      : (search.restaurantUuid ?? readSession()?.restaurantUuid);
  return named && named !== GLOBAL_RESTAURANT ? named : null;
}

/**
 * `warmPage` for a page that shows Global too: with no restaurant named its scope is Global in
 * the browser's zone, known before the restaurant choice's calls, so `warm` is called at once
 * rather than after them (the pick-list was one more round trip before the page's data);
 * otherwise as `warmPage`. The router waits for the choice either way.
 */
export async function warmPageEarly(
  context: PageContext,
  search: DateRangeSearch,
  warm: (scope: PageScope) => void,
): Promise<void> {
  if (namedRestaurant(context, search) !== null) return warmPage(context, search, warm);
  warm(pageScopeOf(search, GLOBAL_RESTAURANT, null));
  await loadPageScope(context, search).catch(() => null);
}

/**
 * `warmPage` for a page of one kitchen's data (`OneKitchen`): `warm` is called at once for the
 * kitchen already named (`namedRestaurant`), so its calls start beside the restaurant choice's
 * rather than after it, and again for the one the choice settles on if that is another. Nothing
 * is warmed in Global mode. The router waits for the choice, as `warmPage`.
 */
export async function warmKitchenPage(
  context: PageContext,
  search: DateRangeSearch,
  warm: (restaurantUuid: string) => void,
): Promise<void> {
  const early = namedRestaurant(context, search);
  if (early) warm(early);
  await warmPage(context, search, ({ restaurant }) => {
    if (restaurant !== GLOBAL_RESTAURANT && restaurant !== early) warm(restaurant);
  });
}

export interface PageScopeState extends PageScope {
  /** False until the restaurant (and so its zone) is known: the page's calls wait for it. */
  ready: boolean;
  /** The whole choice, for what names other restaurants (a Global page's rows, the picker). */
  choice: RestaurantChoice;
}

const layoutRoute = getRouteApi('/_app');

/** The page scope for a component under the signed-in layout, from its user and URL. */
export function usePageScope(): PageScopeState {
  const { user } = layoutRoute.useRouteContext();
  const search = layoutRoute.useSearch();
  const choice = useRestaurantChoice(user, search.restaurantUuid);
  const timeZone = zoneOfChoice(choice.options, choice.current);
  return {
    ...pageScopeOf(search, choice.current, timeZone),
    ready: !choice.isLoading,
    choice,
  };
}
