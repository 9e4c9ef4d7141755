import { AUTH_EVENTS } from '../../api/audit/audit.constants';
import type { AuthLogQuery } from '../../api/audit/audit.schema';
import { defineListSearch, oneOf, urlEpoch } from '../../lib/list-search';
import { providerPaging } from '../../lib/pagination';

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
    startDate: urlEpoch((ms, now) => ms < now),
    /** Epoch ms, inclusive. */
    endDate: urlEpoch((ms, now) => ms <= now),
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
