import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueries } from '../../api/restaurants/restaurants.queries';
import { restaurantListQuery } from '../../features/restaurants/restaurant-list-query';
import { RestaurantsPage } from '../../features/restaurants/restaurants-page';
import { restaurantsSearch } from '../../features/restaurants/restaurants-search';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/restaurants';

export const Route = createFileRoute('/_app/restaurants')({
  validateSearch: restaurantsSearch.validate,
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page, limit: search.limit }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: async ({ context, deps, cause }) => {
    const list = context.queryClient.prefetchQuery(
      restaurantsQueries.list(restaurantListQuery(deps)),
    );
    // Opened, the page is drawn once with its rows (the first drawing is a transition, in short
    // tasks) rather than the frame, then the rows in one long task as they come. Another page
    // or search keeps the rows on screen, dimmed, while the next come (PagedList).
    if (cause === 'enter') await list;
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
