import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { adjustmentMutations } from '../../api/adjustment/adjustment.queries';
import type { AdjustmentRule } from '../../api/adjustment/adjustment.schema';
import { materialPickList } from '../../api/dictionaries/material-options.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { MultiSelectAll } from '../../ui/forms/multi-select-all';
import { FormModal } from '../../ui/forms/form-modal';
import { materialNames, ruleProblem } from './adjustment-form';
import { SaveButtons, SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';

export type RuleFormTarget =
  { kind: 'create'; restaurantUuid: string } | { kind: 'edit'; rule: AdjustmentRule };

/**
 * Create or edit an adjustment rule (POST /adjustmentRules, PUT /adjustmentRules/{id}): its
 * materials, chosen by name from the chicken materials dictionary and sent by uuid (spec 001 §3
 * materialUuids); full screen on a phone. The problem is said before
 * sending; a refusal shows the provider's message and keeps the choice.
 */
export function RuleFormModal({
  target,
  rules,
  onClose,
}: {
  target: RuleFormTarget | null;
  /** The restaurant's rules, so a material already in one is flagged before sending. */
  rules: readonly AdjustmentRule[];
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={t(target?.kind === 'edit' ? 'adjustment.editTitle' : 'adjustment.createTitle')}
      formKey={target?.kind === 'edit' ? target.rule.uuid : 'new'}
    >
      {target && (
        <RuleForm
          target={target}
          others={rules.filter(
            (rule) => target.kind === 'create' || rule.uuid !== target.rule.uuid,
          )}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}

function RuleForm({
  target,
  others,
  onDone,
}: {
  target: RuleFormTarget;
  others: readonly AdjustmentRule[];
  onDone(): void;
}) {
  const { t } = useI18n();
  const options = useQuery(materialPickList('chicken'));
  const { draft, change, shown, trySubmit, save, create, update } = useKeptForm({
    editing: target.kind === 'edit',
    create: adjustmentMutations.createRule(),
    update: adjustmentMutations.updateRule(),
    initial: () => ({ materials: target.kind === 'edit' ? target.rule.materialUuids : [] }),
    problems: ({ materials }) => ({
      materials: ruleProblem(materials, others, t, materialNames(options.data)),
    }),
    savedMessage: (_rule, created) => t(created ? 'adjustment.created' : 'adjustment.saved'),
    onDone,
  });

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    if (target.kind === 'edit')
      update({ uuid: target.rule.uuid, body: { materialUuids: draft.materials } });
    else create({ restaurantUuid: target.restaurantUuid, materialUuids: draft.materials });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('adjustment.rules')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <MultiSelectAll
          label={t('adjustment.field.materials')}
          data={(options.data ?? []).map((material) => ({
            value: material.uuid,
            label: material.name,
          }))}
          value={draft.materials}
          onChange={(materials) => change({ materials })}
          required
          error={shown.materials}
          data-autofocus
        />
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
