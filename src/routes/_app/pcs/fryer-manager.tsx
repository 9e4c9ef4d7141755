import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/fryer-manager')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/fryer-manager'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/pcs/fryer-manager" user={Route.useRouteContext().user} />;
}
