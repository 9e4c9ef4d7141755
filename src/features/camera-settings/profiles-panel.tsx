import { Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createCameraProfile,
  deleteCameraProfile,
  updateCameraProfile,
} from '../../api/cameras/cameras.endpoints';
import type {
  Camera,
  CameraProfile,
  CodecResolutions,
  ProfileLimits,
} from '../../api/cameras/cameras.schema';
import { canCall, type AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { FirstLoad } from '../../ui/list/first-load';
import { KitchenList, RowActions } from '../../ui/list/kitchen-list';
import type { ListColumn } from '../../ui/list/list-view';
import type { Kitchen } from './camera-settings-types';
import { camerasQueries, camerasMutations } from '../../api/cameras/cameras.queries';
import { offeredFor, presetsAt, sizeText } from './capture-presets';
import { boundsText } from './profile-form';
import { ProfileFormModal, type ProfileFormTarget } from './profile-form-modal';

const profileKey = (profile: CameraProfile) => profile.uuid;
/** A rate the answer left out: the provider did not say. */
const NONE = '—';

/**
 * A camera's profiles (spec 001 §2 "manage its profiles, codecs, resolutions and limits"): what
 * each encoder sends, what the camera can send (width × height per codec) and its limits, which
 * the form holds a profile to before sending.
 */
export function ProfilesPanel({
  camera,
  kitchen,
  user,
}: {
  camera: Camera;
  kitchen: Kitchen;
  user: AccessSubject;
}) {
  const { t } = useI18n();
  const resolutions = useQuery(camerasQueries.resolutions(camera));
  const limits = useQuery(camerasQueries.limits(camera));
  if (!resolutions.data || !limits.data) {
    const failed = resolutions.isError ? resolutions : limits;
    return (
      <FirstLoad
        query={failed}
        loadFailed={t('cameraSettings.capabilitiesFailed')}
        loadingLabel={t('cameraSettings.loadingProfiles')}
      />
    );
  }
  return (
    <Profiles
      camera={camera}
      kitchen={kitchen}
      user={user}
      resolutions={resolutions.data}
      limits={limits.data}
    />
  );
}

function Profiles({
  camera,
  kitchen,
  user,
  resolutions,
  limits,
}: {
  camera: Camera;
  kitchen: Kitchen;
  user: AccessSubject;
  resolutions: CodecResolutions;
  limits: ProfileLimits;
}) {
  const { t } = useI18n();
  const query = useQuery(camerasQueries.profiles(camera));
  const [editing, setEditing] = useState<ProfileFormTarget | null>(null);
  const remove = useMutation(camerasMutations.removeProfile(camera));
  const { ask, deleting, dialog } = useConfirmedDelete<CameraProfile>(
    remove,
    profileKey,
    t('cameraSettings.profileDeleted'),
  );
  const profiles = query.data ?? [];
  // The limits the camera gives, each said once; one it does not give is left out.
  const fps = boundsText(t, limits.minFps, limits.maxFps);
  const bitrate = boundsText(t, limits.minBitrateKbps, limits.maxBitrateKbps);
  const limitsLine = [
    limits.maxProfiles !== undefined &&
      t('cameraSettings.limit.profiles', { max: limits.maxProfiles }),
    fps !== undefined && t('cameraSettings.limit.fps', { bounds: fps }),
    bitrate !== undefined && t('cameraSettings.limit.bitrate', { bounds: bitrate }),
  ]
    .filter((part) => part !== false)
    .join(' · ');
  // The camera's profile count when it holds no more, else null.
  const full =
    limits.maxProfiles !== undefined && profiles.length >= limits.maxProfiles
      ? limits.maxProfiles
      : null;
  const may = {
    create: canCall(user, createCameraProfile),
    edit: canCall(user, updateCameraProfile),
    // The stream is encoded from a profile: the last one cannot go (the provider says 409 too).
    delete: canCall(user, deleteCameraProfile) && profiles.length > 1,
  };
  const size = (profile: CameraProfile) => {
    const presets = presetsAt(profile);
    return presets.length > 0 ? `${sizeText(profile)} (${presets.join(', ')})` : sizeText(profile);
  };
  const actions = (profile: CameraProfile) => (
    <RowActions
      edit={
        may.edit
          ? {
              label: t('cameraSettings.editProfileAria', { name: profile.name }),
              onClick: () => setEditing({ kind: 'edit', profile }),
            }
          : undefined
      }
      remove={
        may.delete
          ? {
              label: t('cameraSettings.deleteProfileAria', { name: profile.name }),
              onClick: () => ask(profile),
            }
          : undefined
      }
    />
  );
  const columns: ListColumn<CameraProfile>[] = [
    { id: 'name', header: t('cameraSettings.field.name'), text: true, cell: (p) => p.name },
    { id: 'token', header: t('cameraSettings.field.token'), text: true, cell: (p) => p.uuid },
    { id: 'codec', header: t('cameraSettings.field.codec'), text: true, cell: (p) => p.codec },
    { id: 'size', header: t('cameraSettings.field.resolution'), text: true, cell: size },
    { id: 'fps', header: t('cameraSettings.field.fps'), cell: (p) => p.fps ?? NONE },
    {
      id: 'bitrate',
      header: t('cameraSettings.field.bitrate'),
      cell: (p) => p.bitrateKbps ?? NONE,
    },
    {
      id: 'actions',
      header: t('cameraSettings.actions'),
      text: true,
      cell: actions,
      shown: may.edit || may.delete,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          {limitsLine !== '' && (
            <Text size="sm" data-testid="profile-limits">
              {limitsLine}
            </Text>
          )}
          <Text size="sm" c="dimmed" id="codec-resolutions">
            {t('cameraSettings.resolutionsTitle')}
          </Text>
          <List size="sm" spacing={2} aria-labelledby="codec-resolutions">
            {resolutions.map((entry) => (
              <List.Item key={entry.codec}>
                {entry.codec}: {offeredFor(resolutions, entry.codec).map(sizeText).join(', ')}
              </List.Item>
            ))}
          </List>
        </Stack>
        {may.create && (
          <Stack gap={4} align="flex-end">
            <ConnectedButton
              onClick={() => setEditing({ kind: 'create' })}
              disabled={full !== null || !query.data}
            >
              {t('cameraSettings.addProfile')}
            </ConnectedButton>
            {full !== null && (
              <Text size="xs" c="dimmed">
                {t('cameraSettings.profilesFull', { max: full })}
              </Text>
            )}
          </Stack>
        )}
      </Group>
      <KitchenList
        query={query}
        caption={t('cameraSettings.profilesCaption', { name: camera.name })}
        loadFailed={t('cameraSettings.profilesFailed')}
        loadingLabel={t('cameraSettings.loadingProfiles')}
        empty={t('cameraSettings.noProfiles')}
        rowKey={profileKey}
        columns={columns}
        card={(profile) => (
          <Stack gap={4}>
            <Text fw={600}>
              {profile.name}{' '}
              <Text span c="dimmed" size="sm">
                ({profile.uuid})
              </Text>
            </Text>
            <Text size="sm">
              {profile.codec} · {size(profile)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('cameraSettings.cardRates', {
                fps: profile.fps ?? NONE,
                bitrate: profile.bitrateKbps ?? NONE,
              })}
            </Text>
            {actions(profile)}
          </Stack>
        )}
        rowTestId="profile-row"
      />
      <ProfileFormModal
        target={editing}
        camera={camera}
        resolutions={resolutions}
        limits={limits}
        taken={profiles.map((profile) => profile.uuid)}
        onClose={() => setEditing(null)}
      />
      <ConfirmOnDemand
        {...dialog}
        title={t('cameraSettings.deleteProfileTitle')}
        confirmLabel={t('pcsAdmin.delete')}
      >
        {deleting
          ? t('cameraSettings.deleteProfileText', {
              name: deleting.name,
              camera: camera.name,
              restaurant: kitchen.label,
            })
          : ''}
      </ConfirmOnDemand>
    </Stack>
  );
}
