import type { PageScope } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import type { UnusualFilters } from '../../api/unusual/unusual.queries';
import type { OrderDirection } from '../../api/stock-out/stock-out.schema';
import type { UnusualUrlSort } from './unusual-search';

/** Every call's filters: the page scope's restaurant (or Global) and range. */
export function unusualFilters(scope: Pick<PageScope, 'restaurant' | 'range'>): UnusualFilters {
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
  };
}

/** The URL's order as the provider's; absent is newest first (spec 001 §9). */
export const orderOf = (sort: UnusualUrlSort | undefined): OrderDirection =>
  sort === 'asc' ? 'ASC' : 'DESC';
