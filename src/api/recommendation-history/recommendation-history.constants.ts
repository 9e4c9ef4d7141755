/*
 * The timer-cycle analytics (spec 001 §7: GET /recommendationTimerCycleHistory and its
 * /analytic; §9 "Timer-cycle analytics class is TimerCycleHistory"). Beyond the spec, the
 * analytic compares each restaurant with the chain's median on three figures, so a district
 * manager sees the outliers first (docs/decisions/kitchen-records.md). Data only.
 */
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination';

/** The figures restaurants are ranked by, in the cards' order. */
export const RANKED_METRICS = ['holdCompliance', 'wasteShare', 'averageTaskDelay'] as const;
export type RankedMetric = (typeof RANKED_METRICS)[number];

/**
 * Which way is better: more pans sold within the hold target is better; a larger waste share
 * and a longer average delay are worse.
 */
export const BETTER_WHEN: Record<RankedMetric, 'higher' | 'lower'> = {
  holdCompliance: 'higher',
  wasteShare: 'lower',
  averageTaskDelay: 'lower',
};

/**
 * Tasks a cursor page holds when the URL names no other size (spec 001 §9 "Page size defaults
 * to 20", 000 §9 "default list limit 20"); the provider takes up to the max.
 */
export const RECOMMENDATION_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const RECOMMENDATION_MAX_LIMIT = 200;
