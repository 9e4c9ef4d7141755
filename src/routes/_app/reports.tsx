import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/reports')({
  beforeLoad: ({ context }) => guardPage(context.user, '/reports'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/reports" user={Route.useRouteContext().user} />;
}
