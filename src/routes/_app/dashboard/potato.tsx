import { createFileRoute, defaultStringifySearch, redirect } from '@tanstack/react-router';
import {
  PotatoDashboardPage,
  PotatoDashboardToolbar,
  warmPotatoDashboard,
} from '../../../features/dashboards/potato-dashboard-page';
import {
  validatePotatoSearch,
  withoutInvalidPotatoParams,
} from '../../../features/dashboards/potato-search';
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
  beforeLoad: ({ context, location }) => {
    guardPage(context.user, PATH);
    // Spec 000 §5: bad filter values leave the address bar too, not only the calls.
    const cleaned = withoutInvalidPotatoParams(location.search as Record<string, unknown>);
    if (cleaned) throw redirect({ href: PATH + defaultStringifySearch(cleaned), replace: true });
  },
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
