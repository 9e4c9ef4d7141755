import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/events/analytics')({
  beforeLoad: ({ context }) => guardPage(context.user, '/events/analytics'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/events/analytics" user={Route.useRouteContext().user} />;
}
