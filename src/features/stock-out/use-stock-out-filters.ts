import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { usePageScope } from '../../api/restaurants/page-scope';
import { stockOutQueries } from '../../api/stock-out/stock-out.queries';
import { resolveTimeZone } from '../../lib/time-zone';
import { useKnownValues } from '../../ui/hooks/use-known-values';
import { useNow } from '../../ui/hooks/use-now';
import { stockOutFilters } from './stock-out-filters';

/** How often the page resolves a relative range ("the last 7 days") to dates again. */
export const STOCK_OUT_CLOCK_MS = 60_000;

export const stockOutRoute = getRouteApi('/_app/stock-out-reports/chicken');

/**
 * The page's filters from its URL and the page scope (the current restaurant or Global), and
 * each restaurant's zone for showing a stock-out in its own local time. Spec 000 §5: a product
 * is sent only once the provider's list has it, so with products in the URL the calls wait for
 * it; one it does not list leaves the URL.
 */
export function useStockOutFilters() {
  const search = stockOutRoute.useSearch();
  const { choice, timeZone, ready, ...scope } = usePageScope();
  const options = useQuery(stockOutQueries.materials());
  const products = useKnownValues('materials', search.materials, options);
  const now = useNow(STOCK_OUT_CLOCK_MS);
  const filters = stockOutFilters(search, scope, products.known, now);
  return {
    search,
    filters,
    /** The current restaurant's zone, else the browser's (Global). */
    timeZone: resolveTimeZone(timeZone),
    /** The pick-list's restaurants, which name (and place in time) most rows. */
    restaurants: choice.options,
    /** False until the restaurant (and its time zone) is known, and the URL's products. */
    enabled: ready && products.settled,
  };
}
