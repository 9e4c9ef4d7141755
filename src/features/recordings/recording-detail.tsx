import { Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Recording } from '../../api/recordings/recordings.schema';
import { ApiError } from '../../api/request';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { RecordingPlayerModal } from '../../ui/video/recording-player-modal';

/**
 * The recording the URL names, in the player modal: a finished one plays; before that the modal
 * says where it stands (scheduled, recording, being prepared) and shows the video once it can;
 * one the provider does not know (deleted, another kitchen's) says so.
 */
export function RecordingDetail({
  opened,
  query,
  zone,
  restaurantUuid,
  onClose,
}: {
  opened: boolean;
  query: UseQueryResult<Recording>;
  /** The recording's kitchen zone, for its times. */
  zone: string | undefined;
  /** The page's kitchen: the restaurant of a recording whose answer names none. */
  restaurantUuid?: string;
  onClose(): void;
}) {
  const { t, dateLocale } = useI18n();
  const recording = query.data;
  const time = (epoch: number | undefined) =>
    epoch === undefined ? '—' : timestamp(epoch, { dateLocale, timeZone: zone });

  let status;
  if (query.isPending)
    status = <Loader size="sm" role="status" aria-label={t('recordings.detailLoading')} />;
  else if (query.isError)
    status =
      query.error instanceof ApiError && query.error.code === 404 ? (
        <ErrorState title={t('recordings.notFound')} message={t('recordings.notFoundHint')} />
      ) : (
        <ErrorState
          title={t('recordings.detailFailed')}
          message={errorText(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      );
  else
    status = (
      <Stack gap="xs" role="status">
        <Text>
          {query.data.status === 'SCHEDULED'
            ? t('recordings.detailScheduled', { time: time(query.data.startTime) })
            : query.data.status === 'RECORDING'
              ? t('recordings.detailRecording', { time: time(query.data.startTime) })
              : t('recordings.detailPreparing')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('recordings.detailRefreshes')}
        </Text>
      </Stack>
    );

  return (
    <RecordingPlayerModal
      opened={opened}
      recording={recording}
      zone={zone}
      restaurantUuid={restaurantUuid}
      onClose={onClose}
    >
      {status}
    </RecordingPlayerModal>
  );
}
