import * as v from 'valibot';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * A kitchen's fryers (spec 001 §2 "Fryer manager", §7 "Fryers"; §3 "Fryer: fields not shown"):
 * the fields are ours (docs/decisions/production.md): a name, the maker, its vats, the oil
 * it holds and the station it feeds.
 */

export const FRYER_NAME_MAX_LENGTH = 60;
export const FRYER_VENDOR_MAX_LENGTH = 60;
export const FRYER_STATION_MAX_LENGTH = 60;
export const FRYER_VATS_MIN = 1;
export const FRYER_VATS_MAX = 4;
/** Oil per fryer in kilograms (a counter fryer holds 7–25 kg); shown in pounds on request. */
export const FRYER_OIL_MIN_KG = 1;
export const FRYER_OIL_MAX_KG = 100;

const name = (max: number, what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${what} is required`),
    v.maxLength(max, `${what} must be at most ${max} characters`),
  );

/** The fields a create and an edit send. */
const fryerFields = {
  name: name(FRYER_NAME_MAX_LENGTH, 'name'),
  // The vendors travel as a comma list in the fryer filters: a comma would split one in two.
  vendor: v.pipe(
    name(FRYER_VENDOR_MAX_LENGTH, 'vendor'),
    v.regex(/^[^,]+$/, 'vendor must have no comma'),
  ),
  vats: v.pipe(
    v.number('vats must be a number'),
    v.integer('vats must be a whole number'),
    v.minValue(FRYER_VATS_MIN, `vats must be ${FRYER_VATS_MIN} to ${FRYER_VATS_MAX}`),
    v.maxValue(FRYER_VATS_MAX, `vats must be ${FRYER_VATS_MIN} to ${FRYER_VATS_MAX}`),
  ),
  oilCapacityKg: v.pipe(
    v.number('oilCapacityKg must be a number'),
    v.minValue(
      FRYER_OIL_MIN_KG,
      `oilCapacityKg must be ${FRYER_OIL_MIN_KG} to ${FRYER_OIL_MAX_KG}`,
    ),
    v.maxValue(
      FRYER_OIL_MAX_KG,
      `oilCapacityKg must be ${FRYER_OIL_MIN_KG} to ${FRYER_OIL_MAX_KG}`,
    ),
  ),
  /** The station the fryer feeds (its work center on the queue), if any. */
  station: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        FRYER_STATION_MAX_LENGTH,
        `station must be at most ${FRYER_STATION_MAX_LENGTH} characters`,
      ),
    ),
  ),
};

/**
 * A fryer as the provider answers it (spec 001 §3 "Fryer: fields not shown"): read as it comes,
 * not held to what a form may send. Its name is required (the page lists fryers by it); the
 * maker is the provider's (any name); the maker, vats, oil and station are optional, shown as
 * '—' (or "no station") without them.
 */
export const fryerSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  name: v.string(),
  vendor: v.optional(v.string()),
  vats: v.optional(v.number()),
  oilCapacityKg: v.optional(v.number()),
  station: v.optional(v.nullable(v.string()), null),
  updatedAt: v.optional(v.number()),
});
export type Fryer = v.InferOutput<typeof fryerSchema>;

export const fryerListSchema = tolerantArray(fryerSchema);

/** GET /fryers: one restaurant's fryers (a kitchen has a few, so the list is not paged). */
export const fryerListQuerySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
});

export const fryerUpdateBodySchema = v.object(fryerFields);
export type FryerUpdateBody = v.InferInput<typeof fryerUpdateBodySchema>;

export const fryerCreateBodySchema = v.object({
  restaurantUuid: v.pipe(v.string(), v.nonEmpty('restaurantUuid is required')),
  ...fryerFields,
});
export type FryerCreateBody = v.InferInput<typeof fryerCreateBodySchema>;
