import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurantChoice } from '../../../api/restaurants/restaurant-choice';
import { managedUsersQueries } from '../../../api/users/managed-users.queries';
import { PageFrame } from '../../../features/shell/page-frame';
import { UsersFilters } from '../../../features/users/users-filters';
import { UsersPage } from '../../../features/users/users-page';
import { userListQuery } from '../../../features/users/user-list-query';
import { USERS_FILTER_KEYS, usersSearch } from '../../../features/users/users-search';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/users';

export const Route = createFileRoute('/_app/users/')({
  validateSearch: usersSearch.validate,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(managedUsersQueries.list(userListQuery(deps)));
    // The rows name their restaurants from the header's pick-list: asked beside the list.
    void loadRestaurantChoice(context.queryClient, context.user, deps.restaurantUuid).catch(
      () => undefined,
    );
  },
  component: UsersRoute,
});

function UsersRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame
      path={PATH}
      user={user}
      listFilters={{ form: <UsersFilters />, keys: USERS_FILTER_KEYS }}
    >
      <UsersPage me={user} />
    </PageFrame>
  );
}
