import { createFileRoute } from '@tanstack/react-router';
import { usePageScope } from '../../../api/restaurants/page-scope';
import { useFleetScope } from '../../../features/devices/device-scope';
import { warmFleetPcs } from '../../../features/devices/devices-loader';
import { pcSearch } from '../../../features/devices/devices-search';
import { PcsPage, PcToolbar } from '../../../features/devices/pcs-page';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/devices/pc';

export const Route = createFileRoute('/_app/devices/pc')({
  // The layout validates the shared dates and restaurant; this adds the tab, filters and page.
  validateSearch: pcSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    tab: search.tab,
    status: search.status,
    search: search.search,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps, cause }) => warmFleetPcs(context, deps, cause),
  component: PcRoute,
});

function PcRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const scope = useFleetScope();
  const { timeZone } = usePageScope();
  return (
    <PageFrame path={PATH} user={user} actions={<PcToolbar search={search} timeZone={timeZone} />}>
      <PcsPage scope={scope} search={search} user={user} timeZone={timeZone} />
    </PageFrame>
  );
}
