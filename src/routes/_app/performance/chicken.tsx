import { createFileRoute } from '@tanstack/react-router';
import {
  ChickenPerformancePage,
  ChickenPerformanceToolbar,
  warmChickenPerformance,
} from '../../../features/performance/chicken-performance-page';
import { validatePerformanceSearch } from '../../../features/performance/performance-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/performance/chicken';

export const Route = createFileRoute('/_app/performance/chicken')({
  // The layout validates the shared dates and restaurant; this adds the page's own fields.
  validateSearch: validatePerformanceSearch,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    chickenTypes: search.chickenTypes,
    period: search.period,
    performanceRatioType: search.performanceRatioType,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmChickenPerformance(context, deps),
  component: ChickenPerformanceRoute,
});

function ChickenPerformanceRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user} actions={<ChickenPerformanceToolbar />}>
      <ChickenPerformancePage />
    </PageFrame>
  );
}
