import { Loader, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { recordingsQueries } from '../../api/recordings/recordings.queries';
import type { Recording } from '../../api/recordings/recordings.schema';
import { ApiError } from '../../api/request';
import { timestamp } from '../../lib/format';
import { useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { RecordingPlayerModal } from '../../ui/video/recording-player-modal';

/** How often a recording that cannot play yet is asked again: its status moves on (spec 001 §4). */
const DETAIL_REFRESH_MS = 5_000;

/**
 * GET /recordings/{id} for the recording the URL names (`recording`): the provider's word on it,
 * not the list's row, so a link to it opens whatever page or filter the list shows. Asked again
 * every 5 s while it is scheduled, recording or not yet playable.
 */
export function useRecordingDetail(uuid: string | undefined): UseQueryResult<Recording> {
  return useQuery({
    ...recordingsQueries.detail(uuid ?? ''),
    enabled: uuid !== undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.hlsUrl === null ? DETAIL_REFRESH_MS : false,
  });
}

/**
 * The recording the URL names, in the player modal: a finished one plays; before that the modal
 * says where it stands (scheduled, recording, being prepared) and shows the video once it can;
 * one the provider does not know (deleted, another kitchen's) says so.
 */
export function RecordingDetail({
  opened,
  query,
  zone,
  onClose,
}: {
  opened: boolean;
  query: UseQueryResult<Recording>;
  /** The recording's kitchen zone, for its times. */
  zone: string | undefined;
  onClose(): void;
}) {
  const { t, dateLocale } = useI18n();
  const recording = query.data;
  const time = (epoch: number) => timestamp(epoch, { dateLocale, timeZone: zone });

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
    <RecordingPlayerModal opened={opened} recording={recording} zone={zone} onClose={onClose}>
      {status}
    </RecordingPlayerModal>
  );
}
