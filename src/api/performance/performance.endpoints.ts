import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  chickenPerformanceSchema,
  extendedChickenPerformanceSchema,
  performanceQuerySchema,
} from './performance.schema';

const PERFORMANCE_VIEW = needs('PERFORMANCE');

/*
 * The chicken performance page's calls (spec 000 §7, spec 001 §7 "Stock-out and alerts"), both
 * with `performanceQuerySchema`. They answer per restaurant; the page sums them (Global).
 *
 *   overall, percent / weight / count per period ← chicken-performance
 *   by product, by day part, by restaurant        ← extended-chicken-performance
 */

/** GET /chicken-performance: percent, weight (kg) and count (pieces) per `period` bucket. */
export const getChickenPerformance = endpoint({
  method: 'GET',
  path: '/chicken-performance',
  query: performanceQuerySchema,
  response: chickenPerformanceSchema,
  auth: true,
  access: PERFORMANCE_VIEW,
});

/** GET /extended-chicken-performance: the same figures per day part and per product. */
export const getExtendedChickenPerformance = endpoint({
  method: 'GET',
  path: '/extended-chicken-performance',
  query: performanceQuerySchema,
  response: extendedChickenPerformanceSchema,
  auth: true,
  access: PERFORMANCE_VIEW,
});
