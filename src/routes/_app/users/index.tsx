import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/users/')({
  beforeLoad: ({ context }) => guardPage(context.user, '/users'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/users" user={Route.useRouteContext().user} />;
}
