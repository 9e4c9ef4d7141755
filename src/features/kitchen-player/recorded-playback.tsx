import '@mantine/core/styles/Badge.css';
import { Badge, Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { mediaAuthorization, mediaUrl } from '../../api/recordings/recordings.queries';
import type { Recording } from '../../api/recordings/recordings.schema';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../../ui/feedback/empty-state';
import { FirstLoad } from '../../ui/list/first-load';
import { HlsVideo, type HlsVideoStatus } from '../../ui/video/hls-video';
import { RecordingPreview } from '../../ui/video/recording-preview';
import { PlayerScreen } from './player-screen';
import { cameraRecordingsQuery } from './kitchen-player-queries';

const STATUS_BADGES = {
  loading: { key: 'kitchenPlayer.recordingLoading', color: 'blue' },
  ready: { key: 'kitchenPlayer.playing', color: 'green' },
  error: { key: 'kitchenPlayer.recordingFailed', color: 'red' },
  unsupported: { key: 'kitchenPlayer.recordingFailed', color: 'red' },
} as const;

/**
 * Live off (spec 001 §2 "playback of recordings"): the camera's finished recordings to pick, and
 * the one picked played over HLS, loading then success or error (§4), with the player's sound
 * choice. Nothing plays until one is picked: a kitchen looks back at a moment it chooses.
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
  const [playing, setPlaying] = useState<Recording | null>(null);
  const [status, setStatus] = useState<HlsVideoStatus>('loading');

  if (!recordings.data)
    return (
      <FirstLoad
        query={recordings}
        loadFailed={t('kitchenPlayer.recordingsFailed')}
        loadingLabel={t('kitchenPlayer.loadingRecordings')}
      />
    );
  const finished = recordings.data.filter(
    (recording) => recording.status === 'FINISHED' && recording.hlsUrl,
  );
  const time = (epoch: number) => timestamp(epoch, { dateLocale, timeZone });

  return (
    <Stack gap="sm">
      {playing?.hlsUrl ? (
        <HlsVideo
          key={playing.uuid}
          src={mediaUrl(playing.hlsUrl)}
          authorization={mediaAuthorization}
          label={t('recordings.video', { name: playing.name })}
          muted={muted}
          onStatusChange={setStatus}
        />
      ) : (
        <PlayerScreen>
          {finished.length > 0 ? t('kitchenPlayer.chooseRecording') : t('empty.noRecords')}
        </PlayerScreen>
      )}
      <Title order={2} size="h5">
        {t('kitchenPlayer.recordings', { camera: camera.name })}
      </Title>
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
                  aria-label={t('recordings.playLabel', { name: recording.name })}
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
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
                        {recording.name}
                      </Text>
                      <Text size="xs">
                        {time(recording.startTime)} –{' '}
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
    </Stack>
  );
}
