import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  StockOutPage,
  StockOutToolbar,
  warmStockOut,
} from '../../../features/stock-out/stock-out-page';
import { stockOutSearch } from '../../../features/stock-out/stock-out-search';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/stock-out-reports/chicken';

export const Route = createFileRoute('/_app/stock-out-reports/chicken')({
  // The layout validates the shared dates and restaurant; this adds the page's own fields.
  validateSearch: stockOutSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    materials: search.materials,
    view: search.view,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmStockOut(context, deps),
  component: StockOutRoute,
});

function StockOutRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user} actions={<StockOutToolbar />}>
      <StockOutPage />
    </PageFrame>
  );
}
