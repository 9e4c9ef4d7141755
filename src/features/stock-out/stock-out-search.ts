import { chickenTypesOf } from '../../api/analytics/analytics-search';
import { isPageSize, type PageSize } from '../../lib/pagination';

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

function wholeNumber(value: unknown): number | null {
  const number =
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/** Spec 000 §5: a value that is not among the options is dropped, never thrown. */
export function validateStockOutSearch(search: Record<string, unknown>): StockOutSearch {
  const view = STOCK_OUT_VIEWS.find((known) => known === search.view);
  const materials = chickenTypesOf(search.materials);
  const page = wholeNumber(search.page);
  const limit = wholeNumber(search.limit);
  return {
    ...(view ? { view } : {}),
    ...(materials.length > 0 ? { materials: materials.join(',') } : {}),
    ...(page !== null && page > 1 ? { page } : {}),
    ...(isPageSize(limit) && limit !== 20 ? { limit } : {}),
  };
}
