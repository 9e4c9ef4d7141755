import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/settings/chicken/containers')({
  beforeLoad: ({ context }) => guardPage(context.user, '/settings/chicken/containers'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/settings/chicken/containers" user={Route.useRouteContext().user} />
  );
}
