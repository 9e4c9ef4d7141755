import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { devicesQueries } from '../../api/devices/devices.queries';
import type { DeviceAvailabilityRow } from '../../api/devices/devices.schema';
import { keepIfSameFilters } from '../../api/devices/tablet-filters';
import { usePageScope } from '../../api/restaurants/page-scope';
import { useI18n } from '../../lib/i18n/i18n';
import { providerPaging } from '../../lib/pagination';
import { AvailabilityTimeline } from '../../ui/charts/availability-timeline';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { FirstLoad } from '../../ui/list/first-load';
import { PaginationBar } from '../../ui/list/pagination-bar';
import { useListPaging, type ListPaging } from '../../ui/list/use-list-paging';
import { useRestaurantNames, type DeviceScope } from './device-scope';
import type { PcSearch, TabletSearch } from './devices-search';
import { tabletFiltersOf } from './tablet-filters';

export interface AvailabilityAnswer {
  content: DeviceAvailabilityRow[];
  total: number;
  startDate: number;
  endDate: number;
}

/**
 * An availability tab (spec 001 §4 "Device availability timeline"): per device its online
 * periods over the answer's range, the gaps Offline, the total to 2 decimals, green and red
 * with the words beside them (ui/charts/availability-timeline.tsx); paged like the lists.
 */
function AvailabilityList({
  query,
  paging,
  title,
  showRestaurant,
  timeZone,
}: {
  query: UseQueryResult<AvailabilityAnswer>;
  paging: ListPaging;
  title: string;
  showRestaurant: boolean;
  timeZone: string | null;
}) {
  const { t } = useI18n();
  const rows = query.data?.content ?? [];
  const names = useRestaurantNames(showRestaurant ? rows.map((row) => row.restaurantUuid) : []);
  if (!query.data) {
    return (
      <FirstLoad
        query={query}
        loadFailed={t('devices.availability.loadFailed')}
        loadingLabel={t('devices.availability.loading')}
      />
    );
  }
  const devices = rows.map((row) => ({
    uuid: row.uuid,
    // In Global mode a tablet's name ('Fryer station') says little without its restaurant.
    // A device the answer does not name (the name is ours) is named by its uuid.
    name: showRestaurant
      ? `${row.name ?? row.uuid} · ${names.name(row.restaurantUuid)}`
      : (row.name ?? row.uuid),
    onlinePeriods: row.onlinePeriods,
  }));
  return (
    <Stack
      gap="sm"
      style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }}
      data-testid="availability"
    >
      {query.isError && (
        <ErrorState
          title={t('devices.availability.loadFailed')}
          message={errorText(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      )}
      <AvailabilityTimeline
        title={title}
        range={{ start: query.data.startDate, end: query.data.endDate }}
        devices={devices}
        timeZone={timeZone ?? undefined}
      />
      <PaginationBar total={query.data.total} {...paging} />
    </Stack>
  );
}

/** The PCs' availability tab over the URL's range (spec 001 §2). */
export function PcAvailability({
  scope,
  search,
  timeZone,
}: {
  scope: DeviceScope;
  search: PcSearch;
  timeZone: string | null;
}) {
  const { t } = useI18n();
  const { range } = usePageScope();
  const query = useQuery({
    ...devicesQueries.pcAvailability(
      { restaurantUuid: scope.restaurantUuid, range },
      providerPaging('offset', search),
    ),
    enabled: scope.ready,
    placeholderData: keepPreviousData,
  });
  const paging = useListPaging(search, query);
  return (
    <AvailabilityList
      query={query}
      paging={paging}
      title={t('devices.availability.pcs')}
      showRestaurant={scope.showRestaurant}
      timeZone={timeZone}
    />
  );
}

/** The tablets' availability tab, with the tablet list's filters (spec 001 §2). */
export function TabletAvailability({
  scope,
  search,
  timeZone,
}: {
  scope: DeviceScope;
  search: TabletSearch;
  timeZone: string | null;
}) {
  const { t } = useI18n();
  const { range } = usePageScope();
  const filters = tabletFiltersOf(scope, search);
  const query = useQuery({
    ...devicesQueries.tabletAvailability({ ...filters, range }, providerPaging('offset', search)),
    enabled: scope.ready,
    placeholderData: keepIfSameFilters(filters),
  });
  const paging = useListPaging(search, query);
  return (
    <AvailabilityList
      query={query}
      paging={paging}
      title={t('devices.availability.tablets')}
      showRestaurant={scope.showRestaurant}
      timeZone={timeZone}
    />
  );
}
