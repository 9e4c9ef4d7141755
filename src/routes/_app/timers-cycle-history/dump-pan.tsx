import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/timers-cycle-history/dump-pan')({
  beforeLoad: ({ context }) => guardPage(context.user, '/timers-cycle-history/dump-pan'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/timers-cycle-history/dump-pan" user={Route.useRouteContext().user} />
  );
}
