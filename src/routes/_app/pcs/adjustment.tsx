import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/adjustment')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/adjustment'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/pcs/adjustment" user={Route.useRouteContext().user} />;
}
