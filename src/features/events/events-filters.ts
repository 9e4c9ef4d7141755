import type { EventFilters, EventOrder } from '../../api/events/events.queries';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { PageScope } from '../../api/restaurants/page-scope';
import type { ListSort } from '../../ui/list/cursor-list';
import { EVENT_URL_SORTS, type EventUrlSort } from './events-search';

/**
 * The URL's filter values that apply (spec 001 §3 "Chicken and potato filters"): a value whose
 * options the provider answers only once they list it (spec 000 §5: a value not among the
 * options is not applied); each list empty for all.
 */
export interface AppliedValues {
  eventName?: string;
  chickenTypes: readonly string[];
  vendors: readonly string[];
  isCorrect?: boolean;
  packageTypes: readonly string[];
  /** None, or the one product asked. */
  material: readonly string[];
}

/** Every call's filters: the page scope's restaurant (or Global) and range, then the values. */
export function eventFilters(
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  values: AppliedValues,
): EventFilters {
  const { eventName, chickenTypes, vendors, isCorrect, packageTypes } = values;
  const [material] = values.material;
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(eventName !== undefined ? { eventName } : {}),
    ...(chickenTypes.length > 0 ? { chickenTypes } : {}),
    ...(vendors.length > 0 ? { vendors } : {}),
    ...(isCorrect !== undefined ? { isCorrect } : {}),
    ...(packageTypes.length > 0 ? { packageTypes } : {}),
    ...(material !== undefined ? { material } : {}),
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
