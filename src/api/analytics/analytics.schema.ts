import * as v from 'valibot';
import { queryInteger, queryList, queryNames } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { ANALYTIC_PERIODS, DAY_PARTS, HOLD_TIME_LABELS } from './analytics.constants';

/** What every analytics call (chicken and potato) filters by: range, restaurant, period. */
export const analyticScopeEntries = {
  startEventTime: v.optional(queryInteger(0)),
  endEventTime: v.optional(queryInteger(0)),
  restaurantUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  period: v.optional(v.picklist(ANALYTIC_PERIODS), 'DAY'),
};

/**
 * The filters of every `/analytic/:name` call (spec 000 §7). Times are epoch ms, the range is
 * [startEventTime, endEventTime); without them it is the 24 h before now. Without
 * `restaurantUuid` it covers every restaurant the user may see; `materials` is a comma list of
 * product labels, the chicken materials dictionary's names (all when absent or empty; one no
 * kitchen records matches nothing).
 */
export const analyticQuerySchema = v.object({
  ...analyticScopeEntries,
  materials: v.optional(queryNames),
});
export type AnalyticQuery = v.InferInput<typeof analyticQuerySchema>;

/**
 * The fryer calls' filters (spec 001 §3 "vendors and isCorrect (fryer only)"): `vendors` a comma
 * list of fryer vendor names (GET /materials/filters/fryer-vendors), `isCorrect` true or false;
 * either absent for all. A vendor with no cycles in scope matches none, as a name the provider
 * no longer lists may still be asked for an older range.
 */
export const fryerQuerySchema = v.object({
  ...analyticQuerySchema.entries,
  vendors: v.optional(
    v.pipe(queryList, v.array(v.pipe(v.string(), v.maxLength(100, 'must be vendor names')))),
  ),
  isCorrect: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((value) => value === 'true'),
    ),
  ),
});
export type FryerQuery = v.InferInput<typeof fryerQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Kilograms, to the gram. */
const kilograms = v.pipe(v.number(), v.minValue(0));
/** A percent, 0–100, two decimals. */
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
/** Minutes, two decimals. */
const minutes = v.pipe(v.number(), v.minValue(0));
/** A bucket's start, epoch ms. */
const time = v.number();
/**
 * A product as the provider names it: the chicken materials dictionary's name (spec 001 §7
 * "Dictionaries"), so one added there is read too and shown by its name; `CHICKEN_PRODUCTS` are
 * only the products the console has colours for.
 */
const material = openValue;

/**
 * GET /analytic/total-usage: the headline numbers (summaryHTR, wasteSummary). The spec names
 * cookedWeight and wasteWeight (000 §3 "Analytics rows") and the sections' hold time and ratio;
 * the counts and the waste share are ours, optional, shown as '—' when absent.
 */
export const totalUsageSchema = v.object({
  /** Pans cooked, one batch each. */
  batches: v.optional(count),
  cookedCount: v.optional(count),
  cookedWeight: kilograms,
  wasteCount: v.optional(count),
  wasteWeight: kilograms,
  /** Percent of the cooked weight that was wasted. */
  wasteShare: v.optional(percent),
  averageHoldTime: minutes,
  /** Percent of pans emptied within `HOLD_TIME_TARGET_MINUTES` (the hold-time ratio). */
  holdTimeRatio: percent,
});
export type TotalUsage = v.InferOutput<typeof totalUsageSchema>;

/** One hold-time histogram row (spec 000 §3 "Chart rows"): label, percent, count. */
const holdTimeZoneRowSchema = v.object({
  label: v.picklist(HOLD_TIME_LABELS),
  percent,
  count,
});

/** GET /analytic/timers: pans by hold time (holdTimeDistr, detailedHoldingTime, averageHoldTime). */
export const timersSchema = v.object({
  /** Pans; the totals row of the per-product table. */
  count,
  averageHoldTime: minutes,
  holdTimeRatio: percent,
  /** The six zones in order (a zone the console does not know is left out); counts sum to `count`. */
  zones: tolerantArray(holdTimeZoneRowSchema),
  /** One row per product recorded or asked for; counts sum to `count`. */
  materials: tolerantArray(
    v.object({
      material,
      count,
      averageHoldTime: minutes,
      holdTimeRatio: percent,
    }),
  ),
  dayParts: tolerantArray(
    v.object({ dayPart: v.picklist(DAY_PARTS), count, averageHoldTime: minutes }),
  ),
  series: tolerantArray(v.object({ time, count, averageHoldTime: minutes })),
});
export type Timers = v.InferOutput<typeof timersSchema>;

/** GET /analytic/waste: waste over time and by day part (wasteByDayPart). */
export const wasteSchema = v.object({
  wasteCount: v.optional(count),
  wasteWeight: kilograms,
  cookedWeight: kilograms,
  wasteShare: v.optional(percent),
  /** The three day parts in order; weights sum to `wasteWeight`. */
  dayParts: tolerantArray(
    v.object({
      dayPart: v.picklist(DAY_PARTS),
      wasteCount: v.optional(count),
      wasteWeight: kilograms,
      /** Percent of the total waste weight. */
      share: percent,
    }),
  ),
  series: tolerantArray(v.object({ time, wasteCount: v.optional(count), wasteWeight: kilograms })),
});
export type Waste = v.InferOutput<typeof wasteSchema>;

/** GET /analytic/waste-distribution: waste per product (wasteSummary, detailedWaste). */
export const wasteDistributionSchema = v.object({
  wasteCount: v.optional(count),
  wasteWeight: kilograms,
  cookedWeight: kilograms,
  rows: tolerantArray(
    v.object({
      material,
      wasteCount: v.optional(count),
      wasteWeight: kilograms,
      /** Percent of the total waste weight. */
      share: percent,
      cookedWeight: kilograms,
      /** Percent of this product's cooked weight that was wasted. */
      wasteShare: v.optional(percent),
    }),
  ),
});
export type WasteDistribution = v.InferOutput<typeof wasteDistributionSchema>;

/** GET /analytic/fryer-cycles: pan cycles over time (panCycles). One fryer batch fills one pan. */
export const fryerCyclesSchema = v.object({
  count,
  /** Average percent of pan capacity filled. */
  utilized: percent,
  /** Average minutes from fryer drop to empty pan. */
  elapsedTime: minutes,
  series: tolerantArray(v.object({ time, count, utilized: percent, elapsedTime: minutes })),
});
export type FryerCycles = v.InferOutput<typeof fryerCyclesSchema>;

/** GET /analytic/fryer-cycles-distribution: pan cycles per product (panCyclesAverage). */
export const fryerCyclesDistributionSchema = v.object({
  count,
  rows: tolerantArray(
    v.object({
      material,
      count,
      /** Percent of all cycles. */
      share: percent,
      utilized: percent,
      elapsedTime: minutes,
    }),
  ),
});
export type FryerCyclesDistribution = v.InferOutput<typeof fryerCyclesDistributionSchema>;
