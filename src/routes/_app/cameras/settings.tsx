import { createFileRoute } from '@tanstack/react-router';
import {
  CameraSettingsPage,
  warmCameraSettings,
} from '../../../features/camera-settings/camera-settings-page';
import { cameraSettingsSearch } from '../../../features/camera-settings/camera-settings-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/settings')({
  // The layout validates the shared restaurant; this adds the camera and the tab.
  validateSearch: cameraSettingsSearch.validate,
  loaderDeps: ({ search }) => ({
    restaurantUuid: search.restaurantUuid,
    camera: search.camera,
    tab: search.tab,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/settings'),
  // Staying on the page (another camera or tab), its parts ask for what they show.
  loader: ({ context, deps, cause }) =>
    cause === 'stay' ? undefined : warmCameraSettings(context, deps),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/cameras/settings" user={user}>
      <CameraSettingsPage user={user} search={search} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
