import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SegmentedControl.css';
import { NativeSelect, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, type ComponentType } from 'react';
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
import { knownMaterialsFor } from '../../api/dictionaries/material-options.queries';
import { cachedKnown, materialsQueries } from '../../api/materials/materials.queries';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
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

/** Each event group's cards, in page order. */
const CARDS: Record<EventGroup, ReadonlyArray<ComponentType<CardProps>>> = {
  COOKED: [CookedCard],
  WASTE: [WasteCard],
  RECOMMENDATIONS: [RecommendationsCard],
  TASK_DELAYS: [TaskDelaysCard],
  FRYER_CYCLES: [FryerCyclesCard],
  CONTAINERS: [ContainersCard],
  CONVEYORS: [InboundConveyorCard, OutboundConveyorCard],
  ENTREE_CHUTES: [EntreeChutesCard, EntreePackagesCard],
  PERFORMANCE_RATIO: [PerformanceRatioCard],
};

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

/** Warms the visible cards' calls for the URL's filters once the page scope is known. */
export function warmEventsAnalytics(
  context: PageContext,
  search: DateRangeSearch & EventsAnalyticsSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    // Products, vendors and packages asked for but not yet known: the page waits for them
    // rather than ask without them (`cachedKnown` asks for them), and so do the cards they
    // filter. A group not shown asks for neither.
    const materials = knownMaterialsFor(queryClient, 'chicken', search.chickenTypes);
    if (materials === null) return;
    const groups = visibleGroups(search.eventName);
    const vendors = groups.includes('FRYER_CYCLES')
      ? cachedKnown(queryClient, materialsQueries.fryerVendors(), search.vendors)
      : [];
    const packages = groups.includes('ENTREE_CHUTES')
      ? cachedKnown(queryClient, materialsQueries.chickenPackages(), search.packageTypes)
      : [];
    const filters = eventsAnalyticsFilters(search, scope, {
      materials,
      vendors: vendors ?? [],
      packages: packages ?? [],
    });
    void queryClient.prefetchQuery(eventAnalyticQueries.overview(eventAnalyticFilters(filters)));
    void queryClient.prefetchQuery(eventAnalyticQueries.materials(eventAnalyticFilters(filters)));
    for (const group of groups) {
      const waiting =
        (group === 'FRYER_CYCLES' && vendors === null) ||
        (group === 'ENTREE_CHUTES' && packages === null);
      if (!waiting) WARM[group](queryClient, filters);
    }
  });
}

/**
 * The events analytics page (issue 5; spec 000 §3 analytics rows, §7): one card per analytics
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
  const props: CardProps = {
    filters: eventsAnalyticsFilters(search, scope, {
      materials: products.known,
      vendors: vendors.known,
      packages: packages.known,
    }),
    enabled: scope.ready && products.settled,
    timeZone: scope.timeZone ?? undefined,
  };
  const ownProps: Partial<Record<EventGroup, CardProps>> = {
    FRYER_CYCLES: { ...props, enabled: props.enabled && vendors.settled },
    ENTREE_CHUTES: { ...props, enabled: props.enabled && packages.settled },
  };
  return (
    <Stack gap="md">
      <EventsOverview filters={props.filters} enabled={props.enabled} />
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
