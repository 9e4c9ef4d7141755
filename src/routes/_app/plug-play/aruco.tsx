import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/plug-play/aruco')({
  beforeLoad: ({ context }) => guardPage(context.user, '/plug-play/aruco'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/plug-play/aruco" user={Route.useRouteContext().user} />;
}
