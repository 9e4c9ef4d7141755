import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { mediaAuthorizationFor, mediaUrl } from '../../api/recordings/recordings.queries';
import { recordsQueries } from '../../api/records/records.queries';
import { ApiError } from '../../api/request';
import { timestamp } from '../../lib/format';
import { footage } from '../../lib/i18n/en/footage';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { Pending } from '../../ui/feedback/pending';
import { recordedMoment } from '../../ui/video/footage-at';
import { HlsVideo } from '../../ui/video/hls-video';
import { PlayerScreen } from './player-screen';

registerMessages(footage);

// The footage's download and delete (their progress, confirm dialog and calls) load with the
// first moment played, beside its record: the live player, the page's default, does not wait.
const loadActions = () => import('../../ui/video/footage-actions');
const FootageActions = lazy(() =>
  loadActions().then(({ FootageActions }) => ({ default: FootageActions })),
);

/**
 * A History entry's moment: the camera's record covering it, played from that second with the
 * player's sound choice, or why it cannot be (nothing recorded then, a failed call, with Try
 * again). The record can be downloaded or deleted (spec 001 §7 "GET /records/download/{id};
 * DELETE /records/{id}"); deleted, the moment is asked again and says there is nothing. 'Back to
 * live' leaves it.
 */
export function MomentPlayback({
  camera,
  at,
  timeZone,
  muted,
  onBackToLive,
}: {
  camera: Camera;
  /** Epoch ms. */
  at: number;
  timeZone: string | undefined;
  muted: boolean;
  onBackToLive(): void;
}) {
  const { t, dateLocale } = useI18n();
  const moment = useQuery({
    // Under the records' key: a deleted record is asked again.
    queryKey: [...recordsQueries.all(), 'moment', camera.uuid, at],
    queryFn: async () => {
      const found = await recordedMoment(camera.uuid, at);
      // Thrown as the call's error, so a server error is retried once like any other load.
      if (found.kind === 'failed') throw new ApiError(found.failure);
      return found;
    },
  });
  useEffect(() => void loadActions(), []);
  const time = timestamp(at, { timeZone, dateLocale });
  const label = t('footage.label', { camera: camera.name, time });

  let shown;
  if (moment.isPending)
    shown = (
      <PlayerScreen>
        <Loader
          color="white"
          size="sm"
          role="status"
          aria-label={t('kitchenPlayer.openingMoment')}
        />
      </PlayerScreen>
    );
  else if (moment.isError)
    shown = (
      <ErrorState
        title={t('footage.failed')}
        message={errorText(moment.error, t)}
        onRetry={() => void moment.refetch()}
      />
    );
  else if (moment.data.kind === 'none')
    shown = <PlayerScreen>{t('footage.none', { camera: camera.name, time })}</PlayerScreen>;
  else
    shown = (
      <HlsVideo
        src={mediaUrl(moment.data.video.src)}
        authorization={mediaAuthorizationFor(moment.data.video.src)}
        label={label}
        startAt={moment.data.video.startAt}
        muted={muted}
      />
    );

  return (
    <Stack gap="xs">
      {shown}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} translate="no">
          {label}
        </Text>
        <Button variant="default" size="xs" onClick={onBackToLive}>
          {t('kitchenPlayer.backToLive')}
        </Button>
      </Group>
      {moment.data?.kind === 'open' && (
        <Suspense fallback={<Pending />}>
          <FootageActions record={moment.data.record} timeZone={timeZone} />
        </Suspense>
      )}
    </Stack>
  );
}
