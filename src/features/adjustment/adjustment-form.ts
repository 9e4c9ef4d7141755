import {
  SCALE_MAX_PERCENT,
  SCALE_MIN_PERCENT,
  type AdjustmentRule,
  type Scale,
} from '../../api/adjustment/adjustment.schema';
import type { ChickenProduct } from '../../api/analytics/analytics.constants';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A rule's materials' problem before sending: none chosen, or one already in another rule of
 * the restaurant (the provider refuses both: adjustment.schema.ts, sandbox/routes/adjustment.ts).
 */
export function ruleProblem(
  materials: readonly ChickenProduct[],
  others: readonly AdjustmentRule[],
  t: Translate,
): string | undefined {
  if (materials.length === 0) return t('adjustment.materialsRequired');
  const taken = others.flatMap((rule) => rule.materialUuids).filter((m) => materials.includes(m));
  return taken.length > 0
    ? t('adjustment.materialsTaken', { materials: [...new Set(taken)].join(', ') })
    : undefined;
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
