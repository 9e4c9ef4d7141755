import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { RESTAURANT_LIST_QUERY } from '../../features/restaurants/restaurant-list-query';
import { RestaurantsPage } from '../../features/restaurants/restaurants-page';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/restaurants';

export const Route = createFileRoute('/_app/restaurants')({
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(restaurantsQueries.list(RESTAURANT_LIST_QUERY));
  },
  component: RestaurantsRoute,
});

function RestaurantsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <RestaurantsPage />
    </PageFrame>
  );
}
