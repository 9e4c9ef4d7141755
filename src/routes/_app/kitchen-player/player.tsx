import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/kitchen-player/player')({
  beforeLoad: ({ context }) => guardPage(context.user, '/kitchen-player/player'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/kitchen-player/player" user={Route.useRouteContext().user} />;
}
