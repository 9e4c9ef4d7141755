import { AUTH_EVENTS } from '../../api/audit/audit.constants';
import type { AuthLogQuery } from '../../api/audit/audit.schema';
import { defineListSearch, oneOf, type ListField } from '../../lib/list-search';
import { providerPaging } from '../../lib/pagination';

/**
 * Spec 000 §9: from 2019-01-01, local time; the log is the user's own, in no restaurant's zone.
 * (`minDateEpoch()` of lib/date-range says the same; this file runs in the entry, that one not.)
 */
const EARLIEST_DATE = new Date(2019, 0, 1).getTime();

/** An epoch-ms date from 2019 on that passes `allowed` at the time of reading. */
function urlDate(allowed: (ms: number, now: number) => boolean): ListField<number> {
  return (raw) =>
    typeof raw === 'number' &&
    Number.isSafeInteger(raw) &&
    raw >= EARLIEST_DATE &&
    allowed(raw, Date.now())
      ? raw
      : undefined;
}

/**
 * The log's filters in the URL (spec 000 §2 "Filter and date state lives in the query"), each
 * dropped when not valid (spec 000 §5): an unknown event, a start not before now, an end after
 * now; a date selection has both edges, the end not before the start, so half a range (which
 * the picker can neither make nor show) or a reversed one is dropped whole.
 */
export const authLogSearch = defineListSearch(
  {
    event: oneOf(AUTH_EVENTS),
    /** Epoch ms, inclusive. */
    startDate: urlDate((ms, now) => ms < now),
    /** Epoch ms, inclusive. */
    endDate: urlDate((ms, now) => ms <= now),
  },
  (search) => {
    const { startDate, endDate } = search;
    const whole =
      (startDate === undefined) === (endDate === undefined) &&
      !(startDate !== undefined && endDate !== undefined && endDate < startDate);
    return whole ? search : { ...search, startDate: undefined, endDate: undefined };
  },
);

export type AuthLogSearch = ReturnType<typeof authLogSearch.validate>;

/** The provider's query for these filters, newest first. */
export function authLogQuery(search: AuthLogSearch): AuthLogQuery {
  return {
    ...providerPaging('offset', search),
    event: search.event,
    startDate: search.startDate,
    endDate: search.endDate,
    orderDirection: 'DESC',
  };
}
