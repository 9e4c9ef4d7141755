import { createFileRoute } from '@tanstack/react-router';
import { CameraViewPage, warmCameraView } from '../../../features/cameras/camera-view-page';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/view')({
  loaderDeps: ({ search }) => ({ restaurantUuid: search.restaurantUuid }),
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/view'),
  loader: ({ context, deps }) => warmCameraView(context, deps),
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
