import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';

export const Route = createFileRoute('/_app/restaurants_/$uuid/devices/tablets')({
  beforeLoad: ({ context }) => guardPage(context.user, '/restaurants/$uuid/devices/tablets'),
  component: Page,
});

function Page() {
  return (
    <NotAvailableYet
      path="/restaurants/$uuid/devices/tablets"
      user={Route.useRouteContext().user}
    />
  );
}
