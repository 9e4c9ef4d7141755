import { Center, Loader, Paper, Stack } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { usePageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import type { UnusualKind } from '../../lib/unusual-kinds';
import { UNUSUAL_ENDPOINTS } from '../../api/unusual/unusual.endpoints';
import { unusualMutations, unusualQueries } from '../../api/unusual/unusual.queries';
import { UNUSUAL_PAGE_SIZE, type UnusualEvent } from '../../api/unusual/unusual.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { zonedTimes } from '../../lib/format-once';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { unusual } from '../../lib/i18n/en/unusual';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { FigureTile } from '../../ui/analytics/figure-tile';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { NoInformation } from '../../ui/feedback/empty-state';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList, type ListSort } from '../../ui/list/cursor-list';
import { firstScreenRows } from '../../ui/list/first-screen';
import { FIRST_IMAGE } from './carousel';
import { useImagePositions } from './image-positions';
import { orderOf, unusualFilters } from './unusual-filters';
import { footageOf, UnusualCard, unusualColumns, type UnusualFieldContext } from './unusual-fields';
import { useWatchFootage } from '../../ui/video/use-watch-footage';
import { WatchFootageButton } from '../../ui/video/watch-footage-button';
import { preloadFrame } from './use-frame-image';
import { UNUSUAL_URL_SORTS, type UnusualSearch, type UnusualUrlSort } from './unusual-search';

// The kitchen filters' part names the potato products in the rows.
registerMessages(unusual, kitchenFilters);

/** Rows' heights before they are measured: a table row with its carousel, a phone's card. */
const ROW_ESTIMATE = { row: 205, card: 470 };

const eventKey = (row: UnusualEvent) => row.eventId;

export type UnusualPageSearch = DateRangeSearch & UnusualSearch;

/**
 * Warms a kind's count and first page for the URL, in Global mode at once, else once the page
 * scope is known (`warmPageEarly`), and, once the page answers, asks for the first thumbnail of
 * each event the first screen shows, beside the page's render rather than after it (on a phone
 * the first one is the page's largest paint). Not for a link's preload on hover.
 */
export function warmUnusual(
  kind: UnusualKind,
  context: PageContext,
  search: UnusualPageSearch,
  preload = false,
): Promise<void> {
  const { queryClient } = context;
  return warmPageEarly(context, search, (scope) => {
    const filters = unusualFilters(scope);
    const list = unusualQueries.list(kind, filters, orderOf(search.sort), UNUSUAL_PAGE_SIZE);
    void queryClient.prefetchQuery(unusualQueries.total(kind, filters));
    void queryClient.prefetchInfiniteQuery(list).then(() => {
      if (preload) return;
      const first = queryClient.getQueryData(list.queryKey)?.pages[0]?.content ?? [];
      for (const event of first.slice(0, firstScreenRows(ROW_ESTIMATE))) {
        preloadFrame(kind, event.eventId, FIRST_IMAGE, 'thumbnail');
      }
    });
  });
}

/**
 * One kind of unusual event (spec 001 §2 "Unusual events: lists with an image carousel per
 * event"): its count for the URL's range and restaurant, then every event, newest first unless
 * sorted otherwise, a page at a time as the list is scrolled, each with its screenshots; one can
 * be deleted with UNUSUAL DELETE, and the count drops by one (spec 001 §4 "Counts").
 */
export function UnusualPage({
  kind,
  search,
  user,
}: {
  kind: UnusualKind;
  search: UnusualSearch;
  user: AccessSubject;
}) {
  const { t, locale, dateLocale } = useI18n();
  const [unit] = useWeightUnit();
  const setSearch = useSetSearch();
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const filters = unusualFilters(scope);
  const list = useInfiniteQuery({
    ...unusualQueries.list(kind, filters, orderOf(search.sort), UNUSUAL_PAGE_SIZE),
    enabled: ready,
    // Coming back to the tab would ask every page loaded again.
    refetchOnWindowFocus: false,
  });
  const total = useQuery({ ...unusualQueries.total(kind, filters), enabled: ready });
  const remove = useMutation(unusualMutations.remove(kind));
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: UnusualEvent) => row.eventId,
    t('unusual.deleted'),
  );
  const positions = useImagePositions();

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.content) ?? [], [list.data]);
  // A restaurant beyond the pick-list's first 100 is asked for its zone (a large chain).
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  // The rows' renderers change only with what they show (zones, unit, locale, access): the list
  // memoizes its rows on them, so the page's other renders (the count answering, a restaurant's
  // zone) do not render every row and its carousel again.
  const zoneOf = useCallback(
    (row: UnusualEvent) => resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? timeZone),
    [restaurantOf, timeZone],
  );
  const context = useMemo<UnusualFieldContext>(
    () => ({ t, locale, unit, time: zonedTimes(zoneOf, locale, dateLocale).time, positions }),
    [t, locale, unit, zoneOf, dateLocale, positions],
  );
  const showRestaurant = filters.restaurantUuid === undefined;
  // Spec 000 §6: Delete is offered only with UNUSUAL DELETE, as the provider checks.
  const onDelete = canCall(user, UNUSUAL_ENDPOINTS[kind].remove) ? ask : undefined;
  const mayWatch = useWatchFootage().allowed;
  const footage = useMemo(
    () =>
      mayWatch
        ? (row: UnusualEvent) => {
            // A station the console does not know has no camera to look through.
            const station = footageOf(row.station);
            return station ? (
              <WatchFootageButton
                restaurantUuid={row.restaurantUuid}
                station={station}
                at={row.eventTime}
                timeZone={zoneOf(row)}
              />
            ) : (
              '–'
            );
          }
        : undefined,
    [mayWatch, zoneOf],
  );
  const columns = useMemo(
    () => unusualColumns(kind, context, { showRestaurant, onDelete, footage }),
    [kind, context, showRestaurant, onDelete, footage],
  );
  const card = useCallback(
    (row: UnusualEvent) => (
      <UnusualCard
        kind={kind}
        row={row}
        context={context}
        showRestaurant={showRestaurant}
        onDelete={onDelete}
        footage={footage}
      />
    ),
    [kind, context, showRestaurant, onDelete, footage],
  );

  return (
    <Stack gap="md">
      <UnusualTotals total={total} />
      <CursorList
        query={list}
        caption={t(`unusual.caption.${kind}`)}
        rowKey={eventKey}
        columns={columns}
        card={card}
        estimate={ROW_ESTIMATE}
        sort={listSortOf(search.sort)}
        onSort={(sort) => setSearch((previous) => ({ ...previous, sort: urlSortOf(sort) }))}
        total={total.data?.count}
        loadFailed={t('unusual.loadFailed')}
        loadingLabel={t('unusual.loading')}
        rowTestId="unusual-event"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('unusual.deleteTitle')}
        confirmLabel={t('unusual.delete')}
      >
        {deleting
          ? t('unusual.deleteText', {
              event: deleting.eventName,
              time: context.time(deleting.eventTime, deleting),
              restaurant: `${deleting.restaurantNumber} - ${deleting.restaurantName}`,
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** The list's sort for its headers. */
function listSortOf(sort: UnusualUrlSort | undefined): ListSort {
  return { key: 'eventTime', direction: sort === 'asc' ? 'asc' : 'desc' };
}

/** A header's sort as the URL's, absent for the default. */
function urlSortOf({ direction }: ListSort): UnusualUrlSort | undefined {
  return UNUSUAL_URL_SORTS.find((known) => known === direction);
}

/** The count of every event the scope holds (…/total), above the list. */
function UnusualTotals({ total }: { total: ReturnType<typeof useQuery<{ count: number }>> }) {
  const { t, locale } = useI18n();
  let body;
  if (total.isError) body = <NoInformation />;
  else if (!total.data)
    body = (
      <Center mih={46}>
        <Loader size="sm" aria-label={t('unusual.loadingTotals')} />
      </Center>
    );
  else
    body = (
      <FigureTile
        label={t('unusual.count')}
        value={numberFormat(locale).format(total.data.count)}
      />
    );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={t('unusual.totals')}>
      {body}
    </Paper>
  );
}
