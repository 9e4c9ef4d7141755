import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/potato/packages')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/potato/packages'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/settings/potato/packages" user={Route.useRouteContext().user} />;
}
