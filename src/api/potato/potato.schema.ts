import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { queryList, queryNames } from '../../lib/endpoint';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { analyticScopeEntries } from '../analytics/analytics.schema';
import { DAY_PARTS, type HoldTimeLabel } from '../analytics/analytics.constants';
import { POTATO_PACKAGE_TYPES } from './potato.constants';

/** A potato package in words: a seeded type translated, another as the provider sends its code. */
export function potatoPackageLabel(t: Translate, code: string): string {
  return valueLabel(t, POTATO_PACKAGE_TYPES, code, (known) => `kitchen.potatoPackage.${known}`);
}

/**
 * Potato packages are the provider's dictionary (spec 001 §7 GET /dictionaries/packages): any
 * code is asked for, one no item carries matching nothing.
 */
const packageTypeList = queryNames;

/** A kitchen's fry chutes, numbered from 1 (the seeded kitchens have 4; another may have more). */
const chuteNumber = v.pipe(v.number(), v.integer(), v.minValue(1));

const chuteList = v.pipe(
  queryList,
  v.array(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'must be chute numbers'))),
  v.transform((chutes) => chutes.map(Number)),
);

/**
 * The filters of every potato chart (spec 000 §7, "Potato charts"). As the chicken analytics:
 * epoch ms, `[startEventTime, endEventTime)`, the 24 h before now without them; every visible
 * restaurant without `restaurantUuid`. `packageTypes` is a comma list (all six when absent or
 * empty); `chutes` a comma list of chute numbers, default 1,2 (spec 001, "Potato dashboard defaults");
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
const packageType = openValue;

/**
 * Percent of a package type's items per hold-time zone (spec 000 §9). Each zone is optional: the
 * spec names no items, and the pie counts a zone not given as 0.
 */
const zonePercent = v.optional(percent);
const zonePercentsSchema = v.object({
  '<=20': zonePercent,
  '20-25': zonePercent,
  '25-30': zonePercent,
  '30-35': zonePercent,
  '35-40': zonePercent,
  '>40': zonePercent,
} satisfies Record<HoldTimeLabel, typeof zonePercent>);

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
  dayParts: tolerantArray(
    v.object({
      dayPart: v.picklist(DAY_PARTS),
      count,
      averageHoldTime: minutes,
      packageTypes: tolerantArray(v.object({ packageType, count, averageHoldTime: minutes })),
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
  packageTypes: tolerantArray(v.object({ packageType, count, averageHoldTime: minutes })),
  series: tolerantArray(v.object({ analyticPeriod, count, averageHoldTime: minutes })),
});
export type PotatoAverageHoldTime = v.InferOutput<typeof potatoAverageHoldTimeSchema>;

/**
 * GET /potato-packaged-statistic: decided as items packaged per requested type with its share of
 * all of them (shares sum to 100 within rounding; all 0 when nothing was packaged), and a series
 * per `period`.
 */
export const potatoPackagedStatisticSchema = v.object({
  count,
  packageTypes: tolerantArray(v.object({ packageType, count, share: percent })),
  series: tolerantArray(v.object({ analyticPeriod, count })),
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
  chutes: tolerantArray(v.object({ chute: chuteNumber, count, share: percent })),
  series: tolerantArray(v.object({ analyticPeriod, count, wasteWeight: kilograms })),
});
export type PotatoBatchesStatistic = v.InferOutput<typeof potatoBatchesStatisticSchema>;
