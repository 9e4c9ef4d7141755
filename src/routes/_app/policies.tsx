import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/policies')({
  beforeLoad: ({ context }) => guardPage(context.user, '/policies'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/policies" user={Route.useRouteContext().user} />;
}
