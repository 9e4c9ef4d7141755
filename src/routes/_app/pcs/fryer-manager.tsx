import { createFileRoute } from '@tanstack/react-router';
import { FryerManagerPage } from '../../../features/fryer-manager/fryer-manager-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/fryer-manager')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/fryer-manager'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/pcs/fryer-manager" user={user}>
      <FryerManagerPage user={user} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
