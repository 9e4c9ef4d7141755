import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: ({ context }) => guardPage(context.user, '/roles'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/roles" user={Route.useRouteContext().user} />;
}
