import { getRouteApi } from '@tanstack/react-router';
import { lazy } from 'react';
import { chickenTypesParam } from '../../api/analytics/analytics-filters';
import { chickenTypesOf } from '../../api/analytics/analytics-search';
import type { AccessSubject } from '../../lib/access';
import { PeriodControl } from '../../ui/period-control';
import { LazyToolbarControl } from '../../ui/pending';
import { WeightUnitSwitch } from '../../ui/weight-unit-switch';
import { AnalyticsExportButton } from './analytics-export';
import { useDashboardFilters } from './chicken-dashboard-page';

const ProductFilter = lazy(() => import('../../ui/chicken-product-filter'));

const route = getRouteApi('/_app/dashboard/chicken');

/** The dashboard's own toolbar: products, period and weight unit, kept in the URL / settings. */
export default function ChickenDashboardToolbar({
  user,
}: {
  user: AccessSubject & { restaurantUuid: string | null };
}) {
  const { filters, ready } = useDashboardFilters(user);
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
      <PeriodControl search={search} />
      <WeightUnitSwitch />
      {ready && <AnalyticsExportButton filters={filters} />}
    </>
  );
}
