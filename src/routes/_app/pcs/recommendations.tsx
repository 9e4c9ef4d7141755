import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/pcs/recommendations')({
  beforeLoad: ({ context }) => guardPage(context.user, '/pcs/recommendations'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/pcs/recommendations" user={Route.useRouteContext().user} />;
}
