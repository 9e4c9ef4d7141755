import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/identical-markers')({
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/identical-markers'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/unusual/identical-markers" user={Route.useRouteContext().user} />;
}
