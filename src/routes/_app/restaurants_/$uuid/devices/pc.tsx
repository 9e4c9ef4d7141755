import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueries } from '../../../../../api/restaurants/restaurants.queries';
import { restaurantScope } from '../../../../../features/devices/device-scope';
import { pcSearch } from '../../../../../features/devices/devices-search';
import { PcsPage, PcToolbar } from '../../../../../features/devices/pcs-page';
import { RestaurantDevices } from '../../../../../features/devices/restaurant-devices';
import { PageFrame } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';

const PATH = '/restaurants/$uuid/devices/pc';

export const Route = createFileRoute('/_app/restaurants_/$uuid/devices/pc')({
  validateSearch: pcSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  component: RestaurantPcsRoute,
});

/** The PCs page with the restaurant of the address as its scope (spec 001 §2). */
function RestaurantPcsRoute() {
  const { user } = Route.useRouteContext();
  const { uuid } = Route.useParams();
  const search = Route.useSearch();
  const restaurant = useQuery({ ...restaurantsQueries.detail(uuid), retry: false });
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
