import * as v from 'valibot';
import { AUTH_EVENTS, type AuthLogQuery } from '../../api/audit/audit.schema';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../lib/pagination';

/**
 * Spec 000 §9: from 2019-01-01, local time; the log is the user's own, in no restaurant's zone.
 * (`minDateEpoch()` of lib/date-range says the same; this file runs in the entry, that one not.)
 */
const EARLIEST_DATE = new Date(2019, 0, 1).getTime();

const epochMs = v.pipe(v.number(), v.integer(), v.minValue(EARLIEST_DATE));

/** A page size offered, as a number or as the string the spec's app kept ('20'). */
const pageSizeSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.picklist(PAGE_SIZES),
);

/**
 * The log's filters in the URL (spec 000 §2 "Filter and date state lives in the query").
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
  limit: v.fallback(v.optional(pageSizeSchema), undefined),
  /** 1-based. */
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type AuthLogSearch = v.InferOutput<typeof authLogSearchSchema>;
export const AUTH_LOG_SEARCH_KEYS = Object.keys(authLogSearchSchema.entries) as Array<
  keyof AuthLogSearch
>;

export function parseAuthLogSearch(raw: Record<string, unknown>): AuthLogSearch {
  const search = v.parse(authLogSearchSchema, raw);
  const { startDate, endDate } = search;
  // Spec 000 §4/§5: a date selection has both edges, the end not before the start; half a
  // range (which the picker can neither make nor show) or a reversed one is dropped whole.
  if (
    (startDate === undefined) !== (endDate === undefined) ||
    (startDate !== undefined && endDate !== undefined && endDate < startDate)
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
