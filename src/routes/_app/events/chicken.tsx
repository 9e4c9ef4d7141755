import { createFileRoute } from '@tanstack/react-router';
import { EventsPage, EventsToolbar, warmEvents } from '../../../features/events/events-page';
import { eventsDeps, eventsSearch } from '../../../features/events/events-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { guardPage } from '../../../lib/route-guard';

// The list and path are written out: a constant shared by the route and its component would
// be a module of its own in the first page's entry.
export const Route = createFileRoute('/_app/events/chicken')({
  // The layout validates the shared dates and restaurant; this adds the list's filters.
  validateSearch: eventsSearch('chicken'),
  loaderDeps: ({ search }) => eventsDeps(search),
  beforeLoad: ({ context }) => guardPage(context.user, '/events/chicken'),
  loader: ({ context, deps }) => warmEvents('chicken', context, deps),
  component: EventsRoute,
});

function EventsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <PageFrame
      path="/events/chicken"
      user={user}
      actions={<EventsToolbar kind="chicken" search={search} />}
    >
      <EventsPage kind="chicken" search={search} />
    </PageFrame>
  );
}
