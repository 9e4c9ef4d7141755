import * as v from 'valibot';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { analyticQuerySchema, analyticScopeEntries } from '../analytics/analytics.schema';

/*
 * GET /eventAnalytic and GET /eventAnalytic/materials (spec 001 §7 "Activity and support"; the
 * spec shows neither parameters nor answer, docs/decisions/dashboards-and-analytics.md "Event analytic"): how many of
 * the kitchen's events the events analytics page's scope holds, by kind and by product. Each
 * kind is counted as the page's card for it counts, from the same pans, tasks and packages.
 */

/**
 * The kitchen's events, in the order of their work: a recommendation came up, a task started
 * late, a pan left the fryer, a pan was emptied with pieces left, a container left holding on
 * the outbound conveyor, an entree package was placed in a chute.
 */
export const EVENT_ANALYTIC_NAMES = [
  'TASK_ASKED',
  'TASK_LATE',
  'PAN_COOKED',
  'PAN_WASTED',
  'PAN_OUTBOUND',
  'PACKAGE_PLACED',
] as const;
export type EventAnalyticName = (typeof EVENT_ANALYTIC_NAMES)[number];

/**
 * The scope, as every /analytic call reads it (`[startEventTime, endEventTime)`, the 24 h before
 * now without them; one restaurant or every one the user may see), and `catering`: true counts
 * the catering tasks and pans only, as the page's catering toggle does for their cards.
 */
const scopeEntries = {
  startEventTime: analyticScopeEntries.startEventTime,
  endEventTime: analyticScopeEntries.endEventTime,
  restaurantUuid: analyticScopeEntries.restaurantUuid,
  catering: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((value) => value === 'true'),
    ),
  ),
};

/** GET /eventAnalytic: the scope and `materials`, as the /analytic calls take it (all when absent). */
export const eventAnalyticQuerySchema = v.object({
  ...scopeEntries,
  materials: analyticQuerySchema.entries.materials,
});
export type EventAnalyticQuery = v.InferInput<typeof eventAnalyticQuerySchema>;

/** GET /eventAnalytic/materials: the scope only; it says which products there are to choose. */
export const eventAnalyticMaterialsQuerySchema = v.object(scopeEntries);
export type EventAnalyticMaterialsQuery = v.InferInput<typeof eventAnalyticMaterialsQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Every kind, in `EVENT_ANALYTIC_NAMES` order, with its count; `total` is their sum. The kinds
 * are the provider's (spec 001 §3 "eventName (default all)" names no set): one the console has
 * no words for is read and shown by its name, with nothing to open.
 */
export const eventAnalyticSchema = v.object({
  total: count,
  rows: tolerantArray(v.object({ eventName: openValue, count })),
});
export type EventAnalytic = v.InferOutput<typeof eventAnalyticSchema>;

/**
 * The products with at least one event in scope (their names, as the events carry them), in
 * the products' usual order, each with its events of every kind; the counts sum to
 * /eventAnalytic's `total` for the same scope.
 */
export const eventAnalyticMaterialsSchema = tolerantArray(
  v.object({ material: v.pipe(v.string(), v.nonEmpty()), count }),
);
export type EventAnalyticMaterials = v.InferOutput<typeof eventAnalyticMaterialsSchema>;
