import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/chicken/packages')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/chicken/packages'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/settings/chicken/packages" user={Route.useRouteContext().user} />;
}
