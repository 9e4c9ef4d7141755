import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { RESTAURANT_LIST_QUERY } from '../../features/restaurants/restaurant-list-query';
import { RestaurantsPage } from '../../features/restaurants/restaurants-page';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/restaurants')({
  beforeLoad: ({ context }) => guardPage(context.user, '/restaurants'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(restaurantsQueries.list(RESTAURANT_LIST_QUERY));
  },
  component: RestaurantsPage,
});
