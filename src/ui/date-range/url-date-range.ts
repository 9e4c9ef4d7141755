import { useSearch } from '@tanstack/react-router';
import type { DateRangeValue } from '../../lib/date-range';
import { autoResolution, type DateRangeSearch } from '../../lib/url-state';
import { useSetSearch } from '../hooks/use-set-search';

const DATE_KEYS = ['timeInterval', 'startDate', 'endDate', 'interval'] as const;

/**
 * The page's date range in the URL (spec 000 §2: filter and date state lives in the query): the
 * validated `timeInterval` / `startDate` / `endDate`, and a change that replaces them, pushing a
 * history entry. A preset also sets its automatic `interval` (spec 000 §9); explicit dates
 * leave the resolution to the page.
 */
export function useUrlDateRange(): {
  value: DateRangeValue;
  onChange(next: DateRangeValue): void;
} {
  // Validated once by the signed-in layout for every page.
  const valid = useSearch({ strict: false }) as DateRangeSearch;
  const setSearch = useSetSearch();
  const value: DateRangeValue = {
    timeInterval: valid.timeInterval,
    startDate: typeof valid.startDate === 'number' ? valid.startDate : undefined,
    endDate: typeof valid.endDate === 'number' ? valid.endDate : undefined,
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
