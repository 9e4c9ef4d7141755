import { urlPage, urlPageSize, type PageSize } from '../../lib/pagination';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';

// The route's validateSearch runs before its chunk loads, so it sits in the entry: this file
// stays small.

/** The restaurants page's URL: its search and its page (spec 000 §9). */
export interface RestaurantsSearch {
  /** A number, or part of a name or city; absent: every restaurant. */
  search?: string;
  /** One-based; absent: the first. */
  page?: number;
  /** Absent: the default 20. */
  limit?: Exclude<PageSize, 20>;
}

/** Spec 000 §5: a value that is not valid is dropped, never thrown; a search is cut to 255. */
export function validateRestaurantsSearch(raw: Record<string, unknown>): RestaurantsSearch {
  const text =
    typeof raw.search === 'string' || typeof raw.search === 'number'
      ? String(raw.search).slice(0, SEARCH_MAX_LENGTH)
      : '';
  return {
    search: text.trim() !== '' ? text : undefined,
    page: urlPage(raw.page),
    limit: urlPageSize(raw.limit),
  };
}

/** True when the address holds a value that validation dropped or changed. */
export function hasDroppedRestaurantsValues(
  raw: Record<string, unknown>,
  search: RestaurantsSearch,
): boolean {
  return (['search', 'page', 'limit'] as const).some(
    (key) => key in raw && String(raw[key]) !== String(search[key]),
  );
}
