import { defaultStringifySearch, useRouter } from '@tanstack/react-router';
import { chooseRestaurant, GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { familyHref } from '../../lib/route-table';
import { onRestaurantChange } from '../../lib/url-state';
import { useSetSearch } from '../../ui/hooks/use-set-search';

/** The production queue monitor's routes: one kitchen's queue each, `/pcs/{id}` its bookmark. */
const MONITOR_ROUTES: ReadonlySet<string> = new Set(['/_app/pcs/monitor', '/_app/pcs/$id']);

/**
 * Choosing a restaurant, from the header or a phone's filter sheet: it is remembered for the
 * next visit, written to the URL, and the date and interval parameters go (spec 000 §2). On the
 * queue monitor, choosing a kitchen opens its `/pcs/{id}` (spec 000 §2, 001 §2: only when the
 * path does not already name it, `restaurantUuid` carried), so the address is the kitchen's.
 */
export function useChooseRestaurant(): (uuid: string) => void {
  const setSearch = useSetSearch();
  const router = useRouter();
  return (uuid) => {
    chooseRestaurant(uuid);
    const change = (search: Record<string, unknown>) => {
      const { restaurantUuid: _previous, ...rest } = onRestaurantChange(search);
      return uuid === GLOBAL_RESTAURANT ? rest : { ...rest, restaurantUuid: uuid };
    };
    const { location, matches } = router.state;
    const onMonitor = matches.some((match) => MONITOR_ROUTES.has(match.routeId));
    const kitchen =
      onMonitor && uuid !== GLOBAL_RESTAURANT
        ? familyHref('/pcs', uuid, {
            pathname: location.pathname,
            search: defaultStringifySearch(change({ ...location.search })),
          })
        : null;
    if (kitchen) void router.navigate({ href: kitchen });
    else setSearch(change);
  };
}
