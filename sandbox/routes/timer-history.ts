import {
  RECORD_LIST_KEYS,
  RECORD_LISTS,
  type RecordList,
  type TimerSort,
} from '../../src/api/timer-history/timer-history.constants';
import { type StationFilter } from '../../src/lib/timer-stations';
import {
  RECORD_ENDPOINTS,
  type StationEndpoints,
} from '../../src/api/timer-history/timer-history.endpoints';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { compareKeys, keysetPage, type SortKey } from '../cursor-page';
import { acceptedResponse } from '../file-response';
import type { OrderDirection } from '../list-page';
import type { RestaurantRecord } from '../model/restaurants';
import { dictionariesOf } from '../model/dictionaries';
import { stationHistoryOf, type StationRecord } from '../model/timer-records';
import type { UserRecord } from '../model/users';
import { visibleRestaurants } from '../model/visibility';
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
import { highLowAverage } from './aggregate';
import { restaurantsAsked, timeRange } from './analytic-scope';
import { restaurantRows, type RestaurantRows } from './restaurant-rows';

type ScopeQuery = EndpointQuery<StationEndpoints['total']>;

interface Selection {
  restaurants: RestaurantRecord[];
  records: StationRecord[];
  from: number;
  to: number;
}

/** A kind's products: its materials dictionary's names (chicken) or codes (potato). */
function productsOf(sandbox: SandboxContext, product: 'chicken' | 'potato'): string[] {
  const store = dictionariesOf(sandbox.chain);
  return product === 'chicken'
    ? store.list('chicken-materials').map((entry) => String(entry.name))
    : store.list('potato-materials').map((entry) => String(entry.materialCode));
}

const filtersOf = (station: RecordList): readonly StationFilter[] => RECORD_LISTS[station].filters;

/** The stations that take `filter`, to say so when another station is sent it. */
const stationsTaking = (filter: StationFilter) =>
  RECORD_LIST_KEYS.filter((station) => filtersOf(station).includes(filter));

/**
 * 400 for a filter another station's records have (`vendors` and `isCorrect` are the fryer's,
 * `packages` the entree chutes', `stages` the basket events'), and for a product of the other
 * kind's dictionary: a chicken station holds no fries. Silently answering nothing would hide a
 * console bug. A product or package neither dictionary holds matches nothing, as in a
 * provider's query.
 */
function refuseForeignFilters(station: RecordList, query: ScopeQuery, sandbox: SandboxContext) {
  for (const filter of ['vendors', 'isCorrect', 'packages', 'stages'] as const) {
    if (query[filter] !== undefined && !filtersOf(station).includes(filter)) {
      const takers = stationsTaking(filter).join(', ');
      fail(400, `Invalid query parameter "${filter}": only the ${takers} history takes it`);
    }
  }
  const { product } = RECORD_LISTS[station];
  const own = productsOf(sandbox, product);
  const other = productsOf(sandbox, product === 'chicken' ? 'potato' : 'chicken');
  const foreign = query.materials?.find(
    (material) => other.includes(material) && !own.includes(material),
  );
  if (foreign !== undefined) {
    fail(
      400,
      `Invalid query parameter "materials": ${foreign} is not a ${product} product; the ${station} history holds ${product} records only`,
    );
  }
}

function matches(query: ScopeQuery): (record: StationRecord) => boolean {
  const { materials, vendors, isCorrect, packages, stages } = query;
  return (record) =>
    (!materials?.length || materials.includes(record.material)) &&
    (!stages?.length ||
      (record.stage !== undefined && (stages as readonly string[]).includes(record.stage))) &&
    (!vendors?.length || (record.vendor !== undefined && vendors.includes(record.vendor))) &&
    (isCorrect === undefined || record.isCorrect === isCorrect) &&
    (!packages?.length || packages.some((type) => type === record.packageType));
}

/**
 * What a call covers, with the analytics' rules (analytic-scope.ts): the user's visible
 * restaurants, or those in `restaurantUuid` (404 when one is unknown or not theirs);
 * `[startTime, endTime)` (the list's `[startEventTime, endEventTime)`) by each record's start,
 * defaulting to the 24 h before now (400 for an
 * empty, reversed or over-a-year range); then the station's own filters.
 */
