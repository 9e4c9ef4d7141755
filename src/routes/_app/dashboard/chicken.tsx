import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/dashboard/chicken')({
  beforeLoad: ({ context }) => guardPage(context.user, '/dashboard/chicken'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/dashboard/chicken" user={Route.useRouteContext().user} />;
}
