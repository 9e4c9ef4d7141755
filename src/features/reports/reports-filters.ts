import type { ReportFilters, ReportRange } from '../../api/reports/reports.queries';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { dayStart } from '../../lib/date-range';
import { resolveTimeZone } from '../../lib/time-zone';
import { providerPaging } from '../../lib/pagination';
import type { DateRangeSearch } from '../../lib/url-state';
import type { ReportsSearch } from './reports-search';

/**
 * The request-time range from the URL (the layout has validated it): a preset stays relative;
 * explicit dates are used as they are, a day-mode end covering its whole day; none = all.
 */
function reportRange(search: DateRangeSearch, timeZone: string): ReportRange | undefined {
  if (search.timeInterval) return { kind: 'preset', timeInterval: search.timeInterval };
  const { startDate, endDate } = search;
  const start =
    typeof startDate === 'string' ? (dayStart(startDate, timeZone) ?? undefined) : startDate;
  const end = typeof endDate === 'string' ? (dayStart(endDate, timeZone, 1) ?? undefined) : endDate;
  if (start === undefined && end === undefined) return undefined;
  // The provider's end is inclusive; a day-mode end stops just before the next midnight.
  return { kind: 'fixed', start, end: typeof endDate === 'string' && end ? end - 1 : end };
}

/** The list's filters: the current restaurant (or Global), the URL's range and page. */
export function reportFilters(
  search: DateRangeSearch & ReportsSearch,
  restaurant: string,
  timeZone: string | null | undefined,
): ReportFilters {
  const range = reportRange(search, resolveTimeZone(timeZone));
  return {
    ...(restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: restaurant } : {}),
    ...(range ? { range } : {}),
    ...providerPaging('offset', search),
  };
}
