import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/shell/page-frame';
import {
  TimerHistoryPage,
  TimerHistoryToolbar,
  warmTimerHistory,
} from '../../features/timer-history/timer-history-page';
import {
  timerHistoryDeps,
  timerHistorySearch,
} from '../../features/timer-history/timer-history-search';
import { guardPage } from '../../lib/route-guard';

// The record engine's list 'entry-chutes' (docs/decisions/kitchen-records.md); written out as the
// histories' route files are.
export const Route = createFileRoute('/_app/entry-chutes')({
  validateSearch: timerHistorySearch('entry-chutes'),
  loaderDeps: ({ search }) => timerHistoryDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/entry-chutes'),
  loader: ({ context, deps }) => warmTimerHistory('entry-chutes', context, deps),
  component: RecordsRoute,
});

function RecordsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/entry-chutes"
      user={user}
      actions={<TimerHistoryToolbar station="entry-chutes" search={search} />}
    >
      <TimerHistoryPage station="entry-chutes" search={search} user={user} />
    </PageFrame>
  );
}
