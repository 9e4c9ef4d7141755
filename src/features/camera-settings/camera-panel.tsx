import { Button, Card, Checkbox, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  deleteCamera,
  renameCamera,
  resetCamera,
  restartCamera,
  setCameraCredentials,
} from '../../api/cameras/cameras.endpoints';
import { CAMERA_NAME_MAX_LENGTH, type Camera } from '../../api/cameras/cameras.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmButtons, ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { FormModal } from '../../ui/forms/form-modal';
import { RenameForm } from '../../ui/forms/rename-form';
import { FactList } from '../../ui/list/fact-list';
import type { Kitchen } from './camera-settings-page';
import { CameraPicture } from '../../ui/cameras/camera-picture';
import { camerasMutations } from '../../api/cameras/cameras.queries';
import { CredentialsForm } from './credentials-form';
import { SaveRefusal } from '../../ui/forms/save-form';

type Dialog = 'restart' | 'reset' | 'credentials' | 'delete' | null;

/**
 * One camera: its name (PATCH /cameras/{id}), what it is, and what can be done to it — restart,
 * reset, set its login, delete. Each of those asks first, naming the camera and its restaurant.
 */
export function CameraPanel({
  camera,
  kitchen,
  user,
  onDeleted,
}: {
  camera: Camera;
  kitchen: Kitchen;
  user: AccessSubject;
  onDeleted(): void;
}) {
  const { t } = useI18n();
  const [dialog, setDialog] = useState<Dialog>(null);
  const may = {
    rename: canCall(user, renameCamera),
    restart: canCall(user, restartCamera),
    reset: canCall(user, resetCamera),
    credentials: canCall(user, setCameraCredentials),
    delete: canCall(user, deleteCamera),
  };
  const restart = useMutation(camerasMutations.restart());
  const remove = useMutation(camerasMutations.remove());
  const failed = (error: unknown) => void notifyError(errorText(error, t), t('errors.title'));
  const close = () => setDialog(null);
  const names = { name: camera.name, restaurant: kitchen.label };
  const maintenance = may.restart || may.reset || may.credentials || may.delete;

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          <CameraPicture camera={camera} />
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w="100%">
            {may.rename ? <CameraRenameForm camera={camera} /> : <Text fw={600}>{camera.name}</Text>}
            <Details camera={camera} />
          </Stack>
        </Flex>
      </Card>
      {maintenance && (
        <Card withBorder padding="md" component="section" aria-labelledby="camera-maintenance">
          <Title order={2} size="h4" id="camera-maintenance" mb="xs">
            {t('cameraSettings.maintenance')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('cameraSettings.maintenanceHint')}
          </Text>
          <Group gap="sm" wrap="wrap">
            {may.restart && (
              <Button
                variant="default"
                onClick={() => setDialog('restart')}
                disabled={camera.status === 'RESTARTING'}
              >
                {t('cameraSettings.restart')}
              </Button>
            )}
            {may.reset && (
              <Button variant="default" onClick={() => setDialog('reset')}>
                {t('cameraSettings.reset')}
              </Button>
            )}
            {may.credentials && (
              <Button variant="default" onClick={() => setDialog('credentials')}>
                {t('cameraSettings.credentials')}
              </Button>
            )}
            {may.delete && (
              <Button color="red" variant="light" onClick={() => setDialog('delete')}>
                {t('cameraSettings.delete')}
              </Button>
            )}
          </Group>
        </Card>
      )}

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
    </Stack>
  );
}

function Details({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  return (
    <FactList
      facts={[
        [t('cameraSettings.model'), camera.model],
        [
          t('cameraSettings.categories'),
          camera.categories.map((category) => category.name).join(', ') ||
            t('cameraSettings.noCategory'),
        ],
        [t('cameraSettings.profileCount'), String(camera.profiles.length)],
      ]}
    />
  );
}

/** The name, saved with PATCH /cameras/{id}; a refusal (a taken name) keeps what was typed. */
function CameraRenameForm({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  const rename = useMutation(camerasMutations.rename());
  return (
    <RenameForm
      name={camera.name}
      maxLength={CAMERA_NAME_MAX_LENGTH}
      save={rename}
      texts={{
        form: t('cameraSettings.renameForm'),
        label: t('cameraSettings.name'),
        required: t('pcsAdmin.required'),
        submit: t('cameraSettings.rename'),
      }}
      onRename={(name) =>
        rename.mutate(
          { camera, body: { name } },
          {
            onSuccess: (saved) =>
              void notify({
                color: 'green',
                message: t('cameraSettings.renamed', { name: saved.name }),
              }),
          },
        )
      }
    />
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
  const [keepNetwork, setKeepNetwork] = useState(camera.excludeNetworkReset);

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
