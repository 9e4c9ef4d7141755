import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/events/potato')({
  beforeLoad: ({ context }) => guardPage(context.user, '/events/potato'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/events/potato" user={Route.useRouteContext().user} />;
}
