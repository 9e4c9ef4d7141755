import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  analyticQuerySchema,
  fryerCyclesDistributionSchema,
  fryerCyclesSchema,
  fryerQuerySchema,
  timersSchema,
  totalUsageSchema,
  wasteDistributionSchema,
  wasteSchema,
} from './analytics.schema';

/** The chicken dashboard's calls, which events analytics makes too. */
const DASHBOARD_OR_EVENTS = [needs('DASHBOARD'), needs('EVENTS')];

/*
 * GET /analytic/{name} (spec 000 §7), the chicken dashboard's slice. Every call takes
 * `analyticQuerySchema`; the two fryer calls also `vendors` and `isCorrect` (`fryerQuerySchema`).
 * Which call feeds which dashboard section (spec 000 §3):
 *
 *   summaryHTR          ← total-usage (batches, cooked, holdTimeRatio, averageHoldTime)
 *   wasteSummary        ← total-usage (waste, wasteShare) + waste-distribution (per product)
 *   detailedHoldingTime ← timers.materials (product, pans, average minutes) + totals
 *   detailedWaste       ← waste-distribution.rows (product, kg, pieces) + totals
 *   holdTimeDistr       ← timers.zones (label, percent, count)
 *   averageHoldTime     ← timers.series and timers.dayParts
 *   wasteByDayPart      ← waste.dayParts (and waste.series)
 *   panCyclesAverage    ← fryer-cycles-distribution.rows
 *   panCycles           ← fryer-cycles.series
 *
 * Each name is its own declaration so each answer has its own schema; the sandbox answers
 * 400 for any other name.
 */

/** GET /analytic/total-usage: cooked, waste and hold-time headline numbers; kg and minutes. */
export const getTotalUsage = endpoint({
  method: 'GET',
  path: '/analytic/total-usage',
  query: analyticQuerySchema,
  response: totalUsageSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});

/** GET /analytic/timers: pans by hold time (zones, products, day parts, series per `period`). */
export const getTimers = endpoint({
  method: 'GET',
  path: '/analytic/timers',
  query: analyticQuerySchema,
  response: timersSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});

/** GET /analytic/waste: waste by day part (restaurant-local) and series per `period`; kg. */
export const getWaste = endpoint({
  method: 'GET',
  path: '/analytic/waste',
  query: analyticQuerySchema,
  response: wasteSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});

/** GET /analytic/waste-distribution: waste per product; rows sum to the totals. */
export const getWasteDistribution = endpoint({
  method: 'GET',
  path: '/analytic/waste-distribution',
  query: analyticQuerySchema,
  response: wasteDistributionSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});

/** GET /analytic/fryer-cycles: pan cycles per `period` bucket; also by `vendors` and `isCorrect`. */
export const getFryerCycles = endpoint({
  method: 'GET',
  path: '/analytic/fryer-cycles',
  query: fryerQuerySchema,
  response: fryerCyclesSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});

/** GET /analytic/fryer-cycles-distribution: pan cycles per product, filtered as fryer-cycles. */
export const getFryerCyclesDistribution = endpoint({
  method: 'GET',
  path: '/analytic/fryer-cycles-distribution',
  query: fryerQuerySchema,
  response: fryerCyclesDistributionSchema,
  auth: true,
  access: DASHBOARD_OR_EVENTS,
});
