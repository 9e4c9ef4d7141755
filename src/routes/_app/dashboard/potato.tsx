import { createFileRoute } from '@tanstack/react-router';
import {
  PotatoDashboardPage,
  PotatoDashboardToolbar,
  warmPotatoDashboard,
} from '../../../features/dashboards/potato-dashboard-page';
import { validatePotatoSearch } from '../../../features/dashboards/potato-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/dashboard/potato';

export const Route = createFileRoute('/_app/dashboard/potato')({
  // The layout validates the shared dates and restaurant; this adds the page's own fields.
  validateSearch: validatePotatoSearch,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    packageTypes: search.packageTypes,
    chutes: search.chutes,
    period: search.period,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmPotatoDashboard(context, deps),
  component: PotatoDashboardRoute,
});

function PotatoDashboardRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user} actions={<PotatoDashboardToolbar />}>
      <PotatoDashboardPage />
    </PageFrame>
  );
}
