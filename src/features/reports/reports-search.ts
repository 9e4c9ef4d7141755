import { isPageSize, type PageSize } from '../../lib/pagination';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small (no valibot, dates or query code).

/** The reports page's own URL fields; the layout owns dates and restaurant. */
export interface ReportsSearch {
  /** One-based; absent means the first page. */
  page?: number;
  /** Absent means the default page size. */
  limit?: PageSize;
}

function wholeNumber(value: unknown): number | undefined {
  const number =
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * Spec 000 §5: a page below 1 or a page size not offered is dropped, never thrown. Both keys
 * are always answered: the router passes the raw value on for a key a route leaves out.
 */
export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const page = wholeNumber(search.page);
  const limit = wholeNumber(search.limit);
  return {
    page: page !== undefined && page >= 1 ? page : undefined,
    limit: isPageSize(limit) ? limit : undefined,
  };
}

/** True when the address holds a page or size that validation dropped or changed. */
export function hasDroppedReportsValues(
  raw: Record<string, unknown>,
  search: ReportsSearch,
): boolean {
  return (['page', 'limit'] as const).some(
    (key) => key in raw && String(raw[key]) !== String(search[key]),
  );
}
