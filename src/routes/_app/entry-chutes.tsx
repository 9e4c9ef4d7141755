import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/entry-chutes')({
  beforeLoad: ({ context }) => guardPage(context.user, '/entry-chutes'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/entry-chutes" user={Route.useRouteContext().user} />;
}
