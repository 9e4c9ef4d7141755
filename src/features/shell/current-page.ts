import { useRouterState } from '@tanstack/react-router';

/**
 * Parameters that name a page of a family rather than a record: their value is part of the
 * registry path (`/timers-cycle-history/fryer`), where a record's id stays `$uuid`.
 */
const FAMILY_PARAMS = new Set(['station', 'kind', 'product', 'dictionary']);

/**
 * The registry path of the page on screen (`/devices/tablets/$uuid/sessions`), from the
 * deepest matched route id (`/_app/restaurants_/$uuid/devices/pc` → `/restaurants/$uuid/devices/pc`)
 * and its parameters (`/_app/timers-cycle-history/$station` → `/timers-cycle-history/fryer`).
 */
export function routeTablePath(routeId: string, params: Record<string, string> = {}): string {
  const path = routeId
    .split('/')
    .filter((segment) => segment !== '' && !/^_[^/]*$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''))
    .map((segment) => {
      const name = segment.startsWith('$') ? segment.slice(1) : '';
      return FAMILY_PARAMS.has(name) && params[name] ? params[name] : segment;
    })
    .join('/');
  return `/${path}`;
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
