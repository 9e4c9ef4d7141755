import { createFileRoute } from '@tanstack/react-router';
import { MonitorPage, warmKitchenMonitor } from '../../../features/production/monitor-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { leaveUnlessOwnRestaurant } from '../../../features/shell/restaurant-family';
import { guardPage } from '../../../lib/route-guard';

/**
 * Spec 000 §2 / 001 §2: the /pcs/{id} family. Static pages (/pcs/monitor, …) match first, so an
 * id reaching this route names a restaurant: its kitchen's live queue, whatever the header's
 * choice, so a tablet beside the fryers can keep one bookmark (docs/decisions/production.md,
 * "Production queue monitor"). An id that is not one of the user's restaurants goes home like any
 * unknown path (000 §2), keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/pcs/$id')({
  loaderDeps: ({ search }) => ({ restaurantUuid: search.restaurantUuid }),
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/monitor'),
  loader: async ({ context, params, deps, location }) => {
    warmKitchenMonitor(context, params.id, deps);
    await leaveUnlessOwnRestaurant({ context, params, location });
    // The check has looked the restaurant up: a kitchen not yet known opens its socket now.
    warmKitchenMonitor(context, params.id, deps);
  },
  component: Page,
});

function Page() {
  const choose = useChooseRestaurant();
  const { id } = Route.useParams();
  return (
    <PageFrame path="/pcs/monitor" user={Route.useRouteContext().user}>
      <MonitorPage restaurantUuid={id} onChooseRestaurant={choose} />
    </PageFrame>
  );
}
