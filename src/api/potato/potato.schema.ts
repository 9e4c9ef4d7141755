import * as v from 'valibot';
import { queryList } from '../../lib/endpoint';
import { analyticScopeEntries } from '../analytics/analytics.schema';
import { DAY_PARTS, type HoldTimeLabel } from '../analytics/analytics.constants';
import { POTATO_CHUTES, POTATO_PACKAGE_TYPES, type PotatoChute } from './potato.constants';

const packageTypeList = v.pipe(
  queryList,
  v.array(v.picklist(POTATO_PACKAGE_TYPES, 'must be potato package types')),
);

const chuteList = v.pipe(
  queryList,
  v.array(v.picklist(['1', '2', '3', '4'], 'must be chutes 1 to 4')),
  v.transform((chutes) => chutes.map((chute) => Number(chute) as PotatoChute)),
);

/**
 * The filters of every potato chart (spec 000 §7, "Potato charts"). As the chicken analytics:
 * epoch ms, `[startEventTime, endEventTime)`, the 24 h before now without them; every visible
 * restaurant without `restaurantUuid`. `packageTypes` is a comma list (all six when absent or
 * empty); `chutes` a comma list of 1–4, default 1,2 (spec 001, "Potato dashboard defaults");
 * `period` the series bucket, default DAY (spec 000 §3).
 */
export const potatoQuerySchema = v.object({
  ...analyticScopeEntries,
  packageTypes: v.optional(packageTypeList),
  chutes: v.optional(chuteList, '1,2'),
});
export type PotatoQuery = v.InferInput<typeof potatoQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A percent, 0–100, two decimals. */
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
/** Minutes, two decimals. */
const minutes = v.pipe(v.number(), v.minValue(0));
/** Kilograms, to the gram. */
const kilograms = v.pipe(v.number(), v.minValue(0));
/** A series bucket's start, epoch ms; buckets start at `startEventTime`. */
const analyticPeriod = v.number();
const packageType = v.picklist(POTATO_PACKAGE_TYPES);

/** Percent of a package type's items per hold-time zone (spec 000 §9), every zone present. */
const zonePercentsSchema = v.object({
  '<=20': percent,
  '20-25': percent,
  '25-30': percent,
  '30-35': percent,
  '35-40': percent,
  '>40': percent,
} satisfies Record<HoldTimeLabel, typeof percent>);

/**
 * GET /potato-hold-time: "keyed by package type, then item, as percents" (spec 000 §7). Decided:
 * the items are the six hold-time zones, so `results[packageType][zone]` is the percent of that
 * type's packaged items whose hold time (dump into the chute → packaged) falls in the zone. Only
 * the requested types are keys; a type's percents sum to 100 within rounding, or are all 0 when
 * it has no items. Counts live in /potato-packaged-statistic.
 */
export const potatoHoldTimeSchema = v.record(packageType, zonePercentsSchema);
export type PotatoHoldTime = v.InferOutput<typeof potatoHoldTimeSchema>;

/**
 * GET /potato-hold-time-by-day-part: decided as the three day parts in order (restaurant-local,
 * spec 000 §9), each with its item count, average hold minutes and the same per requested type.
 * Day part and time are the batch's: its items belong to the day part it was dumped in.
 */
export const potatoHoldTimeByDayPartSchema = v.object({
  dayParts: v.array(
    v.object({
      dayPart: v.picklist(DAY_PARTS),
      count,
      averageHoldTime: minutes,
      packageTypes: v.array(v.object({ packageType, count, averageHoldTime: minutes })),
    }),
  ),
});
export type PotatoHoldTimeByDayPart = v.InferOutput<typeof potatoHoldTimeByDayPartSchema>;

/**
 * GET /potato-average-hold-time (minutes, two decimals): decided as the overall average over
 * packaged items, one row per requested type, and a series per `period`.
 */
export const potatoAverageHoldTimeSchema = v.object({
  count,
  averageHoldTime: minutes,
  packageTypes: v.array(v.object({ packageType, count, averageHoldTime: minutes })),
  series: v.array(v.object({ analyticPeriod, count, averageHoldTime: minutes })),
});
export type PotatoAverageHoldTime = v.InferOutput<typeof potatoAverageHoldTimeSchema>;

/**
 * GET /potato-packaged-statistic: decided as items packaged per requested type with its share of
 * all of them (shares sum to 100 within rounding; all 0 when nothing was packaged), and a series
 * per `period`.
 */
export const potatoPackagedStatisticSchema = v.object({
  count,
  packageTypes: v.array(v.object({ packageType, count, share: percent })),
  series: v.array(v.object({ analyticPeriod, count })),
});
export type PotatoPackagedStatistic = v.InferOutput<typeof potatoPackagedStatisticSchema>;

/**
 * GET /potato-batches-statistic: "counts per analyticPeriod" (spec 000 §7). Decided: fry batches
 * (one dump into one chute) per `period` bucket, with the kilograms thrown out of the chute
 * unpackaged (waste); totals, and the count per requested chute. A batch fries fries or
 * hashbrowns, so `packageTypes` keeps the batches whose product has one of those types.
 */
export const potatoBatchesStatisticSchema = v.object({
  count,
  wasteWeight: kilograms,
  chutes: v.array(v.object({ chute: v.picklist(POTATO_CHUTES), count, share: percent })),
  series: v.array(v.object({ analyticPeriod, count, wasteWeight: kilograms })),
});
export type PotatoBatchesStatistic = v.InferOutput<typeof potatoBatchesStatisticSchema>;
