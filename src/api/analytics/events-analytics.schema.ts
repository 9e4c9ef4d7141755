import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { pageSchema, queryInteger, queryNames } from '../../lib/endpoint';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { analyticQuerySchema, analyticScopeEntries } from './analytics.schema';
import { CONVEYOR_PAGE_LIMIT, ENTREE_PACKAGE_TYPES } from './events-analytics.constants';
import {
  DEFAULT_PERFORMANCE_RATIO_TYPE,
  PERFORMANCE_RATIO_TYPES,
} from '../performance/performance.constants';

/*
 * The events analytics calls (spec 000 §7 GET /analytic/{name}) take the chicken dashboard's
 * filters (`analyticQuerySchema`: range, restaurant, products, period); a few add their own.
 * Weights are kilograms to the gram, times epoch ms, durations minutes to two decimals, and
 * series buckets start at `startEventTime`, as the dashboard's calls.
 */

const scopeEntries = {
  ...analyticScopeEntries,
  materials: analyticQuerySchema.entries.materials,
};

/**
 * Entree-chute calls also take `packages` (spec 001 §3 "packages (entree chutes only)"): codes
 * of the chicken packages dictionary (GET /materials/filters/chicken-packages); one it does not
 * hold matches no package.
 */
export const entreeChutesQuerySchema = v.object({
  ...scopeEntries,
  packages: v.optional(queryNames),
});
export type EntreeChutesQuery = v.InferInput<typeof entreeChutesQuerySchema>;

/** performance-ratio also takes `performanceRatioType` (spec 000 §3). */
export const performanceRatioQuerySchema = v.object({
  ...scopeEntries,
  performanceRatioType: v.optional(
    v.picklist(PERFORMANCE_RATIO_TYPES),
    DEFAULT_PERFORMANCE_RATIO_TYPE,
  ),
});
export type PerformanceRatioQuery = v.InferInput<typeof performanceRatioQuerySchema>;

/** The conveyor container lists are offset-paged, newest first: `limit` 1–100 (10), `offset`. */
export const conveyorContainersQuerySchema = v.object({
  ...scopeEntries,
  limit: v.optional(queryInteger(1, CONVEYOR_PAGE_LIMIT), '10'),
  offset: v.optional(queryInteger(0), '0'),
});
export type ConveyorContainersQuery = v.InferInput<typeof conveyorContainersQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Kilograms, to the gram. */
const kilograms = v.pipe(v.number(), v.minValue(0));
/** A share, 0–100, two decimals. */
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
/** A ratio as a percent, two decimals; above 100 when the numerator is larger. */
const ratio = v.pipe(v.number(), v.minValue(0));
/** Minutes, two decimals. */
const minutes = v.pipe(v.number(), v.minValue(0));
/** An instant, or a series bucket's start; epoch ms. */
const time = v.number();
/*
 * Products, containers and packages are the provider's dictionaries (spec 001 §7
 * "Dictionaries": materials, containers, packages): any name is read, and one the console has no
 * words for is shown as the provider gives it.
 */
const material = openValue;
const containerName = openValue;
const packageType = openValue;

/** An entree package in words: a seeded code translated, another as the provider sends it. */
export function entreePackageLabel(t: Translate, code: string): string {
  return valueLabel(t, ENTREE_PACKAGE_TYPES, code, (known) => `kitchen.package.${known}`);
}

/**
 * GET /analytic/cooked, catering-cooked, recommendations, catering-recommendations: a weight
 * (spec 000 §3 "value, total, perHour") in total and per `period` bucket. Cooked is what left
 * the fryers (the same pans as total-usage), recommended what the tasks asked for.
 */
export const weightTotalSchema = v.object({
  /** Kilograms. */
  total: kilograms,
  /** Pieces. */
  count,
  /** Fryer batches (one pan each) or recommendation tasks; ours, '—' when absent. */
  batches: v.optional(count),
  /** Kilograms per hour of the requested range. */
  perHour: kilograms,
  series: tolerantArray(v.object({ time, value: kilograms, count, batches: v.optional(count) })),
});
export type WeightTotal = v.InferOutput<typeof weightTotalSchema>;

/** The `-distribution` variants: the same weight per product; rows sum to the totals. */
export const weightDistributionSchema = v.object({
  total: kilograms,
  count,
  batches: v.optional(count),
  rows: tolerantArray(
    v.object({
      material,
      /** Kilograms. */
      value: kilograms,
      count,
      batches: v.optional(count),
      /** Percent of `total`. */
      share: percent,
      perHour: kilograms,
    }),
  ),
});
export type WeightDistribution = v.InferOutput<typeof weightDistributionSchema>;

/**
 * Task-delay figures (spec 000 §3): minutes from a recommendation to its fryer drop, over the
 * delayed tasks only (delay above zero). All zero when none was delayed.
 */
const taskDelayEntries = {
  /** Recommendation tasks in scope, delayed or not. */
  tasks: count,
  /** Tasks started late. */
  delaysNumber: count,
  totalDelay: minutes,
  highTaskDelay: minutes,
  lowTaskDelay: minutes,
  averageTaskDelay: minutes,
};

