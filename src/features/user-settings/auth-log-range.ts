import { resolveRange, type DateRangeValue } from '../../lib/date-range';
import type { AuthLogSearch } from './auth-log-search';

// Apart from auth-log-search.ts, which the route's validateSearch brings into the entry.

/**
 * The log's From and To for what the date-range picker chose at `now`; none for Clear. The
 * log keeps only explicit dates in its URL, so a preset becomes the dates it covers now.
 */
export function authLogRange(
  chosen: DateRangeValue,
  now: number,
): Pick<AuthLogSearch, 'startDate' | 'endDate'> {
  const range = resolveRange(chosen, now);
  if (!range || !(range.start < now)) return { startDate: undefined, endDate: undefined };
  // Spec 000 §5: the end is at or before now.
  return { startDate: range.start, endDate: Math.min(range.end, now) };
}
