import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/dashboard/potato')({
  beforeLoad: ({ context }) => guardPage(context.user, '/dashboard/potato'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/dashboard/potato" user={Route.useRouteContext().user} />;
}
