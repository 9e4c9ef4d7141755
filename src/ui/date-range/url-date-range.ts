import { useSearch } from '@tanstack/react-router';
import { dayStart, type DateRangeValue } from '../../lib/date-range';
import { resolveTimeZone } from '../../lib/time-zone';
import { autoResolution, type DateRangeSearch } from '../../lib/url-state';
import { useSetSearch } from '../hooks/use-set-search';

const DATE_KEYS = ['timeInterval', 'startDate', 'endDate', 'interval'] as const;
const MINUTE_MS = 60_000;

/**
 * The page's date range in the URL (spec 000 §2: filter and date state lives in the query): the
 * validated `timeInterval` / `startDate` / `endDate`, and a change that replaces them, pushing a
 * history entry. A preset also sets its automatic `interval` (spec 000 §9); explicit dates
 * leave the resolution to the page.
 */
export function useUrlDateRange(timeZone?: string | null): {
  value: DateRangeValue;
  onChange(next: DateRangeValue): void;
} {
  // Validated once by the signed-in layout for every page.
  const valid = useSearch({ strict: false }) as DateRangeSearch;
  const setSearch = useSetSearch();
  const zone = resolveTimeZone(timeZone);
  // Day-mode dates (spec 000 §2: `YYYY-MM-DD`) are the days the page shows, in its zone: from
  // the first day's midnight to the last day's 23:59, as the picker picks whole days.
  const start =
    typeof valid.startDate === 'string' ? dayStart(valid.startDate, zone) : valid.startDate;
  const end =
    typeof valid.endDate === 'string'
      ? (dayStart(valid.endDate, zone, 1) ?? Number.NaN) - MINUTE_MS
      : valid.endDate;
  const value: DateRangeValue = {
    timeInterval: valid.timeInterval,
    startDate: start ?? undefined,
    endDate: end !== undefined && Number.isFinite(end) ? end : undefined,
  };

  function onChange(next: DateRangeValue) {
    setSearch((search) => {
      for (const key of DATE_KEYS) delete search[key];
      if (next.timeInterval) {
        search.timeInterval = next.timeInterval;
        search.interval = autoResolution(next.timeInterval);
      } else if (next.startDate !== undefined && next.endDate !== undefined) {
        search.startDate = next.startDate;
        search.endDate = next.endDate;
      }
      return search;
    });
  }

  return { value, onChange };
}
