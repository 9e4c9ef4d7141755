import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/cameras/recordings')({
  beforeLoad: ({ context }) => guardPage(context.user, '/cameras/recordings'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/cameras/recordings" user={Route.useRouteContext().user} />;
}
