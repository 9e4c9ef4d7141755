import { createFileRoute } from '@tanstack/react-router';
import { EventsPage, EventsToolbar, warmEvents } from '../../../features/events/events-page';
import { eventsDeps, eventsSearch } from '../../../features/events/events-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

// The list and path are written out: a constant shared by the route and its component would
// be a module of its own in the first page's entry.
export const Route = createFileRoute('/_app/events/potato')({
  // The layout validates the shared dates and restaurant; this adds the list's filters.
  validateSearch: eventsSearch('potato'),
  loaderDeps: ({ search }) => eventsDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/events/potato'),
  loader: ({ context, deps }) => warmEvents('potato', context, deps),
  component: EventsRoute,
});

function EventsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/events/potato"
      user={user}
      actions={<EventsToolbar kind="potato" search={search} />}
    >
      <EventsPage kind="potato" search={search} />
    </PageFrame>
  );
}
