import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/view')({
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/view'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/cameras/view" user={Route.useRouteContext().user} />;
}
