import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { restaurantScope } from '../../../../../features/devices/device-scope';
import {
  restaurantOfPage,
  warmRestaurantPcs,
} from '../../../../../features/devices/devices-loader';
import { pcSearch } from '../../../../../features/devices/devices-search';
import { PcsPage, PcToolbar } from '../../../../../features/devices/pcs-page';
import { RestaurantDevices } from '../../../../../features/devices/restaurant-devices';
import { PageFrame } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../../../lib/url-state';

const PATH = '/restaurants/$uuid/devices/pc';

export const Route = createFileRoute('/_app/restaurants_/$uuid/devices/pc')({
  validateSearch: pcSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    tab: search.tab,
    status: search.status,
    search: search.search,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, params, deps, cause }) =>
    warmRestaurantPcs(context, params.uuid, deps, cause),
  component: RestaurantPcsRoute,
});

/** The PCs page with the restaurant of the address as its scope (spec 001 §2). */
function RestaurantPcsRoute() {
  const { user } = Route.useRouteContext();
  const { uuid } = Route.useParams();
  const search = Route.useSearch();
  const restaurant = useQuery(restaurantOfPage(uuid));
  const timeZone = restaurant.data?.timezone ?? null;
  return (
    <PageFrame path={PATH} user={user} actions={<PcToolbar search={search} timeZone={timeZone} />}>
      <RestaurantDevices uuid={uuid} current="pc">
        {(found) => (
          <PcsPage
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
