import { createFileRoute, redirect } from '@tanstack/react-router';
import { restaurantsQueries } from '../../../api/restaurants/restaurants.queries';
import { MonitorPage } from '../../../features/production/monitor-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { withRestaurantUuid } from '../../../lib/route-table';

/**
 * Spec 000 §2 / 001 §2: the /pcs/{id} family. Static pages (/pcs/monitor, …) match first, so an
 * id reaching this route names a restaurant: its kitchen's live queue, whatever the header's
 * choice, so a tablet beside the fryers can keep one bookmark (docs/decisions.md,
 * "Production queue monitor"). An id that is not one of the user's restaurants goes home like any
 * unknown path (000 §2), keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/pcs/$id')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/monitor'),
  // In the loader, which loads with the page, so the lookup's code stays out of the entry.
  loader: async ({ context, params, location }) => {
    // Only a 404 (not the user's, or no such restaurant) sends home: offline, the page says so.
    const unknown = await context.queryClient
      .fetchQuery({ ...restaurantsQueries.detail(params.id), retry: false })
      .then(
        () => false,
        (error: unknown) => (error as { code?: unknown } | null)?.code === 404,
      );
    if (unknown)
      throw redirect({ href: withRestaurantUuid('/', location.searchStr), replace: true });
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
