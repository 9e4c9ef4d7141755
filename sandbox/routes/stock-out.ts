import {
  CHICKEN_PRODUCTS,
  type ChickenProduct,
  type DayPart,
} from '../../src/api/analytics/analytics.constants';
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
import { zonedWallTime } from '../../src/lib/time-zone';
import { RESOLUTION_OPTIONS, type ResolutionCode } from '../../src/lib/url-state';
import type { SandboxApi, SandboxContext } from '../context';
import type { RestaurantRecord } from '../model/restaurants';
import { stockOutsOf, type StockOutRecord } from '../model/stock-outs';
import type { UserRecord } from '../model/users';
import { numberedPage } from '../list-page';
import { fail, serve, serveBinary } from '../route';
import { fileResponse } from '../file-response';
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

/** An export larger than this asks for a narrower range instead of a file Excel chokes on. */
const MAX_XLS_ROWS = 50_000;

interface ScopeQuery {
  restaurantsUuid?: string[];
  startTime?: number;
  endTime?: number;
  materials?: ChickenProduct[];
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
 * or over-a-year range); the requested products.
 */
function select(
  query: ScopeQuery,
  user: UserRecord,
  sandbox: SandboxContext,
  /** A further check of the range, made before any stock-out is generated. */
  check?: (range: { from: number; to: number }) => void,
): Selection {
  const { from, to } = timeRange(query.startTime, query.endTime, sandbox.now(), [
    'startTime',
    'endTime',
  ]);
  check?.({ from, to });
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

function row(stockOut: StockOutRecord, restaurants: readonly RestaurantRecord[]): StockOut {
  const restaurant = restaurants.find((r) => r.uuid === stockOut.restaurantUuid)!;
  return { ...stockOut, restaurantName: restaurant.name, restaurantNumber: restaurant.number };
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

/** Fixed-width buckets from `from` (the last may be cut short by `to`), starts in whole seconds. */
function analytic(selection: Selection, interval: ResolutionCode) {
  const { restaurants, stockOuts } = selection;
  const range = { ...selection, bucketMs: RESOLUTION_OPTIONS[interval] * 1000 };
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
      series: groupBy(own, CHICKEN_PRODUCTS, (stockOut) => stockOut.material).flatMap(
        ([material, ofMaterial]) => {
          const points = buckets(ofMaterial, range, (stockOut) => stockOut.startTime)
            .filter(([, group]) => group.length > 0)
            .map(([start, group]) => ({
              timestamp: seconds(start),
              count: group.length,
              duration: sumOf(group, (stockOut) => stockOut.duration),
            }));
          return points.length > 0 ? [{ material, points }] : [];
        },
      ),
    })),
  };
}

export function registerStockOutRoutes(api: SandboxApi): void {
  serve(api, getStockOutList, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    const sorted = ordered(selection.stockOuts, query.sortBy, query.orderDirection);
    return numberedPage(sorted, query, (stockOut) => row(stockOut, selection.restaurants));
  });

  serve(api, getStockOutTotal, ({ query, user, sandbox }) =>
    totals(select(query, user, sandbox).stockOuts),
  );

  serve(api, getStockOutAnalytic, ({ query, user, sandbox }) => {
    const bucketMs = RESOLUTION_OPTIONS[query.interval] * 1000;
    const selection = select(query, user, sandbox, (range) =>
      assertBucketCount({ ...range, bucketMs }, `${query.interval} buckets`),
    );
    return analytic(selection, query.interval);
  });

  serve(api, getStockOutMaterials, () => [...CHICKEN_PRODUCTS]);

  serveBinary(api, getStockOutXls, ({ query, user, sandbox }) => {
    const selection = select(query, user, sandbox);
    if (selection.stockOuts.length > MAX_XLS_ROWS)
      fail(400, `More than ${MAX_XLS_ROWS} stock-outs: choose a shorter range`);
    const rows = ordered(selection.stockOuts, query.sortBy, query.orderDirection).map((stockOut) =>
      row(stockOut, selection.restaurants),
    );
    const name = fileName(selection, query.restaurantsUuid);
    const bytes = new TextEncoder().encode(spreadsheet(rows, selection.restaurants));
    return fileResponse(bytes, {
      contentType: 'application/vnd.ms-excel',
      disposition: contentDisposition(name),
    });
  });
}

