import { Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
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
import { notify } from '../../ui/feedback/notify';
import { Pending } from '../../ui/feedback/pending';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { RenameForm } from '../../ui/forms/rename-form';
import { FactList } from '../../ui/list/fact-list';
import type { CameraDialog, Kitchen } from './camera-settings-types';
import { CameraPicture } from '../../ui/cameras/camera-picture';
import { camerasMutations } from '../../api/cameras/cameras.queries';

/** The maintenance dialog open (camera-dialogs.tsx), if any. */
const CameraDialogs = lazy(() => import('./camera-dialogs'));

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
  const [dialog, setDialog] = useState<CameraDialog>(null);
  const may = {
    rename: canCall(user, renameCamera),
    restart: canCall(user, restartCamera),
    reset: canCall(user, resetCamera),
    credentials: canCall(user, setCameraCredentials),
    delete: canCall(user, deleteCamera),
  };
  // Opened once, the dialogs stay mounted, so each closes as a dialog does.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (dialog !== null && !dialogsWanted) setDialogsWanted(true);
  const close = () => setDialog(null);
  const maintenance = may.restart || may.reset || may.credentials || may.delete;

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          <CameraPicture camera={camera} />
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w="100%">
            {may.rename ? (
              <CameraRenameForm camera={camera} />
            ) : (
              <Text fw={600}>{camera.name}</Text>
            )}
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
              <ConnectedButton
                variant="default"
                onClick={() => setDialog('restart')}
                disabled={camera.status === 'RESTARTING'}
              >
                {t('cameraSettings.restart')}
              </ConnectedButton>
            )}
            {may.reset && (
              <ConnectedButton variant="default" onClick={() => setDialog('reset')}>
                {t('cameraSettings.reset')}
              </ConnectedButton>
            )}
            {may.credentials && (
              <ConnectedButton variant="default" onClick={() => setDialog('credentials')}>
                {t('cameraSettings.credentials')}
              </ConnectedButton>
            )}
            {may.delete && (
              <ConnectedButton color="red" variant="light" onClick={() => setDialog('delete')}>
                {t('cameraSettings.delete')}
              </ConnectedButton>
            )}
          </Group>
        </Card>
      )}

      {dialogsWanted && (
        <Suspense fallback={<Pending />}>
          <CameraDialogs
            dialog={dialog}
            camera={camera}
            kitchen={kitchen}
            onClose={close}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** What a field the answer left out shows: the provider did not say. */
const NONE = '—';

function Details({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  return (
    <FactList
      facts={[
        [t('cameraSettings.model'), camera.model ?? NONE],
        [
          t('cameraSettings.categories'),
          camera.categories === undefined
            ? NONE
            : camera.categories.map((category) => category.name).join(', ') ||
              t('cameraSettings.noCategory'),
        ],
        [
          t('cameraSettings.profileCount'),
          camera.profiles === undefined ? NONE : String(camera.profiles.length),
        ],
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
