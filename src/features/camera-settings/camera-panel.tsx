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
import { ConfirmDialog } from '../../ui/feedback/confirm-dialog';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { FormModal } from '../../ui/forms/form-modal';
import { LimitedTextInput } from '../../ui/forms/limited-text-input';
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
            {may.rename ? <RenameForm camera={camera} /> : <Text fw={600}>{camera.name}</Text>}
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
  const rows: Array<[string, string]> = [
    [t('cameraSettings.model'), camera.model],
    [
      t('cameraSettings.categories'),
      camera.categories.map((category) => category.name).join(', ') ||
        t('cameraSettings.noCategory'),
    ],
    [t('cameraSettings.profileCount'), String(camera.profiles.length)],
  ];
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** The name, saved with PATCH /cameras/{id}; a refusal (a taken name) keeps what was typed. */
function RenameForm({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  const rename = useMutation(camerasMutations.rename());
  const [name, setName] = useState(camera.name);
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = name.trim() === camera.name;

  function change(value: string) {
    setName(value);
    setProblem(null);
    if (rename.isError) rename.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setProblem(t('pcsAdmin.required'));
    if (unchanged) return;
    rename.mutate(
      { camera, body: { name: name.trim() } },
      {
        onSuccess: (saved) =>
          void notify({
            color: 'green',
            message: t('cameraSettings.renamed', { name: saved.name }),
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('cameraSettings.renameForm')}>
      <Stack gap="xs">
        <SaveRefusal save={rename} />
        <Flex
          gap="sm"
          align={{ base: 'stretch', xs: 'flex-end' }}
          direction={{ base: 'column', xs: 'row' }}
          maw={560}
        >
          <LimitedTextInput
            label={t('cameraSettings.name')}
            value={name}
            onChange={change}
            maxLength={CAMERA_NAME_MAX_LENGTH}
            required
            error={problem}
            style={{ flex: 1 }}
            w={{ base: '100%', xs: 'auto' }}
          />
          <Button type="submit" loading={rename.isPending} disabled={unchanged}>
            {t('cameraSettings.rename')}
          </Button>
        </Flex>
      </Stack>
    </form>
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
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={reset.isPending} data-autofocus>
            {t('pcsAdmin.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reset.isPending}>
            {t('cameraSettings.reset')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
