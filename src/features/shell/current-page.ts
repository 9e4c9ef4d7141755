import { useRouterState } from '@tanstack/react-router';

/**
 * The registry path of the page on screen (`/devices/tablets/$uuid/sessions`), from the
 * deepest matched route id (`/_app/restaurants_/$uuid/devices/pc` → `/restaurants/$uuid/devices/pc`).
 */
export function routeTablePath(routeId: string): string {
  const path = routeId
    .split('/')
    .filter((segment) => segment !== '' && !/^_[^/]*$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''))
    .join('/');
  return `/${path}`;
}

export function useCurrentPage(): string {
  return useRouterState({
    select: (state) => routeTablePath(state.matches[state.matches.length - 1]?.routeId ?? '/'),
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
