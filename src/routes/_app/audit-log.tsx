import { createFileRoute } from '@tanstack/react-router';
import {
  AuditLogPage,
  AuditLogToolbar,
  warmAuditLog,
} from '../../features/audit-log/audit-log-page';
import { auditLogDeps, auditLogSearch } from '../../features/audit-log/audit-log-search';
import { PageFrame } from '../../features/shell/page-frame';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/audit-log')({
  // The layout validates the shared dates and restaurant; this adds the log's filters and page.
  validateSearch: auditLogSearch.validate,
  loaderDeps: ({ search }) => auditLogDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/audit-log'),
  loader: ({ context, deps }) => warmAuditLog(context, deps),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame path="/audit-log" user={user} actions={<AuditLogToolbar search={search} />}>
      <AuditLogPage search={search} />
    </PageFrame>
  );
}
