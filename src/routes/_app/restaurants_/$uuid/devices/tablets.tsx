import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { restaurantScope } from '../../../../../features/devices/device-scope';
import {
  restaurantOfPage,
  warmRestaurantTablets,
} from '../../../../../features/devices/devices-loader';
import { tabletSearch } from '../../../../../features/devices/devices-search';
import { RestaurantDevices } from '../../../../../features/devices/restaurant-devices';
import { TabletsPage, TabletToolbar } from '../../../../../features/devices/tablets-page';
import { PageFrame } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../../../lib/url-state';

const PATH = '/restaurants/$uuid/devices/tablets';

export const Route = createFileRoute('/_app/restaurants_/$uuid/devices/tablets')({
  validateSearch: tabletSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    tab: search.tab,
    model: search.model,
    build: search.build,
    search: search.search,
    level: search.level,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, params, deps, cause }) =>
    warmRestaurantTablets(context, params.uuid, deps, cause),
  component: RestaurantTabletsRoute,
});

/** The tablets page with the restaurant of the address as its scope (spec 001 §2). */
function RestaurantTabletsRoute() {
  const { user } = Route.useRouteContext();
  const { uuid } = Route.useParams();
  const search = Route.useSearch();
  const restaurant = useQuery(restaurantOfPage(uuid));
  const timeZone = restaurant.data?.timezone ?? null;
  return (
    <PageFrame
      path={PATH}
      user={user}
      actions={<TabletToolbar search={search} timeZone={timeZone} />}
    >
      <RestaurantDevices uuid={uuid} current="tablets">
        {(found) => (
          <TabletsPage
            scope={restaurantScope(found.uuid)}
            search={search}
            user={user}
            timeZone={found.timezone}
          />
        )}
      </RestaurantDevices>
    </PageFrame>
  );
}
