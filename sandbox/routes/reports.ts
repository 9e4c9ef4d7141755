import {
  deleteReport,
  downloadAnalyticReport,
  downloadReportFile,
  listReports,
} from '../../src/api/reports/reports.endpoints';
import type { SandboxApi, SandboxContext } from '../context';
import { kitchenEventsOf, kitchenProducts, type PanCycle } from '../model/kitchen-events';
import { reportArchive, reportsOf, toReportDto, type ReportRecord } from '../model/reports';
import type { UserRecord } from '../model/users';
import { visibleRestaurants } from '../model/visibility';
import { offsetPage } from '../list-page';
import { fail, serve, serveBinary } from '../route';
import { zip } from '../zip';
import { acceptedResponse, fileResponse } from '../file-response';
import { averageOf, groupBy, kg, percentOf, sumOf } from './aggregate';
import { analyticScope, restaurantsAsked } from './analytic-scope';

/** A zip under its name (spec 000 §4), streamed with its progress. */
function zipResponse(bytes: Uint8Array, fileName: string): Response {
  return fileResponse(bytes, {
    contentType: 'application/zip',
    disposition: `attachment; filename="${fileName}"`,
  });
}

/** The report if it exists and its restaurant is the user's; else 404, revealing neither. */
function visibleReport(sandbox: SandboxContext, user: UserRecord, uuid: string): ReportRecord {
  const report = reportsOf(sandbox.chain).find(
    visibleRestaurants(user, sandbox.chain.restaurants),
    uuid,
  );
  if (!report) fail(404, 'Report not found');
  return report;
}

const ANALYTIC_HEADER =
  'restaurantNumber,cookedAt,product,dayPart,pieces,grams,cookMinutes,holdMinutes,wastedPieces,wasteGrams\n';

function analyticCsv(cycles: readonly PanCycle[], numbers: ReadonlyMap<string, number>): string {
  const rows = cycles.map((cycle) =>
    [
      numbers.get(cycle.restaurantUuid) ?? '',
      new Date(cycle.cookedAt).toISOString(),
      cycle.material,
      cycle.dayPart,
      cycle.pieces,
      cycle.grams,
      cycle.cookMinutes,
      cycle.holdMinutes,
      cycle.wastedPieces,
      cycle.wasteGrams,
    ].join(','),
  );
  return ANALYTIC_HEADER + rows.map((row) => `${row}\n`).join('');
}

/**
 * One row per product the kitchens cook (`kitchenProducts`: the built-in ones and any the
 * chicken materials dictionary adds, spec 001 §7 "Dictionaries").
 */
function productSummaryCsv(cycles: readonly PanCycle[], products: readonly string[]): string {
  const rows = groupBy(cycles, products, (cycle) => cycle.material).map(([product, group]) => {
    const grams = sumOf(group, (cycle) => cycle.grams);
    const waste = sumOf(group, (cycle) => cycle.wasteGrams);
    return [
      product,
      group.length,
      kg(grams),
      kg(waste),
      percentOf(waste, grams),
      averageOf(group, (cycle) => cycle.holdMinutes),
    ].join(',');
  });
  return `product,batches,cookedKg,wasteKg,wastePercent,averageHoldMinutes\n${rows.join('\n')}\n`;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The sandbox's reports: list, delete, zip download (spec 000 §7). */
export function registerReportRoutes(api: SandboxApi): void {
  /** Newest request first unless ASC; `[startDate, endDate]` on requestTime, inclusive. */
  serve(api, listReports, ({ query, user, sandbox }) => {
    const restaurants = restaurantsAsked(
      user,
      sandbox,
      query.restaurantUuid === undefined ? undefined : [query.restaurantUuid],
    );
    if (
      query.startDate !== undefined &&
      query.endDate !== undefined &&
      query.endDate < query.startDate
    ) {
      fail(400, 'endDate must not be before startDate');
    }
    const matching = reportsOf(sandbox.chain)
      .of(restaurants)
      .filter(
        (report) =>
          (query.startDate === undefined || report.requestTime >= query.startDate) &&
          (query.endDate === undefined || report.requestTime <= query.endDate),
      );
    if (query.orderDirection === 'ASC') matching.reverse();
    return offsetPage(matching, query, toReportDto);
  });

  serve(api, deleteReport, ({ params, user, sandbox }) => {
    const report = visibleReport(sandbox, user, params.id);
    reportsOf(sandbox.chain).remove(report.uuid);
    return null;
  });

  serveBinary(api, downloadReportFile, ({ params, user, sandbox }) => {
    const report = visibleReport(sandbox, user, params.id);
    const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === report.restaurantUuid)!;
    const archive = reportArchive(report, restaurant);
    return archive ? zipResponse(archive.bytes, archive.fileName) : acceptedResponse();
  });

  /** The pan cycles of the analytics scope and their per-product totals, as two CSV files. */
  serveBinary(api, downloadAnalyticReport, ({ query, user, sandbox }) => {
    const { restaurants, from, to } = analyticScope({ ...query, period: 'DAY' }, user, sandbox);
    const cycles = kitchenEventsOf(sandbox.chain).between(restaurants, from, to);
    const numbers = new Map(restaurants.map((restaurant) => [restaurant.uuid, restaurant.number]));
    const modified = sandbox.now();
    const encoder = new TextEncoder();
    const bytes = zip([
      { name: 'pan-cycles.csv', data: encoder.encode(analyticCsv(cycles, numbers)), modified },
      {
        name: 'products.csv',
        data: encoder.encode(productSummaryCsv(cycles, kitchenProducts(sandbox.chain))),
        modified,
      },
    ]);
    const scope = query.restaurantUuid ? `${restaurants[0]!.number}-` : '';
    return zipResponse(bytes, `analytics-${scope}${day(from)}-${day(to - 1)}.zip`);
  });
}
