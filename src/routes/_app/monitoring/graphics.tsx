import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/monitoring/graphics')({
  beforeLoad: ({ context }) => guardPage(context.user, '/monitoring/graphics'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/monitoring/graphics" user={Route.useRouteContext().user} />;
}
