import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/support-history')({
  beforeLoad: ({ context }) => guardPage(context.user, '/support-history'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/support-history" user={Route.useRouteContext().user} />;
}
