import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/stock-out-reports/chicken')({
  beforeLoad: ({ context }) => guardPage(context.user, '/stock-out-reports/chicken'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/stock-out-reports/chicken" user={Route.useRouteContext().user} />;
}
