import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/shell/page-frame';
import {
  SupportHistoryPage,
  SupportHistoryToolbar,
  warmSupportHistory,
} from '../../features/support-history/support-history-page';
import { supportDeps, supportSearch } from '../../features/support-history/support-search';
import { guardPage } from '../../lib/route-guard';

export const Route = createFileRoute('/_app/support-history')({
  // The layout validates the shared dates and restaurant; this adds the history's filters.
  validateSearch: supportSearch.validate,
  loaderDeps: ({ search }) => supportDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/support-history'),
  loader: ({ context, deps }) => warmSupportHistory(context, deps),
  component: SupportHistoryRoute,
});

function SupportHistoryRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/support-history"
      user={user}
      actions={<SupportHistoryToolbar search={search} />}
    >
      <SupportHistoryPage search={search} user={user} />
    </PageFrame>
  );
}
