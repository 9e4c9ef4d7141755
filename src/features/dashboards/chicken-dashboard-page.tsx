import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy } from 'react';
import { analyticFilters, chickenTypesParam } from '../../api/analytics/analytics-filters';
import { chickenTypesOf, type ChickenSearch } from '../../api/analytics/analytics-search';
import { analyticsQueries } from '../../api/analytics/analytics.queries';
import { knownMaterialsFor } from '../../api/dictionaries/material-options.queries';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { charts } from '../../lib/i18n/en/charts';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { registerMessages } from '../../lib/i18n/i18n';
import type { DateRangeSearch } from '../../lib/url-state';
import { useZoomToRange } from '../../ui/analytics/use-zoom-to-range';
import { useKnownMaterials } from '../../ui/hooks/use-known-values';
import { PeriodControl } from '../../ui/forms/period-control';
import { WeightUnitSwitch } from '../../ui/forms/weight-unit-switch';
import { AnalyticsExportButton } from './analytics-export';
import {
  AverageHoldTimeSection,
  DetailedHoldingTimeSection,
  DetailedWasteSection,
  HoldTimeDistrSection,
  PanCyclesAverageSection,
  PanCyclesSection,
  SummaryHtrSection,
  WasteByDayPartSection,
  WasteSummarySection,
} from './chicken-sections';
import { LazyToolbarControl } from '../../ui/feedback/pending';

registerMessages(charts, dashboards);

const ProductFilter = lazy(() => import('../../ui/forms/chicken-product-filter'));

const route = getRouteApi('/_app/dashboard/chicken');

/** Warms the nine sections' calls for the URL's filters once the page scope is known. */
export function warmChickenDashboard(
  context: PageContext,
  search: DateRangeSearch & ChickenSearch,
): Promise<void> {
  const { queryClient } = context;
  return warmPage(context, search, (scope) => {
    const materials = knownMaterialsFor(queryClient, 'chicken', search.chickenTypes);
    if (materials === null) return;
    const filters = analyticFilters(search, scope, materials);
    void queryClient.prefetchQuery(analyticsQueries.totalUsage(filters));
    void queryClient.prefetchQuery(analyticsQueries.timers(filters));
    void queryClient.prefetchQuery(analyticsQueries.waste(filters));
    void queryClient.prefetchQuery(analyticsQueries.wasteDistribution(filters));
    void queryClient.prefetchQuery(analyticsQueries.fryerCycles(filters));
    void queryClient.prefetchQuery(analyticsQueries.fryerCyclesDistribution(filters));
  });
}

/**
 * The chicken dashboard (spec 000 §3), the console's landing page: nine sections, each with its
 * own calls, fed by the URL's dates, restaurant, products and period.
 */
export function ChickenDashboardPage() {
  const { filters, ready } = useDashboardFilters();
  const props = { filters, enabled: ready };

  const onZoom = useZoomToRange();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <SummaryHtrSection {...props} />
      <WasteSummarySection {...props} />
      <HoldTimeDistrSection {...props} />
      <DetailedHoldingTimeSection {...props} />
      <DetailedWasteSection {...props} />
      <AverageHoldTimeSection {...props} />
      <WasteByDayPartSection {...props} onZoom={onZoom} />
      <PanCyclesAverageSection {...props} />
      <PanCyclesSection {...props} />
    </SimpleGrid>
  );
}

/**
 * Every call's filters from the URL, the current restaurant and the products the dictionary
 * holds; not ready while the restaurant loads, nor while the URL names products not known yet.
 */
function useDashboardFilters() {
  const search = route.useSearch();
  const scope = usePageScope();
  const products = useKnownMaterials('chicken', 'chickenTypes', search.chickenTypes);
  return {
    filters: analyticFilters(search, scope, products.known),
    ready: scope.ready && products.settled,
  };
}

/** The dashboard's own toolbar: products, period and weight unit, kept in the URL / settings. */
export function ChickenDashboardToolbar() {
  const { filters, ready } = useDashboardFilters();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <LazyToolbarControl>
        <ProductFilter
          value={chickenTypesOf(search.chickenTypes)}
          onChange={(next) =>
            void navigate({
              search: (previous) => ({ ...previous, chickenTypes: chickenTypesParam(next) }),
            })
          }
        />
      </LazyToolbarControl>
      <PeriodControl search={search} />
      <WeightUnitSwitch />
      {ready && (
        <AnalyticsExportButton
          filters={filters}
          productsChosen={chickenTypesOf(search.chickenTypes).length > 0}
        />
      )}
    </>
  );
}
