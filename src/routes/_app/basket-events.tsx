import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/basket-events')({
  beforeLoad: ({ context }) => guardPage(context.user, '/basket-events'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/basket-events" user={Route.useRouteContext().user} />;
}
