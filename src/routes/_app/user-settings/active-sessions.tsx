import { createFileRoute } from '@tanstack/react-router';
import { sessionsQueries } from '../../../api/auth/sessions.queries';
import { PageFrame } from '../../../features/shell/page-frame';
import { ActiveSessionsPage } from '../../../features/user-settings/active-sessions-page';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/user-settings/active-sessions';

export const Route = createFileRoute('/_app/user-settings/active-sessions')({
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionsQueries.list());
  },
  component: ActiveSessionsRoute,
});

function ActiveSessionsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <ActiveSessionsPage />
    </PageFrame>
  );
}