/** GET /analytic/recommendations-task-delay: totals, and delayed tasks (incidents) per bucket. */
export const taskDelaySchema = v.object({
  ...taskDelayEntries,
  series: tolerantArray(v.object({ time, incidentCount: count, totalDelay: minutes })),
});
export type TaskDelay = v.InferOutput<typeof taskDelaySchema>;

/** GET /analytic/recommendation-task-delay-distribution: the same per product. */
export const taskDelayDistributionSchema = v.object({
  ...taskDelayEntries,
  rows: tolerantArray(v.object({ material, ...taskDelayEntries })),
});
export type TaskDelayDistribution = v.InferOutput<typeof taskDelayDistributionSchema>;

/** One container's part of some pans (spec 000 §3 "containerShares"). */
const containerShareSchema = v.object({
  containerName,
  /** Pans held in this container. */
  materialsCount: count,
  /** Percent of the pans of the row (or of all pans). */
  materialsShare: percent,
});

/**
 * GET /analytic/containers-distribution and catering-containers-distribution: pans per holding
 * container, overall and per product; every container is listed, counts sum to `count`.
 */
export const containersDistributionSchema = v.object({
  count,
  containerShares: tolerantArray(containerShareSchema),
  rows: tolerantArray(
    v.object({ material, count, containerShares: tolerantArray(containerShareSchema) }),
  ),
});
export type ContainersDistribution = v.InferOutput<typeof containersDistributionSchema>;

/**
 * GET /analytic/inbound-conveyor and outbound-conveyor: containers carried, and the average
 * minutes on the conveyor (inbound: fryer to holding, outbound: holding to the wash line).
 * Inbound counts a container at its `inboundTime`, outbound at its `outboundTime`.
 */
export const conveyorSchema = v.object({
  count,
  elapsedTime: minutes,
  rows: tolerantArray(v.object({ material, count, share: percent, elapsedTime: minutes })),
  series: tolerantArray(v.object({ time, count, elapsedTime: minutes })),
});
export type Conveyor = v.InferOutput<typeof conveyorSchema>;

/** GET /analytic/inbound-conveyor/containers: one page, newest `inboundTime` first. */
export const inboundContainersSchema = pageSchema(
  v.object({ containerName, material, inboundTime: time, placedTime: time }),
);
export type InboundContainers = v.InferOutput<typeof inboundContainersSchema>;

/** GET /analytic/outbound-conveyor/containers: one page, newest `outboundTime` first. */
export const outboundContainersSchema = pageSchema(
  v.object({ containerName, material, removedTime: time, outboundTime: time }),
);
export type OutboundContainers = v.InferOutput<typeof outboundContainersSchema>;

/**
 * GET /analytic/entree-chutes-holding: packages placed in the entree chutes and the minutes they
 * waited there, per product and per bucket. Every entree-chute call counts a package when it
 * was placed in the chute.
 */
export const entreeChutesHoldingSchema = v.object({
  count,
  averageHoldTime: minutes,
  rows: tolerantArray(v.object({ material, count, averageHoldTime: minutes })),
  series: tolerantArray(v.object({ time, count, averageHoldTime: minutes })),
});
export type EntreeChutesHolding = v.InferOutput<typeof entreeChutesHoldingSchema>;

/** GET /analytic/entree-chutes-packages: packages per product, split by package type. */
export const entreeChutesPackagesSchema = v.object({
  packages: count,
  rows: tolerantArray(
    v.object({
      material,
      packages: count,
      /** The product's package types, each listed. */
      shares: tolerantArray(v.object({ packageType, packagesCount: count })),
    }),
  ),
});
export type EntreeChutesPackages = v.InferOutput<typeof entreeChutesPackagesSchema>;

/** GET /analytic/entree-chutes-quantity: pieces packaged into the chutes, per product. */
export const entreeChutesQuantitySchema = v.object({
  quantity: count,
  rows: tolerantArray(v.object({ material, quantity: count, share: percent })),
});
export type EntreeChutesQuantity = v.InferOutput<typeof entreeChutesQuantitySchema>;

/**
 * GET /analytic/entree-chutes-distribution: packages per package type (spec 000 §3 "productName,
 * materialName, totalCount, totalShare"); `productName` is the package type.
 */
export const entreeChutesDistributionSchema = v.object({
  totalCount: count,
  rows: tolerantArray(
    v.object({
      productName: packageType,
      materialName: material,
      totalCount: count,
      totalShare: percent,
    }),
  ),
});
export type EntreeChutesDistribution = v.InferOutput<typeof entreeChutesDistributionSchema>;

/** Spec 000 §3: "wasteWeight, cookedRatio, cookedWeight, recommendationWeight". */
const performanceEntries = {
  cookedWeight: kilograms,
  recommendationWeight: kilograms,
  wasteWeight: kilograms,
  /** The `performanceRatioType` ratio as a percent (0 when its denominator is 0). */
  cookedRatio: ratio,
};

/**
 * GET /analytic/performance-ratio: the ratio in total, per product and per bucket. The echo of
 * the ratio asked for is optional and open: the card names the ratio the URL asked for.
 */
export const performanceRatioSchema = v.object({
  performanceRatioType: v.optional(openValue),
  ...performanceEntries,
  rows: tolerantArray(v.object({ material, ...performanceEntries })),
  series: tolerantArray(v.object({ time, ...performanceEntries })),
});
export type PerformanceRatio = v.InferOutput<typeof performanceRatioSchema>;
