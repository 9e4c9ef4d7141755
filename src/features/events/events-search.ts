import { ALL_EVENT_NAMES, MAX_EVENT_NAME_LENGTH } from '../../api/events/events.constants';
import type { EventKind } from '../../lib/event-kinds';
import {
  defineSearch,
  oneOf,
  trueOrFalse,
  urlName,
  urlNames,
  type ListField,
} from '../../lib/list-search';
import { urlPageSize } from '../../lib/pagination';
import { sharedLoaderDeps, type DateRangeSearch } from '../../lib/url-state';

// The event lists' URL check: it runs before the page's chunk loads, so this sits in the
// first page's entry and stays small (no valibot, no page code).

/** The list's order in the URL: absent is the provider's default, newest first. */
export const EVENT_URL_SORTS = ['eventTime.asc'] as const;
export type EventUrlSort = (typeof EVENT_URL_SORTS)[number];

/**
 * One event name as written: the names are the provider's, so the page drops one its dictionary
 * does not list once that is known. 'all' is the default, so absent; the router reads a name of
 * digits alone as a number.
 */
const eventName: ListField<string> = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const name = String(raw).trim();
  const valid = name !== '' && name !== ALL_EVENT_NAMES && name.length <= MAX_EVENT_NAME_LENGTH;
  return valid ? name : undefined;
};

const none: ListField<never> = () => undefined;

/**
 * Spec 001 §3 "Chicken and potato filters", each where it can narrow the list (docs/decisions/kitchen-records.md
 * "Vision events"): the chicken list's chicken types, fryer vendors, cycle result and entree
 * packages; the potato list's product and package types. Their options are the provider's
 * (the dictionaries' products and potato packages, the vendors, the chicken packages), so the
 * page drops a value they do not list once they are known.
 */
function searchOf(kind: EventKind | 'any') {
  const chicken = kind !== 'potato';
  const potato = kind !== 'chicken';
  return defineSearch({
    eventName,
    chickenTypes: chicken ? urlNames : none,
    vendors: chicken ? urlNames : none,
    isCorrect: chicken ? trueOrFalse : none,
    packageTypes: urlNames,
    material: potato ? urlName : none,
    sort: oneOf(EVENT_URL_SORTS),
    // Spec 001 §9: 10, 20 or 50 a page; 20, the default, is never written.
    limit: urlPageSize,
  });
}

/**
 * An event list's URL (spec 000 §5, 001 §3): the event name, the list's filters and the order;
 * the other list's filters and every value not among the options are dropped.
 */
export const eventsSearch = (kind: EventKind) => searchOf(kind).validate;

export type EventsSearch = ReturnType<ReturnType<typeof searchOf>['validate']>;

/**
 * The lists' route (`/events/$kind`) validates its URL before it knows the list: both lists'
 * fields are read here (package types as names), and the route then keeps what the list on
 * screen keeps (lib/list-search.ts `ownSearchOf`).
 */
export const anyEventsSearch = searchOf('any').validate;

/** What an event list's loader depends on: the shared dates and restaurant, and its own. */
export function eventsDeps(search: EventsSearch & DateRangeSearch) {
  const { eventName: name, chickenTypes, vendors, isCorrect, packageTypes, material } = search;
  const { sort, limit } = search;
  return {
    ...sharedLoaderDeps(search),
    eventName: name,
    chickenTypes,
    vendors,
    isCorrect,
    packageTypes,
    material,
    sort,
    limit,
  };
}
