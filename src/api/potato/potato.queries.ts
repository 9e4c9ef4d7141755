import { queryOptions } from '@tanstack/react-query';
import type { AnalyticPeriod } from '../analytics/analytics.constants';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { request, unwrap, type ApiResult } from '../request';
import {
  getPotatoAverageHoldTime,
  getPotatoBatchesStatistic,
  getPotatoHoldTime,
  getPotatoHoldTimeByDayPart,
  getPotatoPackagedStatistic,
} from './potato.endpoints';
import type { PotatoQuery } from './potato.schema';
import type { PotatoChute, PotatoPackageType } from './potato.constants';

/** What the potato dashboard asks every chart for; the range stays relative in the key. */
export interface PotatoFilters {
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global), summed by the provider. */
  restaurantUuid?: string;
  /** Absent or empty: all six package types. */
  packageTypes?: readonly PotatoPackageType[];
  /** Always named, so the call says what the page shows (default 1 and 2, spec 001 §4). */
  chutes: readonly PotatoChute[];
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

export type PotatoChartName =
  'holdTime' | 'holdTimeByDayPart' | 'averageHoldTime' | 'packagedStatistic' | 'batchesStatistic';

type Call<T> = (query: PotatoQuery, signal: AbortSignal) => Promise<ApiResult<T>>;

/**
 * One query per potato chart. TanStack Query's `signal` goes with the call, so a newer key
 * cancels the older call (spec 000 §4) and its AbortError is dropped without an error state.
 */
function potatoQueryOptions<T>(name: PotatoChartName, filters: PotatoFilters, call: Call<T>) {
  return queryOptions({
    queryKey: [...potatoQueries.all(), name, filters] as const,
    queryFn: ({ signal }) => call(potatoQuery(filters, Date.now()), signal).then(unwrap),
  });
}

export const potatoQueries = {
  all: () => ['potato'] as const,
  /** GET /potato-hold-time: percent of each type's items per hold-time zone. */
  holdTime: (filters: PotatoFilters) =>
    potatoQueryOptions('holdTime', filters, (query, signal) =>
      request(getPotatoHoldTime, { query }, { signal }),
    ),
  /** GET /potato-hold-time-by-day-part: items and average minutes per day part and type. */
  holdTimeByDayPart: (filters: PotatoFilters) =>
    potatoQueryOptions('holdTimeByDayPart', filters, (query, signal) =>
      request(getPotatoHoldTimeByDayPart, { query }, { signal }),
    ),
  /** GET /potato-average-hold-time: minutes overall, per type and per period. */
  averageHoldTime: (filters: PotatoFilters) =>
    potatoQueryOptions('averageHoldTime', filters, (query, signal) =>
      request(getPotatoAverageHoldTime, { query }, { signal }),
    ),
  /** GET /potato-packaged-statistic: items packaged per type and per period. */
  packagedStatistic: (filters: PotatoFilters) =>
    potatoQueryOptions('packagedStatistic', filters, (query, signal) =>
      request(getPotatoPackagedStatistic, { query }, { signal }),
    ),
  /** GET /potato-batches-statistic: fry batches per period and chute; waste in kg. */
  batchesStatistic: (filters: PotatoFilters) =>
    potatoQueryOptions('batchesStatistic', filters, (query, signal) =>
      request(getPotatoBatchesStatistic, { query }, { signal }),
    ),
};
