import type { BasketStage } from '../../api/timer-history/timer-history.constants';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { PageScope } from '../../api/restaurants/page-scope';
import type { TimerFilters, TimerOrder } from '../../api/timer-history/timer-history.queries';
import type { ListSort } from '../../ui/list/cursor-list';
import {
  TIMER_URL_SORTS,
  type TimerHistorySearch,
  type TimerUrlSort,
} from './timer-history-search';

const listOf = (value: string | undefined) => (value ? value.split(',') : []);

/** The URL's values among the provider's options (products, fryer vendors, entree packages). */
export interface KnownTimerOptions {
  materials: readonly string[];
  vendors: readonly string[];
  packages: readonly string[];
}

/**
 * Every call's filters: the page scope's restaurant (or Global) and range, and the URL's
 * products and station filters: those whose options are the provider's only as `known` holds
 * them (spec 000 §5, none while unknown).
 */
export function timerFilters(
  search: TimerHistorySearch,
  scope: Pick<PageScope, 'restaurant' | 'range'>,
  { materials, vendors, packages }: KnownTimerOptions,
): TimerFilters {
  const stages = listOf(search.stages) as BasketStage[];
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    ...(vendors.length > 0 ? { vendors } : {}),
    ...(search.isCorrect !== undefined ? { isCorrect: search.isCorrect } : {}),
    ...(packages.length > 0 ? { packages } : {}),
    ...(stages.length > 0 ? { stages } : {}),
  };
}

/** The URL's order as the provider's; absent is newest first (spec 001 §9 default sorts). */
export function timerOrder(sort: TimerUrlSort | undefined): TimerOrder {
  const [sortBy, direction] = (sort ?? 'startTime.desc').split('.') as [
    TimerOrder['sortBy'],
    'asc' | 'desc',
  ];
  return { sortBy, orderDirection: direction === 'asc' ? 'ASC' : 'DESC' };
}

/** The list's sort for its headers. */
export function listSortOf(sort: TimerUrlSort | undefined): ListSort {
  const { sortBy, orderDirection } = timerOrder(sort);
  return { key: sortBy, direction: orderDirection === 'ASC' ? 'asc' : 'desc' };
}

/** A header's sort as the URL's, absent for the default. */
export function urlSortOf({ key, direction }: ListSort): TimerUrlSort | undefined {
  const value = `${key}.${direction}`;
  return TIMER_URL_SORTS.find((known) => known === value);
}
