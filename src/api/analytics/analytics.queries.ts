import type { EpochRange } from '../../lib/date-range';
import { zonedEpoch, zonedWallClock } from '../../lib/time-zone';
import { presetRange, type TimeIntervalCode } from '../../lib/url-state';
import { endpointQueryAt } from '../endpoint-query-at';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getTimers,
  getTotalUsage,
  getWaste,
  getWasteDistribution,
} from './analytics.endpoints';
import type { AnalyticQuery } from './analytics.schema';
import type { AnalyticPeriod } from './analytics.constants';

/**
 * The time range of an analytics call as the page chose it. Relative ranges stay relative in
 * the query key and are resolved when the call is made: the key does not change every render
 * or every minute, a refetch asks up to "now", and a cached answer stays findable offline.
 */
export type AnalyticRange =
  | { kind: 'preset'; timeInterval: TimeIntervalCode }
  /** From today's midnight in `timeZone` to now. */
  | { kind: 'today'; timeZone: string }
  | { kind: 'fixed'; start: number; end: number };

export interface AnalyticFilters {
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Chicken materials dictionary names; absent or empty: all products. */
  materials?: readonly string[];
  period: AnalyticPeriod;
}

/** The epoch-ms range `range` stands for at `now`. */
export function resolveAnalyticRange(range: AnalyticRange, now: number): EpochRange {
  if (range.kind === 'fixed') return { start: range.start, end: range.end };
  if (range.kind === 'preset') return presetRange(range.timeInterval, now);
  const today = zonedWallClock(now, range.timeZone);
  const start = zonedEpoch(
    { year: today.year, month: today.month, day: today.day },
    range.timeZone,
  );
  // The first minute after midnight: the provider refuses an empty range.
  return { start, end: Math.max(now, start + 60_000) };
}

/** The provider query for `filters` at `now` (spec 000 §7: epoch ms, `materials` a comma list). */
export function analyticQuery(filters: AnalyticFilters, now: number): AnalyticQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startEventTime: start,
    endEventTime: end,
    restaurantUuid: filters.restaurantUuid,
    materials: filters.materials?.length ? filters.materials.join(',') : undefined,
    period: filters.period,
  };
}

/** A call that sends the filters alone: its input at `now`, for `endpointQueryAt`. */
export function analyticInput(filters: AnalyticFilters, now: number) {
  return { query: analyticQuery(filters, now) };
}

/** One query per `/analytic/:name` call; the key holds the filters, the range kept relative. */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  /** GET /analytic/total-usage: headline numbers (summaryHTR, wasteSummary). */
  totalUsage: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getTotalUsage, filters, analyticInput),
  /** GET /analytic/timers: hold-time zones, per product, per day part and over time. */
  timers: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getTimers, filters, analyticInput),
  /** GET /analytic/waste: waste per day part and over time; kg. */
  waste: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getWaste, filters, analyticInput),
  /** GET /analytic/waste-distribution: waste per product; kg. */
  wasteDistribution: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getWasteDistribution, filters, analyticInput),
  /** GET /analytic/fryer-cycles: pan cycles over time. */
  fryerCycles: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getFryerCycles, filters, analyticInput),
  /** GET /analytic/fryer-cycles-distribution: pan cycles per product. */
  fryerCyclesDistribution: (filters: AnalyticFilters) =>
    endpointQueryAt(analyticsQueries.all(), getFryerCyclesDistribution, filters, analyticInput),
};
