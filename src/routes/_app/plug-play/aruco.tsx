import { createFileRoute } from '@tanstack/react-router';
import { ArucoPage } from '../../../features/plug-play/aruco-page';
import { arucoSearch } from '../../../features/plug-play/plug-play-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/plug-play/aruco')({
  // The layout validates the shared restaurant; this adds the opened one and the search.
  validateSearch: arucoSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, '/plug-play/aruco'),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path="/plug-play/aruco" user={user}>
      <ArucoPage user={user} search={search} />
    </PageFrame>
  );
}
