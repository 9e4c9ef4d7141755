import { createFileRoute, redirect } from '@tanstack/react-router';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { restaurantListQuery } from '../../features/restaurants/restaurant-list-query';
import { RestaurantsPage } from '../../features/restaurants/restaurants-page';
import {
  hasDroppedRestaurantsValues,
  validateRestaurantsSearch,
} from '../../features/restaurants/restaurants-search';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/restaurants';

export const Route = createFileRoute('/_app/restaurants')({
  validateSearch: validateRestaurantsSearch,
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page, limit: search.limit }),
  beforeLoad: ({ context, search, location }) => {
    guardPage(context.user, PATH);
    // Spec 000 §5: values that validation dropped leave the address bar too.
    if (hasDroppedRestaurantsValues(location.search as Record<string, unknown>, search)) {
      throw redirect({ to: PATH, search, replace: true });
    }
  },
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(restaurantsQueries.list(restaurantListQuery(deps)));
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
