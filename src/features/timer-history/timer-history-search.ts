import {
  BASKET_STAGES,
  RECORD_LISTS,
  type RecordList,
} from '../../api/timer-history/timer-history.constants';
import {
  commaListOf,
  defineSearch,
  oneOf,
  trueOrFalse,
  urlNames,
  type ListField,
} from '../../lib/list-search';
import { TIMER_STATIONS, TIMER_STATION_KEYS, type StationFilter } from '../../lib/timer-stations';
import { urlPageSize } from '../../lib/pagination';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// Every history route's validateSearch: it runs before the page's chunk loads, so this sits in
// the first page's entry and stays small (no valibot, no page code).

/**
 * The list's order in the URL: `field.direction`; absent is the provider's default, newest
 * first (spec 001 §9 default sorts).
 */
export const TIMER_URL_SORTS = ['startTime.asc', 'duration.desc', 'duration.asc'] as const;
export type TimerUrlSort = (typeof TIMER_URL_SORTS)[number];

function searchWith(filters: readonly StationFilter[]) {
  const has = (filter: string) => (filters as readonly string[]).includes(filter);
  const none: ListField<never> = () => undefined;
  // Products (the station's materials dictionary), vendors and packages come from the provider:
  // the page drops those it does not list once they load.
  return defineSearch({
    materials: urlNames,
    vendors: has('vendors') ? urlNames : none,
    isCorrect: has('isCorrect') ? trueOrFalse : none,
    packages: has('packages') ? urlNames : none,
    sort: oneOf(TIMER_URL_SORTS),
    // Spec 001 §9: 10, 20 or 50 a page; 20, the default, is never written.
    limit: urlPageSize,
    // Only the basket events have steps: the histories' URLs keep their keys as they were.
    ...((has('stages') ? { stages: commaListOf(BASKET_STAGES) } : {}) as {
      stages: ListField<string>;
    }),
  });
}

/**
 * A station's history URL (spec 000 §5, 001 §3): products, the station's own filters and the
 * order; any other station's filter and every value not among the console's options is dropped
 * (the provider's options, on the page).
 */
export const timerHistorySearch = (station: RecordList) =>
  searchWith(RECORD_LISTS[station].filters).validate;

export type TimerHistorySearch = ReturnType<ReturnType<typeof searchWith>['validate']>;

/**
 * The stations' route (`/timers-cycle-history/$station`) validates its URL before it knows the
 * station: every station's filters are read here, and the route then drops those the station on
 * screen does not have (lib/list-search.ts `ownSearchOf`).
 */
export const anyStationSearch = searchWith([
  ...new Set(TIMER_STATION_KEYS.flatMap((station) => TIMER_STATIONS[station].filters)),
]).validate;

/** What a history's loader depends on: the shared dates and restaurant, and the page's own. */
export function timerHistoryDeps(search: TimerHistorySearch & DateRangeSearch) {
  const { materials, vendors, isCorrect, packages, stages, sort, limit } = search;
  return {
    ...sharedLoaderDeps(search),
    materials,
    vendors,
    isCorrect,
    packages,
    stages,
    sort,
    limit,
  };
}
