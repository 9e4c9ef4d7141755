import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { withRestaurantUuid } from '../../lib/route-table';

/**
 * Spec 000 §2 / 001 §2: the `/pcs/{id}` and `/kitchen-player/{id}` families. Static pages match
 * first, so an id reaching these routes names a restaurant, shown whatever the header's choice.
 * One that is not the user's goes home like any unknown path, keeping restaurantUuid. For a
 * route's loader, which loads with the page, so the lookup's code stays out of the entry.
 */
export async function leaveUnlessOwnRestaurant({
  context,
  params,
  location,
}: {
  context: { queryClient: QueryClient };
  params: { id: string };
  location: { searchStr: string };
}): Promise<void> {
  // Only a 404 (not the user's, or no such restaurant) sends home: offline, the page says so.
  const unknown = await context.queryClient
    .fetchQuery({ ...restaurantsQueries.detail(params.id), retry: false })
    .then(
      () => false,
      (error: unknown) => (error as { code?: unknown } | null)?.code === 404,
    );
  if (unknown) throw redirect({ href: withRestaurantUuid('/', location.searchStr), replace: true });
}
