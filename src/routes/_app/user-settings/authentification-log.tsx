import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../../../api/audit/audit.queries';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  AUTH_LOG_FILTER_KEYS,
  AuthLogFilters,
  AuthLogPage,
} from '../../../features/user-settings/auth-log-page';
import { authLogQuery, authLogSearch } from '../../../features/user-settings/auth-log-search';
import { guardPage } from '../../../lib/route-guard';

const PATH = '/user-settings/authentification-log';

export const Route = createFileRoute('/_app/user-settings/authentification-log')({
  validateSearch: authLogSearch.validate,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(auditQueries.authLog(authLogQuery(deps)));
  },
  component: AuthLogRoute,
});

function AuthLogRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame
      path={PATH}
      user={user}
      listFilters={{ form: <AuthLogFilters />, keys: AUTH_LOG_FILTER_KEYS }}
    >
      <AuthLogPage />
    </PageFrame>
  );
}
