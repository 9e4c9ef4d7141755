import { getRouteApi } from '@tanstack/react-router';
import { usePageScope } from '../../api/restaurants/page-scope';
import { resolveTimeZone } from '../../lib/time-zone';
import { stockOutFilters } from './stock-out-filters';

/** How often the page resolves a relative range ("the last 7 days") to dates again. */
export const STOCK_OUT_CLOCK_MS = 60_000;

export const stockOutRoute = getRouteApi('/_app/stock-out-reports/chicken');

/**
 * The page's filters from its URL and the page scope (the current restaurant or Global), and
 * each restaurant's zone for showing a stock-out in its own local time.
 */
export function useStockOutFilters() {
  const search = stockOutRoute.useSearch();
  const { choice, timeZone, ready, ...scope } = usePageScope();
  const filters = stockOutFilters(search, scope);
  return {
    search,
    filters,
    /** The current restaurant's zone, else the browser's (Global). */
    timeZone: resolveTimeZone(timeZone),
    /** The pick-list's restaurants, which name (and place in time) most rows. */
    restaurants: choice.options,
    /** False until the restaurant (and its time zone) is known. */
    enabled: ready,
  };
}
