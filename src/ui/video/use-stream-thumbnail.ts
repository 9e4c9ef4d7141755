import { useEffect, useState } from 'react';
import { isAbortError, request, unwrap } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';

/** Spec 001 §7 GET /streams/{id}/thumbnail "width 320, height 240, image type png" (§9). */
export const THUMBNAIL = { width: 320, height: 240, type: 'png' } as const;

export type Thumbnail =
  { status: 'loading' } | { status: 'shown'; url: string } | { status: 'none' };

/**
 * A camera's preview (its live stream's thumbnail), asked once while `online`: an offline or
 * restarting camera has none (409), and any failure is 'No Image' (spec 001 §8). Not in the
 * query cache, which is persisted to IndexedDB.
 */
export function useStreamThumbnail(streamId: number, online: boolean): Thumbnail {
  const [shown, setShown] = useState<{ key: string; thumbnail: Thumbnail }>({
    key: '',
    thumbnail: { status: 'loading' },
  });
  const key = `${streamId}/${online}`;

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let url: string | null = null;
    request(
      getStreamThumbnail,
      { params: { id: String(streamId) }, query: THUMBNAIL },
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
  }, [streamId, online, key]);

  if (!online) return { status: 'none' };
  return shown.key === key ? shown.thumbnail : { status: 'loading' };
}
