import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { EventsPage, EventsToolbar, warmEvents } from '../../../features/events/events-page';
import { anyEventsSearch, eventsDeps, eventsSearch } from '../../../features/events/events-search';
import { PageFrame } from '../../../features/shell/page-frame';
import { eventKindPath, isEventKind } from '../../../lib/event-kinds';
import { ownSearchOf } from '../../../lib/list-search';
import { guardPage } from '../../../lib/route-guard';

// Both event lists (lib/event-kinds.ts): a list that is not in the table is a page that does
// not exist.
export const Route = createFileRoute('/_app/events/$kind')({
  params: {
    parse: ({ kind }) => {
      if (!isEventKind(kind)) throw notFound();
      return { kind };
    },
  },
  // The layout validates the shared dates and restaurant; this adds the lists' filters.
  validateSearch: anyEventsSearch,
  loaderDeps: ({ search }) => eventsDeps(search),
  beforeLoad: ({ context, params, search }) => {
    guardPage(context.user, eventKindPath(params.kind));
    // The other list's filters, and values this list does not offer, leave the URL.
    const own = ownSearchOf(eventsSearch(params.kind), search);
    if (own) throw redirect({ to: '.', params, search: own, replace: true });
  },
  loader: ({ context, deps, params }) => warmEvents(params.kind, context, deps),
  component: EventsRoute,
});

function EventsRoute() {
  const { user } = Route.useRouteContext();
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageFrame
      path={eventKindPath(kind)}
      user={user}
      actions={<EventsToolbar kind={kind} search={search} />}
    >
      <EventsPage kind={kind} search={search} />
    </PageFrame>
  );
}
