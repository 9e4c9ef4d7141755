import * as v from 'valibot';
import { tolerantArray } from '../../lib/tolerant-read';

/*
 * The kitchen dictionaries (spec 001 §2 "Dictionaries: tabs Materials, Containers and
 * Packages", §7 "Dictionaries and reports"; §3 shows no fields): the fields are ours
 * (docs/decisions/dictionaries.md, "Kitchen dictionaries"). Every weight travels in kilograms; the console
 * shows it in the user's unit. Lists are sorted by code, materials by materialCode ASC (§9).
 */

export const CODE_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 60;
export const VENDOR_MAX_LENGTH = 60;
export const HOLD_MINUTES_MAX = 240;
export const PIECES_MAX = 100;

/** The weight each kind's form accepts, in kilograms. */
export const WEIGHT_LIMITS_KG = {
  pieceWeightKg: { min: 0.005, max: 2 },
  capacityKg: { min: 0.1, max: 50 },
  batchWeightKg: { min: 0.1, max: 20 },
  weightKg: { min: 0.01, max: 5 },
} as const;
export type WeightField = keyof typeof WEIGHT_LIMITS_KG;

const code = (key: string) =>
  v.pipe(
    v.string(`${key} is required`),
    v.trim(),
    v.nonEmpty(`${key} is required`),
    v.maxLength(CODE_MAX_LENGTH, `${key} must be at most ${CODE_MAX_LENGTH} characters`),
    v.regex(/^[A-Za-z0-9_-]+$/, `${key} may hold letters, digits, - and _ only`),
  );

const name = v.pipe(
  v.string('name is required'),
  v.trim(),
  v.nonEmpty('name is required'),
  v.maxLength(NAME_MAX_LENGTH, `name must be at most ${NAME_MAX_LENGTH} characters`),
);

/**
 * A chicken material's name as sent: the filters carry these names as comma lists (the URL's
 * `materials` and `chickenTypes`, spec 001 §7 line 239), so a comma in one would split it.
 * Read as stored, so an entry saved before this rule still lists.
 */
const listedName = v.pipe(
  name,
  v.excludes(',', 'name must not contain a comma: the product filters send names as a comma list'),
);

/** Who supplies it; none for a house product. */
const vendor = v.nullable(
  v.pipe(
    v.string('vendor must be text'),
    v.trim(),
    v.maxLength(VENDOR_MAX_LENGTH, `vendor must be at most ${VENDOR_MAX_LENGTH} characters`),
  ),
);

function kilograms(key: WeightField) {
  const { min, max } = WEIGHT_LIMITS_KG[key];
  return v.pipe(
    v.number(`${key} must be a number`),
    v.minValue(min, `${key} must be ${min} to ${max} kg`),
    v.maxValue(max, `${key} must be ${min} to ${max} kg`),
  );
}

function wholeNumber(key: string, max: number) {
  return v.pipe(
    v.number(`${key} must be a number`),
    v.integer(`${key} must be a whole number`),
    v.minValue(1, `${key} must be 1 to ${max}`),
    v.maxValue(max, `${key} must be 1 to ${max}`),
  );
}

const holdTimeMinutes = wholeNumber('holdTimeMinutes', HOLD_MINUTES_MAX);
const reference = (key: string) =>
  v.pipe(v.string(`${key} is required`), v.nonEmpty(`${key} is required`));

export const chickenMaterialFields = {
  materialCode: code('materialCode'),
  name: listedName,
  vendor,
  /** How its batches are counted: a code of GET /dictionaries/measurementUnits. */
  measurementUnit: reference('measurementUnit'),
  pieceWeightKg: kilograms('pieceWeightKg'),
  holdTimeMinutes,
};

export const containerFields = {
  code: code('code'),
  name,
  capacityKg: kilograms('capacityKg'),
  holdTimeMinutes,
};

export const chickenPackageFields = {
  code: code('code'),
  name,
  /** The chicken material it is made of (GET /dictionaries/materials/all). */
  materialUuid: reference('materialUuid'),
  pieces: wholeNumber('pieces', PIECES_MAX),
  holdTimeMinutes,
};

export const potatoMaterialFields = {
  materialCode: code('materialCode'),
  name,
  vendor,
  measurementUnit: reference('measurementUnit'),
  batchWeightKg: kilograms('batchWeightKg'),
  holdTimeMinutes,
};

export const potatoPackageFields = {
  code: code('code'),
  name,
  /** The potato material it is filled with (GET /dictionaries/potato-materials/all). */
  materialUuid: reference('materialUuid'),
  weightKg: kilograms('weightKg'),
  holdTimeMinutes,
};

/*
 * An entry as an answer carries it. The form's rules (lengths, ranges, the comma) are what the
 * console sends, not what it reads: a provider's entry outside them still lists. Its id, code
 * and name are required (the list is sorted by the code and names each row); every other field
 * is ours (spec 001 §3 shows none) and optional, shown as 'N/A' when absent.
 */
const storedText = v.optional(v.nullable(v.string()));
const storedNumber = v.optional(v.nullable(v.number()));
const stored = { uuid: v.string(), updatedAt: v.optional(v.number()), name: v.string() };

export const chickenMaterialSchema = v.object({
  ...stored,
  materialCode: v.string(),
  vendor: storedText,
  measurementUnit: storedText,
  pieceWeightKg: storedNumber,
  holdTimeMinutes: storedNumber,
});
export const containerSchema = v.object({
  ...stored,
  code: v.string(),
  capacityKg: storedNumber,
  holdTimeMinutes: storedNumber,
});
export const chickenPackageSchema = v.object({
  ...stored,
  code: v.string(),
  materialUuid: storedText,
  pieces: storedNumber,
  holdTimeMinutes: storedNumber,
});
export const potatoMaterialSchema = v.object({
  ...stored,
  materialCode: v.string(),
  vendor: storedText,
  measurementUnit: storedText,
  batchWeightKg: storedNumber,
  holdTimeMinutes: storedNumber,
});
export const potatoPackageSchema = v.object({
  ...stored,
  code: v.string(),
  materialUuid: storedText,
  weightKg: storedNumber,
  holdTimeMinutes: storedNumber,
});

export type ChickenMaterial = v.InferOutput<typeof chickenMaterialSchema>;
export type Container = v.InferOutput<typeof containerSchema>;
export type ChickenPackage = v.InferOutput<typeof chickenPackageSchema>;
export type PotatoMaterial = v.InferOutput<typeof potatoMaterialSchema>;
export type PotatoPackage = v.InferOutput<typeof potatoPackageSchema>;

/**
 * A list answer: every entry, sorted, and how many (spec 001 §7 shows `content` and `total` for
 * GET /dictionaries/packages; the others answer alike). Not paged: a chain's dictionary holds
 * tens of entries.
 */
export function dictionaryListSchema<S extends v.GenericSchema>(entry: S) {
  return v.object({ content: tolerantArray(entry), total: v.number() });
}

/** GET /dictionaries/measurementUnits: how a material's batches are counted (a code at least). */
export const measurementUnitSchema = v.object({ code: v.string(), name: v.optional(v.string()) });
export type MeasurementUnit = v.InferOutput<typeof measurementUnitSchema>;
