import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReportsPage } from '../../features/reports/reports-page';
import {
  hasDroppedReportsValues,
  validateReportsSearch,
} from '../../features/reports/reports-search';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/reports';

export const Route = createFileRoute('/_app/reports')({
  // The layout validates the shared dates and restaurant; this adds the page and its size.
  validateSearch: validateReportsSearch,
  beforeLoad: ({ context, search, location }) => {
    guardPage(context.user, PATH);
    // Spec 000 §5: values that validation dropped leave the address bar too.
    if (hasDroppedReportsValues(location.search as Record<string, unknown>, search)) {
      throw redirect({ to: PATH, search, replace: true });
    }
  },
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
