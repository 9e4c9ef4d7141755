import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/performance/chicken')({
  beforeLoad: ({ context }) => guardPage(context.user, '/performance/chicken'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/performance/chicken" user={Route.useRouteContext().user} />;
}
