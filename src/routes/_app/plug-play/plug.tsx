import { createFileRoute } from '@tanstack/react-router';
import { PlugPage, warmPlug } from '../../../features/plug-play/plug-page';
import { plugSearch } from '../../../features/plug-play/plug-play-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/plug-play/plug')({
  // The layout validates the shared restaurant; this adds the zone and the mode.
  validateSearch: plugSearch.validate,
  loaderDeps: ({ search }) => ({ restaurantUuid: search.restaurantUuid, zone: search.zone }),
  beforeLoad: ({ context }) => guardPage(context.user, '/plug-play/plug'),
  // Staying on the page (another zone or mode), its parts ask for what they show.
  loader: ({ context, deps, cause }) => (cause === 'stay' ? undefined : warmPlug(context, deps)),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const chooseRestaurant = useChooseRestaurant();
  return (
    <PageFrame path="/plug-play/plug" user={user}>
      <PlugPage user={user} search={search} onChooseRestaurant={chooseRestaurant} />
    </PageFrame>
  );
}
