import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/events/chicken')({
  beforeLoad: ({ context }) => guardPage(context.user, '/events/chicken'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/events/chicken" user={Route.useRouteContext().user} />;
}
