import { createFileRoute } from '@tanstack/react-router';
import { rolesQueries } from '../../api/roles/roles.queries';
import { AccessListToolbar } from '../../features/roles/access-list-page';
import {
  accessListDeps,
  accessListQuery,
  accessListSearch,
} from '../../features/roles/access-search';
import { PoliciesPage } from '../../features/roles/policies-page';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/policies';

export const Route = createFileRoute('/_app/policies')({
  validateSearch: accessListSearch.validate,
  loaderDeps: ({ search }) => accessListDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(rolesQueries.policies(accessListQuery(deps)));
  },
  component: PoliciesRoute,
});

function PoliciesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path={PATH}
      user={user}
      actions={<AccessListToolbar kind="policies" search={search} />}
    >
      <PoliciesPage search={search} user={user} />
    </PageFrame>
  );
}
