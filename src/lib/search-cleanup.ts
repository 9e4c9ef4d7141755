import { validateDateRangeSearch, type DateRangeSearch } from './url-state';

const SHARED_KEYS = [
  'startDate',
  'endDate',
  'timeInterval',
  'interval',
  'restaurantUuid',
  'restaurants',
] as const satisfies ReadonlyArray<keyof DateRangeSearch>;

/**
 * Spec 000 §5: invalid date parameters are dropped *from the URL*, not only ignored. Given the
 * parsed query of the address bar, returns the query without the shared parameters that failed
 * validation (other parameters untouched), or null when nothing was dropped.
 */
export function withoutInvalidSharedParams(
  raw: Record<string, unknown>,
  now: number = Date.now(),
): Record<string, unknown> | null {
  const valid = validateDateRangeSearch(raw, now) as Record<string, unknown>;
  const dropped = SHARED_KEYS.filter((key) => key in raw && !(key in valid));
  if (dropped.length === 0) return null;
  const next = { ...raw };
  for (const key of dropped) delete next[key];
  return next;
}
