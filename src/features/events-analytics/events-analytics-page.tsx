import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SegmentedControl.css';
import { NativeSelect, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, memo, useMemo, type ComponentType } from 'react';
import { chickenTypesParam } from '../../api/analytics/analytics-filters';
import { chickenTypesOf } from '../../api/analytics/analytics-search';
import { analyticsQueries } from '../../api/analytics/analytics.queries';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  PERFORMANCE_RATIO_TYPES,
} from '../../api/performance/performance.constants';
import {
  eventsAnalyticsQueries,
  scopeOf,
  type EventsAnalyticFilters,
} from '../../api/analytics/events-analytics.queries';
import { eventAnalyticQueries } from '../../api/event-analytic/event-analytic.queries';
import {
  knownMaterialsWhenRead,
  materialPickList,
} from '../../api/dictionaries/material-options.queries';
import { knownWhenRead, materialsQueries } from '../../api/materials/materials.queries';
import { usePageScope, warmPageEarly, type PageContext } from '../../api/restaurants/page-scope';
import { yieldToPage } from '../../lib/idle';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { eventsAnalytics } from '../../lib/i18n/en/events-analytics';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { commaList, urlNamesOf, type DateRangeSearch } from '../../lib/url-state';
import { PeriodControl } from '../../ui/forms/period-control';
import { WeightUnitSwitch } from '../../ui/forms/weight-unit-switch';
import type { CardProps } from './card-parts';
import { ALL_EVENTS, eventsAnalyticsFilters, visibleGroups } from './events-analytics-filters';
import {
  EVENT_GROUPS,
  type EventGroup,
  type EventsAnalyticsSearch,
} from './events-analytics-search';
import { eventAnalyticFilters, EventsOverview } from './events-overview';
import {
  ContainersCard,
  EntreeChutesCard,
  EntreePackagesCard,
  FryerCyclesCard,
  InboundConveyorCard,
  OutboundConveyorCard,
  TaskDelaysCard,
} from './kitchen-cards';
import { CookedCard, PerformanceRatioCard, RecommendationsCard, WasteCard } from './weight-cards';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { CycleResultControl } from '../../ui/forms/cycle-result-control';
import { useKnownMaterials, useKnownValues } from '../../ui/hooks/use-known-values';

// The dashboards part holds the card's own texts (loading, updated, offline) and the product
// filter's.
registerMessages(dashboards, eventsAnalytics);

const ProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));
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

const route = getRouteApi('/_app/events/analytics');

/**
 * Each event group's cards, in page order; memoized, so the page's renders for other reasons
 * (the filters' options answering) leave a card whose props are the same as they are.
 */
const CARDS: Record<EventGroup, ReadonlyArray<ComponentType<CardProps>>> = {
  COOKED: [memo(CookedCard)],
  WASTE: [memo(WasteCard)],
  RECOMMENDATIONS: [memo(RecommendationsCard)],
  TASK_DELAYS: [memo(TaskDelaysCard)],
  FRYER_CYCLES: [memo(FryerCyclesCard)],
  CONTAINERS: [memo(ContainersCard)],
  CONVEYORS: [memo(InboundConveyorCard), memo(OutboundConveyorCard)],
  ENTREE_CHUTES: [memo(EntreeChutesCard), memo(EntreePackagesCard)],
  PERFORMANCE_RATIO: [memo(PerformanceRatioCard)],
};

const Overview = memo(EventsOverview);

/** `value` as last rendered while it reads the same (plain data): what is memoized on it holds. */
function useSameValue<T>(value: T): T {
  const text = JSON.stringify(value);
  // The text is the value: a new object of the same value keeps the last one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [text]);
}

/** The groups whose calls have catering variants (spec 000 §7). */
const CATERING_GROUPS: readonly EventGroup[] = ['COOKED', 'RECOMMENDATIONS', 'CONTAINERS'];

/** What each group's cards ask, for the loader to start early. */
const WARM: Record<EventGroup, (client: QueryClient, filters: EventsAnalyticFilters) => void> = {
  COOKED: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.cooked(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.cookedDistribution(filters));
  },
  WASTE: (client, filters) => {
    void client.prefetchQuery(analyticsQueries.waste(scopeOf(filters)));
    void client.prefetchQuery(analyticsQueries.wasteDistribution(scopeOf(filters)));
  },
  RECOMMENDATIONS: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.recommendations(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.recommendationsDistribution(filters));
  },
  TASK_DELAYS: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.taskDelay(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.taskDelayDistribution(filters));
  },
  FRYER_CYCLES: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.fryerCycles(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.fryerCyclesDistribution(filters));
  },
  CONTAINERS: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.containersDistribution(filters));
  },
  CONVEYORS: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.inboundConveyor(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.outboundConveyor(filters));
  },
  ENTREE_CHUTES: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.entreeChutesHolding(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.entreeChutesQuantity(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.entreeChutesPackages(filters));
    void client.prefetchQuery(eventsAnalyticsQueries.entreeChutesDistribution(filters));
  },
  PERFORMANCE_RATIO: (client, filters) => {
    void client.prefetchQuery(eventsAnalyticsQueries.performanceRatio(filters));
  },
};

