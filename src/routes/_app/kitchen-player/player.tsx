import { createFileRoute } from '@tanstack/react-router';
import {
  KitchenPlayerPage,
  warmKitchenPlayer,
} from '../../../features/kitchen-player/kitchen-player-page';
import { kitchenPlayerSearch } from '../../../features/kitchen-player/kitchen-player-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/kitchen-player/player')({
  // The layout validates the shared restaurant; this adds the camera and live mode.
  validateSearch: kitchenPlayerSearch.validate,
  loaderDeps: ({ search }) => ({ restaurantUuid: search.restaurantUuid, camera: search.camera }),
  beforeLoad: ({ context }) => guardPage(context.user, '/kitchen-player/player'),
  // Staying on the page (another camera, live or recorded), its parts ask for what they show.
  loader: ({ context, deps, cause }) =>
    cause === 'stay' ? undefined : warmKitchenPlayer(context, deps),
  component: Page,
});

function Page() {
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/kitchen-player/player" user={Route.useRouteContext().user}>
      <KitchenPlayerPage search={Route.useSearch()} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
