import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage, AlertsToolbar, warmAlerts } from '../../../features/monitoring/alerts-page';
import { alertsSearch } from '../../../features/monitoring/monitoring-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/monitoring/alerts';

export const Route = createFileRoute('/_app/monitoring/alerts')({
  // The layout validates the shared dates and restaurant; this adds the severity.
  validateSearch: alertsSearch,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    interval: search.interval,
    severity: search.severity,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmAlerts(context, deps),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path={PATH} user={user} actions={<AlertsToolbar search={search} />}>
      <AlertsPage search={search} user={user} />
    </PageFrame>
  );
}
