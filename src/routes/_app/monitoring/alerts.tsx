import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/monitoring/alerts')({
  beforeLoad: ({ context }) => guardPage(context.user, '/monitoring/alerts'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/monitoring/alerts" user={Route.useRouteContext().user} />;
}
