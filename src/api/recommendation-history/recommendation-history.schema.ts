import * as v from 'valibot';
import {
  CURSOR_DIRECTIONS,
  cursorPageSchema,
  queryInteger,
  queryList,
  queryNames,
} from '../../lib/endpoint';
import { queryBoolean } from '../../lib/query-boolean';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import {
  RECOMMENDATION_MAX_LIMIT,
  RECOMMENDATION_PAGE_SIZE,
} from './recommendation-history.constants';

/**
 * Spec 001 §3 "Recommendation history filters": `restaurantUuid` a comma list (every restaurant
 * the user may see when absent), `materials` the chicken materials dictionary's names (all when
 * absent; one no task carries matches nothing), `[startTime,
 * endTime)` epoch ms by each task's time (the 24 h before now without them), `canceled` tasks
 * never cooked (true) or cooked (false), `catering` a catering order's tasks or the others; both
 * absent for all.
 */
const filterEntries = {
  restaurantUuid: v.optional(v.pipe(queryList, v.array(v.string()))),
  materials: v.optional(queryNames),
  startTime: v.optional(queryInteger(0)),
  endTime: v.optional(queryInteger(0)),
  canceled: v.optional(queryBoolean),
  catering: v.optional(queryBoolean),
};

/** GET /recommendationTimerCycleHistory/analytic. */
export const recommendationFilterSchema = v.object(filterEntries);
export type RecommendationFilterQuery = v.InferInput<typeof recommendationFilterSchema>;

/** GET /recommendationTimerCycleHistory: the filters, newest first, cursor paged (spec 001 §4). */
export const recommendationListQuerySchema = v.object({
  ...filterEntries,
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, RECOMMENDATION_MAX_LIMIT), RECOMMENDATION_PAGE_SIZE),
});
export type RecommendationListQuery = v.InferInput<typeof recommendationListQuerySchema>;

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/**
 * One cooking task the kitchen's screen asked for (spec 001 §3 "Timer cycle history record",
 * fields ours): asked at `startTime`, due out of the fryer at `endTime`; `canceled` when no pan
 * was cooked for it; `delayMinutes` how late the crew dropped it, two decimals. `material` is
 * the chicken materials dictionary's name, read whatever it is (shown by its name); the
 * restaurant's name and number are optional ('—' without them).
 */
const recommendationRecordSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  material: openValue,
  startTime: v.number(),
  endTime: v.number(),
  pieces: whole,
  grams: whole,
  canceled: v.boolean(),
  catering: v.boolean(),
  delayMinutes: v.pipe(v.number(), v.minValue(0)),
});
export type RecommendationRecord = v.InferOutput<typeof recommendationRecordSchema>;

export const recommendationPageSchema = cursorPageSchema(recommendationRecordSchema);

/** Minutes, two decimals; null when no task of the filters started late. */
const lateMinutes = v.nullable(v.pipe(v.number(), v.minValue(0)));

/**
 * GET …/total (spec 001 §7 "Each has /total … The result is a total"; §3 names `count` and
 * `delaysNumber` among the analytics rows): the tasks the list's
 * filters match, what they asked for (pieces, grams), how many were never cooked, and the
 * task-delay summary of spec 001 §9 ("task-delay … tables add High, Low and Average summary
 * rows") over the tasks started late, as /analytic/recommendations-task-delay counts them.
 */
export const recommendationTotalSchema = v.object({
  count: whole,
  /** Ours, as the three below: '—' when absent. */
  pieces: v.optional(whole),
  grams: v.optional(whole),
  neverCooked: v.optional(whole),
  delaysNumber: whole,
  highTaskDelay: lateMinutes,
  lowTaskDelay: lateMinutes,
  averageTaskDelay: lateMinutes,
});
export type RecommendationTotal = v.InferOutput<typeof recommendationTotalSchema>;

/**
 * A restaurant's figures (spec 001 §3 "Analytics rows" names: count, wasteWeight, cookedWeight,
 * delaysNumber, averageTaskDelay): its pans (`count`) and the share held within the hold target
 * (`holdCompliance`, percent), the waste's share of what was cooked (`wasteShare`, percent; kg
 * weights), its tasks and the average delay of the late ones (minutes). The same figures as its
 * dashboard's (/analytic/total-usage, /analytic/recommendations-task-delay). The restaurant's
 * name and number are optional: without them the card names it from the restaurant list.
 */
const restaurantFiguresSchema = v.object({
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  count: whole,
  holdCompliance: percent,
  cookedWeight: v.pipe(v.number(), v.minValue(0)),
  wasteWeight: v.pipe(v.number(), v.minValue(0)),
  wasteShare: percent,
  tasks: whole,
  delaysNumber: whole,
  averageTaskDelay: v.pipe(v.number(), v.minValue(0)),
});
export type RestaurantFigures = v.InferOutput<typeof restaurantFiguresSchema>;

/**
 * GET …/analytic: every restaurant of the filters with pans or tasks in range, and the median of
 * each figure over them (the chain's, as the user may see it); null medians with no rows.
 */
export const recommendationAnalyticSchema = v.object({
  rows: tolerantArray(restaurantFiguresSchema),
  median: v.object({
    holdCompliance: v.nullable(v.number()),
    wasteShare: v.nullable(v.number()),
    averageTaskDelay: v.nullable(v.number()),
  }),
});
export type RecommendationAnalytic = v.InferOutput<typeof recommendationAnalyticSchema>;
