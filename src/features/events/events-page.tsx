import { NativeSelect } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { ALL_EVENT_NAMES, type EventKind } from '../../api/events/events.constants';
import { downloadEvents, eventQueries } from '../../api/events/events.queries';
import { EVENT_PAGE_SIZE, type EventRecord } from '../../api/events/events.schema';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { zonedTimes } from '../../lib/format-once';
import { events } from '../../lib/i18n/en/events';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { ExportButton } from '../../ui/downloads/export-button';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList } from '../../ui/list/cursor-list';
import { EventCard, eventColumns, type EventFieldContext } from './event-fields';
import { eventFilters, eventOrder, listSortOf, urlSortOf } from './events-filters';
import { EVENT_URL_SORTS, type EventsSearch } from './events-search';

// The kitchen filters' part names the potato products in the rows.
registerMessages(events, kitchenFilters);

const ChickenProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));
const PotatoProductFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.PotatoProductFilter,
  })),
);

/** Rows' heights before they are measured: a table row, a phone's card. */
const ROW_ESTIMATE = { row: 37, card: 140 };

export type EventsPageSearch = DateRangeSearch & EventsSearch;

/**
 * Warms the list's event names and, unless the URL names an event the names are not known to
 * hold yet, its first page, once the page scope is known.
 */
export function warmEvents(
  kind: EventKind,
  context: PageContext,
  search: EventsPageSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    const names = queryClient.getQueryData(eventQueries.names(kind).queryKey);
    void queryClient.prefetchQuery(eventQueries.names(kind));
    if (search.eventName !== undefined && names === undefined) return;
    void queryClient.prefetchInfiniteQuery(
      eventQueries.list(
        kind,
        eventFilters(search, scope, names),
        eventOrder(search.sort),
        search.limit ?? EVENT_PAGE_SIZE,
      ),
    );
  });
}

/** The page's filters from its URL, the page scope and the list's event names. */
function useEventFilters(kind: EventKind, search: EventsSearch) {
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const names = useQuery(eventQueries.names(kind));
  return {
    filters: eventFilters(search, scope, names.data),
    // Spec 000 §5: a name in the URL is sent only once the names say it is one, so the list
    // waits for them; if they fail, it shows every event, as the filter then says.
    ready: ready && (search.eventName === undefined || !names.isPending),
    names,
    choice,
    timeZone: resolveTimeZone(timeZone),
  };
}

/**
 * Spec 000 §5: once the list's names are known, a name in the URL that is not among them leaves
 * it (replacing the entry), so the link and the filter count say what is applied.
 */
function useDropUnknownName(asked: string | undefined, known: readonly string[] | undefined) {
  const setSearch = useSetSearch();
  useEffect(() => {
    if (asked === undefined || known === undefined || known.includes(asked)) return;
    setSearch((previous) => ({ ...previous, eventName: undefined }), { replace: true });
  }, [asked, known, setSearch]);
}

/**
 * A list of what the kitchen's cameras saw (spec 001 §2, §7 "Events"), chicken's or potato's:
 * every event of the URL's range, restaurant, event name and products, newest first unless
 * sorted otherwise, loaded a page at a time as the list is scrolled. Events have no totals and
 * cannot be deleted.
 */
export function EventsPage({ kind, search }: { kind: EventKind; search: EventsSearch }) {
  const { t, locale, dateLocale } = useI18n();
  const setSearch = useSetSearch();
  const { filters, ready, names, choice, timeZone } = useEventFilters(kind, search);
  useDropUnknownName(search.eventName, names.data);
  const list = useInfiniteQuery({
    ...eventQueries.list(kind, filters, eventOrder(search.sort), search.limit ?? EVENT_PAGE_SIZE),
    enabled: ready,
    // Coming back to the tab would ask every page loaded again, perhaps hundreds.
    refetchOnWindowFocus: false,
  });

  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  // A restaurant beyond the pick-list's first 100 is asked for its zone (a large chain).
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  const zoneOf = (row: EventRecord) =>
    resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? timeZone);
  const whole = numberFormat(locale);
  const context: EventFieldContext = {
    t,
    count: (value) => whole.format(value),
    ...zonedTimes(zoneOf, locale, dateLocale),
  };
  const showRestaurant = filters.restaurantUuid === undefined;

  return (
    <CursorList
      query={list}
      caption={t(`events.caption.${kind}`)}
      rowKey={(row) => row.eventId}
      columns={eventColumns(context, { showRestaurant })}
      card={(row) => <EventCard row={row} context={context} showRestaurant={showRestaurant} />}
      estimate={ROW_ESTIMATE}
      sort={listSortOf(search.sort)}
      onSort={(sort) => setSearch((previous) => ({ ...previous, sort: urlSortOf(sort) }))}
      loadFailed={t('events.loadFailed')}
      loadingLabel={t('events.loading')}
      rowTestId="event-record"
    />
  );
}

/**
 * The page's toolbar (the phone's filter sheet holds it): the event name, the products, the
 * order, and export of the filtered list in its order.
 */
export function EventsToolbar({ kind, search }: { kind: EventKind; search: EventsSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { filters, ready, names } = useEventFilters(kind, search);
  const set = (change: Partial<EventsSearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  const known = names.data ?? [];
  const materials = search.materials ? search.materials.split(',') : [];
  const onProducts = (next: string[]) =>
    set({ materials: next.length > 0 ? next.join(',') : undefined });
  return (
    <>
      <NativeSelect
        aria-label={t('events.eventName')}
        data={[
          {
            value: ALL_EVENT_NAMES,
            label: t(names.isPending ? 'events.namesLoading' : 'events.allEvents'),
          },
          ...known.map((name) => ({ value: name, label: name })),
        ]}
        value={
          search.eventName !== undefined && known.includes(search.eventName)
            ? search.eventName
            : ALL_EVENT_NAMES
        }
        disabled={known.length === 0}
        onChange={(event) =>
          set({ eventName: known.find((name) => name === event.currentTarget.value) })
        }
      />
      <LazyToolbarControl>
        {kind === 'chicken' ? (
          <ChickenProductFilter value={materials} onChange={onProducts} />
        ) : (
          <PotatoProductFilter value={materials} onChange={onProducts} />
        )}
      </LazyToolbarControl>
      <NativeSelect
        aria-label={t('events.sort')}
        data={(['eventTime.desc', ...EVENT_URL_SORTS] as const).map((value) => ({
          value,
          label: t(`events.sort.${value}`),
        }))}
        value={search.sort ?? 'eventTime.desc'}
        onChange={(event) =>
          set({ sort: EVENT_URL_SORTS.find((sort) => sort === event.currentTarget.value) })
        }
      />
      <ExportButton
        disabled={!ready}
        download={(options) => downloadEvents(kind, filters, eventOrder(search.sort), options)}
      />
    </>
  );
}
