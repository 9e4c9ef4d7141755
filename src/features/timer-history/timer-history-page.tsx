import { Group, NativeSelect, Stack } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, useCallback, useMemo } from 'react';
import {
  knownMaterialsWhenRead,
  materialPickList,
} from '../../api/dictionaries/material-options.queries';
import { knownWhenRead, materialsQueries } from '../../api/materials/materials.queries';
import { warmPageEarly, usePageScope, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import {
  RECORD_LISTS,
  TIMER_PAGE_SIZE,
  type BasketStage,
  type RecordList,
} from '../../api/timer-history/timer-history.constants';
import { type StationFilter } from '../../lib/timer-stations';
import { RECORD_ENDPOINTS } from '../../api/timer-history/timer-history.endpoints';
import {
  downloadTimerHistory,
  timerHistoryMutations,
  timerHistoryQueries,
} from '../../api/timer-history/timer-history.queries';
import type { TimerRecord, TimerTotal } from '../../api/timer-history/timer-history.schema';
import { useWatchFootage } from '../../ui/video/use-watch-footage';
import { WatchFootageButton } from '../../ui/video/watch-footage-button';
import { canCall, type AccessSubject } from '../../lib/access';
import { formatSeconds } from '../../lib/format';
import { zonedTimes } from '../../lib/format-once';
import { TIMELINE_BUCKETS, TIMELINE_COLOURS } from '../../lib/hold-timeline';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { timerHistory } from '../../lib/i18n/en/timer-history';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { productLabel } from '../../lib/product-label';
import type { SummaryRowId } from '../../lib/summary-rows';
import { resolveTimeZone } from '../../lib/time-zone';
import type { DateRangeSearch } from '../../lib/url-state';
import { FiguresSection, type FiguresHeight } from '../../ui/analytics/figures-section';
import { ExportButton } from '../../ui/downloads/export-button';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { CycleResultControl } from '../../ui/forms/cycle-result-control';
import { useKnownMaterials, useKnownValues } from '../../ui/hooks/use-known-values';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList } from '../../ui/list/cursor-list';
import { highLowAverageRows } from '../../ui/list/summary-list-rows';
import { RecordCard, recordColumns, StatusBadge, type FieldContext } from './record-fields';
import { STATION_VIEWS } from './station-views';
import { listSortOf, timerFilters, timerOrder, urlSortOf } from './timer-history-filters';
import { TIMER_URL_SORTS, type TimerHistorySearch } from './timer-history-search';

registerMessages(timerHistory, kitchenFilters);

const ProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));
const PotatoProductFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.PotatoProductFilter,
  })),
);
const FryerVendorFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.FryerVendorFilter,
  })),
);
const EntreePackageFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.EntreePackageFilter,
  })),
);

const BasketStageFilter = lazy(() => import('./basket-stage-filter'));

const recordKey = (row: TimerRecord) => row.uuid;

/** Rows' heights before they are measured: a table row, a phone's card. */
const ROW_ESTIMATE = { row: 37, card: 150 };

export type TimerHistoryPageSearch = DateRangeSearch & TimerHistorySearch;

/**
 * Warms a station's first page and totals for the URL's filters once the page scope is known
 * (at once in Global: `warmPageEarly`). Spec 000 §5: products, vendors or packages the URL asks
 * for wait for their options (the cached ones, or asked for here), so the list is asked as soon
 * as they answer rather than once the page's code has loaded too. The station's filter options,
 * which its toolbar lists, are asked here whether or not the URL names any.
 */
export function warmTimerHistory(
  station: RecordList,
  context: PageContext,
  search: TimerHistoryPageSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPageEarly(context, search, (scope) => {
    const { product, filters: own } = RECORD_LISTS[station];
    const has = (filter: StationFilter) => (own as readonly StationFilter[]).includes(filter);
    void Promise.all([
      knownMaterialsWhenRead(queryClient, product, search.materials),
      knownWhenRead(queryClient, materialsQueries.fryerVendors(), search.vendors),
      knownWhenRead(queryClient, materialsQueries.chickenPackages(), search.packages),
    ]).then(([materials, vendors, packages]) => {
      const filters = timerFilters(search, scope, { materials, vendors, packages });
      void queryClient.prefetchInfiniteQuery(
        timerHistoryQueries.list(
          station,
          filters,
          timerOrder(search.sort),
          search.limit ?? TIMER_PAGE_SIZE,
        ),
      );
      void queryClient.prefetchQuery(timerHistoryQueries.total(station, filters));
      // After the list, which the first screen shows: its call goes out first.
      void queryClient.prefetchQuery(materialPickList(product));
      if (has('vendors')) void queryClient.prefetchQuery(materialsQueries.fryerVendors());
      if (has('packages')) void queryClient.prefetchQuery(materialsQueries.chickenPackages());
    });
  });
}

/**
 * The page's filters from its URL, the page scope and the provider's options: the station's
 * materials dictionary, and (fryer) the vendors or (entree chutes) the packages. Spec 000 §5: a
 * value is sent only once its options hold it, so the list waits for them; one they do not hold
 * leaves the URL.
 */
