import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../features/shell/page-frame';
import { UserSessionsPage } from '../../../../features/users/user-sessions-page';
import { guardPage } from '../../../../lib/route-guard';

const PATH = '/users/$uuid/sessions';

export const Route = createFileRoute('/_app/users/$uuid/sessions')({
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  component: UserSessionsRoute,
});

function UserSessionsRoute() {
  const { user } = Route.useRouteContext();
  const { uuid } = Route.useParams();
  return (
    <PageFrame path={PATH} user={user}>
      <UserSessionsPage me={user} uuid={uuid} />
    </PageFrame>
  );
}
