import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/potato/materials')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/potato/materials'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/settings/potato/materials" user={Route.useRouteContext().user} />;
}
