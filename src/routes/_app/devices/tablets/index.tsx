import { createFileRoute } from '@tanstack/react-router';
import { usePageScope } from '../../../../api/restaurants/page-scope';
import { useFleetScope } from '../../../../features/devices/device-scope';
import { warmFleetTablets } from '../../../../features/devices/devices-loader';
import { tabletSearch } from '../../../../features/devices/devices-search';
import { TabletsPage, TabletToolbar } from '../../../../features/devices/tablets-page';
import { PageFrame } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../../lib/url-state';

const PATH = '/devices/tablets';

export const Route = createFileRoute('/_app/devices/tablets/')({
  // The layout validates the shared dates and restaurant; this adds the tab, filters and page.
  validateSearch: tabletSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    tab: search.tab,
    model: search.model,
    build: search.build,
    search: search.search,
    level: search.level,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps, cause }) => warmFleetTablets(context, deps, cause),
  component: TabletsRoute,
});

function TabletsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const scope = useFleetScope();
  const { timeZone } = usePageScope();
  return (
    <PageFrame
      path={PATH}
      user={user}
      actions={<TabletToolbar search={search} timeZone={timeZone} />}
    >
      <TabletsPage scope={scope} search={search} user={user} timeZone={timeZone} />
    </PageFrame>
  );
}
