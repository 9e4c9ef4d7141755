import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import { RecordingsPage, warmRecordings } from '../../../features/unusual/recordings-page';
import { UnusualToolbar } from '../../../features/unusual/unusual-toolbar';
import { unusualDeps, unusualSearch } from '../../../features/unusual/unusual-search';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/unusual/recordings')({
  // The layout validates the shared dates and restaurant; this adds the list's order.
  validateSearch: unusualSearch,
  loaderDeps: ({ search }) => unusualDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/recordings'),
  loader: ({ context, deps, preload }) => warmRecordings(context, deps, preload),
  component: RecordingsRoute,
});

function RecordingsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path="/unusual/recordings" user={user} actions={<UnusualToolbar search={search} />}>
      <RecordingsPage search={search} />
    </PageFrame>
  );
}
