import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/empty-pan')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/empty-pan'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/empty-pan" user={Route.useRouteContext().user} />;
}
