import { mutationOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../analytics/analytics.queries';
import { cursorQuery } from '../cursor-query';
import { endpointQueryAt } from '../endpoint-query-at';
import { request, unwrap } from '../request';
import { RECOMMENDATION_PAGE_SIZE } from './recommendation-history.constants';
import {
  deleteRecommendation,
  getRecommendationAnalytic,
  getRecommendationHistory,
  getRecommendationTotal,
} from './recommendation-history.endpoints';
import type { RecommendationFilterQuery } from './recommendation-history.schema';

/** What the analytics page filters by (spec 001 §3 "Recommendation history filters"). */
export interface RecommendationFilters {
  /** Relative ranges stay relative in the query key and resolve when the call goes out. */
  range: AnalyticRange;
  /** Absent: every restaurant the user may see (Global). */
  restaurantUuid?: string;
  /** Absent: every product. */
  materials?: readonly string[];
  /** Absent: catering tasks and the others both. */
  catering?: boolean;
  /** Absent: cooked and never-cooked tasks both; true only those never cooked. */
  canceled?: boolean;
}

/** The provider's filter fields for `filters` at `now` (epoch ms, the start on a whole second). */
function recommendationScope(
  filters: RecommendationFilters,
  now: number,
): RecommendationFilterQuery {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return {
    startTime: Math.floor(start / 1000) * 1000,
    endTime: end,
    restaurantUuid: filters.restaurantUuid,
    materials: filters.materials?.length ? filters.materials.join(',') : undefined,
    catering: filters.catering,
    canceled: filters.canceled,
  };
}

export const recommendationHistoryQueries = {
  all: () => ['recommendationHistory'] as const,
  /** GET …/analytic: each restaurant's figures and the medians the ranking is against. */
  analytic: (filters: RecommendationFilters) =>
    endpointQueryAt(
      recommendationHistoryQueries.all(),
      getRecommendationAnalytic,
      filters,
      (f, now) => ({ query: recommendationScope(f, now) }),
    ),
  /** GET …/total: the tasks the list's filters match, and their task-delay summary. */
  total: (filters: RecommendationFilters) =>
    endpointQueryAt(
      recommendationHistoryQueries.all(),
      getRecommendationTotal,
      filters,
      (f, now) => ({ query: recommendationScope(f, now) }),
    ),
  /**
   * GET /recommendationTimerCycleHistory (the production-control page's history): newest
   * first, cursor paged; the range resolves once, when the first page goes out.
   */
  list: (filters: RecommendationFilters, limit: number = RECOMMENDATION_PAGE_SIZE) =>
    cursorQuery(
      recommendationHistoryQueries.all(),
      getRecommendationHistory,
      { filters, limit },
      (key, { cursor, cursorDirection }, now) => ({
        query: {
          ...recommendationScope(key.filters, now),
          cursor,
          cursorDirection,
          limit: key.limit,
        },
      }),
    ),
};

export const recommendationHistoryMutations = {
  /**
   * DELETE …/:id; the list, its total and the analytic are asked again whatever the outcome, so
   * they agree with the provider (a refused delete leaves them as they were).
   */
  remove: () =>
    mutationOptions({
      mutationKey: [...recommendationHistoryQueries.all(), 'delete'],
      mutationFn: (uuid: string) =>
        request(deleteRecommendation, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: recommendationHistoryQueries.all() }),
    }),
};
