import type { EventFilters, EventOrder } from '../../api/events/events.queries';
import type { EventMaterial } from '../../api/events/events.schema';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { PageScope } from '../../api/restaurants/page-scope';
import type { ListSort } from '../../ui/list/cursor-list';
import { EVENT_URL_SORTS, type EventUrlSort, type EventsSearch } from './events-search';

/**
 * Every call's filters: the page scope's restaurant (or Global) and range, the URL's products,
 * and its event name only once the list's dictionary (`knownNames`) has it (spec 000 §5: a
 * value not among the options is not applied).
 */
export function eventFilters(
  search: EventsSearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  knownNames: readonly string[] | undefined,
): EventFilters {
  const materials = (search.materials ? search.materials.split(',') : []) as EventMaterial[];
  const eventName = search.eventName;
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    ...(eventName !== undefined && knownNames?.includes(eventName) ? { eventName } : {}),
  };
}

/** The URL's order as the provider's; absent is newest first (spec 001 §9). */
export function eventOrder(sort: EventUrlSort | undefined): EventOrder {
  return { sortBy: 'eventTime', orderDirection: sort === 'eventTime.asc' ? 'ASC' : 'DESC' };
}

/** The list's sort for its headers. */
export function listSortOf(sort: EventUrlSort | undefined): ListSort {
  return { key: 'eventTime', direction: sort === 'eventTime.asc' ? 'asc' : 'desc' };
}

/** A header's sort as the URL's, absent for the default. */
export function urlSortOf({ key, direction }: ListSort): EventUrlSort | undefined {
  const value = `${key}.${direction}`;
  return EVENT_URL_SORTS.find((known) => known === value);
}
