import type { AnalyticFilters, AnalyticRange } from '../../api/analytics/analytics.queries';
import { type AnalyticPeriod } from '../../api/analytics/analytics.constants';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { resolveTimeZone, zonedEpoch } from '../../lib/date-range';
import type { DateRangeSearch } from '../../lib/url-state';
import { chickenTypesOf, type ChickenSearch } from './chicken-search';

/** Spec 000 §3: without `period` in the URL the series are per day. */
export const DEFAULT_PERIOD: AnalyticPeriod = 'DAY';

/** The URL value for a product selection: absent when none (= all). */
export function chickenTypesParam(products: readonly string[]): string | undefined {
  const known = chickenTypesOf([...products]);
  return known.length > 0 ? known.join(',') : undefined;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day-mode URL date `YYYY-MM-DD` as its midnight in `timeZone`, `days` later. */
function dayStart(value: string, timeZone: string, days = 0): number | null {
  const match = DAY_RE.exec(value);
  if (!match) return null;
  return zonedEpoch(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) + days },
    timeZone,
  );
}

/**
 * The dashboard's range from the URL: a preset stays relative; explicit dates are used as they
 * are (a day-mode end date covers its whole day); without a complete range it is today so far
 * in the restaurant's zone: what a manager opening the console asks first, with series
 * buckets aligned on local midnight as the provider expects.
 */
export function rangeOf(search: DateRangeSearch, timeZone: string): AnalyticRange {
  if (search.timeInterval) return { kind: 'preset', timeInterval: search.timeInterval };
  const { startDate, endDate } = search;
  const start = typeof startDate === 'string' ? dayStart(startDate, timeZone) : startDate;
  const end = typeof endDate === 'string' ? dayStart(endDate, timeZone, 1) : endDate;
  if (typeof start === 'number' && typeof end === 'number' && start < end) {
    return { kind: 'fixed', start, end };
  }
  return { kind: 'today', timeZone };
}

/** Every call's filters: the URL's range and products, the current restaurant (or Global). */
export function dashboardFilters(
  search: DateRangeSearch & ChickenSearch,
  restaurant: string,
  timeZone: string | null | undefined,
): AnalyticFilters {
  const materials = chickenTypesOf(search.chickenTypes);
  return {
    range: rangeOf(search, resolveTimeZone(timeZone)),
    ...(restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    period: search.period ?? DEFAULT_PERIOD,
  };
}

/**
 * The URL dates for a clicked bar's range (spec 000 §2 zoom), or null when it cannot be a
 * valid URL range (the layout drops an end after now): the end is cut at `now`.
 */
export function zoomDates(
  range: { start: number; end: number },
  now: number,
): { startDate: number; endDate: number } | null {
  const start = Math.floor(range.start);
  const end = Math.min(Math.floor(range.end), now);
  return Number.isFinite(start) && Number.isFinite(end) && start >= 0 && start < end
    ? { startDate: start, endDate: end }
    : null;
}