function useTimerFilters(station: RecordList, search: TimerHistorySearch) {
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const { product, filters: own } = RECORD_LISTS[station];
  const has = (filter: StationFilter) => (own as readonly StationFilter[]).includes(filter);
  const vendorOptions = useQuery({ ...materialsQueries.fryerVendors(), enabled: has('vendors') });
  const packageOptions = useQuery({
    ...materialsQueries.chickenPackages(),
    enabled: has('packages'),
  });
  const materials = useKnownMaterials(product, 'materials', search.materials);
  const vendors = useKnownValues('vendors', search.vendors, {
    data: vendorOptions.data,
    isPending: has('vendors') && vendorOptions.isPending,
  });
  const packages = useKnownValues('packages', search.packages, {
    data: packageOptions.data,
    isPending: has('packages') && packageOptions.isPending,
  });
  return {
    filters: timerFilters(search, scope, {
      materials: materials.known,
      vendors: vendors.known,
      packages: packages.known,
    }),
    ready: ready && materials.settled && vendors.settled && packages.settled,
    choice,
    timeZone: resolveTimeZone(timeZone),
  };
}

/**
 * A station's timer and cycle history (spec 001 §2, §7): the totals of the URL's range,
 * restaurant and filters, then every record, newest first unless sorted otherwise, loaded a
 * page at a time as the list is scrolled; each can be deleted with DELETE access.
 */
