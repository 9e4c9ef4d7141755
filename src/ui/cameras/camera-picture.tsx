import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getCameraThumbnail } from '../../api/cameras/cameras.endpoints';
import type { Camera } from '../../api/cameras/cameras.schema';
import { isAbortError, request, unwrap } from '../../api/request';
import { cameraSettings } from '../../lib/i18n/en/camera-settings';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';

registerMessages(cameraSettings);

/** Spec 001 §7 "Thumbnail 320 by 240 png" (§9). */
const WIDTH = 320;
const HEIGHT = 240;

type Picture = { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * The camera's picture now (spec 001 §3 camera settings "image"; GET /cameras/{id}/thumbnail), so
 * the person changing it sees which camera it is. Not in the query cache, which is persisted to
 * IndexedDB. An offline or restarting camera has none (409), and any failure shows 'No Image'
 * (spec 001 §8): the picture helps, and the page works without it. Asked again when the
 * camera's status changes (back from a restart).
 */
export function CameraPicture({ camera }: { camera: Camera }) {
  const { t } = useI18n();
  const [picture, setPicture] = useState<{ key: string; picture: Picture }>({
    key: '',
    picture: { status: 'loading' },
  });
  const { uuid, restaurantUuid } = camera;
  const key = `${uuid}/${camera.status}`;
  const online = camera.status === 'ONLINE';

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let url: string | null = null;
    request(
      getCameraThumbnail,
      // The camera's own restaurant: the proxy prefix (spec 001 §7 line 157).
      { params: { restaurantId: restaurantUuid, id: uuid } },
      { signal: controller.signal },
    )
      .then(unwrap)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setPicture({ key, picture: { status: 'shown', url } });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setPicture({ key, picture: { status: 'none' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [uuid, restaurantUuid, key, online]);

  const shown: Picture = !online
    ? { status: 'none' }
    : picture.key === key
      ? picture.picture
      : { status: 'loading' };
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
