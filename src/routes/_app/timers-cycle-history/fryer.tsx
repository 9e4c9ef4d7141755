import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/timers-cycle-history/fryer')({
  beforeLoad: ({ context }) => guardPage(context.user, '/timers-cycle-history/fryer'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/timers-cycle-history/fryer" user={Route.useRouteContext().user} />;
}
