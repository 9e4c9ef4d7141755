import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { chickenTypesParam } from '../../api/analytics/analytics-filters';
import { chickenTypesOf } from '../../api/analytics/analytics-search';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  PERFORMANCE_RATIO_TYPES,
  type PerformanceRatioType,
} from '../../api/performance/performance.constants';
import { performanceQueries } from '../../api/performance/performance.queries';
import { knownMaterialsFor } from '../../api/dictionaries/material-options.queries';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { charts } from '../../lib/i18n/en/charts';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { chickenPerformance } from '../../lib/i18n/en/performance';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { useZoomToRange } from '../../ui/analytics/use-zoom-to-range';
import { useKnownMaterials } from '../../ui/hooks/use-known-values';
import { PeriodControl } from '../../ui/forms/period-control';
import { WeightUnitSwitch } from '../../ui/forms/weight-unit-switch';
import { performanceFilters, ratioTypeOf, type PerformancePageSearch } from './performance-filters';
import {
  CountSection,
  DayPartSection,
  OverallSection,
  PercentSection,
  ProductSection,
  RestaurantSection,
  WeightSection,
} from './performance-sections';
import { LazyToolbarControl } from '../../ui/feedback/pending';

// The dashboard's part too: the shared card, product filter and period and day-part names.
registerMessages(charts, dashboards, chickenPerformance);

const ProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));

const route = getRouteApi('/_app/performance/chicken');

/** Warms both calls for the URL's filters once the page scope is known. */
export function warmChickenPerformance(
  context: PageContext,
  search: PerformancePageSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    const materials = knownMaterialsFor(queryClient, 'chicken', search.chickenTypes);
    if (materials === null) return;
    const filters = performanceFilters(search, scope, materials);
    void queryClient.prefetchQuery(performanceQueries.chicken(filters));
    void queryClient.prefetchQuery(performanceQueries.extended(filters));
  });
}

/**
 * Chicken performance (spec 000 §3 "percent, weight, count" per period): the ratio over the
 * range, per period, and per product, day part and (Global) restaurant, each card with its own
 * call state, fed by the URL's dates, restaurant, products, period and ratio type.
 */
export function ChickenPerformancePage() {
  const search = route.useSearch();
  const { choice, timeZone, ready, ...scope } = usePageScope();
  const products = useKnownMaterials('chicken', 'chickenTypes', search.chickenTypes);
  const filters = performanceFilters(search, scope, products.known);
  const props = { filters, enabled: ready && products.settled };

  const onZoom = useZoomToRange();
  const labelOf = useCallback(
    (uuid: string) => choice.options.find((option) => option.value === uuid)?.label ?? uuid,
    [choice.options],
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <OverallSection {...props} />
        <PercentSection {...props} timeZone={timeZone} />
        <WeightSection {...props} onZoom={onZoom} />
        <CountSection {...props} />
      </SimpleGrid>
      {/* Tables of six or seven columns: full width, each scrolls sideways on a phone. */}
      <ProductSection {...props} />
      <DayPartSection {...props} />
      {filters.restaurantUuid === undefined && <RestaurantSection {...props} labelOf={labelOf} />}
    </Stack>
  );
}

/** The page's toolbar: products, ratio type, period and weight unit, kept in the URL / settings. */
export function ChickenPerformanceToolbar() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const products = chickenTypesOf(search.chickenTypes);
  return (
    <>
      <LazyToolbarControl>
        <ProductFilter
          value={products}
          onChange={(next) =>
            void navigate({
              search: (previous) => ({ ...previous, chickenTypes: chickenTypesParam(next) }),
            })
          }
        />
      </LazyToolbarControl>
      <SegmentedControl
        aria-label={t('performance.ratioType')}
        data={PERFORMANCE_RATIO_TYPES.map((value) => ({
          value,
          label: t(`performance.ratioType.${value}`),
        }))}
        value={ratioTypeOf(search)}
        onChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              performanceRatioType:
                value === DEFAULT_PERFORMANCE_RATIO_TYPE
                  ? undefined
                  : (value as PerformanceRatioType),
            }),
          })
        }
      />
      <PeriodControl search={search} />
      <WeightUnitSwitch />
    </>
  );
}
