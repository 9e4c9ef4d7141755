import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/dp-remaining')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/dp-remaining'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/dp-remaining" user={Route.useRouteContext().user} />;
}
