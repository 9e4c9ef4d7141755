import { createFileRoute } from '@tanstack/react-router';
import { MonitorPage, warmMonitor } from '../../../features/production/monitor-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/monitor')({
  loaderDeps: ({ search }) => ({ restaurantUuid: search.restaurantUuid }),
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/monitor'),
  loader: ({ context, deps }) => warmMonitor(context, deps),
  component: Page,
});

function Page() {
  const choose = useChooseRestaurant();
  return (
    <PageFrame path="/pcs/monitor" user={Route.useRouteContext().user}>
      <MonitorPage onChooseRestaurant={choose} />
    </PageFrame>
  );
}
