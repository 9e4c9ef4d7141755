import { Checkbox, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { camerasMutations } from '../../api/cameras/cameras.queries';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmButtons, ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { FormModal } from '../../ui/forms/form-modal';
import { SaveRefusal } from '../../ui/forms/save-form';
import type { CameraDialog, Kitchen } from './camera-settings-types';
import { CredentialsForm } from './credentials-form';

/**
 * A camera's maintenance dialogs (restart, reset, its login, delete), each asking first and
 * naming the camera and its restaurant. Loaded when one is first opened: the Camera tab's first
 * screen does not wait for the dialogs' code.
 */
export default function CameraDialogs({
  dialog,
  camera,
  kitchen,
  onClose,
  onDeleted,
}: {
  dialog: CameraDialog;
  camera: Camera;
  kitchen: Kitchen;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useI18n();
  const restart = useMutation(camerasMutations.restart());
  const remove = useMutation(camerasMutations.remove());
  const failed = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));
  const close = onClose;
  const names = { name: camera.name, restaurant: kitchen.label };

  return (
    <>
      <ConfirmDialog
        opened={dialog === 'restart'}
        title={t('cameraSettings.restartTitle')}
        confirmLabel={t('cameraSettings.restart')}
        pending={restart.isPending}
        onClose={close}
        onConfirm={() =>
          restart.mutate(camera, {
            onSuccess: () =>
              void notify({ color: 'green', message: t('cameraSettings.restarted', names) }),
            onError: failed,
            onSettled: close,
          })
        }
      >
        {t('cameraSettings.restartText', names)}
      </ConfirmDialog>

      <FormModal
        opened={dialog === 'reset'}
        onClose={close}
        title={t('cameraSettings.resetTitle')}
        formKey={camera.uuid}
      >
        <ResetForm camera={camera} kitchen={kitchen} onDone={close} />
      </FormModal>

      <FormModal
        opened={dialog === 'credentials'}
        onClose={close}
        title={t('cameraSettings.credentialsTitle', { name: camera.name })}
        formKey={camera.uuid}
      >
        <CredentialsForm camera={camera} onDone={close} />
      </FormModal>

      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('cameraSettings.deleteTitle')}
        confirmLabel={t('pcsAdmin.delete')}
        pending={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(camera, {
            onSuccess: () => {
              void notify({ color: 'green', message: t('cameraSettings.deleted', names) });
              onDeleted();
            },
            onError: failed,
            onSettled: close,
          })
        }
      >
        {t('cameraSettings.deleteText', names)}
      </ConfirmDialog>
    </>
  );
}

/**
 * POST /cameras/{id}/reset: back to the factory profiles. 'Keep network settings' (spec 001 §3
 * excludeNetworkReset) starts as the camera's own and keeps its address and login.
 */
function ResetForm({
  camera,
  kitchen,
  onDone,
}: {
  camera: Camera;
  kitchen: Kitchen;
  onDone(): void;
}) {
  const { t } = useI18n();
  const reset = useMutation(camerasMutations.reset());
  // Not said by the answer: keep the network, the choice that cannot cut the camera off.
  const [keepNetwork, setKeepNetwork] = useState(camera.excludeNetworkReset ?? true);

  function submit(event: FormEvent) {
    event.preventDefault();
    reset.mutate(
      { camera, body: { excludeNetworkReset: keepNetwork } },
      {
        onSuccess: () => {
          void notify({
            color: 'green',
            message: t('cameraSettings.resetDone', { name: camera.name }),
          });
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('cameraSettings.resetTitle')}>
      <Stack gap="md">
        <SaveRefusal save={reset} title={t('cameraSettings.resetFailed')} />
        <Text size="sm">
          {t('cameraSettings.resetText', { name: camera.name, restaurant: kitchen.label })}
        </Text>
        <Checkbox
          label={t('cameraSettings.keepNetwork')}
          description={t('cameraSettings.keepNetworkHint')}
          checked={keepNetwork}
          onChange={(event) => setKeepNetwork(event.currentTarget.checked)}
        />
        <ConfirmButtons
          cancelLabel={t('pcsAdmin.cancel')}
          confirmLabel={t('cameraSettings.reset')}
          pending={reset.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
