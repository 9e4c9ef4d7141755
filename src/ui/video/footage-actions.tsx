import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteRecord, downloadRecord } from '../../api/records/records.endpoints';
import { downloadFootage, recordsMutations } from '../../api/records/records.queries';
import type { FootageRecord } from '../../api/records/records.schema';
import { ApiError } from '../../api/request';
import { canCall } from '../../lib/access';
import { timeOfDay, timestamp } from '../../lib/format';
import { footage } from '../../lib/i18n/en/footage';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import { DownloadButton, DownloadProgress } from '../downloads/download-row';
import { useDownloads } from '../downloads/use-downloads';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { errorText } from '../feedback/error-text';
import { failureText } from '../feedback/failure-text';
import { notify, notifyError } from '../feedback/notify';

registerMessages(footage);

const layoutRoute = getRouteApi('/_app');

type FootageAction = 'download' | 'delete';

/**
 * Why a footage call failed, in words a crew member can act on (spec 000 §8): a refused role,
 * footage gone (deleted, or older than the camera keeps), a recorder that did not answer.
 */
function footageFailureText(
  action: FootageAction,
  { code, message }: { code: number; message: string },
  t: Translate,
): string {
  if (code === 403)
    return t(action === 'download' ? 'footage.forbiddenDownload' : 'footage.forbiddenDelete');
  if (code === 404) return t('footage.gone');
  if (code >= 500) return t('footage.serverFailed', { message });
  return failureText(code, message, t);
}

/**
 * What a user may do with the footage on screen (spec 001 §7 "GET /records/download/{id}; …
 * DELETE /records/{id}"): download it as one MP4 with its progress (at most every 500 ms, §4) and
 * Cancel, and delete it after a confirm. Each is offered only to a role the call allows. After a
 * delete, whatever reads records is asked again, and `onDeleted` runs.
 */
export function FootageActions({
  record,
  timeZone,
  onDeleted,
}: {
  record: FootageRecord;
  /** The kitchen's zone, for the footage's times. */
  timeZone: string | undefined;
  onDeleted?(): void;
}) {
  const { t, dateLocale } = useI18n();
  const user = layoutRoute.useRouteContext({ select: (context) => context.user });
  const downloads = useDownloads();
  const remove = useMutation(recordsMutations.remove());
  const [confirming, setConfirming] = useState(false);
  const file = downloads.row(record.id, (options) =>
    downloadFootage(record.id, `${record.cameraName} ${record.id}.mp4`, options),
  );
  const from = timestamp(record.startTime, { timeZone, dateLocale });
  const to = timeOfDay(record.endTime, { timeZone, dateLocale });
  const span = t('footage.span', { camera: record.cameraName, from, to });
  const may = { download: canCall(user, downloadRecord), delete: canCall(user, deleteRecord) };
  if (!may.download && !may.delete) return null;

  return (
    <Stack gap={4}>
      <Group gap="xs">
        {may.download && (
          <DownloadButton
            download={file}
            size="compact-sm"
            variant="light"
            texts={{
              download: t('footage.download'),
              downloadLabel: t('footage.downloadLabel', { footage: span }),
              cancel: t('footage.cancelDownload'),
              cancelLabel: t('footage.cancelDownloadLabel', { footage: span }),
            }}
          />
        )}
        {may.delete && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={file.running}
            onClick={() => setConfirming(true)}
            aria-label={t('footage.deleteLabel', { footage: span })}
          >
            {t('footage.delete')}
          </Button>
        )}
      </Group>
      <DownloadProgress
        download={file}
        reason={(failed) => footageFailureText('download', failed, t)}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('footage.deleteTitle')}
        confirmLabel={t('footage.delete')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              void notify({ color: 'green', message: t('footage.deleted') });
              onDeleted?.();
            },
            onError: (error) =>
              void notifyError(
                error instanceof ApiError
                  ? footageFailureText('delete', error, t)
                  : errorText(error, t),
                t('footage.deleteFailed'),
              ),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('footage.deleteText', { camera: record.cameraName, from, to })}
      </ConfirmDialog>
    </Stack>
  );
}
