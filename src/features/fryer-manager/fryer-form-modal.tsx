import { Autocomplete, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { fryersMutations } from '../../api/fryers/fryers.queries';
import {
  FRYER_NAME_MAX_LENGTH,
  FRYER_STATION_MAX_LENGTH,
  FRYER_VATS_MAX,
  FRYER_VATS_MIN,
  FRYER_VENDOR_MAX_LENGTH,
  type Fryer,
} from '../../api/fryers/fryers.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { useWeightUnit } from '../../ui/analytics/use-weight-unit';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
import { NumberInput } from '../../ui/forms/number-input';
import { FormModal } from '../../ui/forms/form-modal';
import { SaveButtons, SaveRefusal } from '../../ui/forms/save-form';
import { useKeptForm } from '../../ui/forms/use-kept-form';
import { draftOf, emptyDraft, fryerBody, fryerProblems, type FryerDraft } from './fryer-form';

/** What the modal is open for: a new fryer of a restaurant, or one to edit. */
export type FryerFormTarget =
  { kind: 'create'; restaurantUuid: string } | { kind: 'edit'; fryer: Fryer };

/**
 * Create or edit a fryer (POST /fryers, PUT /fryers/{id}); full screen on a phone. Problems are
 * shown per field before sending; a refusal shows the provider's message above the fields and
 * keeps everything typed.
 */
export function FryerFormModal({
  target,
  vendors,
  onClose,
}: {
  target: FryerFormTarget | null;
  /** Suggestions for the vendor: the makers the kitchen's fryers already name. */
  vendors: readonly string[];
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.kind === 'edit'
          ? t('fryers.editTitle', { name: target.fryer.name })
          : t('fryers.createTitle')
      }
      formKey={target?.kind === 'edit' ? target.fryer.uuid : 'new'}
      size="lg"
    >
      {target && <FryerForm target={target} vendors={vendors} onDone={onClose} />}
    </FormModal>
  );
}

function FryerForm({
  target,
  vendors,
  onDone,
}: {
  target: FryerFormTarget;
  vendors: readonly string[];
  onDone(): void;
}) {
  const { t } = useI18n();
  const [unit] = useWeightUnit();
  const { draft, change, shown, trySubmit, save, create, update } = useKeptForm({
    editing: target.kind === 'edit',
    create: fryersMutations.create(),
    update: fryersMutations.update(),
    initial: (): FryerDraft =>
      target.kind === 'edit' ? draftOf(target.fryer, unit) : emptyDraft(),
    problems: (typed) => fryerProblems(typed, unit, t),
    savedMessage: (fryer, created) =>
      t(created ? 'fryers.created' : 'fryers.saved', { name: fryer.name }),
    onDone,
  });

  function submit(event: FormEvent) {
    if (!trySubmit(event)) return;
    const body = fryerBody(draft, unit);
    if (target.kind === 'edit') update({ uuid: target.fryer.uuid, body });
    else create({ ...body, restaurantUuid: target.restaurantUuid });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('fryers.caption')}>
      <Stack gap="md">
        <SaveRefusal save={save} />
        <LimitedTextInput
          label={t('fryers.field.name')}
          value={draft.name}
          onChange={(name) => change({ name })}
          maxLength={FRYER_NAME_MAX_LENGTH}
          required
          error={shown.name}
          data-autofocus
        />
        <Autocomplete
          label={t('fryers.field.vendor')}
          value={draft.vendor}
          onChange={(value) => change({ vendor: value.slice(0, FRYER_VENDOR_MAX_LENGTH) })}
          data={[...new Set(vendors)]}
          maxLength={FRYER_VENDOR_MAX_LENGTH}
          required
          error={shown.vendor}
        />
        <NumberInput
          label={t('fryers.field.vats')}
          value={draft.vats}
          onChange={(vats) => change({ vats })}
          min={FRYER_VATS_MIN}
          max={FRYER_VATS_MAX}
          allowDecimal={false}
          allowNegative={false}
          // Out of range is said, not silently changed.
          clampBehavior="none"
          required
          error={shown.vats}
        />
        <NumberInput
          label={t(unit === 'lbs' ? 'fryers.field.oilLbs' : 'fryers.field.oilKg')}
          value={draft.oil}
          onChange={(oil) => change({ oil })}
          decimalScale={1}
          allowNegative={false}
          required
          error={shown.oil}
        />
        <LimitedTextInput
          label={t('fryers.field.station')}
          description={t('fryers.field.stationHint')}
          value={draft.station}
          onChange={(station) => change({ station })}
          maxLength={FRYER_STATION_MAX_LENGTH}
          error={shown.station}
        />
        <SaveButtons save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
