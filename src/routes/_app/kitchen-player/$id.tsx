import { createFileRoute } from '@tanstack/react-router';
import {
  KitchenPlayerPage,
  warmKitchenPlayer,
} from '../../../features/kitchen-player/kitchen-player-page';
import { kitchenPlayerSearch } from '../../../features/kitchen-player/kitchen-player-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { leaveUnlessOwnRestaurant } from '../../../features/shell/restaurant-family';
import { guardPage } from '../../../lib/route-guard';

/**
 * Spec 000 §2 / 001 §2: the /kitchen-player/{id} family, built as /pcs/{id} is. Static pages
 * (/kitchen-player/player, …) match first, so an id reaching this route names a restaurant: its
 * kitchen's player whatever the header's choice, so a screen in the kitchen keeps one bookmark
 * (docs/decisions/video-and-cameras.md, "Kitchen player"). An id that is not one of the user's restaurants goes
 * home like any unknown path (000 §2), keeping restaurantUuid.
 */
export const Route = createFileRoute('/_app/kitchen-player/$id')({
  validateSearch: kitchenPlayerSearch.validate,
  loaderDeps: ({ search }) => ({ camera: search.camera }),
  beforeLoad: ({ context }) => guardPage(context.user, '/kitchen-player/player'),
  // The player's calls start beside the check that the kitchen is the user's, as on
  // /kitchen-player/player; staying on the page, its parts ask for what they show.
  loader: async (match) => {
    const { context, params, deps, cause } = match;
    const warm =
      cause === 'stay'
        ? undefined
        : warmKitchenPlayer(context, { restaurantUuid: params.id, ...deps });
    await Promise.all([warm, leaveUnlessOwnRestaurant(match)]);
  },
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
