import { createFileRoute } from '@tanstack/react-router';
import { KitchenPlayerPage } from '../../../features/kitchen-player/kitchen-player-page';
import { kitchenPlayerSearch } from '../../../features/kitchen-player/kitchen-player-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/kitchen-player/player')({
  // The layout validates the shared restaurant; this adds the camera and live mode.
  validateSearch: kitchenPlayerSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, '/kitchen-player/player'),
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
