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

// The record engine's list 'basket-events' (docs/decisions/kitchen-records.md); written out as the
// histories' route files are.
export const Route = createFileRoute('/_app/basket-events')({
  validateSearch: timerHistorySearch('basket-events'),
  loaderDeps: ({ search }) => timerHistoryDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/basket-events'),
  loader: ({ context, deps }) => warmTimerHistory('basket-events', context, deps),
  component: RecordsRoute,
});

function RecordsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/basket-events"
      user={user}
      actions={<TimerHistoryToolbar station="basket-events" search={search} />}
    >
      <TimerHistoryPage station="basket-events" search={search} user={user} />
    </PageFrame>
  );
}
