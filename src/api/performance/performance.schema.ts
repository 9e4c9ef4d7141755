import * as v from 'valibot';
import { queryList } from '../../lib/endpoint';
import { analyticScopeEntries } from '../analytics/analytics.schema';
import { CHICKEN_PRODUCTS, DAY_PARTS } from '../analytics/analytics.constants';
import { DEFAULT_PERFORMANCE_RATIO_TYPE, PERFORMANCE_RATIO_TYPES } from './performance.constants';

const chickenTypeList = v.pipe(
  queryList,
  v.array(v.picklist(CHICKEN_PRODUCTS, 'must be chicken product labels')),
);

/**
 * The filters of both performance calls (spec 000 §3, §7): the analytics' range, restaurant and
 * `period` (epoch ms, `[startEventTime, endEventTime)`, the 24 h before now without them, every
 * visible restaurant without `restaurantUuid`, DAY by default), `performanceRatioType` (default
 * COOKED/RECOMMENDATION) and `chickenTypes`, a comma list of product labels (all when absent or
 * empty).
 */
export const performanceQuerySchema = v.object({
  ...analyticScopeEntries,
  performanceRatioType: v.optional(
    v.picklist(PERFORMANCE_RATIO_TYPES),
    DEFAULT_PERFORMANCE_RATIO_TYPE,
  ),
  chickenTypes: v.optional(chickenTypeList),
});
export type PerformanceQuery = v.InferInput<typeof performanceQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Kilograms, to the gram. */
const kilograms = v.pipe(v.number(), v.minValue(0));

/**
 * One ratio's figures (spec 000 §3 "percent, weight, count"): `weight` and `count` are the
 * ratio's PART (cooked, or waste), `baseWeight` and `baseCount` its BASE (recommended, or
 * cooked). `percent` is PART / BASE by weight, two decimals, above 100 when the part exceeds the
 * base, 0 when there is no base. Counts are pieces.
 */
const figureEntries = {
  percent: v.pipe(v.number(), v.minValue(0)),
  weight: kilograms,
  count,
  baseWeight: kilograms,
  baseCount: count,
};
// Only its type is needed: the answers validate through their own schemas, built from the same entries.
export type PerformanceFigure = v.InferOutput<ReturnType<typeof v.object<typeof figureEntries>>>;

const ratioType = v.picklist(PERFORMANCE_RATIO_TYPES);

/**
 * GET /chicken-performance: per restaurant in scope (the console sums them per timestamp, spec
 * 000 §4), the figures of every `period` bucket from `startEventTime`; `timestamp` is the
 * bucket's start in epoch seconds.
 */
export const chickenPerformanceSchema = v.object({
  performanceRatioType: ratioType,
  restaurants: v.array(
    v.object({
      restaurantUuid: v.string(),
      periods: v.array(v.object({ timestamp: v.pipe(v.number(), v.integer()), ...figureEntries })),
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
  restaurants: v.array(
    v.object({
      restaurantUuid: v.string(),
      ...figureEntries,
      dayParts: v.array(v.object({ dayPart: v.picklist(DAY_PARTS), ...figureEntries })),
      products: v.array(v.object({ material: v.picklist(CHICKEN_PRODUCTS), ...figureEntries })),
    }),
  ),
});
export type ExtendedChickenPerformance = v.InferOutput<typeof extendedChickenPerformanceSchema>;
