import { createFileRoute } from '@tanstack/react-router';
import { warmTabletSessions } from '../../../../../features/devices/devices-loader';
import { sessionsSearch } from '../../../../../features/devices/devices-search';
import {
  sessionsRetry,
  TabletSessionsPage,
} from '../../../../../features/devices/tablet-sessions-page';
import { PageFrame } from '../../../../../features/shell/page-frame';
import { guardPage } from '../../../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../../../lib/url-state';

const PATH = '/devices/tablets/$uuid/sessions';

export const Route = createFileRoute('/_app/devices/tablets/$uuid/sessions')({
  validateSearch: sessionsSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, params, deps, cause }) =>
    warmTabletSessions(context, params.uuid, deps, cause, sessionsRetry),
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
