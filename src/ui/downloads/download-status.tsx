import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloads } from '../../lib/i18n/en/downloads';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { failureText } from '../feedback/failure-text';
import type { DownloadState } from './use-downloads';

registerMessages(downloads);

/**
 * A file download's progress (spec 001 §4 "progress is reported at most every 500 ms", as
 * `useDownloads` gives it) and how it ended, said as it changes: saved, accepted to be processed
 * elsewhere (a 202, spec 000 §4), blocked or failed. `reason` words a failure (default: the
 * provider's message, ours for no answer); `action` (a Cancel) stands beside the progress.
 */
export function DownloadStatus({
  state,
  reason = (failed, t) => failureText(failed.code, failed.message, t),
  action,
}: {
  state: DownloadState | undefined;
  reason?: (failed: { code: number; message: string }, t: Translate) => string;
  action?: ReactNode;
}) {
  const { t } = useI18n();
  if (!state) return null;
  switch (state.status) {
    case 'downloading': {
      const progress = (
        <Text size="xs" role="status">
          {state.percent === null
            ? t('download.downloadingUnknown')
            : t('download.downloading', { percent: state.percent })}
        </Text>
      );
      return (
        <Stack gap={4} miw={action ? 150 : 140}>
          {action ? (
            <Group gap="xs" wrap="nowrap" justify="space-between">
              {progress}
              {action}
            </Group>
          ) : (
            progress
          )}
          <Progress
            value={state.percent ?? 100}
            animated={state.percent === null}
            striped={state.percent === null}
            size="sm"
            aria-label={t('download.progress')}
          />
        </Stack>
      );
    }
    case 'saved':
      return (
        <Text size="xs" c="green.8" role="status" style={{ overflowWrap: 'break-word' }}>
          {t('download.saved', { fileName: state.fileName })}
        </Text>
      );
    case 'popupBlocked':
      return (
        <Text size="xs" c="red.8" role="alert">
          {t('download.popupBlocked')}
        </Text>
      );
    case 'failed':
      return (
        <Text size="xs" c="red.8" role="alert">
          {t('download.failedBecause', { message: reason(state, t) })}
        </Text>
      );
    case 'accepted':
      return (
        <Text size="xs" c="blue.8" role="status">
          {t('download.accepted')}
        </Text>
      );
  }
}
