import type { AnalyticPeriod } from '../analytics/analytics.constants';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { endpointQueryAt } from '../endpoint-query-at';
import {
  getPotatoAverageHoldTime,
  getPotatoBatchesStatistic,
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoPackagedStatistic,
} from './potato.endpoints';
import type { PotatoQuery } from './potato.schema';

/** What the potato dashboard asks every chart for; the range stays relative in the key. */
export interface PotatoFilters {
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global), summed by the provider. */
  restaurantUuid?: string;
  /** Absent or empty: every package; codes of the potato packages dictionary (spec 001 §7). */
  packageTypes?: readonly string[];
  /** Always named, so the call says what the page shows (default 1 and 2, spec 001 §4). */
  chutes: readonly number[];
  period: AnalyticPeriod;
}

/** The provider query for `filters` at `now`: epoch ms, comma lists (spec 000 §7). */
export function potatoQuery(filters: PotatoFilters, now: number): PotatoQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startEventTime: start,
    endEventTime: end,
    restaurantUuid: filters.restaurantUuid,
    packageTypes: filters.packageTypes?.length ? filters.packageTypes.join(',') : undefined,
    chutes: filters.chutes.join(','),
    period: filters.period,
  };
}

/** A potato call's input at `now`, for `endpointQueryAt`. */
function potatoInput(filters: PotatoFilters, now: number) {
  return { query: potatoQuery(filters, now) };
}

/** One query per potato chart; the key holds the filters, the range kept relative. */
export const potatoQueries = {
  all: () => ['potato'] as const,
  /** GET /potato-hold-time: percent of each type's items per hold-time zone. */
  holdTime: (filters: PotatoFilters) =>
    endpointQueryAt(potatoQueries.all(), getPotatoHoldTime, filters, potatoInput),
  /** GET /potato-hold-time-by-day-part: items and average minutes per day part and type. */
  holdTimeByDayPart: (filters: PotatoFilters) =>
    endpointQueryAt(potatoQueries.all(), getPotatoHoldTimeByDayPart, filters, potatoInput),
  /** GET /potato-average-hold-time: minutes overall, per type and per period. */
  averageHoldTime: (filters: PotatoFilters) =>
    endpointQueryAt(potatoQueries.all(), getPotatoAverageHoldTime, filters, potatoInput),
  /** GET /potato-packaged-statistic: items packaged per type and per period. */
  packagedStatistic: (filters: PotatoFilters) =>
    endpointQueryAt(potatoQueries.all(), getPotatoPackagedStatistic, filters, potatoInput),
  /** GET /potato-batches-statistic: fry batches per period and chute; waste in kg. */
  batchesStatistic: (filters: PotatoFilters) =>
    endpointQueryAt(potatoQueries.all(), getPotatoBatchesStatistic, filters, potatoInput),
};
