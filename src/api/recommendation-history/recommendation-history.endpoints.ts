import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  recommendationAnalyticSchema,
  recommendationFilterSchema,
  recommendationListQuerySchema,
  recommendationPageSchema,
  recommendationTotalSchema,
} from './recommendation-history.schema';

const HISTORY_VIEW = needs('TIMER_CYCLE_HISTORY');
/**
 * The list is also the production-control page's recommendation history (/pcs/recommendations,
 * module PCS): either module's VIEW will do.
 */
const LIST_VIEW = [HISTORY_VIEW, needs('PCS')] as const;
/** Deleting a task: either module's DELETE, as either module's VIEW lists it. */
const LIST_DELETE = [needs('TIMER_CYCLE_HISTORY', 'DELETE'), needs('PCS', 'DELETE')] as const;

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
 * GET /recommendationTimerCycleHistory/total (spec 001 §7 "Each has /total"): the list's
 * filters, so the total is of the rows the list pages through.
 */
export const getRecommendationTotal = endpoint({
  method: 'GET',
  path: '/recommendationTimerCycleHistory/total',
  query: recommendationFilterSchema,
  response: recommendationTotalSchema,
  auth: true,
  access: LIST_VIEW,
});

/**
 * DELETE /recommendationTimerCycleHistory/{id} (spec 001 §7 "DELETE /{station}TimerCycleHistory/{id}
 * for each"): the task leaves the list, its total and the analytic alike.
 */
export const deleteRecommendation = endpoint({
  method: 'DELETE',
  path: '/recommendationTimerCycleHistory/:id',
  response: v.unknown(),
  auth: true,
  access: LIST_DELETE,
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
