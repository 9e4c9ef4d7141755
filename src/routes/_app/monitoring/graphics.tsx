import { createFileRoute } from '@tanstack/react-router';
import { GraphicsPage, GraphicsToolbar } from '../../../features/monitoring/graphics-page';
import { graphicsSearch, monitoringDeps } from '../../../features/monitoring/monitoring-search';
import { warmMonitoring } from '../../../features/monitoring/use-monitoring-scope';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/monitoring/graphics';

export const Route = createFileRoute('/_app/monitoring/graphics')({
  // The layout validates the shared dates, resolution and restaurant; this adds the hosts and
  // the chart type.
  validateSearch: graphicsSearch,
  loaderDeps: ({ search }) => monitoringDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmMonitoring(context, deps),
  component: Page,
});

function Page() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path={PATH} user={user} actions={<GraphicsToolbar search={search} />}>
      <GraphicsPage search={search} />
    </PageFrame>
  );
}
