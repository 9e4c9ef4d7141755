import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import { UnusualPage, warmUnusual } from '../../../features/unusual/unusual-page';
import { UnusualToolbar } from '../../../features/unusual/unusual-toolbar';
import { unusualDeps, unusualSearch } from '../../../features/unusual/unusual-search';
import { guardPage } from '../../../lib/route-guard';

// The kind and path are written out: a constant shared by the route and its component would
// be a module of its own in the first page's entry.
export const Route = createFileRoute('/_app/unusual/wrong-marker')({
  // The layout validates the shared dates and restaurant; this adds the list's order.
  validateSearch: unusualSearch,
  loaderDeps: ({ search }) => unusualDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/unusual/wrong-marker'),
  loader: ({ context, deps, preload }) => warmUnusual('wrong-marker', context, deps, preload),
  component: UnusualRoute,
});

function UnusualRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/unusual/wrong-marker"
      user={user}
      actions={<UnusualToolbar search={search} />}
    >
      <UnusualPage kind="wrong-marker" search={search} user={user} />
    </PageFrame>
  );
}
