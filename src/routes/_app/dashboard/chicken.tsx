import { createFileRoute } from '@tanstack/react-router';
import { validateChickenSearch } from '../../../api/analytics/analytics-search';
import {
  ChickenDashboardPage,
  ChickenDashboardToolbar,
  warmChickenDashboard,
} from '../../../features/dashboards/chicken-dashboard-page';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/dashboard/chicken';

export const Route = createFileRoute('/_app/dashboard/chicken')({
  // The layout validates the shared dates and restaurant; this adds the page's own fields.
  validateSearch: validateChickenSearch,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    chickenTypes: search.chickenTypes,
    period: search.period,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmChickenDashboard(context, deps),
  component: ChickenDashboardRoute,
});

function ChickenDashboardRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user} actions={<ChickenDashboardToolbar />}>
      <ChickenDashboardPage />
    </PageFrame>
  );
}
