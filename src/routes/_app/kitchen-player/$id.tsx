import { createFileRoute } from '@tanstack/react-router';
import { KitchenPlayerPage } from '../../../features/kitchen-player/kitchen-player-page';
import { kitchenPlayerSearch } from '../../../features/kitchen-player/kitchen-player-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { leaveUnlessOwnRestaurant } from '../../../features/shell/restaurant-family';
import { guardPage } from '../../../lib/route-guard';

/**
 * Spec 000 §2 / 001 §2: the /kitchen-player/{id} family, built as /pcs/{id} is. Static pages
 * (/kitchen-player/player, …) match first, so an id reaching this route names a restaurant: its
 * kitchen's player whatever the header's choice, so a screen in the kitchen keeps one bookmark
 * (docs/decisions.md, "Kitchen player"). An id that is not one of the user's restaurants goes
 * home like any unknown path (000 §2), keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/kitchen-player/$id')({
  validateSearch: kitchenPlayerSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, '/kitchen-player/player'),
  loader: leaveUnlessOwnRestaurant,
  component: Page,
});

function Page() {
  const chooseRestaurant = useChooseRestaurant();
  const { id } = Route.useParams();
  return (
    <PageFrame path="/kitchen-player/player" user={Route.useRouteContext().user}>
      <KitchenPlayerPage
        restaurantUuid={id}
        search={Route.useSearch()}
        onChooseRestaurant={chooseRestaurant}
      />
    </PageFrame>
  );
}
