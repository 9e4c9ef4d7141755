import { createFileRoute } from '@tanstack/react-router';
import { AdjustmentPage } from '../../../features/adjustment/adjustment-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/adjustment')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/adjustment'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/pcs/adjustment" user={user}>
      <AdjustmentPage user={user} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
