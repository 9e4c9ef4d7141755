import { Center, Loader, Text } from '@mantine/core';
import { cameraMayShowPicture, type Camera } from '../../api/cameras/cameras.schema';
import { STREAM_THUMBNAIL } from '../../api/streams/streams.schema';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { preloadBlobPicture, useBlobPicture } from '../hooks/use-blob-picture';
import { askCameraThumbnail } from './camera-thumbnail';

registerMessages(cameraSettings);

/** Spec 001 §9 "Thumbnail 320 by 240 png". */
const { width: WIDTH, height: HEIGHT } = STREAM_THUMBNAIL;

const pictureKey = (camera: Camera) => `${camera.uuid}/${camera.status}`;

const askPicture = askCameraThumbnail;

/** For a route's loader: an online camera's picture, asked before its page shows it. */
export function preloadCameraPicture(camera: Camera): void {
  if (cameraMayShowPicture(camera.status))
    preloadBlobPicture(pictureKey(camera), askPicture(camera));
}

/**
 * The camera's picture now (spec 001 §3 camera settings "image"; `askCameraThumbnail`), so
 * the person changing it sees which camera it is: the picture helps, and the page works without
 * it ('No Image', as `useBlobPicture` says). Asked again when the camera's status changes (back
 * from a restart).
 */
export function CameraPicture({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  const shown = useBlobPicture(
    pictureKey(camera),
    cameraMayShowPicture(camera.status),
    askPicture(camera),
  );
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
