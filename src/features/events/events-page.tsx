import { NativeSelect } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useMemo } from 'react';
import { dictionariesQueries } from '../../api/dictionaries/dictionaries.queries';
import { ALL_EVENT_NAMES } from '../../api/events/events.constants';
import type { EventKind } from '../../lib/event-kinds';
import { downloadEvents, eventQueries } from '../../api/events/events.queries';
import { EVENT_PAGE_SIZE, type EventRecord } from '../../api/events/events.schema';
import {
  knownMaterialsWhenRead,
  materialFilterOptions,
  materialPickList,
} from '../../api/dictionaries/material-options.queries';
import { knownWhenRead, materialsQueries } from '../../api/materials/materials.queries';
import { usePageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { useRestaurantLookup } from '../../api/restaurants/restaurant-lookup';
import { zonedTimes } from '../../lib/format-once';
import { events } from '../../lib/i18n/en/events';
import { kitchenFilters } from '../../lib/i18n/en/kitchen-filters';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import { resolveTimeZone } from '../../lib/time-zone';
import { commaList, type DateRangeSearch } from '../../lib/url-state';
import { ExportButton } from '../../ui/downloads/export-button';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { CycleResultControl } from '../../ui/forms/cycle-result-control';
import { useKnownMaterials, useKnownValues } from '../../ui/hooks/use-known-values';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { CursorList } from '../../ui/list/cursor-list';
import { EventCard, eventColumns, type EventFieldContext } from './event-fields';
import {
  eventFilters,
  eventOrder,
  listSortOf,
  urlSortOf,
  type AppliedValues,
} from './events-filters';
import { EVENT_URL_SORTS, type EventsSearch } from './events-search';

// The kitchen filters' part names the potato products in the rows.
registerMessages(events, kitchenFilters);

const ChickenProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));
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
const PotatoPackageFilter = lazy(() =>
  import('../../ui/forms/kitchen-filters').then((module) => ({
    default: module.PotatoPackageFilter,
  })),
);

const eventKey = (row: EventRecord) => row.eventId;

/** Rows' heights before they are measured: a table row, a phone's card. */
const ROW_ESTIMATE = { row: 37, card: 140 };

export type EventsPageSearch = DateRangeSearch & EventsSearch;

const listOf = (value: string | undefined) => (value ? value.split(',') : []);

/** The values that apply before any of the provider's options are known. */
function ownValues(kind: EventKind, search: EventsSearch): AppliedValues {
  return {
    chickenTypes: [],
    vendors: [],
    isCorrect: search.isCorrect,
    packageTypes: kind === 'potato' ? listOf(search.packageTypes) : [],
    material: [],
  };
}

/**
 * Warms the list's options and its first page once the page scope is known (at once in Global:
 * `warmPageEarly`). Spec 000 §5: a URL value whose options the provider answers (spec 001 §7:
 * the event names; the chicken list's chicken materials, fryer vendors and chicken packages; the
 * potato list's potato materials) waits for them (the cached ones, or asked for here), so the
 * list is asked as soon as they answer rather than once the page's code has loaded too. The
 * potato package types are constants, checked by the URL's own rule.
 */
export function warmEvents(
  kind: EventKind,
  context: PageContext,
  search: EventsPageSearch,
): Promise<void> {
  const { queryClient } = context;
  const chicken = kind === 'chicken';
  return warmPageEarly(context, search, (scope) => {
    const eventName =
      search.eventName === undefined
        ? undefined
        : queryClient
            .ensureQueryData(eventQueries.names(kind))
            .then((names) => names.find((name) => name === search.eventName))
            .catch(() => undefined);
    void Promise.all([
      eventName,
      knownMaterialsWhenRead(queryClient, 'chicken', chicken ? search.chickenTypes : undefined),
      knownMaterialsWhenRead(queryClient, 'potato', chicken ? undefined : search.material),
      knownWhenRead(
        queryClient,
        materialsQueries.fryerVendors(),
        chicken ? search.vendors : undefined,
      ),
      knownWhenRead(
        queryClient,
        materialsQueries.chickenPackages(),
        chicken ? search.packageTypes : undefined,
      ),
    ]).then(([name, chickenTypes, material, vendors, packageTypes]) => {
      const values: AppliedValues = {
        ...ownValues(kind, search),
        eventName: name,
        chickenTypes,
        material,
        vendors,
        ...(chicken ? { packageTypes } : {}),
      };
      void queryClient.prefetchInfiniteQuery(
        eventQueries.list(
          kind,
          eventFilters(scope, values),
          eventOrder(search.sort),
          search.limit ?? EVENT_PAGE_SIZE,
        ),
      );
      // After the list, which the first screen shows: its call goes out first.
      void queryClient.prefetchQuery(eventQueries.names(kind));
      void queryClient.prefetchQuery(materialPickList(kind));
      if (chicken) {
        void queryClient.prefetchQuery(materialsQueries.fryerVendors());
        void queryClient.prefetchQuery(materialsQueries.chickenPackages());
      }
    });
  });
}