function select(
  station: RecordList,
  query: ScopeQuery,
  user: UserRecord,
  sandbox: SandboxContext,
  rangeNames: readonly [string, string] = ['startTime', 'endTime'],
): Selection {
  refuseForeignFilters(station, query, sandbox);
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), rangeNames);
  const restaurants = restaurantsAsked(user, sandbox, query.restaurantUuid);
  const records = stationHistoryOf(sandbox.chain, station)
    .between(restaurants, from, to)
    .filter(matches(query));
  return { restaurants, records, from, to };
}

const sortKeyOf =
  (sortBy: TimerSort) =>
  (record: StationRecord): SortKey => ({
    value: sortBy === 'duration' ? record.duration : record.startTime,
    id: record.uuid,
  });

function ordered(
  records: readonly StationRecord[],
  { sortBy, orderDirection }: { sortBy: TimerSort; orderDirection: OrderDirection },
): StationRecord[] {
  const keyOf = sortKeyOf(sortBy);
  return [...records].sort((a, b) => compareKeys(keyOf(a), keyOf(b), orderDirection));
}

/** Spec 001 §9 summary: High, Low and Average over the records that have a duration. */
function totals(records: readonly StationRecord[]) {
  const timed = records.flatMap((record) => (record.duration === null ? [] : [record.duration]));
  const durations = highLowAverage(timed);
  return {
    count: records.length,
    timerErrors: records.length - timed.length,
    high: durations?.high ?? null,
    low: durations?.low ?? null,
    average: durations ? Math.round(durations.average) : null,
  };
}

/** One station's four calls (spec 001 §7), served from its declarations. */
function registerStation(api: SandboxApi, station: RecordList): void {
  const endpoints = RECORD_ENDPOINTS[station];

  // The list's range is `startEventTime`/`endEventTime` (spec 001 §3 line 93), the others'
  // `startTime`/`endTime` (line 221).
  serve(api, endpoints.list, ({ query, user, sandbox }) => {
    const { startEventTime, endEventTime, ...filters } = query;
    const scope = { ...filters, startTime: startEventTime, endTime: endEventTime };
    const { records, restaurants } = select(station, scope, user, sandbox, [
      'startEventTime',
      'endEventTime',
    ]);
    return keysetPage(records, sortKeyOf(query.sortBy), query, restaurantRows(restaurants).named);
  });

  serve(api, endpoints.total, ({ query, user, sandbox }) =>
    totals(select(station, query, user, sandbox).records),
  );

  /** Over the limit the provider prepares the file elsewhere: 202 and no file (spec 001 §7). */
  serveBinary(api, endpoints.xls, ({ query, user, sandbox }) => {
    const selection = select(station, query, user, sandbox);
    if (selection.records.length > MAX_SPREADSHEET_ROWS) return acceptedResponse();
    const restaurants = restaurantRows(selection.restaurants);
    return spreadsheetResponse(
      spreadsheet(station, ordered(selection.records, query), restaurants),
      exportFileName(STATION_TITLES[station], selection, query.restaurantUuid),
    );
  });

  serve(api, endpoints.remove, ({ params, user, sandbox }) => {
    const history = stationHistoryOf(sandbox.chain, station);
    const record = history.find(visibleRestaurants(user, sandbox.chain.restaurants), params.id);
    if (!record) fail(404, 'Timer record not found');
    history.remove(record.uuid);
    return null;
  });
}

/**
 * The timer and cycle histories, and the entry chutes and basket events on the same engine:
 * every list's list, total, export and delete.
 */
export function registerTimerHistoryRoutes(api: SandboxApi): void {
  for (const station of RECORD_LIST_KEYS) registerStation(api, station);
}

// ---------------------------------------------------------------------------
// The export: the list's rows with the station's own fields, then the /total figures.