/**
 * Warms the visible cards' calls for the URL's filters once the page scope is known (at once in
 * Global: `warmPageEarly`), and the toolbar's options (products; the fryer vendors and entree
 * packages with their cards), which then come with the cards' data rather than after the page's
 * code. Spec 000 §5: products, vendors and packages the URL asks for wait for their options (the
 * cached ones, or asked for); every card waits for the products, the fryer's and the chutes' for
 * their own too, and each is asked as soon as what it waits for is read.
 */
export function warmEventsAnalytics(
  context: PageContext,
  search: DateRangeSearch & EventsAnalyticsSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPageEarly(context, search, (scope) => {
    const groups = visibleGroups(search.eventName);
    void knownMaterialsWhenRead(queryClient, 'chicken', search.chickenTypes).then(
      async (materials) => {
        const filters = eventsAnalyticsFilters(search, scope, { materials });
        const overview = eventAnalyticQueries.overview(eventAnalyticFilters(filters));
        void queryClient.prefetchQuery(overview);
        void queryClient.prefetchQuery(
          eventAnalyticQueries.materials(eventAnalyticFilters(filters)),
        );
        for (const group of groups) {
          // A group's calls to a task: the page's twenty-odd calls started in one were a 316 ms
          // task of a phone's main thread at 4×, most of it in `fetch` itself (docs/measurements.md).
          await yieldToPage();
          // Signed out in between (the cache is wiped): nothing more is asked.
          if (!queryClient.getQueryCache().find({ queryKey: overview.queryKey, exact: true }))
            return;
          if (group === 'FRYER_CYCLES') {
            void knownWhenRead(queryClient, materialsQueries.fryerVendors(), search.vendors).then(
              (vendors) =>
                WARM[group](
                  queryClient,
                  eventsAnalyticsFilters(search, scope, { materials, vendors }),
                ),
            );
          } else if (group === 'ENTREE_CHUTES') {
            void knownWhenRead(
              queryClient,
              materialsQueries.chickenPackages(),
              search.packageTypes,
            ).then((packages) =>
              WARM[group](
                queryClient,
                eventsAnalyticsFilters(search, scope, { materials, packages }),
              ),
            );
          } else {
            WARM[group](queryClient, filters);
          }
        }
        // After the cards' calls, which the first screen shows: theirs go out first.
        void queryClient.prefetchQuery(materialPickList('chicken'));
        if (groups.includes('FRYER_CYCLES')) {
          void queryClient.prefetchQuery(materialsQueries.fryerVendors());
        }
        if (groups.includes('ENTREE_CHUTES')) {
          void queryClient.prefetchQuery(materialsQueries.chickenPackages());
        }
      },
    );
  });
}

/**
 * The events analytics page (spec 000 §3 analytics rows, §7): one card per analytics
 * row group, each with its own calls, fed by the URL's dates, restaurant, products, period,
 * event, orders and ratio type.
 */
