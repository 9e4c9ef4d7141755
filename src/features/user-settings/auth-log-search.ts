import * as v from 'valibot';
import { AUTH_EVENTS, type AuthLogQuery } from '../../api/audit/audit.schema';

/** Spec 000 §9 / 001 §9: page sizes 10, 20, 50; 20 by default; pagination above 10 rows. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGINATION_THRESHOLD = 10;
/** Spec 000 §9: the earliest date a range may start, local time. */
export const EARLIEST_DATE = new Date(2019, 0, 1).getTime();

const epochMs = v.pipe(v.number(), v.integer(), v.minValue(EARLIEST_DATE));

/**
 * The log's filters in the URL (spec 000 §2 "Filter and date state lives in the URL query").
 * Each value that is not valid is dropped, never thrown (spec 000 §5): an unknown event, a
 * start not before now, an end after now, a page size not offered, a page below 1.
 */
const authLogSearchSchema = v.object({
  event: v.fallback(v.optional(v.picklist(AUTH_EVENTS)), undefined),
  /** Epoch ms, inclusive. */
  startDate: v.fallback(
    v.optional(
      v.pipe(
        epochMs,
        v.check((ms) => ms < Date.now()),
      ),
    ),
    undefined,
  ),
  /** Epoch ms, inclusive. */
  endDate: v.fallback(
    v.optional(
      v.pipe(
        epochMs,
        v.check((ms) => ms <= Date.now()),
      ),
    ),
    undefined,
  ),
  limit: v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined),
  /** 1-based. */
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type AuthLogSearch = v.InferOutput<typeof authLogSearchSchema>;
export const AUTH_LOG_SEARCH_KEYS = Object.keys(authLogSearchSchema.entries) as Array<
  keyof AuthLogSearch
>;

export function parseAuthLogSearch(raw: Record<string, unknown>): AuthLogSearch {
  const search = v.parse(authLogSearchSchema, raw);
  // Spec 000 §5: a range that ends before it starts is dropped whole.
  if (
    search.startDate !== undefined &&
    search.endDate !== undefined &&
    search.endDate < search.startDate
  ) {
    return { ...search, startDate: undefined, endDate: undefined };
  }
  return search;
}

/** True when the address holds a filter value that validation dropped or changed. */
export function hasDroppedValues(raw: Record<string, unknown>, search: AuthLogSearch): boolean {
  return AUTH_LOG_SEARCH_KEYS.some((key) => key in raw && raw[key] !== search[key]);
}

/** The provider's query for these filters. */
export function authLogQuery(search: AuthLogSearch): AuthLogQuery {
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  return {
    limit,
    offset: ((search.page ?? 1) - 1) * limit,
    event: search.event,
    startDate: search.startDate,
    endDate: search.endDate,
    orderDirection: 'DESC',
  };
}
