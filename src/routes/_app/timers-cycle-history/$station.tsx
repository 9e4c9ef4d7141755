import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { PageFrame } from '../../../features/shell/page-frame';
import {
  TimerHistoryPage,
  TimerHistoryToolbar,
  warmTimerHistory,
} from '../../../features/timer-history/timer-history-page';
import {
  anyStationSearch,
  timerHistoryDeps,
  timerHistorySearch,
} from '../../../features/timer-history/timer-history-search';
import { ownSearchOf } from '../../../lib/list-search';
import { guardPage } from '../../../lib/route-guard';
import { isTimerStation, timerStationPath } from '../../../lib/timer-stations';

// Every station's history (lib/timer-stations.ts): a station that is not in the table is a page
// that does not exist.
export const Route = createFileRoute('/_app/timers-cycle-history/$station')({
  params: {
    parse: ({ station }) => {
      if (!isTimerStation(station)) throw notFound();
      return { station };
    },
  },
  // The layout validates the shared dates and restaurant; this adds the stations' filters.
  validateSearch: anyStationSearch,
  loaderDeps: ({ search }) => timerHistoryDeps(search),
  beforeLoad: ({ context, params, search }) => {
    guardPage(context.user, timerStationPath(params.station));
    // Another station's filters leave the URL.
    const own = ownSearchOf(timerHistorySearch(params.station), search);
    if (own) throw redirect({ to: '.', params, search: own, replace: true });
  },
  loader: ({ context, deps, params }) => warmTimerHistory(params.station, context, deps),
  component: TimerHistoryRoute,
});

function TimerHistoryRoute() {
  const { user } = Route.useRouteContext();
  const { station } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageFrame
      path={timerStationPath(station)}
      user={user}
      actions={<TimerHistoryToolbar station={station} search={search} />}
    >
      <TimerHistoryPage station={station} search={search} user={user} />
    </PageFrame>
  );
}