/**
 * Spec 000 §5: once the list's names are known, a name in the URL that is not among them leaves
 * it (replacing the entry). A name is the provider's text and may hold a comma, so it is one
 * value, not a comma list as the other filters' (`useKnownValues`).
 */
function useDropUnknownName(asked: string | undefined, known: readonly string[] | undefined) {
  const setSearch = useSetSearch();
  useEffect(() => {
    if (asked === undefined || known === undefined || known.includes(asked)) return;
    setSearch((previous) => ({ ...previous, eventName: undefined }), { replace: true });
  }, [asked, known, setSearch]);
}

/**
 * The URL's filter values that apply as the provider's options load; a value they do not list
 * leaves the URL once they are known (spec 000 §5). `settled` is false while the URL names a
 * value whose options are not known yet: the list waits rather than go out without it; if they
 * fail, it shows every event, as the filter then says.
 */
function useAppliedValues(kind: EventKind, search: EventsSearch) {
  const chicken = kind === 'chicken';
  const names = useQuery(eventQueries.names(kind));
  useDropUnknownName(search.eventName, names.data);
  const vendorOptions = useQuery({ ...materialsQueries.fryerVendors(), enabled: chicken });
  const chickenPackages = useQuery({ ...materialsQueries.chickenPackages(), enabled: chicken });
  // The potato list's package types are the potato packages dictionary's codes (spec 001 §7).
  const potatoPackages = useQuery({
    ...dictionariesQueries.potatoPackageOptions(),
    enabled: !chicken,
  });
  const potatoCodes = useMemo(
    () => potatoPackages.data?.map((entry) => entry.code),
    [potatoPackages.data],
  );
  const packageOptions = chicken
    ? chickenPackages
    : { data: potatoCodes, isPending: potatoPackages.isPending };
  const known = [
    useKnownMaterials('chicken', 'chickenTypes', search.chickenTypes, chicken),
    useKnownMaterials('potato', 'material', search.material, !chicken),
    useKnownValues('vendors', search.vendors, {
      data: vendorOptions.data,
      isPending: chicken && vendorOptions.isPending,
    }),
    useKnownValues('packageTypes', search.packageTypes, {
      data: packageOptions.data,
      isPending: packageOptions.isPending,
    }),
  ] as const;
  const [chickenTypes, material, vendors, packageTypes] = known;
  const eventName = names.data?.find((name) => name === search.eventName);
  const values: AppliedValues = {
    ...ownValues(kind, search),
    eventName,
    chickenTypes: chickenTypes.known,
    material: material.known,
    vendors: vendors.known,
    packageTypes: packageTypes.known,
  };
  return {
    values,
    settled:
      (search.eventName === undefined || !names.isPending) && known.every((field) => field.settled),
    names,
  };
}

