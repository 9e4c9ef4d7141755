import { ENTREE_PACKAGES } from '../../src/api/analytics/events-analytics.constants';
import { ALL_EVENT_NAMES } from '../../src/api/events/events.constants';
import { EVENT_ENDPOINTS, type KindEndpoints } from '../../src/api/events/events.endpoints';
import type { VisionStation } from '../../src/api/events/events.schema';
import { EVENT_KIND_KEYS, type EventKind } from '../../src/lib/event-kinds';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { compareKeys, keysetPage, type SortKey } from '../cursor-page';
import { acceptedResponse } from '../file-response';
import type { OrderDirection } from '../list-page';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { PACKAGE_PRODUCT } from '../model/potato-events';
import { EVENT_NAMES, visionEventsOf, type VisionEvent } from '../model/vision-events';
import { fail, serve, serveBinary } from '../route';
import {
  dateTime,
  exportFileName,
  MAX_SPREADSHEET_ROWS,
  spreadsheetResponse,
  workbook,
  zoneOf,
  type Cell,
} from '../spreadsheet';
import { restaurantsAsked, timeRange } from './analytic-scope';
import { restaurantRows, type RestaurantRows } from './restaurant-rows';

type ScopeQuery = Pick<
  EndpointQuery<KindEndpoints['list']>,
  | 'restaurantUuid'
  | 'startTime'
  | 'endTime'
  | 'eventName'
  | 'chickenTypes'
  | 'vendors'
  | 'isCorrect'
  | 'packageTypes'
  | 'material'
>;

interface Selection {
  restaurants: RestaurantRecord[];
  events: VisionEvent[];
  from: number;
  to: number;
}

/** The product each package type is packed with in the sandbox's kitchens. */
const PACKAGE_PRODUCTS: Record<EventKind, Readonly<Record<string, string>>> = {
  chicken: Object.fromEntries(
    Object.entries(ENTREE_PACKAGES).map(([type, { material }]) => [type, material]),
  ),
  potato: PACKAGE_PRODUCT,
};

/**
 * Spec 001 §3 "Chicken and potato filters", each all when absent: an event matches by its own
 * fields (docs/decisions/kitchen-records.md "Vision events"). `vendors` and `isCorrect` are a fryer cycle's, so
 * they keep that cycle's events only; `packageTypes` keeps a package's events of those types and
 * any other event whose product is packed as one of them (as the potato batches statistic keeps
 * batches); a type or vendor no kitchen has matches none, as a name the provider no longer lists
 * may be asked for an older range.
 */
function matchesFilters(kind: EventKind, query: ScopeQuery): (event: VisionEvent) => boolean {
  const { eventName, chickenTypes, vendors, isCorrect, material } = query;
  const packageTypes: readonly string[] | undefined = query.packageTypes;
  const packedProducts = new Set(packageTypes?.map((type) => PACKAGE_PRODUCTS[kind][type]));
  const inPackages = (event: VisionEvent) =>
    event.packageType !== undefined
      ? packageTypes!.includes(event.packageType)
      : packedProducts.has(event.material);
  return (event) =>
    (eventName === ALL_EVENT_NAMES || event.eventName === eventName) &&
    (!chickenTypes?.length || chickenTypes.some((type) => type === event.material)) &&
    (!vendors?.length || (event.vendor !== undefined && vendors.includes(event.vendor))) &&
    (isCorrect === undefined || event.isCorrect === isCorrect) &&
    (!packageTypes?.length || inPackages(event)) &&
    (material === undefined || event.material === material);
}

/**
 * What a call covers, with the timer histories' rules (analytic-scope.ts): the user's visible
 * restaurants, or those in `restaurantUuid` (404 when one is unknown or not theirs);
 * `[startTime, endTime)` by each event's `eventTime`, defaulting to the 24 h before now (400 for
 * an empty, reversed or over-a-year range); then the event name and the other filters. A name
 * the list's dictionary does not hold is 400, not an empty list: it is a console bug, or a name
 * of the other list.
 */
