import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/timers-cycle-history/breading')({
  beforeLoad: ({ context }) => guardPage(context.user, '/timers-cycle-history/breading'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/timers-cycle-history/breading" user={Route.useRouteContext().user} />
  );
}
