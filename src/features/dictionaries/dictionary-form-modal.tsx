import { Button, Flex, NativeSelect, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import type {
  DictionaryEntry,
  DictionaryField,
  DictionaryKind,
} from '../../api/dictionaries/dictionaries.endpoints';
import { dictionariesMutations } from '../../api/dictionaries/dictionaries.queries';
import {
  CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  VENDOR_MAX_LENGTH,
} from '../../api/dictionaries/dictionaries.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { errorText } from '../../ui/feedback/error-text';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { NumberInput } from '../../ui/forms/number-input';
import { FormModal } from '../../ui/forms/form-modal';
import {
  dictionaryBody,
  dictionaryProblems,
  draftOf,
  emptyDraft,
  type DictionaryDraft,
} from './dictionary-form';
import type { DictionaryNoun } from './dictionary-pages';
import { useCellText } from './use-cell-text';
import { SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';
import { ConnectedButton } from '../../ui/forms/connected-button';

/** What the modal is open for: a new entry, or one to edit. */
export type DictionaryFormTarget = { kind: 'create' } | { kind: 'edit'; entry: DictionaryEntry };

const TEXT_MAX = { code: CODE_MAX_LENGTH, text: NAME_MAX_LENGTH, vendor: VENDOR_MAX_LENGTH };

/**
 * Create or edit an entry of a dictionary (POST, PUT {id}); full screen on a phone. Its
 * fields are the kind's. Problems are shown per field before sending; a refusal shows the
 * provider's message above the fields and keeps everything typed (spec 001 §8).
 */
export function DictionaryFormModal({
  kind,
  noun,
  target,
  onClose,
}: {
  kind: DictionaryKind;
  noun: DictionaryNoun;
  target: DictionaryFormTarget | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.kind === 'edit'
          ? t('dictionaries.editTitle', { name: String(target.entry.name) })
          : t(`dictionaries.createTitle.${noun}`)
      }
      formKey={target?.kind === 'edit' ? target.entry.uuid : 'new'}
      size="lg"
    >
      {target && <DictionaryForm kind={kind} target={target} onDone={onClose} />}
    </FormModal>
  );
}

function DictionaryForm({
  kind,
  target,
  onDone,
}: {
  kind: DictionaryKind;
  target: DictionaryFormTarget;
  onDone(): void;
}) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const text = useCellText(kind);
  const { draft, change, shown, trySubmit, save, create, update } = useKeptForm({
    editing: target.kind === 'edit',
    create: dictionariesMutations.create(kind),
    update: dictionariesMutations.update(kind),
    initial: (): DictionaryDraft =>
      target.kind === 'edit' ? draftOf(kind, target.entry, unit) : emptyDraft(kind),
    problems: (typed) => dictionaryProblems(kind, typed, unit, t),
    savedMessage: (entry, created) =>
      t(created ? 'dictionaries.created' : 'dictionaries.saved', { name: String(entry.name) }),
    onDone,
  });

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    if (target.kind === 'edit')
      update({ uuid: target.entry.uuid, body: dictionaryBody(kind, draft, unit, target.entry) });
    else create(dictionaryBody(kind, draft, unit));
  }

  function input(field: DictionaryField, first: boolean) {
    const common = {
      label: text.header(field, unit),
      error: shown[field.key],
      'data-autofocus': first || undefined,
    };
    const value = draft[field.key] ?? '';
    switch (field.type) {
      case 'code':
      case 'text':
      case 'vendor':
        return (
          <LimitedTextInput
            {...common}
            value={String(value)}
            onChange={(typed) => change({ [field.key]: typed })}
            maxLength={TEXT_MAX[field.type]}
            required={field.type !== 'vendor'}
          />
        );
      case 'weight':
      case 'minutes':
      case 'count':
        return (
          <NumberInput
            {...common}
            value={value}
            onChange={(typed) => change({ [field.key]: typed })}
            decimalScale={field.type === 'weight' ? 3 : 0}
            allowDecimal={field.type === 'weight'}
            allowNegative={false}
            // Out of range is said, not silently changed.
            clampBehavior="none"
            required
          />
        );
      case 'material':
      case 'unit': {
        const choices = field.type === 'material' ? text.materials : text.units;
        const data =
          field.type === 'material'
            ? (text.materials.data ?? []).map((option) => ({
                value: option.uuid,
                label: `${option.materialCode} · ${option.name}`,
              }))
            : (text.units.data ?? []).map((option) => ({
                value: option.code,
                label: text.unitName(option.code),
              }));
        return (
          <NativeSelect
            {...common}
            // Nothing chosen yet: an empty first choice, so the form does not pick one for the user.
            data={[{ value: '', label: '' }, ...data]}
            value={String(value)}
            onChange={(event) => change({ [field.key]: event.currentTarget.value })}
            description={
              choices.isError
                ? t('dictionaries.choicesFailed', { message: errorText(choices.error, t) })
                : undefined
            }
            required
          />
        );
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('dictionaries.tabs')}>
      <Stack gap="md">
        <SaveRefusal save={save} title={t('dictionaries.saveFailed')} />
        {kind.fields.map((field, index) => (
          <div key={field.key}>{input(field, index === 0)}</div>
        ))}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('dictionaries.cancel')}
          </Button>
          <ConnectedButton type="submit" loading={save.isPending}>
            {t('dictionaries.save')}
          </ConnectedButton>
        </Flex>
      </Stack>
    </form>
  );
}
