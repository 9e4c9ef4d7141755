import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/devices/tablets/')({
  beforeLoad: ({ context }) => guardPage(context.user, '/devices/tablets'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/devices/tablets" user={Route.useRouteContext().user} />;
}
