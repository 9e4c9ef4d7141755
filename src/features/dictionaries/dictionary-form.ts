import type {
  DictionaryBody,
  DictionaryEntry,
  DictionaryField,
  DictionaryKind,
} from '../../api/dictionaries/dictionaries.endpoints';
import {
  CODE_MAX_LENGTH,
  HOLD_MINUTES_MAX,
  NAME_MAX_LENGTH,
  PIECES_MAX,
  VENDOR_MAX_LENGTH,
  WEIGHT_LIMITS_KG,
  type WeightField,
} from '../../api/dictionaries/dictionaries.schema';
import { POUNDS_PER_KILOGRAM, type WeightUnit } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A dictionary form's values as typed, by field key: text as text, numbers as Mantine's
 * NumberInput gives them (`''` when empty), weights in the user's unit.
 */
export type DictionaryDraft = Record<string, string | number>;
export type DictionaryProblems = Record<string, string>;

const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Kilograms in `unit`, to three decimals: a gram, or a thousandth of a pound (a nugget weighs
 * 17 g; two decimals would show 0.02 kg). Spec 001 §5: kg or lbs.
 */
export function weightIn(kg: number, unit: WeightUnit): number {
  return thousandths(unit === 'lbs' ? kg * POUNDS_PER_KILOGRAM : kg);
}

/** `amount` of `unit` in kilograms, to the gram. */
export function kilogramsOf(amount: number, unit: WeightUnit): number {
  return thousandths(unit === 'lbs' ? amount / POUNDS_PER_KILOGRAM : amount);
}

/** A weight field's range in `unit`. */
function weightRange(key: WeightField, unit: WeightUnit) {
  const { min, max } = WEIGHT_LIMITS_KG[key];
  return { min: weightIn(min, unit), max: weightIn(max, unit) };
}

const NUMBER_RANGES = { minutes: HOLD_MINUTES_MAX, count: PIECES_MAX } as const;

export function emptyDraft(kind: DictionaryKind): DictionaryDraft {
  return Object.fromEntries(kind.fields.map((field) => [field.key, '']));
}

export function draftOf(
  kind: DictionaryKind,
  entry: DictionaryEntry,
  unit: WeightUnit,
): DictionaryDraft {
  return Object.fromEntries(
    kind.fields.map((field) => {
      const value = entry[field.key];
      if (field.type === 'weight' && typeof value === 'number')
        return [field.key, weightIn(value, unit)];
      return [field.key, value ?? ''];
    }),
  );
}

function problemOf(field: DictionaryField, value: string | number, unit: WeightUnit, t: Translate) {
  const text = String(value).trim();
  switch (field.type) {
    case 'code':
      if (text === '') return t('dictionaries.required');
      if (text.length > CODE_MAX_LENGTH) return t('dictionaries.tooLong', { max: CODE_MAX_LENGTH });
      return /^[A-Za-z0-9_-]+$/.test(text) ? undefined : t('dictionaries.codeChars');
    case 'text':
      if (text === '') return t('dictionaries.required');
      if (text.length > NAME_MAX_LENGTH) return t('dictionaries.tooLong', { max: NAME_MAX_LENGTH });
      return field.listed && text.includes(',') ? t('dictionaries.noComma') : undefined;
    case 'vendor':
      return text.length > VENDOR_MAX_LENGTH
        ? t('dictionaries.tooLong', { max: VENDOR_MAX_LENGTH })
        : undefined;
    case 'material':
    case 'unit':
      return text === '' ? t('dictionaries.required') : undefined;
    case 'weight': {
      if (text === '') return t('dictionaries.required');
      const { min, max } = weightRange(field.key, unit);
      const amount = Number(value);
      return amount >= min && amount <= max ? undefined : t('dictionaries.range', { min, max });
    }
    case 'minutes':
    case 'count': {
      if (text === '') return t('dictionaries.required');
      const amount = Number(value);
      if (!Number.isInteger(amount)) return t('dictionaries.wholeNumber');
      const max = NUMBER_RANGES[field.type];
      return amount >= 1 && amount <= max ? undefined : t('dictionaries.range', { min: 1, max });
    }
  }
}

/**
 * What is wrong with the draft, field by field, before anything is sent: the provider's own
 * rules (dictionaries.schema.ts), said in the user's language and unit.
 */
export function dictionaryProblems(
  kind: DictionaryKind,
  draft: DictionaryDraft,
  unit: WeightUnit,
  t: Translate,
): DictionaryProblems {
  const problems: DictionaryProblems = {};
  for (const field of kind.fields) {
    const problem = problemOf(field, draft[field.key] ?? '', unit, t);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/**
 * The body of a valid draft. A weight left as it was shown keeps the stored kilograms, so an
 * edit in pounds does not move a weight the user did not touch; a changed one is clamped to
 * its range (a pound figure at the edge may round just outside it).
 */
export function dictionaryBody(
  kind: DictionaryKind,
  draft: DictionaryDraft,
  unit: WeightUnit,
  original?: DictionaryEntry,
): DictionaryBody {
  return Object.fromEntries(
    kind.fields.map((field) => {
      const value = draft[field.key] ?? '';
      switch (field.type) {
        case 'weight': {
          const stored = original?.[field.key];
          if (typeof stored === 'number' && Number(value) === weightIn(stored, unit))
            return [field.key, stored];
          const { min, max } = WEIGHT_LIMITS_KG[field.key];
          return [field.key, Math.min(max, Math.max(min, kilogramsOf(Number(value), unit)))];
        }
        case 'minutes':
        case 'count':
          return [field.key, Number(value)];
        case 'vendor':
          return [field.key, String(value).trim() || null];
        default:
          return [field.key, String(value).trim()];
      }
    }),
  );
}
