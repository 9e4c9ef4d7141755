import { createFileRoute } from '@tanstack/react-router';
import {
  EventsAnalyticsPage,
  EventsAnalyticsToolbar,
  warmEventsAnalytics,
} from '../../../features/events-analytics/events-analytics-page';
import { validateEventsAnalyticsSearch } from '../../../features/events-analytics/events-analytics-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';
import { sharedLoaderDeps } from '../../../lib/url-state';

const PATH = '/events/analytics';

export const Route = createFileRoute('/_app/events/analytics')({
  // The layout validates the shared dates and restaurant; this adds the page's own fields.
  validateSearch: validateEventsAnalyticsSearch,
  loaderDeps: ({ search }) => ({
    ...sharedLoaderDeps(search),
    chickenTypes: search.chickenTypes,
    period: search.period,
    eventName: search.eventName,
    catering: search.catering,
    performanceRatioType: search.performanceRatioType,
    vendors: search.vendors,
    isCorrect: search.isCorrect,
    packageTypes: search.packageTypes,
  }),
  beforeLoad: ({ context }) => guardPage(context.user, PATH),
  loader: ({ context, deps }) => warmEventsAnalytics(context, deps),
  component: EventsAnalyticsRoute,
});

function EventsAnalyticsRoute() {
  const { user } = Route.useRouteContext();
  return (
    <PageFrame path={PATH} user={user} actions={<EventsAnalyticsToolbar />}>
      <EventsAnalyticsPage />
    </PageFrame>
  );
}
