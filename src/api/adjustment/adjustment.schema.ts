import * as v from 'valibot';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/*
 * Adjustment (spec 001 §2, §3 "Adjustment rules: restaurantUuid, materialUuids. Scales are per
 * restaurant (payload scales)", §7). A rule names its materials by their uuids in the chicken
 * materials dictionary (GET /dictionaries/materials/all); the scales are per product label, as
 * the recommendations they scale.
 */

/**
 * A scale's product: a name of the chicken materials dictionary, one added there as well as the
 * seeded ones (spec 001 §7 "Dictionaries"); the console shows it by its name.
 */
const material = v.pipe(
  v.string('material must be a chicken material name'),
  v.nonEmpty('material must be a chicken material name'),
);
const materialUuid = v.pipe(
  v.string('materialUuids must be material uuids'),
  v.nonEmpty('materialUuids must be material uuids'),
);

/** The materials of a rule: at least one, each once. */
const materialUuids = v.pipe(
  v.array(materialUuid, 'materialUuids must be a list'),
  v.minLength(1, 'materialUuids must name at least one material'),
  v.check((list) => new Set(list).size === list.length, 'materialUuids must not repeat a material'),
);

/**
 * An adjustment rule: the materials whose recommendations a restaurant adjusts by its scales;
 * a material is in at most one rule of a restaurant.
 */
export const adjustmentRuleSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  /** Uuids of the chicken materials dictionary. */
  materialUuids: v.array(v.string()),
  /** Ours: when it last changed; '—' without it. */
  updatedAt: v.optional(v.number()),
});
export type AdjustmentRule = v.InferOutput<typeof adjustmentRuleSchema>;
export const adjustmentRuleListSchema = tolerantArray(adjustmentRuleSchema);

export const adjustmentRuleListQuerySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
});

export const adjustmentRuleCreateBodySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
  materialUuids,
});
export type AdjustmentRuleCreateBody = v.InferInput<typeof adjustmentRuleCreateBodySchema>;

export const adjustmentRuleUpdateBodySchema = v.object({ materialUuids });
export type AdjustmentRuleUpdateBody = v.InferInput<typeof adjustmentRuleUpdateBodySchema>;

/** A scale: how much of the predicted amount is recommended, in whole percent. */
export const SCALE_MIN_PERCENT = 50;
export const SCALE_MAX_PERCENT = 200;
export const SCALE_DEFAULT_PERCENT = 100;

const percent = v.pipe(
  v.number('percent must be a number'),
  v.integer('percent must be a whole number'),
  v.minValue(SCALE_MIN_PERCENT, `percent must be ${SCALE_MIN_PERCENT} to ${SCALE_MAX_PERCENT}`),
  v.maxValue(SCALE_MAX_PERCENT, `percent must be ${SCALE_MIN_PERCENT} to ${SCALE_MAX_PERCENT}`),
);

const scaleSchema = v.object({ material, percent });
export type Scale = v.InferOutput<typeof scaleSchema>;

/** A scale as an answer carries it: any product of the dictionary, any whole percent it sets. */
const scaleAnswerSchema = v.object({ material: openValue, percent: v.number() });

const pieces = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * What the kitchen recommends for a material in the next hour: the pieces predicted to sell and
 * the pieces recommended for them, `percent` of the prediction; `adjusted` false when the
 * kitchen's rules leave the material out, so its scale does not apply (then 100).
 */
const nextHourMaterialSchema = v.object({
  material: openValue,
  adjusted: v.boolean(),
  percent: v.pipe(v.number(), v.integer()),
  predicted: pieces,
  recommended: pieces,
});
export type NextHourMaterial = v.InferOutput<typeof nextHourMaterialSchema>;

/**
 * GET /restaurants/{id}/scales: one scale per material, 100 for a material never set, and
 * (ours: spec 001 §7 shows no payload beyond `scales`) what they make the kitchen recommend in
 * the hour from the answer's time, `[from, to)` epoch ms, as the live queue plans it.
 */
export const scalesSchema = v.object({
  restaurantUuid: v.string(),
  scales: tolerantArray(scaleAnswerSchema),
  // Optional: a provider that answers only `scales` still serves the page; the preview is
  // then not shown (docs/decisions/production.md, "Adjustment applies").
  nextHour: v.optional(
    v.object({
      from: v.number(),
      to: v.number(),
      materials: tolerantArray(nextHourMaterialSchema),
    }),
  ),
});
export type Scales = v.InferOutput<typeof scalesSchema>;

/** PUT /restaurants/{id}/scales: the scales to set (payload `scales`); the others keep theirs. */
export const scalesBodySchema = v.object({
  scales: v.pipe(
    v.array(scaleSchema, 'scales must be a list'),
    v.check(
      (list) => new Set(list.map((scale) => scale.material)).size === list.length,
      'scales must not repeat a material',
    ),
  ),
});
export type ScalesBody = v.InferInput<typeof scalesBodySchema>;
