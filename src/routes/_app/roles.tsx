import { createFileRoute } from '@tanstack/react-router';
import { rolesQueries } from '../../api/roles/roles.queries';
import { AccessListToolbar } from '../../features/roles/access-list-page';
import {
  accessListDeps,
  accessListQuery,
  accessListSearch,
} from '../../features/roles/access-search';
import { RolesPage } from '../../features/roles/roles-page';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

const PATH = '/roles';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: accessListSearch.validate,
  loaderDeps: ({ search }) => accessListDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(rolesQueries.list(accessListQuery(deps)));
  },
  component: RolesRoute,
});

function RolesRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path={PATH} user={user} actions={<AccessListToolbar kind="roles" search={search} />}>
      <RolesPage search={search} user={user} />
    </PageFrame>
  );
}
