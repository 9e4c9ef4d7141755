import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/scheduled-production')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/scheduled-production'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/pcs/scheduled-production" user={Route.useRouteContext().user} />;
}
