import { Center, Loader, Text } from '@mantine/core';
import { getCameraThumbnail } from '../../api/cameras/cameras.endpoints';
import type { Camera } from '../../api/cameras/cameras.schema';
import { request } from '../../api/request';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { preloadBlobPicture, useBlobPicture } from '../hooks/use-blob-picture';

registerMessages(cameraSettings);

/** Spec 001 §7 "Thumbnail 320 by 240 png" (§9). */
const WIDTH = 320;
const HEIGHT = 240;

const pictureKey = (camera: Camera) => `${camera.uuid}/${camera.status}`;

const askPicture =
  ({ uuid, restaurantUuid }: Camera) =>
  (signal: AbortSignal) =>
    request(
      getCameraThumbnail,
      // The camera's own restaurant: the proxy prefix (spec 001 §7 line 157).
      { params: { restaurantId: restaurantUuid, id: uuid } },
      { signal },
    );

/** For a route's loader: an online camera's picture, asked before its page shows it. */
export function preloadCameraPicture(camera: Camera): void {
  if (camera.status === 'ONLINE') preloadBlobPicture(pictureKey(camera), askPicture(camera));
}

/**
 * The camera's picture now (spec 001 §3 camera settings "image"; GET /cameras/{id}/thumbnail), so
 * the person changing it sees which camera it is: the picture helps, and the page works without
 * it ('No Image', as `useBlobPicture` says). Asked again when the camera's status changes (back
 * from a restart).
 */
export function CameraPicture({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  const shown = useBlobPicture(pictureKey(camera), camera.status === 'ONLINE', askPicture(camera));
  return (
    <Center
      w="100%"
      maw={WIDTH}
      style={{
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        background: 'var(--mantine-color-default-hover)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        flex: 'none',
      }}
    >
      {shown.status === 'shown' ? (
        <img
          src={shown.url}
          alt={t('cameraSettings.pictureAlt', { name: camera.name })}
          width={WIDTH}
          height={HEIGHT}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      ) : shown.status === 'loading' ? (
        <Loader size="sm" aria-label={t('cameraSettings.pictureLoading')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('cameraSettings.noImage')}
        </Text>
      )}
    </Center>
  );
}
