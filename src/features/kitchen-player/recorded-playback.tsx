import '@mantine/core/styles/Badge.css';
import { Badge, Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { deleteCameraRecordings } from '../../api/recordings/recordings.endpoints';
import {
  mediaAuthorizationFor,
  mediaUrl,
  recordingsMutations,
} from '../../api/recordings/recordings.queries';
import {
  recordingPlaylist,
  recordingTitle,
  type Recording,
} from '../../api/recordings/recordings.schema';
import { canCall } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { NoRecords } from '../../ui/feedback/empty-state';
import { errorText } from '../../ui/feedback/error-text';
import { ConnectedButton } from '../../ui/forms/connected-button';
import { notify, notifyError } from '../../ui/feedback/notify';
import { FirstLoad } from '../../ui/list/first-load';
import { HlsVideo, type HlsVideoStatus } from '../../ui/video/hls-video';
import { RecordingPreview } from '../../ui/video/recording-preview';
import { useNow } from '../../ui/hooks/use-now';
import { PlayerScreen } from './player-screen';
import { cameraRecordingsQuery } from './kitchen-player-queries';

const layoutRoute = getRouteApi('/_app');
/** How often a recording's end is compared with the clock. */
const CLOCK_MS = 5_000;

const STATUS_BADGES = {
  loading: { key: 'kitchenPlayer.recordingLoading', color: 'blue' },
  ready: { key: 'kitchenPlayer.playing', color: 'green' },
  error: { key: 'kitchenPlayer.recordingFailed', color: 'red' },
  unsupported: { key: 'kitchenPlayer.recordingFailed', color: 'red' },
} as const;

/**
 * Live off (spec 001 §2 "playback of recordings"): the camera's finished recordings to pick, and
 * the one picked played over HLS, loading then success or error (§4), with the player's sound
 * choice. Nothing plays until one is picked: a kitchen looks back at a moment it chooses. A role
 * with CAMERAS DELETE may clear the camera (spec 001 §7 "DELETE … /cameras/{id}/recordings")
 * after a confirm that says how many recordings go.
 */
export function RecordedPlayback({
  camera,
  timeZone,
  muted,
}: {
  camera: Camera;
  timeZone: string | undefined;
  muted: boolean;
}) {
  const { t, dateLocale } = useI18n();
  const recordings = useQuery(cameraRecordingsQuery(camera));
  const [playing, setPlaying] = useState<(Recording & { playlist: string }) | null>(null);
  const [status, setStatus] = useState<HlsVideoStatus>('loading');
  const user = layoutRoute.useRouteContext({ select: (context) => context.user });
  const clear = useMutation(recordingsMutations.clearCamera());
  // A recording whose answer has no status is over once its end has passed.
  const now = useNow(CLOCK_MS);
  const [confirming, setConfirming] = useState(false);

  if (!recordings.data)
    return (
      <FirstLoad
        query={recordings}
        loadFailed={t('kitchenPlayer.recordingsFailed')}
        loadingLabel={t('kitchenPlayer.loadingRecordings')}
      />
    );
  // Playable: its `hlsUrl`, else the spec's playlist path once finished (spec 001 §7 line 174).
  const finished = recordings.data.flatMap((recording) => {
    const playlist = recordingPlaylist(recording, now, camera.restaurantUuid);
    return playlist ? [{ ...recording, playlist }] : [];
  });
  const time = (epoch: number) => timestamp(epoch, { dateLocale, timeZone });
  // The provider clears every recording of the camera, scheduled and running ones too.
  const count = recordings.data.length;
  const mayClear = count > 0 && canCall(user, deleteCameraRecordings);
  const clearText = [
    t('kitchenPlayer.clearText', { count, camera: camera.name }),
    ...(recordings.data.some((recording) => recording.status === 'RECORDING')
      ? [t('kitchenPlayer.clearRunning')]
      : []),
    t('kitchenPlayer.clearFootage'),
  ].join(' ');

  return (
    <Stack gap="sm">
      {playing ? (
        <HlsVideo
          key={playing.uuid}
          src={mediaUrl(playing.playlist)}
          authorization={mediaAuthorizationFor(playing.playlist)}
          label={t('recordings.video', { name: recordingTitle(playing) })}
          muted={muted}
          onStatusChange={setStatus}
        />
      ) : (
        <PlayerScreen>
          {finished.length > 0 ? t('kitchenPlayer.chooseRecording') : t('empty.noRecords')}
        </PlayerScreen>
      )}
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5">
          {t('kitchenPlayer.recordings', { camera: camera.name })}
        </Title>
        {mayClear && (
          <ConnectedButton
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setConfirming(true)}
          >
            {t('kitchenPlayer.clearRecordings')}
          </ConnectedButton>
        )}
      </Group>
      {finished.length === 0 ? (
        <NoRecords />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {finished.map((recording) => {
            const current = playing?.uuid === recording.uuid;
            const badge = STATUS_BADGES[status];
            return (
              <Box component="li" key={recording.uuid}>
                <UnstyledButton
                  className="kc-camera-list-item"
                  aria-label={t('recordings.playLabel', { name: recordingTitle(recording) })}
                  aria-current={current || undefined}
                  onClick={() => {
                    setStatus('loading');
                    setPlaying(recording);
                  }}
                  data-testid="player-recording"
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <RecordingPreview recording={recording} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text
                        size="sm"
                        fw={600}
                        style={{ overflowWrap: 'break-word' }}
                        translate="no"
                      >
                        {recordingTitle(recording)}
                      </Text>
                      <Text size="xs">
                        {recording.startTime === undefined ? '—' : time(recording.startTime)} –{' '}
                        {recording.endTime === null ? '' : time(recording.endTime)}
                      </Text>
                      {current && (
                        <Badge color={badge.color} variant="light" radius="sm" w="max-content">
                          {t(badge.key)}
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                </UnstyledButton>
              </Box>
            );
          })}
        </Stack>
      )}
      <ConfirmOnDemand
        opened={confirming}
        title={t('kitchenPlayer.clearTitle', { camera: camera.name })}
        confirmLabel={t('kitchenPlayer.clearRecordings')}
        pending={clear.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          clear.mutate(camera, {
            onSuccess: ({ deleted }) => {
              setPlaying(null);
              void notify({
                color: 'green',
                message:
                  deleted === undefined
                    ? t('kitchenPlayer.clearedUncounted', { camera: camera.name })
                    : t('kitchenPlayer.cleared', { count: deleted, camera: camera.name }),
              });
            },
            onError: (error) =>
              void notifyError(errorText(error, t), t('kitchenPlayer.clearFailed')),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {clearText}
      </ConfirmOnDemand>
    </Stack>
  );
}
