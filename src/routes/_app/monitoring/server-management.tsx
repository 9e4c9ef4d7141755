import { createFileRoute } from '@tanstack/react-router';
import { MonitoringToolbar } from '../../../features/monitoring/monitoring-toolbar';
import { monitoringDeps, serversSearch } from '../../../features/monitoring/monitoring-search';
import {
  SERVER_FIGURES,
  ServerManagementPage,
} from '../../../features/monitoring/server-management-page';
import { warmMonitoring } from '../../../features/monitoring/use-monitoring-scope';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/monitoring/server-management';

export const Route = createFileRoute('/_app/monitoring/server-management')({
  // The layout validates the shared dates and restaurant; this adds the chosen hosts.
  validateSearch: serversSearch,
  loaderDeps: ({ search }) => monitoringDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  // The hosts, then their figures: asked while the page draws its frame.
  loader: ({ context, deps }) => warmMonitoring(context, deps, SERVER_FIGURES),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path={PATH}
      user={user}
      actions={<MonitoringToolbar path={PATH} hosts={search.hosts} />}
    >
      <ServerManagementPage search={search} />
    </PageFrame>
  );
}
