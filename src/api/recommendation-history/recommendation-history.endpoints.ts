import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  recommendationAnalyticSchema,
  recommendationFilterSchema,
  recommendationListQuerySchema,
  recommendationPageSchema,
} from './recommendation-history.schema';

const HISTORY_VIEW = needs('TIMER_CYCLE_HISTORY');
/**
 * The list is also the production-control page's recommendation history (/pcs/recommendations,
 * module PCS): either module's VIEW will do.
 */
const LIST_VIEW = [HISTORY_VIEW, needs('PCS')] as const;

/**
 * GET /recommendationTimerCycleHistory (spec 001 §7): the kitchen's cooking tasks, newest first,
 * cursor paged; filters of spec 001 §3 "Recommendation history filters".
 */
export const getRecommendationHistory = endpoint({
  method: 'GET',
  path: '/recommendationTimerCycleHistory',
  query: recommendationListQuerySchema,
  response: recommendationPageSchema,
  auth: true,
  access: LIST_VIEW,
});

/**
 * GET /recommendationTimerCycleHistory/analytic (spec 001 §7): each restaurant's hold
 * compliance, waste share and average task delay, and their medians.
 */
export const getRecommendationAnalytic = endpoint({
  method: 'GET',
  path: '/recommendationTimerCycleHistory/analytic',
  query: recommendationFilterSchema,
  response: recommendationAnalyticSchema,
  auth: true,
  access: HISTORY_VIEW,
});
