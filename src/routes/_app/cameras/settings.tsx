import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/settings')({
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/settings'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/cameras/settings" user={Route.useRouteContext().user} />;
}
