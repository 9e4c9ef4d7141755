import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text } from '@mantine/core';
import { mediaAuthorization, mediaUrl } from '../../api/recordings/recordings.queries';
import type { Recording } from '../../api/recordings/recordings.schema';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useIsMobile } from '../hooks/use-is-mobile';
import { HlsVideo } from './hls-video';

/** A finished recording played over HLS in a modal; full screen on a phone. */
export function RecordingPlayerModal({
  recording,
  zone,
  onClose,
}: {
  recording: Recording | null;
  /** The recording's kitchen zone, for its start time. */
  zone: string | undefined;
  onClose(): void;
}) {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={recording !== null}
      onClose={onClose}
      title={recording ? t('recordings.playerTitle', { name: recording.name }) : ''}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      size="xl"
      centered
    >
      {recording?.hlsUrl && (
        <Stack gap="xs">
          <HlsVideo
            key={recording.uuid}
            src={mediaUrl(recording.hlsUrl)}
            authorization={mediaAuthorization}
            label={t('recordings.video', { name: recording.name })}
          />
          <Text size="sm" c="dimmed">
            {t('recordings.playerMeta', {
              camera: recording.cameraName,
              time: timestamp(recording.startTime, { dateLocale, timeZone: zone }),
            })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
