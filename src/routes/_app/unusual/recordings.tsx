import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/recordings')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/recordings'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/recordings" user={Route.useRouteContext().user} />;
}