/** Names the file and the sheet: "Hot holding 1001 Peachtree & 5th 2026-11-15 – 2026-11-22.xls". */
const STATION_TITLES: Record<RecordList, string> = {
  breading: 'Breading',
  conveyor: 'Conveyor',
  fryer: 'Fryer',
  prq: 'PRQ',
  'hot-holding': 'Hot holding',
  'entree-chutes': 'Entree chutes',
  'scheduled-production': 'Scheduled production',
  'dump-pan': 'Dump pan',
  'fry-chutes': 'Fry chutes',
  'entry-chutes': 'Entry chutes',
  'basket-events': 'Basket events',
};

/** A field only some stations' records have. */
export type StationField = Exclude<
  keyof StationRecord,
  'uuid' | 'restaurantUuid' | 'material' | 'startTime' | 'endTime' | 'duration'
>;

const FIELD_HEADS: Record<StationField, string> = {
  targetSeconds: 'Target (s)',
  direction: 'Direction',
  vendor: 'Vendor',
  isCorrect: 'Correct',
  packageType: 'Package',
  containerName: 'Container',
  chute: 'Chute',
  batchNumber: 'Batch',
  basket: 'Basket',
  stage: 'Step',
  pieces: 'Pieces',
  grams: 'Weight (g)',
  wasteGrams: 'Waste (g)',
};

/** The fields each station's records carry, in the export's column order. */
export const STATION_FIELDS: Record<RecordList, readonly StationField[]> = {
  breading: ['targetSeconds', 'pieces', 'grams'],
  prq: ['targetSeconds', 'pieces'],
  fryer: ['targetSeconds', 'vendor', 'isCorrect', 'pieces', 'grams'],
  conveyor: ['direction', 'targetSeconds'],
  'hot-holding': ['targetSeconds', 'containerName', 'pieces', 'wasteGrams'],
  'scheduled-production': ['targetSeconds', 'containerName', 'pieces', 'wasteGrams'],
  'entree-chutes': ['packageType', 'pieces'],
  'dump-pan': ['chute', 'grams', 'wasteGrams'],
  'fry-chutes': ['packageType', 'chute', 'grams'],
  'entry-chutes': ['targetSeconds', 'batchNumber', 'chute', 'pieces', 'grams'],
  'basket-events': ['stage', 'targetSeconds', 'basket', 'batchNumber', 'pieces'],
};

const HEAD = ['Restaurant', 'Product', 'Start', 'End', 'Time zone', 'Duration (s)'];
const DURATION_COLUMN = HEAD.indexOf('Duration (s)');

function fieldCell(value: StationRecord[StationField]): Cell {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** A summary row: its label, then `value` in `column`. */
function summaryRow(label: string, value: number | null, column: number): Cell[] {
  return Array.from({ length: column + 1 }, (_, index) =>
    index === 0 ? label : index === column ? value : null,
  );
}

/**
 * The rows with the station's fields (an end and duration left empty for a timer error), the
 * record's id last, then the /total figures of the same rows.
 */
function spreadsheet(
  station: RecordList,
  records: readonly StationRecord[],
  restaurants: RestaurantRows,
): string {
  const fields = STATION_FIELDS[station];
  const rows = records.map((record): Cell[] => {
    const restaurant = restaurants.restaurantOf(record);
    const zone = zoneOf(restaurant);
    return [
      `${restaurant.number} - ${restaurant.name}`,
      record.material,
      dateTime(record.startTime, zone),
      record.endTime === null ? null : dateTime(record.endTime, zone),
      zone,
      record.duration,
      ...fields.map((field) => fieldCell(record[field])),
      record.uuid,
    ];
  });
  const sum = totals(records);
  return workbook({
    name: STATION_TITLES[station],
    head: [...HEAD, ...fields.map((field) => FIELD_HEADS[field]), 'Id'],
    rows,
    summary: [
      summaryRow('Records', sum.count, 1),
      summaryRow('Timer errors', sum.timerErrors, 1),
      summaryRow('High', sum.high, DURATION_COLUMN),
      summaryRow('Low', sum.low, DURATION_COLUMN),
      summaryRow('Average', sum.average, DURATION_COLUMN),
    ],
  });
}
