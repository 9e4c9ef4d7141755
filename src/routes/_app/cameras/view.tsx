import { createFileRoute } from '@tanstack/react-router';
import { CameraViewPage } from '../../../features/cameras/camera-view-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/view')({
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/view'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/cameras/view" user={user}>
      <CameraViewPage onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