/** The page's filters from its URL, the page scope and the provider's options. */
function useEventFilters(kind: EventKind, search: EventsSearch) {
  const { choice, ready, timeZone, ...scope } = usePageScope();
  const { values, settled, names } = useAppliedValues(kind, search);
  return {
    filters: eventFilters(scope, values),
    ready: ready && settled,
    names,
    choice,
    timeZone: resolveTimeZone(timeZone),
  };
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
  const { filters, ready, choice, timeZone } = useEventFilters(kind, search);
  const list = useInfiniteQuery({
    ...eventQueries.list(kind, filters, eventOrder(search.sort), search.limit ?? EVENT_PAGE_SIZE),
    enabled: ready,
    // Coming back to the tab would ask every page loaded again, perhaps hundreds.
    refetchOnWindowFocus: false,
  });

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.content) ?? [], [list.data]);
  // A restaurant beyond the pick-list's first 100 is asked for its zone (a large chain).
  const restaurantOf = useRestaurantLookup(
    choice.options,
    rows.map((row) => row.restaurantUuid),
  );
  // The rows' renderers change only with what they show (zones, locale): the list memoizes its
  // rows on them, so the page's other renders (the filters' options answering) keep them.
  const zoneOf = useCallback(
    (row: EventRecord) => resolveTimeZone(restaurantOf(row.restaurantUuid)?.timezone ?? timeZone),
    [restaurantOf, timeZone],
  );
  const context = useMemo<EventFieldContext>(() => {
    const whole = numberFormat(locale);
    return {
      t,
      count: (value) => whole.format(value),
      ...zonedTimes(zoneOf, locale, dateLocale),
    };
  }, [t, locale, zoneOf, dateLocale]);
  const showRestaurant = filters.restaurantUuid === undefined;
  const columns = useMemo(
    () => eventColumns(context, { showRestaurant }),
    [context, showRestaurant],
  );
  const card = useCallback(
    (row: EventRecord) => <EventCard row={row} context={context} showRestaurant={showRestaurant} />,
    [context, showRestaurant],
  );

  return (
    <CursorList
      query={list}
      caption={t(`events.caption.${kind}`)}
      rowKey={eventKey}
      columns={columns}
      card={card}
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
 * The potato list's one product (spec 001 §3 `material`): a material of GET
 * /dictionaries/potato-materials/all, by code, or all. While they load, when they fail or are
 * none, it says so and stays disabled; a code they do not list is not shown as chosen.
 */
function PotatoMaterialSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(next: string | undefined): void;
}) {
  const { t } = useI18n();
  const products = useQuery(materialFilterOptions('potato'));
  const options = products.data ?? [];
  const all =
    products.data === undefined
      ? t(products.isError ? 'kitchen.products.failed' : 'kitchen.products.loading')
      : t(options.length === 0 ? 'kitchen.products.none' : 'events.material.all');
  return (
    <NativeSelect
      aria-label={t('events.material')}
      data={[{ value: '', label: all }, ...options]}
      value={options.some((option) => option.value === value) ? value : ''}
      disabled={options.length === 0}
      onChange={(event) =>
        onChange(options.find((option) => option.value === event.currentTarget.value)?.value)
      }
    />
  );
}

/**
 * The page's toolbar (the phone's filter sheet holds it): the event name, the list's own filters
 * (spec 001 §3 "Chicken and potato filters": chicken types, fryer vendors, cycle result and entree
 * packages; or the potato product and package types), the order, and export of the filtered
 * list in its order.
 */
export function EventsToolbar({ kind, search }: { kind: EventKind; search: EventsSearch }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { filters, ready, names } = useEventFilters(kind, search);
  const set = (change: Partial<EventsSearch>) =>
    setSearch((previous) => ({ ...previous, ...change }));
  const known = names.data ?? [];
  const onList = (field: 'chickenTypes' | 'vendors' | 'packageTypes') => (next: string[]) =>
    set({ [field]: commaList(next) });
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
      {kind === 'chicken' ? (
        <>
          <LazyToolbarControl>
            <ChickenProductFilter
              value={listOf(search.chickenTypes)}
              onChange={onList('chickenTypes')}
            />
          </LazyToolbarControl>
          <LazyToolbarControl>
            <FryerVendorFilter value={listOf(search.vendors)} onChange={onList('vendors')} />
          </LazyToolbarControl>
          <CycleResultControl
            value={search.isCorrect}
            onChange={(isCorrect) => set({ isCorrect })}
          />
          <LazyToolbarControl>
            <EntreePackageFilter
              value={listOf(search.packageTypes)}
              onChange={onList('packageTypes')}
            />
          </LazyToolbarControl>
        </>
      ) : (
        <>
          <PotatoMaterialSelect
            value={search.material}
            onChange={(material) => set({ material })}
          />
          <LazyToolbarControl>
            <PotatoPackageFilter
              value={listOf(search.packageTypes)}
              onChange={onList('packageTypes')}
            />
          </LazyToolbarControl>
        </>
      )}
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
