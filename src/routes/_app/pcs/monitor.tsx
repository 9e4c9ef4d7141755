import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/monitor')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/monitor'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/pcs/monitor" user={Route.useRouteContext().user} />;
}
