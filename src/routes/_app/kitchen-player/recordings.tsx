import { createFileRoute } from '@tanstack/react-router';
import {
  KITCHEN_PLAYER_RECORDINGS,
  RecordingsPage,
  warmRecordings,
} from '../../../features/recordings/recordings-page';
import { finishedRecordingsSearch } from '../../../features/recordings/recordings-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/kitchen-player/recordings';

export const Route = createFileRoute('/_app/kitchen-player/recordings')({
  // The layout validates the restaurant; this adds the page and its size.
  validateSearch: finishedRecordingsSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps, preload }) =>
    warmRecordings(context, deps, KITCHEN_PLAYER_RECORDINGS, preload),
  component: RecordingsRoute,
});

function RecordingsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <RecordingsPage user={user} search={Route.useSearch()} kind={KITCHEN_PLAYER_RECORDINGS} />
    </PageFrame>
  );
}
