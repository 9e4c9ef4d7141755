import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';

export const Route = createFileRoute('/_app/restaurants_/$uuid/devices/pc')({
  beforeLoad: ({ context }) => guardPage(context.user, '/restaurants/$uuid/devices/pc'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet path="/restaurants/$uuid/devices/pc" user={Route.useRouteContext().user} />
  );
}
