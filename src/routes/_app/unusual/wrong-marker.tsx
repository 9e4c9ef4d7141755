import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/wrong-marker')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/wrong-marker'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/wrong-marker" user={Route.useRouteContext().user} />;
}
