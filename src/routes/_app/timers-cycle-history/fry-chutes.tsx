import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  TimerHistoryPage,
  TimerHistoryToolbar,
  warmTimerHistory,
} from '../../../features/timer-history/timer-history-page';
import {
  timerHistoryDeps,
  timerHistorySearch,
} from '../../../features/timer-history/timer-history-search';
import { guardPage } from '../../../lib/route-guard';

// The station and path are written out: a constant shared by the route and its component
// would be a module of its own in the first page's entry.
export const Route = createFileRoute('/_app/timers-cycle-history/fry-chutes')({
  // The layout validates the shared dates and restaurant; this adds the station's filters.
  validateSearch: timerHistorySearch('fry-chutes'),
  loaderDeps: ({ search }) => timerHistoryDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/timers-cycle-history/fry-chutes'),
  loader: ({ context, deps }) => warmTimerHistory('fry-chutes', context, deps),
  component: TimerHistoryRoute,
});

function TimerHistoryRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/timers-cycle-history/fry-chutes"
      user={user}
      actions={<TimerHistoryToolbar station="fry-chutes" search={search} />}
    >
      <TimerHistoryPage station="fry-chutes" search={search} user={user} />
    </PageFrame>
  );
}
