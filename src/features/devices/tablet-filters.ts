import type { TabletLogLevel } from '../../api/devices/devices.constants';
import type { TabletFilters } from '../../api/devices/tablet-filters';
import type { DeviceScope } from './device-scope';
import type { TabletSearch } from './devices-search';

/** The list's filters from the page's scope and URL (api/devices/tablet-filters.ts checks answers by them). */
export function tabletFiltersOf(scope: DeviceScope, search: TabletSearch): TabletFilters {
  return {
    ...(scope.restaurantUuid ? { restaurantUuid: scope.restaurantUuid } : {}),
    ...(search.model ? { model: search.model } : {}),
    ...(search.build ? { build: search.build } : {}),
    ...(search.search ? { search: search.search } : {}),
  };
}

/** The logs' filters: the tablet list's and the URL's level. */
export function tabletLogFiltersOf(
  scope: DeviceScope,
  search: TabletSearch,
): TabletFilters & { level?: TabletLogLevel } {
  return {
    ...tabletFiltersOf(scope, search),
    ...(search.level ? { level: search.level } : {}),
  };
}
