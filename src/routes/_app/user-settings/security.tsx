import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import { SecurityPage } from '../../../features/user-settings/security-page';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/user-settings/security';

export const Route = createFileRoute('/_app/user-settings/security')({
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  component: SecurityRoute,
});

function SecurityRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <SecurityPage />
    </PageFrame>
  );
}
