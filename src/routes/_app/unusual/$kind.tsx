import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import { UnusualPage, warmUnusual } from '../../../features/unusual/unusual-page';
import { unusualDeps, unusualSearch } from '../../../features/unusual/unusual-search';
import { UnusualToolbar } from '../../../features/unusual/unusual-toolbar';
import { guardPage } from '../../../lib/route-guard';
import { isUnusualKind, unusualKindPath } from '../../../lib/unusual-kinds';

// Every image-event list (lib/unusual-kinds.ts): a kind that is not in the table is a page that
// does not exist.
export const Route = createFileRoute('/_app/unusual/$kind')({
  params: {
    parse: ({ kind }) => {
      if (!isUnusualKind(kind)) throw notFound();
      return { kind };
    },
  },
  // The layout validates the shared dates and restaurant; this adds the list's order.
  validateSearch: unusualSearch,
  loaderDeps: ({ search }) => unusualDeps(search),
  beforeLoad: ({ context, params }) => guardPage(context.user, unusualKindPath(params.kind)),
  loader: ({ context, deps, params, preload }) => warmUnusual(params.kind, context, deps, preload),
  component: UnusualRoute,
});

function UnusualRoute() {
  const { user } = Route.useRouteContext();
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageFrame
      path={unusualKindPath(kind)}
      user={user}
      actions={<UnusualToolbar search={search} />}
    >
      <UnusualPage kind={kind} search={search} user={user} />
    </PageFrame>
  );
}
