/**
 * Paging rules (spec 000 §9, spec 001 §9): page sizes 10, 20, 50 with 20 by default;
 * pagination shows only when the total exceeds 10, with 3 page buttons (1 on mobile).
 * Pages are zero-based here, as in the API's `page` parameter. Pure functions.
 */

export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Spec 000 §9: the default list limit is 20. The spec's app kept it as the string '20' (a
 * select's value); here it is a number.
 */
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** Pagination shows only when the total exceeds this. */
const PAGINATION_THRESHOLD = 10;

/** Page buttons around the active page: 1 sibling each side (3 buttons), none on mobile. */
export const PAGE_SIBLINGS = { desktop: 1, mobile: 0 } as const;

function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

/** Spec 000 §9: pagination shows only when the total exceeds 10. */
export function showPagination(total: number): boolean {
  return total > PAGINATION_THRESHOLD;
}

/** Number of pages; at least 1, so an empty list still has its (empty) first page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A zero-based page brought into [0, pageCount - 1]. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize) - 1;
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(Math.trunc(page), 0), last);
}

/** One-based first and last row shown on a zero-based page: page 1 of 20s → 21–40. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  if (!(total > 0)) return { from: 0, to: 0 };
  const current = clampPage(page, total, pageSize);
  return { from: current * pageSize + 1, to: Math.min((current + 1) * pageSize, total) };
}

/**
 * The one-based page numbers to show as buttons: the active page and `siblings` each side,
 * shifted at the ends so the count stays 2 × siblings + 1 while there are enough pages.
 */
export function pageWindow(activePage: number, totalPages: number, siblings: number): number[] {
  const size = Math.min(2 * siblings + 1, Math.max(totalPages, 1));
  const start = Math.min(Math.max(activePage - siblings, 1), Math.max(totalPages - size + 1, 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

/** After a page-size change, the zero-based page that still shows the first row seen. */
export function pageAfterSizeChange(page: number, oldSize: number, newSize: number): number {
  if (!(page > 0) || !(oldSize > 0) || !(newSize > 0)) return 0;
  return Math.floor((page * oldSize) / newSize);
}

function wholeNumber(value: unknown): number | null {
  const number =
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/** A list's one-based `page` from its URL (spec 000 §5): from 2 on; else none (the first). */
export function urlPage(value: unknown): number | undefined {
  const page = wholeNumber(value);
  return page !== null && page > 1 ? page : undefined;
}

/** A list's `limit` from its URL: a size offered other than the default; else none. */
export function urlPageSize(value: unknown): Exclude<PageSize, 20> | undefined {
  const size = wholeNumber(value);
  return isPageSize(size) && size !== DEFAULT_PAGE_SIZE
    ? (size as Exclude<PageSize, 20>)
    : undefined;
}

/**
 * The provider's three paging dialects (spec 000 §3 "Paged data"): `offset` and `limit`
 * (restaurants, reports, logs), a zero-based `page` and `limit` (stock-outs), or a zero-based
 * `page` and `size` (notifications).
 */
export interface PagingDialects {
  offset: { offset: number; limit: number };
  page: { page: number; limit: number };
  pageSize: { page: number; size: number };
}

/** A list URL's paging: `page` one-based, absent for the first; `limit` absent for 20. */
export interface UrlPaging {
  page?: number;
  limit?: number;
}

/** The provider's paging, in its `dialect`, for the URL's page and size. */
export function providerPaging<D extends keyof PagingDialects>(
  dialect: D,
  search: UrlPaging,
): PagingDialects[D] {
  const size = search.limit ?? DEFAULT_PAGE_SIZE;
  const page = Math.max((search.page ?? 1) - 1, 0);
  const paging: PagingDialects = {
    offset: { offset: page * size, limit: size },
    page: { page, limit: size },
    pageSize: { page, size },
  };
  return paging[dialect];
}

/** Spec 001 §9: infinite scroll asks for the next page once 99% of the list is scrolled. */
const INFINITE_SCROLL_THRESHOLD = 0.99;

/** Whether a scrolled box (a list, the page) has reached the point to load its next page. */
export function reachedScrollEnd(box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  if (!(box.scrollHeight > 0)) return true;
  return (box.scrollTop + box.clientHeight) / box.scrollHeight >= INFINITE_SCROLL_THRESHOLD;
}
