import {
  FRYER_NAME_MAX_LENGTH,
  FRYER_OIL_MAX_KG,
  FRYER_OIL_MIN_KG,
  FRYER_STATION_MAX_LENGTH,
  FRYER_VATS_MAX,
  FRYER_VATS_MIN,
  FRYER_VENDOR_MAX_LENGTH,
  type Fryer,
  type FryerUpdateBody,
} from '../../api/fryers/fryers.schema';
import { POUNDS_PER_KILOGRAM, type WeightUnit } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * The fryer form's values as typed: numbers stay `number | string` (Mantine's NumberInput gives
 * '' for an empty field), the oil in the user's weight unit (kg or lb).
 */
export interface FryerDraft {
  name: string;
  vendor: string;
  vats: number | string;
  oil: number | string;
  station: string;
}

export type FryerProblems = Partial<Record<keyof FryerDraft, string>>;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Kilograms shown in `unit`, one decimal. */
export function oilIn(kg: number, unit: WeightUnit): number {
  return oneDecimal(unit === 'lbs' ? kg * POUNDS_PER_KILOGRAM : kg);
}

/** `amount` of `unit` in kilograms, to the gram. */
function oilKg(amount: number, unit: WeightUnit): number {
  return Math.round((unit === 'lbs' ? amount / POUNDS_PER_KILOGRAM : amount) * 1000) / 1000;
}

export function emptyDraft(): FryerDraft {
  return { name: '', vendor: '', vats: 1, oil: '', station: '' };
}

export function draftOf(fryer: Fryer, unit: WeightUnit): FryerDraft {
  return {
    name: fryer.name,
    vendor: fryer.vendor ?? '',
    vats: fryer.vats ?? 1,
    oil: fryer.oilCapacityKg === undefined ? '' : oilIn(fryer.oilCapacityKg, unit),
    station: fryer.station ?? '',
  };
}

/**
 * What is wrong with the draft, field by field, before anything is sent (forms validate before
 * sending): the same rules the provider checks (fryers.schema.ts).
 */
export function fryerProblems(draft: FryerDraft, unit: WeightUnit, t: Translate): FryerProblems {
  const problems: FryerProblems = {};
  const text = (value: string, max: number) =>
    value.trim() === ''
      ? t('pcsAdmin.required')
      : value.trim().length > max
        ? t('pcsAdmin.tooLong', { max })
        : undefined;
  problems.name = text(draft.name, FRYER_NAME_MAX_LENGTH);
  problems.vendor =
    text(draft.vendor, FRYER_VENDOR_MAX_LENGTH) ??
    (draft.vendor.includes(',') ? t('pcsAdmin.noComma') : undefined);
  if (draft.vats === '') problems.vats = t('pcsAdmin.required');
  else if (!Number.isInteger(Number(draft.vats))) problems.vats = t('pcsAdmin.wholeNumber');
  else if (Number(draft.vats) < FRYER_VATS_MIN || Number(draft.vats) > FRYER_VATS_MAX)
    problems.vats = t('pcsAdmin.range', { min: FRYER_VATS_MIN, max: FRYER_VATS_MAX });
  const min = oilIn(FRYER_OIL_MIN_KG, unit);
  const max = oilIn(FRYER_OIL_MAX_KG, unit);
  if (draft.oil === '') problems.oil = t('pcsAdmin.required');
  else if (!(Number(draft.oil) >= min && Number(draft.oil) <= max))
    problems.oil = t('pcsAdmin.range', { min, max });
  if (draft.station.trim().length > FRYER_STATION_MAX_LENGTH)
    problems.station = t('pcsAdmin.tooLong', { max: FRYER_STATION_MAX_LENGTH });
  for (const key of Object.keys(problems) as Array<keyof FryerDraft>)
    if (problems[key] === undefined) delete problems[key];
  return problems;
}

/** The body of a valid draft. */
export function fryerBody(draft: FryerDraft, unit: WeightUnit): FryerUpdateBody {
  // The kilograms are clamped: a pound figure at the range's edge may round just outside it.
  const kg = Math.min(FRYER_OIL_MAX_KG, Math.max(FRYER_OIL_MIN_KG, oilKg(Number(draft.oil), unit)));
  return {
    name: draft.name.trim(),
    vendor: draft.vendor.trim(),
    vats: Number(draft.vats),
    oilCapacityKg: kg,
    station: draft.station.trim() || null,
  };
}