// ---------------------------------------------------------------------------
// The export: SpreadsheetML 2003, one sheet, times in each restaurant's local wall clock.

const DAY_PART_NAMES: Record<DayPart, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
};

function zoneOf(restaurant: RestaurantRecord | undefined): string {
  return restaurant?.timezone || 'UTC';
}

/** The wall clock of `epoch` in `zone` as 'YYYY-MM-DDTHH:mm:ss' (SpreadsheetML DateTime). */
function wallClock(epoch: number, zone: string): string {
  return new Date(zonedWallTime(epoch, zone)).toISOString().slice(0, 19);
}

/**
 * "Stock-outs 1001 Peachtree & 5th 2026-11-15 – 2026-11-22.xls": the restaurant when one was
 * asked for (else "all restaurants"), and the local dates of the first and last day covered.
 */
function fileName({ from, to, restaurants }: Selection, asked: string[] | undefined): string {
  const one = asked?.length === 1 ? restaurants[0] : undefined;
  const zone = zoneOf(one);
  const who = one ? `${one.number} ${one.name}` : 'all restaurants';
  const first = wallClock(from, zone).slice(0, 10);
  const last = wallClock(to - 1, zone).slice(0, 10);
  const days = first === last ? first : `${first} – ${last}`;
  return `Stock-outs ${who} ${days}.xls`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-');
}

/**
 * RFC 6266: an ASCII `filename` for old clients and the exact name in `filename*` (RFC 8187,
 * UTF-8, percent-encoded), which current browsers prefer.
 */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '-').replace(/["\\]/g, '-');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type Cell = string | number | { time: string } | null;

function cell(value: Cell, style?: string): string {
  const styled = style ? ` ss:StyleID="${style}"` : '';
  if (value === null) return `<Cell${styled}/>`;
  if (typeof value === 'number')
    return `<Cell${styled}><Data ss:Type="Number">${value}</Data></Cell>`;
  if (typeof value === 'string')
    return `<Cell${styled}><Data ss:Type="String">${xml(value)}</Data></Cell>`;
  return `<Cell ss:StyleID="time"><Data ss:Type="DateTime">${value.time}</Data></Cell>`;
}

function sheetRow(cells: Cell[], style?: string): string {
  return `<Row>${cells.map((value) => cell(value, style)).join('')}</Row>`;
}

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

/** The rows, then the spec 000 §9 summary rows (Total, High, Low, Average) under Duration. */
function spreadsheet(rows: readonly StockOut[], restaurants: readonly RestaurantRecord[]): string {
  const body = rows.map((stockOut) => {
    const zone = zoneOf(restaurants.find((r) => r.uuid === stockOut.restaurantUuid));
    return sheetRow([
      `${stockOut.restaurantNumber} - ${stockOut.restaurantName}`,
      stockOut.material,
      DAY_PART_NAMES[stockOut.dayPart],
      { time: wallClock(stockOut.startTime, zone) },
      { time: wallClock(stockOut.endTime, zone) },
      zone,
      stockOut.duration,
      minutes(stockOut.duration),
    ]);
  });
  const sum = totals(rows);
  const summary = (
    [
      ['Total', `${sum.count} stock-outs`, sum.duration],
      ['High', null, sum.highDuration],
      ['Low', null, sum.lowDuration],
      ['Average', null, sum.averageDuration],
    ] as const
  ).map(([label, note, seconds]) =>
    sheetRow(
      [label, note, null, null, null, null, seconds, seconds === null ? null : minutes(seconds)],
      'head',
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles>',
    '<Style ss:ID="head"><Font ss:Bold="1"/></Style>',
    '<Style ss:ID="time"><NumberFormat ss:Format="yyyy-mm-dd hh:mm:ss"/></Style>',
    '</Styles>',
    '<Worksheet ss:Name="Stock-outs">',
    '<Table>',
    sheetRow(HEAD, 'head'),
    ...body,
    sheetRow([]),
    ...summary,
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
  ].join('\n');
}
