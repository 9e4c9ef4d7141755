import { productOrder, type DayPart } from '../../src/api/analytics/analytics.constants';
import {
  getStockOutAnalytic,
  getStockOutList,
  getStockOutMaterials,
  getStockOutTotal,
  getStockOutXls,
} from '../../src/api/stock-out/stock-out.endpoints';
import type {
  OrderDirection,
  StockOut,
  StockOutSort,
} from '../../src/api/stock-out/stock-out.schema';
import { sortByCode } from '../../src/lib/sort-by-code';
import { RESOLUTION_OPTIONS, type ResolutionCode } from '../../src/lib/url-state';
import type { SandboxApi, SandboxContext } from '../context';
import { dictionariesOf } from '../model/dictionaries';
import type { RestaurantRecord } from '../model/restaurants';
import { stockOutsOf, type StockOutRecord } from '../model/stock-outs';
import type { UserRecord } from '../model/users';
import { acceptedResponse } from '../file-response';
import { numberedPage } from '../list-page';
import { serve, serveBinary } from '../route';
import {
  dateTime,
  EXPORT_PREPARED_MESSAGE,
  exportFileName,
  MAX_SPREADSHEET_ROWS,
  spreadsheetResponse,
  workbook,
  zoneOf,
  type Cell,
} from '../spreadsheet';
import {
  assertBucketCount,
  bucketStarts,
  buckets,
  groupBy,
  highLowAverage,
  round2,
  sumOf,
} from './aggregate';
import { restaurantsAsked, timeRange } from './analytic-scope';
import { restaurantRows, type RestaurantRows } from './restaurant-rows';

interface ScopeQuery {
  restaurantsUuid?: string[];
  startTime?: number;
  endTime?: number;
  materials?: string[];
  interval?: ResolutionCode;
}

interface Selection {
  restaurants: RestaurantRecord[];
  stockOuts: StockOutRecord[];
  from: number;
  to: number;
}

/**
 * What a call covers, with the analytics' rules (analytic-scope.ts): the user's visible
 * restaurants, or those in `restaurantsUuid` (404 when one is unknown or not theirs);
 * `[startTime, endTime)` by start, defaulting to the 24 h before now (400 for an empty, reversed
 * or over-a-year range, or for one of more `interval` buckets than a chart takes: every call
 * takes the same fields, spec 000 §3); the requested products (a label no kitchen has run out
 * of matches nothing).
 */
function select(query: ScopeQuery, user: UserRecord, sandbox: SandboxContext): Selection {
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), [
    'startTime',
    'endTime',
  ]);
  if (query.interval)
    assertBucketCount(
      { from, to, bucketMs: bucketMsOf(query.interval) },
      `${query.interval} buckets`,
    );
  const restaurants = restaurantsAsked(user, sandbox, query.restaurantsUuid);
  const materials = query.materials?.length ? new Set(query.materials) : null;
  const stockOuts = stockOutsOf(sandbox.chain)
    .between(restaurants, from, to)
    .filter((stockOut) => !materials || materials.has(stockOut.material));
  return { restaurants, stockOuts, from, to };
}

function ordered(
  stockOuts: readonly StockOutRecord[],
  sortBy: StockOutSort,
  direction: OrderDirection,
): StockOutRecord[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...stockOuts].sort(
    (a, b) =>
      sign * (a[sortBy] - b[sortBy] || a.startTime - b.startTime) || a.uuid.localeCompare(b.uuid),
  );
}

/** Spec 000 §9 Total, High, Low and Average of the durations (seconds); null for none. */
function totals(stockOuts: readonly StockOutRecord[]) {
  const durations = highLowAverage(stockOuts.map((stockOut) => stockOut.duration));
  return {
    count: stockOuts.length,
    duration: durations?.total ?? 0,
    highDuration: durations?.high ?? null,
    lowDuration: durations?.low ?? null,
    averageDuration: durations ? Math.round(durations.average) : null,
  };
}

const bucketMsOf = (interval: ResolutionCode) => RESOLUTION_OPTIONS[interval] * 1000;

/** The start of the `bucketMs` bucket from `from` that a time falls in: the chart's bar. */
const bucketStartOf = (from: number, bucketMs: number) => (time: number) =>
  from + Math.floor((time - from) / bucketMs) * bucketMs;

