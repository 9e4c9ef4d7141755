import { wallTimeToEpoch, zonedWallTime } from './time-zone';
import { withoutUndefined, type DateRangeSearch } from './url-state';

/**
 * Spec 001 §2 restaurant-selection helper: a change of restaurant may change the time zone, and
 * the URL's dates then keep their wall clock. Apart from url-state.ts because it needs the zone
 * arithmetic of time-zone.ts, which the pages that only read the URL do not.
 */

/**
 * Spec 001 §2: when the time zone changes, epoch-ms `startDate`/`endDate` keep the same wall
 * clock in the new zone. Day-mode dates, other keys and unknown zones are left as they are.
 * The result may lie in the future; run `validateDateRangeSearch` on it before use.
 */
export function shiftDatesForTimeZone<S extends { startDate?: unknown; endDate?: unknown }>(
  search: S,
  fromZone: string,
  toZone: string,
): S {
  if (fromZone === toZone) return search;
  try {
    const shift = (value: unknown): unknown => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return value;
      const shifted = wallTimeToEpoch(zonedWallTime(value, fromZone), toZone);
      return Number.isFinite(shifted) ? shifted : value;
    };
    const next = { ...search };
    if (next.startDate !== undefined) next.startDate = shift(next.startDate) as S['startDate'];
    if (next.endDate !== undefined) next.endDate = shift(next.endDate) as S['endDate'];
    return next;
  } catch {
    // RangeError: an unknown zone, or a date at the edge of what a Date can hold.
    return search;
  }
}

/**
 * Spec 001 §2 restaurant-selection helper: keeps only startDate, endDate and restaurantUuid,
 * shifting the dates to the new restaurant's time zone.
 */
export function restaurantSelectionSearch(
  search: DateRangeSearch,
  fromZone: string,
  toZone: string,
): Pick<DateRangeSearch, 'startDate' | 'endDate' | 'restaurantUuid'> {
  const { startDate, endDate, restaurantUuid } = search;
  return withoutUndefined(
    shiftDatesForTimeZone({ startDate, endDate, restaurantUuid }, fromZone, toZone),
  );
}
