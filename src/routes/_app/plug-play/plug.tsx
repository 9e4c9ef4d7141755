import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/plug-play/plug')({
  beforeLoad: ({ context }) => guardPage(context.user, '/plug-play/plug'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/plug-play/plug" user={Route.useRouteContext().user} />;
}