/** Fixed-width buckets from `from` (the last may be cut short by `to`), starts in whole seconds. */
function analytic(selection: Selection, interval: ResolutionCode) {
  const { restaurants, stockOuts } = selection;
  const range = { ...selection, bucketMs: bucketMsOf(interval) };
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    interval,
    timestamps: bucketStarts(range).map(seconds),
    restaurants: groupBy(
      stockOuts,
      restaurants.map((restaurant) => restaurant.uuid),
      (stockOut) => stockOut.restaurantUuid,
    ).map(([restaurantUuid, own]) => ({
      restaurantUuid,
      // The built-in products first, then any other (one added to the dictionary) as it comes.
      series: groupBy(
        own,
        productOrder(own.map((stockOut) => stockOut.material)),
        (stockOut) => stockOut.material,
      ).flatMap(([material, ofMaterial]) => {
        const points = buckets(ofMaterial, range, (stockOut) => stockOut.startTime)
          .filter(([, group]) => group.length > 0)
          .map(([start, group]) => ({
            timestamp: seconds(start),
            count: group.length,
            duration: sumOf(group, (stockOut) => stockOut.duration),
          }));
        return points.length > 0 ? [{ material, points }] : [];
      }),
    })),
  };
}

export function registerStockOutRoutes(api: SandboxApi): void {
  serve(api, getStockOutList, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const sorted = ordered(selection.stockOuts, query.sortBy, query.orderDirection);
    const { named } = restaurantRows(selection.restaurants);
    return numberedPage(sorted, query, (stockOut): StockOut => named(stockOut));
  });

  serve(api, getStockOutTotal, ({ query, user, sandbox }) =>
    totals(select(query, user, sandbox).stockOuts),
  );

  serve(api, getStockOutAnalytic, ({ query, user, sandbox }) =>
    analytic(select(query, user, sandbox), query.interval),
  );

  // The chicken materials dictionary's names, by code: the store its CRUD writes.
  serve(api, getStockOutMaterials, ({ sandbox }) =>
    sortByCode(dictionariesOf(sandbox.chain).list('chicken-materials'), 'materialCode').map(
      (entry) => String(entry.name),
    ),
  );

  /** Over the row limit the provider prepares the file elsewhere: 202 and no file (spec 000 §4). */
  serveBinary(api, getStockOutXls, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    if (selection.stockOuts.length > MAX_SPREADSHEET_ROWS)
      return acceptedResponse(EXPORT_PREPARED_MESSAGE);
    const restaurants = restaurantRows(selection.restaurants);
    const rows = ordered(selection.stockOuts, query.sortBy, query.orderDirection).map(
      restaurants.named,
    );
    const bucketOf = query.interval && bucketStartOf(selection.from, bucketMsOf(query.interval));
    return spreadsheetResponse(
      spreadsheet(rows, restaurants, bucketOf),
      exportFileName('Stock-outs', selection, query.restaurantsUuid),
    );
  });
}

// ---------------------------------------------------------------------------
// The export: SpreadsheetML 2003, one sheet, times in each restaurant's local wall clock.

const DAY_PART_NAMES: Record<DayPart, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
};

const HEAD = [
  'Restaurant',
  'Product',
  'Day part',
  'Start',
  'End',
  'Time zone',
  'Duration (s)',
  'Duration (min)',
];

const minutes = (seconds: number) => round2(seconds / 60);

/**
 * The rows, then the spec 000 §9 summary rows (Total, High, Low, Average) under Duration. With
 * an `interval`, a last column names each stock-out's bucket (`bucketOf` its start), the chart's
 * bar it is counted in, so the file can be grouped as the graphic is.
 */
function spreadsheet(
  rows: ReadonlyArray<StockOutRecord & { restaurantName: string; restaurantNumber: number }>,
  restaurants: RestaurantRows,
  bucketOf?: (time: number) => number,
): string {
  const body = rows.map((stockOut): Cell[] => {
    const zone = zoneOf(restaurants.restaurantOf(stockOut));
    const interval = bucketOf ? [dateTime(bucketOf(stockOut.startTime), zone)] : [];
    return [
      `${stockOut.restaurantNumber} - ${stockOut.restaurantName}`,
      stockOut.material,
      DAY_PART_NAMES[stockOut.dayPart],
      dateTime(stockOut.startTime, zone),
      dateTime(stockOut.endTime, zone),
      zone,
      stockOut.duration,
      minutes(stockOut.duration),
      ...interval,
    ];
  });
  const sum = totals(rows);
  const summary = (
    [
      ['Total', `${sum.count} stock-outs`, sum.duration],
      ['High', null, sum.highDuration],
      ['Low', null, sum.lowDuration],
      ['Average', null, sum.averageDuration],
    ] as const
  ).map(([label, note, seconds]): Cell[] => [
    label,
    note,
    null,
    null,
    null,
    null,
    seconds,
    seconds === null ? null : minutes(seconds),
  ]);
  const head = bucketOf ? [...HEAD, 'Interval start'] : HEAD;
  return workbook({ name: 'Stock-outs', head, rows: body, summary });
}
