import '@mantine/core/styles/Modal.css';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { mediaAuthorizationFor, mediaUrl } from '../../api/recordings/recordings.queries';
import {
  recordingPlayback,
  recordingTitle,
  type Recording,
} from '../../api/recordings/recordings.schema';
import { recordsQueries } from '../../api/records/records.queries';
import { timestamp } from '../../lib/format';
import { miniPlayer } from '../../lib/i18n/en/mini-player';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useNow } from '../hooks/use-now';
import { HlsVideo } from './hls-video';
import { useMiniPlayer } from './mini-player-context';

registerMessages(miniPlayer);

/** How often a recording's end is compared with the clock, for one whose answer has no status. */
const CLOCK_MS = 5_000;

/**
 * A finished recording played over HLS in a modal; full screen on a phone. 'Open in mini
 * player' hands it over where it has got to, so it keeps playing while the user moves on. Until
 * the recording is known and playable, `children` shows instead (loading, an error, its status).
 */
export function RecordingPlayerModal({
  opened,
  recording,
  zone,
  restaurantUuid,
  onClose,
  children,
}: {
  opened: boolean;
  recording: Recording | undefined;
  /** The recording's kitchen zone, for its start time. */
  zone: string | undefined;
  /** The page's kitchen: the restaurant of a recording whose answer names none. */
  restaurantUuid?: string;
  onClose(): void;
  children?: ReactNode;
}) {
  const { t, dateLocale } = useI18n();
  const isMobile = useIsMobile();
  const miniPlayer = useMiniPlayer();
  // How far the recording on screen has played: the mini-player goes on from there.
  const playedTo = useRef({ uuid: '', seconds: 0 });
  // Its `hlsUrl`, else the spec's playlist path once it is finished (spec 001 §7 line 174), else,
  // with no restaurant to put that path under, the URL GET /records/link/{recordingId} answers.
  const now = useNow(CLOCK_MS);
  const playback = recording ? recordingPlayback(recording, now, restaurantUuid) : null;
  const linked = playback?.kind === 'link' ? playback.id : undefined;
  const link = useQuery({
    ...recordsQueries.link(linked ?? ''),
    enabled: opened && linked !== undefined,
  });
  const hlsUrl =
    playback?.kind === 'url' ? playback.url : linked !== undefined ? link.data?.url : undefined;
  const openInMiniPlayer = (shown: Recording, src: string) => {
    const { uuid } = shown;
    const startAt = playedTo.current.uuid === uuid ? playedTo.current.seconds : 0;
    // Closed first: a page that keeps the open recording in its URL is the return link without it.
    onClose();
    miniPlayer.open({ kind: 'video', src, startAt, label: recordingTitle(shown) });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        recording
          ? t('recordings.playerTitle', { name: recordingTitle(recording) })
          : t('recordings.field.name')
      }
      closeButtonProps={{ 'aria-label': t('app.close') }}
      fullScreen={isMobile}
      size="xl"
      centered
    >
      {recording && hlsUrl ? (
        <Stack gap="xs">
          <HlsVideo
            key={recording.uuid}
            src={mediaUrl(hlsUrl)}
            authorization={mediaAuthorizationFor(hlsUrl)}
            label={t('recordings.video', { name: recordingTitle(recording) })}
            onTimeUpdate={(seconds) => (playedTo.current = { uuid: recording.uuid, seconds })}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('recordings.playerMeta', {
                camera: recording.cameraName ?? '—',
                time:
                  recording.startTime === undefined
                    ? '—'
                    : timestamp(recording.startTime, { dateLocale, timeZone: zone }),
              })}
            </Text>
            <Button size="xs" variant="light" onClick={() => openInMiniPlayer(recording, hlsUrl)}>
              {t('miniPlayer.open')}
            </Button>
          </Group>
        </Stack>
      ) : linked !== undefined && link.isPending ? (
        <Loader size="sm" role="status" aria-label={t('recordings.videoLoading')} />
      ) : linked !== undefined && link.isError ? (
        <ErrorState
          title={t('recordings.detailFailed')}
          message={errorText(link.error, t)}
          onRetry={() => void link.refetch()}
        />
      ) : (
        children
      )}
    </Modal>
  );
}
