import { createFileRoute } from '@tanstack/react-router';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  ScheduledProductionPage,
  ScheduledProductionToolbar,
} from '../../../features/scheduled-production/scheduled-production-page';
import { orderSearch } from '../../../features/scheduled-production/order-search';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/scheduled-production')({
  // The layout validates the shared dates and restaurant; this adds the tab and status.
  validateSearch: orderSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/scheduled-production'),
  component: ScheduledProductionRoute,
});

function ScheduledProductionRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame
      path="/pcs/scheduled-production"
      user={user}
      actions={<ScheduledProductionToolbar search={search} />}
    >
      <ScheduledProductionPage search={search} user={user} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
