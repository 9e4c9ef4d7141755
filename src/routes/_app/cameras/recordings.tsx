import { createFileRoute } from '@tanstack/react-router';
import {
  CAMERA_RECORDINGS,
  RecordingsPage,
  warmRecordings,
} from '../../../features/recordings/recordings-page';
import { recordingsSearch } from '../../../features/recordings/recordings-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/cameras/recordings';

export const Route = createFileRoute('/_app/cameras/recordings')({
  // The layout validates the restaurant; this adds the status filter, the page and its size.
  validateSearch: recordingsSearch.validate,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    status: search.status,
    page: search.page,
    limit: search.limit,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps, preload }) => warmRecordings(context, deps, CAMERA_RECORDINGS, preload),
  component: RecordingsRoute,
});

function RecordingsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user}>
      <RecordingsPage user={user} search={Route.useSearch()} kind={CAMERA_RECORDINGS} />
    </PageFrame>
  );
}
