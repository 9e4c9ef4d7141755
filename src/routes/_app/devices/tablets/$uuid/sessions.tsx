import { createFileRoute } from '@tanstack/react-router';
import { sessionsSearch } from '../../../../../features/devices/devices-search';
import { TabletSessionsPage } from '../../../../../features/devices/tablet-sessions-page';
import { PageFrame } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';

const PATH = '/devices/tablets/$uuid/sessions';

export const Route = createFileRoute('/_app/devices/tablets/$uuid/sessions')({
  validateSearch: sessionsSearch.validate,
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  component: TabletSessionsRoute,
});

function TabletSessionsRoute() {
  const { user } = Route.useRouteContext();
  const { uuid } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageFrame path={PATH} user={user}>
      <TabletSessionsPage tabletUuid={uuid} search={search} user={user} />
    </PageFrame>
  );
}
