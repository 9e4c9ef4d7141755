import { Center, Loader, Text } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { useStreamThumbnail } from '../../ui/video/use-stream-thumbnail';

const LOADING = { status: 'loading' } as const;

/**
 * A stream's picture (GET /restaurants/{restaurantId}/streams/{id}/thumbnail, 320 by 240 PNG,
 * which plug-and-play may call). Not in the query cache (persisted to IndexedDB). An offline
 * camera has none (409), and any failure shows 'No Image' (spec 001 §8). Asked once its tile
 * comes on the screen: a phone shows one tile of the wall at a time, and the others are not
 * fetched and decoded with it.
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
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const thumbnail = useStreamThumbnail(restaurantUuid, streamId, near);
  const picture = near ? thumbnail : LOADING;

  return (
    <Center className="kc-live-stream" ref={nearRef}>
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
