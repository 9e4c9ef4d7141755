import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';

export const Route = createFileRoute('/_app/devices/tablets/$uuid/sessions')({
  beforeLoad: ({ context }) => guardPage(context.user, '/devices/tablets/$uuid/sessions'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/devices/tablets/$uuid/sessions" user={Route.useRouteContext().user} />
  );
}
