import { useRouterState } from '@tanstack/react-router';
import { appRoute } from '../../lib/route-table';

/**
 * The registry path of the page on screen (`/devices/tablets/$uuid/sessions`), from the
 * deepest matched route id (`/_app/restaurants_/$uuid/devices/pc` → `/restaurants/$uuid/devices/pc`)
 * and its parameters: a family's route is one page per parameter value, so its path written
 * out is the page (`/_app/timers-cycle-history/$station` → `/timers-cycle-history/fryer`), where a
 * record's id, which names no page, stays `$uuid`.
 */
export function routeTablePath(routeId: string, params: Record<string, string> = {}): string {
  const segments = routeId
    .split('/')
    .filter((segment) => segment !== '' && !/^_[^/]*$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''));
  const route = `/${segments.join('/')}`;
  const written = `/${segments
    .map((segment) => (segment.startsWith('$') ? (params[segment.slice(1)] ?? segment) : segment))
    .join('/')}`;
  return appRoute(written) ? written : route;
}

export function useCurrentPage(): string {
  return useRouterState({
    select: (state) => {
      const match = state.matches[state.matches.length - 1];
      return routeTablePath(match?.routeId ?? '/', match?.params as Record<string, string>);
    },
  });
}

/**
 * The query a shell link carries: the current restaurant, so the next page shows the same one
 * (spec 000 §2). A link's path is any page of the registry, a union TanStack Router cannot tie
 * to one route's search type; every signed-in route accepts `restaurantUuid` through the layout.
 */
export function restaurantSearch(restaurantUuid: string | undefined): never {
  return (restaurantUuid ? { restaurantUuid } : {}) as never;
}