function select(
  kind: EventKind,
  query: ScopeQuery,
  user: UserRecord,
  sandbox: SandboxContext,
): Selection {
  const { eventName } = query;
  if (eventName !== ALL_EVENT_NAMES && !EVENT_NAMES[kind].includes(eventName)) {
    fail(
      400,
      `Invalid query parameter "eventName": not one of GET ${EVENT_ENDPOINTS[kind].names.path} or "${ALL_EVENT_NAMES}"`,
    );
  }
  // Package codes are the dictionaries' (any code is asked for, one no event carries matching
  // none), but a code of the other list's dictionary is a console bug: 400, as an event name.
  const other = kind === 'chicken' ? 'potato' : 'chicken';
  const foreign = query.packageTypes?.find(
    (type) => PACKAGE_PRODUCTS[other][type] !== undefined && !PACKAGE_PRODUCTS[kind][type],
  );
  if (foreign !== undefined)
    fail(
      400,
      `Invalid query parameter "packageTypes": ${foreign} is a ${other} package; the ${kind} list holds ${kind} events only`,
    );
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), [
    'startTime',
    'endTime',
  ]);
  const restaurants = restaurantsAsked(user, sandbox, query.restaurantUuid);
  const events = visionEventsOf(sandbox.chain, kind)
    .between(restaurants, from, to)
    .filter(matchesFilters(kind, query));
  return { restaurants, events, from, to };
}

const sortKeyOf = (event: VisionEvent): SortKey => ({ value: event.eventTime, id: event.eventId });

function ordered(events: readonly VisionEvent[], orderDirection: OrderDirection): VisionEvent[] {
  return [...events].sort((a, b) => compareKeys(sortKeyOf(a), sortKeyOf(b), orderDirection));
}

/** One list's three calls (spec 001 §7 "Events"), served from its declarations. */
function registerKind(api: SandboxApi, kind: EventKind): void {
  const endpoints = EVENT_ENDPOINTS[kind];

  serve(api, endpoints.list, ({ query, user, sandbox }) => {
    const { events, restaurants } = select(kind, query, user, sandbox);
    return keysetPage(events, sortKeyOf, query, restaurantRows(restaurants).named);
  });

  /** Over the limit the provider prepares the file elsewhere: 202 and no file (spec 001 §7). */
  serveBinary(api, endpoints.xls, ({ query, user, sandbox }) => {
    const selection = select(kind, query, user, sandbox);
    if (selection.events.length > MAX_SPREADSHEET_ROWS) return acceptedResponse();
    return spreadsheetResponse(
      spreadsheet(
        KIND_TITLES[kind],
        ordered(selection.events, query.orderDirection),
        restaurantRows(selection.restaurants),
      ),
      exportFileName(KIND_TITLES[kind], selection, query.restaurantUuid),
    );
  });

  serve(api, endpoints.names, () => [...EVENT_NAMES[kind]]);
}

/** The vision system's event lists: chicken's and potato's list, export and event names. */
export function registerEventRoutes(api: SandboxApi): void {
  for (const kind of EVENT_KIND_KEYS) registerKind(api, kind);
}

// ---------------------------------------------------------------------------
// The export: the list's rows, then their count.

/** Names the file and the sheet: "Chicken events 1001 Peachtree & 5th 2026-11-22.xls". */
const KIND_TITLES: Record<EventKind, string> = {
  chicken: 'Chicken events',
  potato: 'Potato events',
};

const STATION_NAMES: Record<VisionStation, string> = {
  BREADING: 'Breading',
  FRYER: 'Fryer',
  HOLDING: 'Holding',
  DUMP_PAN: 'Dump pan',
  FRY_CHUTES: 'Fry chutes',
};

const HEAD = [
  'Restaurant',
  'Time',
  'Started',
  'Time zone',
  'Duration (s)',
  'Event',
  'Product',
  'Station',
  'Camera',
  'Frames',
  'Id',
];

/** The rows on each restaurant's wall clock, the event's id last, then how many there are. */
function spreadsheet(
  title: string,
  events: readonly VisionEvent[],
  restaurants: RestaurantRows,
): string {
  const rows = events.map((event): Cell[] => {
    const restaurant = restaurants.restaurantOf(event);
    const zone = zoneOf(restaurant);
    return [
      `${restaurant.number} - ${restaurant.name}`,
      dateTime(event.eventTime, zone),
      dateTime(event.startEventTime, zone),
      zone,
      event.duration,
      event.eventName,
      event.material,
      event.station === undefined
        ? ''
        : (STATION_NAMES[event.station as VisionStation] ?? event.station),
      event.cameraName,
      event.frames,
      event.eventId,
    ];
  });
  return workbook({ name: title, head: HEAD, rows, summary: [['Events', events.length]] });
}
