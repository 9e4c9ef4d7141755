import { useEffect, useState } from 'react';
import { isAbortError, request, unwrap } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';
import { STREAM_THUMBNAIL } from '../../api/streams/streams.schema';

export type Thumbnail =
  { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * A stream's picture (GET /restaurants/{restaurantId}/streams/{id}/thumbnail, sent with width
 * 320, height 240 and type png: spec 001 §7 line 174), asked once while `online`: an offline or
 * restarting camera has none (409), and any failure is 'No Image' (spec 001 §8). Not in the
 * query cache, which is persisted to IndexedDB.
 */
export function useStreamThumbnail(
  restaurantUuid: string,
  streamId: number,
  online: boolean,
): Thumbnail {
  const [shown, setShown] = useState<{ key: string; thumbnail: Thumbnail }>({
    key: '',
    thumbnail: { status: 'loading' },
  });
  const key = `${restaurantUuid}/${streamId}/${online}`;

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let url: string | null = null;
    request(
      getStreamThumbnail,
      { params: { restaurantId: restaurantUuid, id: String(streamId) }, query: STREAM_THUMBNAIL },
      { signal: controller.signal },
    )
      .then(unwrap)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setShown({ key, thumbnail: { status: 'shown', url } });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setShown({ key, thumbnail: { status: 'none' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [restaurantUuid, streamId, online, key]);

  if (!online) return { status: 'none' };
  return shown.key === key ? shown.thumbnail : { status: 'loading' };
}
