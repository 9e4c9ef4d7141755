import { dayStart } from '../../lib/date-range';
import { commaList, type DateRangeSearch } from '../../lib/url-state';
import { GLOBAL_RESTAURANT } from '../restaurants/restaurant-choice';
import { chickenTypesOf, type ChickenSearch } from './analytics-search';
import type { AnalyticPeriod } from './analytics.constants';
import {
  resolveAnalyticRange,
  type AnalyticFilters,
  type AnalyticRange,
} from './analytics.queries';

// The URL rules the analytics pages (chicken and potato dashboards, performance, events
// analytics, stock-outs) read alike, so a link means the same range on each.

/** Spec 000 §3: without `period` in the URL the series are per day. */
export const DEFAULT_PERIOD: AnalyticPeriod = 'DAY';

/**
 * Hourly buckets over a longer range are unreadable, and past about 83 days they pass the
 * provider's 2,000-bucket limit (every chart would say 'No information'): such ranges are
 * drawn per day instead, and the toolbar says so by disabling Hour.
 */
export const HOURLY_MAX_SPAN_MS = 31 * 86_400_000;

/** The period the calls use for `range` at `now`: HOUR becomes DAY over long ranges. */
export function periodFor(
  period: AnalyticPeriod,
  range: AnalyticRange,
  now: number,
): AnalyticPeriod {
  if (period !== 'HOUR') return period;
  const { start, end } = resolveAnalyticRange(range, now);
  return end - start > HOURLY_MAX_SPAN_MS ? 'DAY' : period;
}

/** The URL value for a product selection: absent when none (= all). */
export function chickenTypesParam(products: readonly string[]): string | undefined {
  return commaList(chickenTypesOf([...products]));
}

/**
 * The page's range from the URL: a preset stays relative; explicit dates are used as they are
 * (a day-mode end date covers its whole day); without a complete range it is today so far in
 * the restaurant's zone: what a manager opening the console asks first, with series buckets
 * aligned on local midnight as the provider expects.
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

/**
 * The chicken analytics calls' filters: the page scope's range and restaurant (Global left out,
 * so the provider sums), the URL's period (HOUR drawn per day over long ranges) and `materials`,
 * the URL's products the dictionary is known to hold (`useKnownMaterials`, `knownMaterialsFor`).
 */
export function analyticFilters(
  search: ChickenSearch,
  { restaurant, range }: { restaurant: string; range: AnalyticRange },
  materials: readonly string[],
  now: number = Date.now(),
): AnalyticFilters {
  return {
    range,
    ...(restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: restaurant } : {}),
    ...(materials.length > 0 ? { materials } : {}),
    period: periodFor(search.period ?? DEFAULT_PERIOD, range, now),
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
