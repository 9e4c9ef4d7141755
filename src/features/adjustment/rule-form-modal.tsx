import { Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adjustmentMutations } from '../../api/adjustment/adjustment.queries';
import type { AdjustmentRule } from '../../api/adjustment/adjustment.schema';
import { materialPickList } from '../../api/dictionaries/material-options.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { notify } from '../../ui/feedback/notify';
import { MultiSelectAll } from '../../ui/forms/multi-select-all';
import { FormModal } from '../../ui/forms/form-modal';
import { materialNames, ruleProblem } from './adjustment-form';
import { SaveButtons, SaveRefusal, useCheckedSubmit } from '../../ui/forms/save-form';

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
  const create = useMutation(adjustmentMutations.createRule());
  const update = useMutation(adjustmentMutations.updateRule());
  const save = target.kind === 'edit' ? update : create;
  const options = useQuery(materialPickList('chicken'));
  const [materials, setMaterials] = useState<string[]>(
    target.kind === 'edit' ? target.rule.materialUuids : [],
  );
  const { shown, trySubmit } = useCheckedSubmit({
    materials: ruleProblem(materials, others, t, materialNames(options.data)),
  });

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    const done = (message: 'adjustment.created' | 'adjustment.saved') => {
      void notify({ color: 'green', message: t(message) });
      onDone();
    };
    if (target.kind === 'edit')
      update.mutate(
        { uuid: target.rule.uuid, body: { materialUuids: materials } },
        { onSuccess: () => done('adjustment.saved') },
      );
    else
      create.mutate(
        { restaurantUuid: target.restaurantUuid, materialUuids: materials },
        { onSuccess: () => done('adjustment.created') },
      );
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
          value={materials}
          onChange={(value) => {
            setMaterials(value);
            if (save.isError) save.reset();
          }}
          required
          error={shown.materials}
          data-autofocus
        />
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
