import { createFileRoute } from '@tanstack/react-router';
import { PlugPage } from '../../../features/plug-play/plug-page';
import { plugSearch } from '../../../features/plug-play/plug-play-search';
import { useChooseRestaurant } from '../../../features/shell/choose-restaurant';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/plug-play/plug')({
  // The layout validates the shared restaurant; this adds the zone and the mode.
  validateSearch: plugSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, '/plug-play/plug'),
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
