import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/devices/pc')({
  beforeLoad: ({ context }) => guardPage(context.user, '/devices/pc'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/devices/pc" user={Route.useRouteContext().user} />;
}
