import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/chicken/materials')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/chicken/materials'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/settings/chicken/materials" user={Route.useRouteContext().user} />;
}
