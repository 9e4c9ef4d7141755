import { Loader, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Camera } from '../../api/cameras/cameras.schema';
import { isAbortError, unwrap } from '../../api/request';
import { askCameraThumbnail } from '../../ui/cameras/camera-thumbnail';
import { useI18n } from '../../lib/i18n/i18n';

/** A still picture is asked again this often: fresh enough to see the line, light on data. */
export const STILL_REFRESH_MS = 5000;

type Still = { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * A tile's still picture in place of its live stream (320 by 240 PNG, `askCameraThumbnail`,
 * renewed every 5 s); tapping it plays the stream. A failed picture says 'No Image' and is tried again
 * at the next renewal: an offline camera may come back.
 */
export function CameraStill({ camera, onWatch }: { camera: Camera; onWatch(): void }) {
  const { t } = useI18n();
  const [still, setStill] = useState<Still>({ status: 'loading' });
  const { uuid, restaurantUuid, streamId } = camera;

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const ask = askCameraThumbnail({ uuid, restaurantUuid, streamId });
    const fetchStill = () =>
      ask(controller.signal)
        .then(unwrap)
        .then((blob) => {
          const previous = url;
          url = URL.createObjectURL(blob);
          setStill({ status: 'shown', url });
          if (previous) URL.revokeObjectURL(previous);
        })
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          // An old picture would pass for the camera now: say there is none.
          if (url) URL.revokeObjectURL(url);
          url = null;
          setStill({ status: 'none' });
        });
    void fetchStill();
    const timer = setInterval(() => void fetchStill(), STILL_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [uuid, restaurantUuid, streamId]);

  return (
    <UnstyledButton
      className="kc-live-stream kc-camera-still"
      onClick={onWatch}
      aria-label={t('cameraView.watchLive', { name: camera.name })}
      data-still-status={still.status}
    >
      {still.status === 'shown' && (
        <img src={still.url} alt={t('cameraView.stillAlt', { name: camera.name })} />
      )}
      {still.status === 'loading' && (
        <Loader size="sm" color="white" aria-label={t('cameraView.stillLoading')} />
      )}
      {still.status === 'none' && (
        <Text size="sm" c="white">
          {t('cameraView.noImage')}
        </Text>
      )}
      <span className="kc-camera-still-hint">▶ {t('cameraView.tapToWatch')}</span>
    </UnstyledButton>
  );
}