export function EventsAnalyticsPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const scope = usePageScope();
  const groups = visibleGroups(search.eventName);
  const fryer = groups.includes('FRYER_CYCLES');
  const chutes = groups.includes('ENTREE_CHUTES');
  const vendorOptions = useQuery({ ...materialsQueries.fryerVendors(), enabled: fryer });
  const packageOptions = useQuery({ ...materialsQueries.chickenPackages(), enabled: chutes });
  // Spec 000 §5: a product, vendor or package is sent only once known to be among the
  // provider's options, so with one in the URL the cards it filters wait for the list; if it
  // fails they show all, as the filter says.
  const products = useKnownMaterials('chicken', 'chickenTypes', search.chickenTypes);
  const vendors = useKnownValues('vendors', search.vendors, {
    data: vendorOptions.data,
    isPending: fryer && vendorOptions.isPending,
  });
  const packages = useKnownValues('packageTypes', search.packageTypes, {
    data: packageOptions.data,
    isPending: chutes && packageOptions.isPending,
  });
  const filters = useSameValue(
    eventsAnalyticsFilters(search, scope, {
      materials: products.known,
      vendors: vendors.known,
      packages: packages.known,
    }),
  );
  const enabled = scope.ready && products.settled;
  const timeZone = scope.timeZone ?? undefined;
  const props = useMemo<CardProps>(
    () => ({ filters, enabled, timeZone }),
    [filters, enabled, timeZone],
  );
  const fryerEnabled = enabled && vendors.settled;
  const chutesEnabled = enabled && packages.settled;
  const ownProps = useMemo<Partial<Record<EventGroup, CardProps>>>(
    () => ({
      FRYER_CYCLES: { ...props, enabled: fryerEnabled },
      ENTREE_CHUTES: { ...props, enabled: chutesEnabled },
    }),
    [props, fryerEnabled, chutesEnabled],
  );
  return (
    <Stack gap="md">
      <Overview filters={filters} enabled={enabled} />
      <SimpleGrid
        cols={{ base: 1, lg: 2 }}
        spacing="md"
        aria-label={t('eventsAnalytics.sections')}
        role="group"
      >
        {groups.flatMap((group) =>
          CARDS[group].map((Card, index) => (
            <Card key={`${group}-${index}`} {...(ownProps[group] ?? props)} />
          )),
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The page's own toolbar: products, period, event, orders (where catering variants exist), the
 * ratio type (with the performance ratio), the fryer vendors and cycle result (with the fryer
 * cycles), the entree package types (with the entree chutes) and the weight unit; all but the
 * unit in the URL. A card's own filter shows only with its card, and names it, so it does not
 * read as a filter of the whole page.
 */
export function EventsAnalyticsToolbar() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const groups = visibleGroups(search.eventName);
  const set = (change: EventsAnalyticsSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return (
    <>
      <LazyToolbarControl>
        <ProductFilter
          value={chickenTypesOf(search.chickenTypes)}
          onChange={(next) => set({ chickenTypes: chickenTypesParam(next) })}
        />
      </LazyToolbarControl>
      <PeriodControl search={search} />
      <NativeSelect
        aria-label={t('eventsAnalytics.event')}
        data={[
          { value: ALL_EVENTS, label: t('eventsAnalytics.event.all') },
          ...EVENT_GROUPS.map((value) => ({ value, label: t(`eventsAnalytics.event.${value}`) })),
        ]}
        value={search.eventName ?? ALL_EVENTS}
        onChange={(event) =>
          set({ eventName: EVENT_GROUPS.find((known) => known === event.currentTarget.value) })
        }
      />
      {groups.some((group) => CATERING_GROUPS.includes(group)) && (
        <SegmentedControl
          aria-label={t('eventsAnalytics.orders')}
          data={[
            { value: 'all', label: t('eventsAnalytics.orders.all') },
            { value: 'catering', label: t('eventsAnalytics.orders.catering') },
          ]}
          value={search.catering ? 'catering' : 'all'}
          onChange={(value) => set({ catering: value === 'catering' ? true : undefined })}
        />
      )}
      {groups.includes('FRYER_CYCLES') && (
        <>
          <LazyToolbarControl>
            <FryerVendorFilter
              value={urlNamesOf(search.vendors)}
              onChange={(next) => set({ vendors: commaList(next) })}
            />
          </LazyToolbarControl>
          <CycleResultControl
            value={search.isCorrect}
            onChange={(isCorrect) => set({ isCorrect })}
          />
        </>
      )}
      {groups.includes('ENTREE_CHUTES') && (
        <LazyToolbarControl>
          <EntreePackageFilter
            value={urlNamesOf(search.packageTypes)}
            onChange={(next) => set({ packageTypes: commaList(next) })}
          />
        </LazyToolbarControl>
      )}
      {groups.includes('PERFORMANCE_RATIO') && (
        <NativeSelect
          aria-label={t('eventsAnalytics.ratioType')}
          data={PERFORMANCE_RATIO_TYPES.map((value) => ({
            value,
            label: t(`eventsAnalytics.ratioType.${value}`),
          }))}
          value={search.performanceRatioType ?? DEFAULT_PERFORMANCE_RATIO_TYPE}
          onChange={(event) =>
            set({
              performanceRatioType: PERFORMANCE_RATIO_TYPES.find(
                (known) =>
                  known === event.currentTarget.value && known !== DEFAULT_PERFORMANCE_RATIO_TYPE,
              ),
            })
          }
        />
      )}
      <WeightUnitSwitch />
    </>
  );
}
