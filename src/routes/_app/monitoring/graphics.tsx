import { createFileRoute } from '@tanstack/react-router';
import {
  GraphicsPage,
  GraphicsToolbar,
  warmGraphics,
} from '../../../features/monitoring/graphics-page';
import { graphicsSearch, monitoringDeps } from '../../../features/monitoring/monitoring-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/monitoring/graphics';

export const Route = createFileRoute('/_app/monitoring/graphics')({
  // The layout validates the shared dates, resolution and restaurant; this adds the hosts and
  // the chart type.
  validateSearch: graphicsSearch,
  loaderDeps: ({ search }) => ({ ...monitoringDeps(search), interval: search.interval }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  // The hosts, then the first screen's charts: asked while the page draws its frame.
  loader: ({ context, deps }) => warmGraphics(context, deps),
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
