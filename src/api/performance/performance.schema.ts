import * as v from 'valibot';
import { queryNames } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { analyticScopeEntries } from '../analytics/analytics.schema';
import { DAY_PARTS } from '../analytics/analytics.constants';
import { DEFAULT_PERFORMANCE_RATIO_TYPE, PERFORMANCE_RATIO_TYPES } from './performance.constants';

/**
 * The filters of both performance calls (spec 000 §3, §7): the analytics' range, restaurant and
 * `period` (epoch ms, `[startEventTime, endEventTime)`, the 24 h before now without them, every
 * visible restaurant without `restaurantUuid`, DAY by default), `performanceRatioType` (default
 * COOKED/RECOMMENDATION) and `materials`, a comma list of the chicken materials dictionary's
 * names (all when absent or empty), by the name of the analytic calls' product filter (spec 000
 * §7 line 178), so one product filter has one name on every analytics call.
 */
export const performanceQuerySchema = v.object({
  ...analyticScopeEntries,
  performanceRatioType: v.optional(
    v.picklist(PERFORMANCE_RATIO_TYPES),
    DEFAULT_PERFORMANCE_RATIO_TYPE,
  ),
  materials: v.optional(queryNames),
});
export type PerformanceQuery = v.InferInput<typeof performanceQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Kilograms, to the gram. */
const kilograms = v.pipe(v.number(), v.minValue(0));

/**
 * One ratio's figures (spec 000 §3 line 95 "percent, weight, count"): `weight` and `count` are
 * the ratio's PART (cooked, or waste). `percent` is PART / BASE by weight, two decimals, above
 * 100 when the part exceeds the base, 0 when there is no base. Counts are pieces. The BASE
 * (recommended, or cooked) is ours and optional: `baseWeight` is worked out from the percent
 * without it, `baseCount` shows '—' (features/performance/performance-figures.ts).
 */
const figureEntries = {
  percent: v.pipe(v.number(), v.minValue(0)),
  weight: kilograms,
  count,
  baseWeight: v.optional(kilograms),
  baseCount: v.optional(count),
};
// Only its type is needed: the answers validate through their own schemas, built from the same entries.
export type PerformanceFigure = v.InferOutput<ReturnType<typeof v.object<typeof figureEntries>>>;

/**
 * The echo of the ratio asked for: optional and open, as no screen reads it (each names the
 * ratio its URL asked for).
 */
const ratioType = v.optional(openValue);

/**
 * GET /chicken-performance: per restaurant in scope (the console sums them per timestamp, spec
 * 000 §4), the figures of every `period` bucket from `startEventTime`; `timestamp` is the
 * bucket's start in epoch seconds.
 */
export const chickenPerformanceSchema = v.object({
  performanceRatioType: ratioType,
  restaurants: tolerantArray(
    v.object({
      restaurantUuid: v.string(),
      periods: tolerantArray(
        v.object({ timestamp: v.pipe(v.number(), v.integer()), ...figureEntries }),
      ),
    }),
  ),
});
export type ChickenPerformance = v.InferOutput<typeof chickenPerformanceSchema>;

/**
 * GET /extended-chicken-performance: per restaurant in scope, its totals and the same figures
 * per day part (the three in order, restaurant-local, spec 000 §9) and per requested product
 * (all seven by default); day parts and products each sum to the totals.
 */
export const extendedChickenPerformanceSchema = v.object({
  performanceRatioType: ratioType,
  restaurants: tolerantArray(
    v.object({
      restaurantUuid: v.string(),
      ...figureEntries,
      dayParts: tolerantArray(v.object({ dayPart: v.picklist(DAY_PARTS), ...figureEntries })),
      /** A product is the chicken materials dictionary's name: one added there is read too. */
      products: tolerantArray(v.object({ material: openValue, ...figureEntries })),
    }),
  ),
});
export type ExtendedChickenPerformance = v.InferOutput<typeof extendedChickenPerformanceSchema>;