export function TimerHistoryPage({
  station,
  search,
  user,
}: {
  station: RecordList;
  search: TimerHistorySearch;
  user: AccessSubject;
}) {
  const { t, locale, dateLocale } = useI18n();
  const [unit] = useWeightUnit();
  const setSearch = useSetSearch();
  const view = STATION_VIEWS[station];
  const { filters, ready, choice, timeZone } = useTimerFilters(station, search);
  const order = timerOrder(search.sort);
  const list = useInfiniteQuery({
    ...timerHistoryQueries.list(station, filters, order, search.limit ?? TIMER_PAGE_SIZE),
    enabled: ready,
    // Coming back to the tab would ask every page loaded again, perhaps hundreds.
    refetchOnWindowFocus: false,
  });
  const total = useQuery({ ...timerHistoryQueries.total(station, filters), enabled: ready });
  const remove = useMutation(timerHistoryMutations.remove(station));
  const { deleting, ask, dialog } = useConfirmedDelete(
    remove,
    (row: TimerRecord) => row.uuid,
    t('timerHistory.deleted'),
  );

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.content) ?? [], [list.data]);
  // A restaurant beyond the pick-list's first 100 is asked for its zone (a large chain).
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  // The rows' renderers change only with what they show (zones, unit, locale, access): the list
  // memoizes its rows on them, so the page's other renders (the totals answering, the filters'
  // options) do not render every row again.
  const zoneOf = useCallback(
    (row: TimerRecord) => resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? timeZone),
    [restaurantOf, timeZone],
  );
  const context = useMemo<FieldContext>(
    () => ({ t, locale, unit, hold: view.hold, ...zonedTimes(zoneOf, locale, dateLocale) }),
    [t, locale, unit, view.hold, zoneOf, dateLocale],
  );
  const showRestaurant = filters.restaurantUuid === undefined;
  // Spec 000 §6: Delete is offered only with TIMER_CYCLE_HISTORY DELETE, as the provider checks.
  const onDelete = canCall(user, RECORD_ENDPOINTS[station].remove) ? ask : undefined;
  const summary = total.data ? durationSummary(total.data) : null;
  const mayWatch = useWatchFootage().allowed;
  const footage = useMemo(
    () =>
      mayWatch
        ? (row: TimerRecord) => (
            <WatchFootageButton
              restaurantUuid={row.restaurantUuid}
              station={view.footage}
              at={row.startTime}
              timeZone={zoneOf(row)}
            />
          )
        : undefined,
    [mayWatch, view.footage, zoneOf],
  );
  const columns = useMemo(
    () => recordColumns(view, context, { showRestaurant, onDelete, footage }),
    [view, context, showRestaurant, onDelete, footage],
  );
  const card = useCallback(
    (row: TimerRecord) => (
      <RecordCard
        row={row}
        view={view}
        context={context}
        showRestaurant={showRestaurant}
        onDelete={onDelete}
        footage={footage}
      />
    ),
    [view, context, showRestaurant, onDelete, footage],
  );

  return (
    <Stack gap="md">
      <TimerTotals total={total} />
      {view.hold && <HoldLegend />}
      <CursorList
        query={list}
        caption={t(`timerHistory.caption.${station}`)}
        rowKey={recordKey}
        columns={columns}
        card={card}
        estimate={ROW_ESTIMATE}
        sort={listSortOf(search.sort)}
        onSort={(sort) => setSearch((previous) => ({ ...previous, sort: urlSortOf(sort) }))}
        total={total.data?.count}
        summary={
          summary
            ? highLowAverageRows((id) => t(`timerHistory.${id}`), 'duration', summary)
            : undefined
        }
        loadFailed={t('timerHistory.loadFailed')}
        loadingLabel={t('timerHistory.loading')}
        rowTestId="timer-record"
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('timerHistory.deleteTitle')}
        confirmLabel={t('timerHistory.delete')}
      >
        {deleting
          ? t('timerHistory.deleteText', {
              product: productLabel(deleting.material, t),
              time: context.time(deleting.startTime, deleting),
              restaurant: `${deleting.restaurantNumber} - ${deleting.restaurantName}`,
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}

/** High, Low and Average durations as text ('–' for none). */
function durationSummary(total: TimerTotal): Record<SummaryRowId, string> {
  const text = (seconds: number | null) => (seconds === null ? '–' : formatSeconds(seconds));
  return { high: text(total.high), low: text(total.low), average: text(total.average) };
}

/** The five figures' measured height: three rows on a phone, one from 768 px. */
const TOTALS_HEIGHT: FiguresHeight = { base: 161, sm: 46 };

/** The totals of every record the filters match (…/total): count, High, Low, Average, errors. */
function TimerTotals({ total }: { total: ReturnType<typeof useQuery<TimerTotal>> }) {
  const { t, locale } = useI18n();
  const number = numberFormat(locale);
  return (
    <FiguresSection
      label={t('timerHistory.totals')}
      loadingLabel={t('timerHistory.loadingTotals')}
      query={total}
      columns={5}
      height={TOTALS_HEIGHT}
      figures={(data) => {
        const summary = durationSummary(data);
        return [
          { label: t('timerHistory.count'), value: number.format(data.count) },
          { label: t('timerHistory.high'), value: summary.high },
          { label: t('timerHistory.low'), value: summary.low },
          { label: t('timerHistory.average'), value: summary.average },
          {
            label: t('timerHistory.timerErrors'),
            value: data.timerErrors === undefined ? '—' : number.format(data.timerErrors),
          },
        ];
      }}
    />
  );
}

/** Spec 000 §9 timeline colour buckets, named once above the list. */
function HoldLegend() {
  const { t } = useI18n();
  return (
    <Group gap="xs" aria-label={t('timerHistory.legend')} role="list">
      {TIMELINE_BUCKETS.map((bucket) => (
        <div key={bucket} role="listitem">
          <StatusBadge color={TIMELINE_COLOURS[bucket]} outline={bucket === 'timerError'}>
            {t(`timerHistory.bucket.${bucket}`)}
          </StatusBadge>
        </div>
      ))}
    </Group>
  );
}

/**
 * The page's toolbar (the phone's filter sheet holds it): products, the station's own filters,
 * the order, and export of the filtered list in its order.
 */
export function TimerHistoryToolbar({
  station,
  search,
}: {
  station: RecordList;
  search: TimerHistorySearch;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { filters, ready } = useTimerFilters(station, search);
  const { product, filters: own } = RECORD_LISTS[station];
  const has = (filter: string) => (own as readonly string[]).includes(filter);
  const set = (change: Partial<TimerHistorySearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  const listOf = (value: string | undefined) => (value ? value.split(',') : []);
  const join = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);
  return (
    <>
      <LazyToolbarControl>
        {product === 'chicken' ? (
          <ProductFilter
            value={listOf(search.materials)}
            onChange={(next) => set({ materials: join(next) })}
          />
        ) : (
          <PotatoProductFilter
            value={listOf(search.materials)}
            onChange={(next) => set({ materials: join(next) })}
          />
        )}
      </LazyToolbarControl>
      {has('vendors') && (
        <LazyToolbarControl>
          <FryerVendorFilter
            value={listOf(search.vendors)}
            onChange={(next) => set({ vendors: join(next) })}
          />
        </LazyToolbarControl>
      )}
      {has('isCorrect') && (
        <CycleResultControl value={search.isCorrect} onChange={(isCorrect) => set({ isCorrect })} />
      )}
      {has('packages') && (
        <LazyToolbarControl>
          <EntreePackageFilter
            value={listOf(search.packages)}
            onChange={(next) => set({ packages: join(next) })}
          />
        </LazyToolbarControl>
      )}
      {has('stages') && (
        <LazyToolbarControl>
          <BasketStageFilter
            value={listOf(search.stages)}
            onChange={(next: BasketStage[]) => set({ stages: join(next) })}
          />
        </LazyToolbarControl>
      )}
      <NativeSelect
        aria-label={t('timerHistory.sort')}
        data={(['startTime.desc', ...TIMER_URL_SORTS] as const).map((value) => ({
          value,
          label: t(`timerHistory.sort.${value}`),
        }))}
        value={search.sort ?? 'startTime.desc'}
        onChange={(event) =>
          set({ sort: TIMER_URL_SORTS.find((known) => known === event.currentTarget.value) })
        }
      />
      <ExportButton
        disabled={!ready}
        download={(options) =>
          downloadTimerHistory(station, filters, timerOrder(search.sort), options)
        }
      />
    </>
  );
}
