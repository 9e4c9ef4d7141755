import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/audit-log')({
  beforeLoad: ({ context }) => guardPage(context.user, '/audit-log'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/audit-log" user={Route.useRouteContext().user} />;
}
