import { Center, Loader, Text } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import { useStreamThumbnail } from '../../ui/video/use-stream-thumbnail';

/**
 * A stream's picture (GET /restaurants/{restaurantId}/streams/{id}/thumbnail, 320 by 240 PNG,
 * which plug-and-play may call). Not in the query cache (persisted to IndexedDB). An offline
 * camera has none (409), and any failure shows 'No Image' (spec 001 §8).
 */
export function StreamPicture({
  restaurantUuid,
  streamId,
  name,
}: {
  /** The stream's own restaurant: the proxy prefix (spec 001 §7 line 157). */
  restaurantUuid: string;
  streamId: number;
  name: string;
}) {
  const { t } = useI18n();
  const picture = useStreamThumbnail(restaurantUuid, streamId, true);

  return (
    <Center className="kc-live-stream">
      {picture.status === 'shown' ? (
        <img
          src={picture.url}
          alt={t('plugPlay.pictureAlt', { name })}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : picture.status === 'loading' ? (
        <Loader size="sm" color="white" aria-label={t('plugPlay.pictureLoading')} />
      ) : (
        <Text size="sm" c="white">
          {t('plugPlay.noImage')}
        </Text>
      )}
    </Center>
  );
}
