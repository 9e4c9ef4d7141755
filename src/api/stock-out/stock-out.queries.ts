import { queryOptions } from '@tanstack/react-query';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';
import type { ResolutionCode } from '../../lib/url-state';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { endpointQuery } from '../endpoint-query';
import { endpointQueryAt } from '../endpoint-query-at';
import {
  getStockOutAnalytic,
  getStockOutList,
  getStockOutMaterials,
  getStockOutTotal,
} from './stock-out.endpoints';
import type {
  OrderDirection,
  StockOutScopeQuery,
  StockOutSort,
  StockOutXlsQuery,
} from './stock-out.schema';

/** What every stock-out call filters by, as the page chose it (spec 000 §3 query fields). */
export interface StockOutFilters {
  /** Relative ranges stay relative in the query key and are resolved when the call is made. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Product labels among GET /materials/filters/stock-out-materials; absent or empty: all. */
  materials?: readonly string[];
  /** The chart's resolution for the range: every call sends it (spec 000 §3). */
  interval: ResolutionCode;
}

export interface StockOutPaging {
  /** Zero-based. */
  page: number;
  limit: number;
  sortBy?: StockOutSort;
  orderDirection?: OrderDirection;
}

/**
 * The provider's scope fields for `filters` at `now`: epoch ms with the start on a whole second
 * (the analytic buckets are labelled in seconds, spec 000 §4), lists as comma lists.
 */
function stockOutScope(filters: StockOutFilters, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startTime: Math.floor(start / 1000) * 1000,
    endTime: end,
    restaurantsUuid: filters.restaurantUuid,
    materials: filters.materials?.length ? filters.materials.join(',') : undefined,
    interval: filters.interval,
  } satisfies StockOutScopeQuery;
}

/** GET /stockOut/xls's query: the list's filters, resolved now, in the list's default order. */
export function stockOutXlsQuery(filters: StockOutFilters, now: number): StockOutXlsQuery {
  return stockOutScope(filters, now);
}

export const stockOutQueries = {
  all: () => ['stockOut'] as const,
  /** GET /stockOut/list: one page of stock-outs, newest first unless asked. */
  list: (filters: StockOutFilters, paging: StockOutPaging) =>
    endpointQueryAt(
      stockOutQueries.all(),
      getStockOutList,
      [filters, paging] as const,
      ([f, p], now) => ({
        query: { ...stockOutScope(f, now), ...p },
      }),
    ),
  /** GET /stockOut/total: count, seconds out of stock, High, Low and Average durations. */
  total: (filters: StockOutFilters) =>
    endpointQueryAt(stockOutQueries.all(), getStockOutTotal, filters, (f, now) => ({
      query: stockOutScope(f, now),
    })),
  /** GET /stockOut/analytic: per `interval` bucket, restaurant and product. */
  analytic: (filters: StockOutFilters) =>
    endpointQueryAt(stockOutQueries.all(), getStockOutAnalytic, filters, (f, now) => ({
      query: stockOutScope(f, now),
    })),
  /**
   * GET /materials/filters/stock-out-materials: the product filter's options, asked again on
   * every mount (a reload restores the saved cache): they follow the materials dictionary.
   */
  materials: () =>
    queryOptions({
      ...endpointQuery(stockOutQueries.all(), getStockOutMaterials, {}),
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
};
