import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  TimerAnalyticsPage,
  TimerAnalyticsToolbar,
  warmTimerAnalytics,
} from '../../../features/timer-analytics/timer-analytics-page';
import {
  timerAnalyticsDeps,
  timerAnalyticsSearch,
} from '../../../features/timer-analytics/timer-analytics-search';
import { guardPage } from '../../../lib/route-guard';

export const Route = createFileRoute('/_app/timers-cycle-history/analytics')({
  // The layout validates the shared dates and restaurant; this adds the page's filters.
  validateSearch: timerAnalyticsSearch,
  loaderDeps: ({ search }) => timerAnalyticsDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/timers-cycle-history/analytics'),
  loader: ({ context, deps }) => warmTimerAnalytics(context, deps),
  component: TimerAnalyticsRoute,
});

function TimerAnalyticsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/timers-cycle-history/analytics"
      user={user}
      actions={<TimerAnalyticsToolbar search={search} />}
    >
      <TimerAnalyticsPage search={search} />
    </PageFrame>
  );
}
