import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage, warmReports } from '../../features/reports/reports-page';
import { reportsSearch } from '../../features/reports/reports-search';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';
import { sharedLoaderDeps } from '../../lib/url-state';

const PATH = '/reports';

export const Route = createFileRoute('/_app/reports')({
  // The layout validates the shared dates and restaurant; this adds the page and its size.
  validateSearch: reportsSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps, cause }) => warmReports(context, deps, cause),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <ReportsPage user={user} />
    </PageFrame>
  );
}
