import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/event')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/event'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/event" user={Route.useRouteContext().user} />;
}
