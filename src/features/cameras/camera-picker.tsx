import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { useI18n } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/forms/form-modal';
import { NumberInput } from '../../ui/forms/number-input';
import { MAX_CAMERA_COUNT, MIN_CAMERA_COUNT } from './camera-layout';

/**
 * Spec 001 §5 camera picker: a camera and how many tiles of it (1 to 5); Add is disabled while
 * no camera is chosen or the count is outside 1–5.
 */
export function CameraPicker({
  opened,
  cameras,
  onAdd,
  onClose,
}: {
  opened: boolean;
  cameras: Camera[];
  onAdd(cameraUuid: string, count: number): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={opened}
      title={t('cameraView.picker.title')}
      formKey="pick"
      onClose={onClose}
    >
      <PickerForm cameras={cameras} onAdd={onAdd} onClose={onClose} />
    </FormModal>
  );
}

function PickerForm({
  cameras,
  onAdd,
  onClose,
}: {
  cameras: Camera[];
  onAdd(cameraUuid: string, count: number): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const [camera, setCamera] = useState('');
  const [count, setCount] = useState<number | string>(1);
  const whole = typeof count === 'number' && Number.isInteger(count);
  const countOk = whole && count >= MIN_CAMERA_COUNT && count <= MAX_CAMERA_COUNT;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (camera && countOk) onAdd(camera, count);
      }}
    >
      <Stack>
        <NativeSelect
          label={t('cameraView.picker.camera')}
          data={[
            { value: '', label: '—' },
            ...cameras.map((option) => ({ value: option.uuid, label: option.name })),
          ]}
          value={camera}
          onChange={(event) => setCamera(event.currentTarget.value)}
          data-autofocus
        />
        <NumberInput
          label={t('cameraView.picker.count')}
          description={t('cameraView.picker.countHint')}
          min={MIN_CAMERA_COUNT}
          max={MAX_CAMERA_COUNT}
          allowDecimal={false}
          allowNegative={false}
          value={count}
          onChange={setCount}
          error={countOk ? undefined : t('cameraView.picker.countHint')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cameraView.picker.cancel')}
          </Button>
          <Button type="submit" disabled={!camera || !countOk}>
            {t('cameraView.picker.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
