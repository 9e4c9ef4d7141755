import type { DateRangeSearch } from './url-state';

/**
 * Whether the URL chose dates: a preset or both edges. A history of sparse records (support
 * requests, the audit trail) shows all of it when none are chosen, where a page of kitchen data
 * shows today (docs/decisions/administration.md "Support history and audit log").
 */
export function choosesDates(search: DateRangeSearch): boolean {
  return (
    search.timeInterval !== undefined ||
    (search.startDate !== undefined && search.endDate !== undefined)
  );
}
