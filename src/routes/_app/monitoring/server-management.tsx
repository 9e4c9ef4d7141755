import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/monitoring/server-management')({
  beforeLoad: ({ context }) => guardPage(context.user, '/monitoring/server-management'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/monitoring/server-management" user={Route.useRouteContext().user} />
  );
}
