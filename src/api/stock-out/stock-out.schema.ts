import * as v from 'valibot';
import { queryInteger, queryList, queryNames } from '../../lib/endpoint';
import { RESOLUTION_CODES } from '../../lib/url-state';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { DAY_PARTS } from '../analytics/analytics.constants';

/** Spec 000 §9 page sizes are 10, 20, 50; the provider takes any limit up to this. */
const STOCK_OUT_MAX_LIMIT = 100;
const STOCK_OUT_SORTS = ['startTime', 'duration'] as const;
export type StockOutSort = (typeof STOCK_OUT_SORTS)[number];
export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

const restaurantList = v.pipe(queryList, v.array(v.string()));

/** A resolution code of spec 000 §9, as the URL's `interval` (000 §3 line 73). */
const interval = v.picklist(RESOLUTION_CODES, 'must be a resolution code');

/**
 * Spec 000 §3 "Stock-out query fields: restaurantsUuid, startTime, endTime, materials,
 * interval". Times are epoch ms and the range is `[startTime, endTime)` by each stock-out's
 * start (the 24 h before now without them); `restaurantsUuid` is a comma list (every restaurant
 * the user may see when absent); `materials` a comma list of product labels, the names GET
 * /materials/filters/stock-out-materials lists (all when absent; one it does not list matches
 * nothing); `interval` the chart's resolution, the buckets a stock-out is counted in: the
 * analytic's bars, and the export's Interval column (docs/decisions/shell-and-widgets.md "Stock-out `interval`").
 */
const scopeEntries = {
  restaurantsUuid: v.optional(restaurantList),
  startTime: v.optional(queryInteger(0)),
  endTime: v.optional(queryInteger(0)),
  materials: v.optional(queryNames),
  interval: v.optional(interval),
};

/** How a list (and its export) is ordered: newest first unless asked. */
const orderEntries = {
  sortBy: v.optional(v.picklist(STOCK_OUT_SORTS), 'startTime'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
};

export const stockOutScopeSchema = v.object(scopeEntries);
export type StockOutScopeQuery = v.InferInput<typeof stockOutScopeSchema>;

/** GET /stockOut/list: spec 000 §3 "Paged data", `page` zero-based. */
export const stockOutListQuerySchema = v.object({
  ...scopeEntries,
  ...orderEntries,
  page: v.optional(queryInteger(0), 0),
  limit: v.optional(queryInteger(1, STOCK_OUT_MAX_LIMIT), 20),
});
export type StockOutListQuery = v.InferInput<typeof stockOutListQuerySchema>;

/** GET /stockOut/analytic: `interval` defaults to 1h. */
export const stockOutAnalyticQuerySchema = v.object({
  ...scopeEntries,
  interval: v.optional(interval, '1h'),
});
export type StockOutAnalyticQuery = v.InferInput<typeof stockOutAnalyticQuerySchema>;

/** GET /stockOut/xls: the list's filters and order, with the range required (the file names it). */
export const stockOutXlsQuerySchema = v.object({
  ...scopeEntries,
  ...orderEntries,
  startTime: queryInteger(0),
  endTime: queryInteger(0),
});
export type StockOutXlsQuery = v.InferInput<typeof stockOutXlsQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Whole seconds. */
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One stock-out: a product out of every holding pan while customers were asking for it. The
 * product is the chicken materials dictionary's name (spec 000 §3 "materials"), read whatever
 * it is. The restaurant's name and number and the day part are ours: optional, the list shows
 * the restaurant by what it has and '—' for a missing day part.
 */
const stockOutSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  material: openValue,
  /** The day part of its start, in the restaurant's local time (spec 000 §9). */
  dayPart: v.optional(v.picklist(DAY_PARTS)),
  /** Epoch ms, whole seconds: the last pan emptied. */
  startTime: v.number(),
  /** Epoch ms, whole seconds: the next batch left the fryer. */
  endTime: v.number(),
  /** `(endTime - startTime) / 1000`. */
  duration: seconds,
});
export type StockOut = v.InferOutput<typeof stockOutSchema>;

/** Spec 000 §3 "Paged data: page (zero-based), limit, total, …, content". */
export const stockOutPageSchema = v.object({
  content: tolerantArray(stockOutSchema),
  page: v.optional(count),
  limit: v.optional(count),
  total: count,
});
export type StockOutPage = v.InferOutput<typeof stockOutPageSchema>;

/**
 * GET /stockOut/total: over every stock-out the filters match (not one page). `count` is the
 * list's `total` and `duration` the sum of its rows' durations; the High, Low and Average
 * durations (spec 000 §9) are null when there is none.
 */
export const stockOutTotalSchema = v.object({
  count,
  duration: seconds,
  highDuration: v.nullable(seconds),
  lowDuration: v.nullable(seconds),
  averageDuration: v.nullable(seconds),
});
export type StockOutTotal = v.InferOutput<typeof stockOutTotalSchema>;

/** One bucket of one product at one restaurant; a stock-out counts in the bucket it starts in. */
const pointSchema = v.object({
  /** The bucket's start, epoch seconds (spec 000 §4: chart slices are seconds × 1000). */
  timestamp: v.number(),
  count,
  duration: seconds,
});

/**
 * GET /stockOut/analytic: stock-outs per `interval` bucket, per restaurant and product, so the
 * console sums restaurants in Global mode (spec 000 §4). `timestamps` is every bucket's start
 * (fixed widths from `startTime`); `points` list only the buckets with a stock-out. Every count
 * and duration sums to /stockOut/total for the same filters.
 */
export const stockOutAnalyticSchema = v.object({
  /** The echo of the `interval` asked for: optional and open, no screen reads it. */
  interval: v.optional(openValue),
  timestamps: v.array(v.number()),
  restaurants: tolerantArray(
    v.object({
      restaurantUuid: v.string(),
      series: tolerantArray(v.object({ material: openValue, points: tolerantArray(pointSchema) })),
    }),
  ),
});
export type StockOutAnalytic = v.InferOutput<typeof stockOutAnalyticSchema>;

/**
 * GET /materials/filters/stock-out-materials: the product labels a stock-out report filters by,
 * the chicken materials dictionary's names (spec 001 §7 line 240): a material added on the
 * dictionaries page is an option from the next read.
 */
export const stockOutMaterialsSchema = tolerantArray(v.pipe(v.string(), v.trim(), v.nonEmpty()));
export type StockOutMaterials = v.InferOutput<typeof stockOutMaterialsSchema>;
