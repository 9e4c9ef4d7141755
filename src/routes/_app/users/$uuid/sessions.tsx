import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../features/shell/page-frame';
import { guardPage } from '../../../../lib/route-guard';

export const Route = createFileRoute('/_app/users/$uuid/sessions')({
  beforeLoad: ({ context }) => guardPage(context.user, '/users/$uuid/sessions'),
  component: Page,
});

function Page() {
  return <NotAvailableYet path="/users/$uuid/sessions" user={Route.useRouteContext().user} />;
}
