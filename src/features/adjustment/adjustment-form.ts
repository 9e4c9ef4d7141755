import {
  SCALE_MAX_PERCENT,
  SCALE_MIN_PERCENT,
  type AdjustmentRule,
  type Scale,
} from '../../api/adjustment/adjustment.schema';
import type { MaterialOption } from '../../api/dictionaries/material-options.schema';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A rule's materials' problem before sending: none chosen, or one already in another rule of
 * the restaurant (the provider refuses both: adjustment.schema.ts, sandbox/routes/adjustment.ts).
 * `materials` are uuids; `nameOf` names one for the message.
 */
export function ruleProblem(
  materials: readonly string[],
  others: readonly AdjustmentRule[],
  t: Translate,
  nameOf: (uuid: string) => string,
): string | undefined {
  if (materials.length === 0) return t('adjustment.materialsRequired');
  const taken = others.flatMap((rule) => rule.materialUuids).filter((m) => materials.includes(m));
  return taken.length > 0
    ? t('adjustment.materialsTaken', { materials: [...new Set(taken)].map(nameOf).join(', ') })
    : undefined;
}

/**
 * A material's name by its uuid in the chicken materials dictionary (GET
 * /dictionaries/materials/all): the uuid itself for one the dictionary no longer lists.
 */
export function materialNames(options: readonly MaterialOption[] | undefined) {
  const names = new Map(options?.map((option) => [option.uuid, option.name]));
  return (uuid: string) => names.get(uuid) ?? uuid;
}

/** The scales as typed: '' for an emptied field. */
export type ScaleDraft = Record<string, number | string>;

export function scaleDraftOf(scales: readonly Scale[]): ScaleDraft {
  return Object.fromEntries(scales.map((scale) => [scale.material, scale.percent]));
}

/** A scale's problem: required, whole, 50 to 200 %. */
export function scaleProblem(value: number | string, t: Translate): string | undefined {
  if (value === '') return t('pcsAdmin.required');
  const percent = Number(value);
  if (!Number.isInteger(percent)) return t('pcsAdmin.wholeNumber');
  if (percent < SCALE_MIN_PERCENT || percent > SCALE_MAX_PERCENT)
    return t('pcsAdmin.range', { min: SCALE_MIN_PERCENT, max: SCALE_MAX_PERCENT });
  return undefined;
}

/** The scales that differ from the saved ones: a PUT names only those. */
export function changedScales(saved: readonly Scale[], draft: ScaleDraft): Scale[] {
  return saved.flatMap((scale) => {
    const value = draft[scale.material];
    return value !== undefined && value !== '' && Number(value) !== scale.percent
      ? [{ material: scale.material, percent: Number(value) }]
      : [];
  });
}
