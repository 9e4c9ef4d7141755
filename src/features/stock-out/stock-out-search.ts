import { chickenTypesOf } from '../../api/analytics/analytics-search';
import { urlPage, urlPageSize, type PageSize } from '../../lib/pagination';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no valibot, dates or query code).

/** The tab group's parameter and its tabs (spec 001 §2: a list tab, the default, and a graphic tab). */
export const STOCK_OUT_TAB_GROUP = 'view';
export const STOCK_OUT_VIEWS = ['list', 'graphic'] as const;
export type StockOutView = (typeof STOCK_OUT_VIEWS)[number];

/** The page's own URL fields; the layout owns dates, interval and restaurant. */
export interface StockOutSearch {
  /** Absent: the list (the default tab). */
  view?: StockOutView;
  /** Product labels as a comma list, unknown ones dropped; absent means all. */
  materials?: string;
  /** One-based, as people count pages; absent means the first. */
  page?: number;
  /** Absent means the default 20 (spec 000 §9, `DEFAULT_PAGE_SIZE`). */
  limit?: Exclude<PageSize, 20>;
}

/**
 * Spec 000 §5: a value that is not among the options is dropped, never thrown. Every key is
 * answered, `undefined` when dropped: the router keeps the raw value of a key left out.
 */
export function validateStockOutSearch(search: Record<string, unknown>): StockOutSearch {
  const materials = chickenTypesOf(search.materials);
  return {
    view: STOCK_OUT_VIEWS.find((known) => known === search.view),
    materials: materials.length > 0 ? materials.join(',') : undefined,
    page: urlPage(search.page),
    limit: urlPageSize(search.limit),
  };
}
