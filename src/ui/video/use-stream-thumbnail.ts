import { request } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';
import { STREAM_THUMBNAIL } from '../../api/streams/streams.schema';
import { preloadBlobPicture, useBlobPicture, type Picture } from '../hooks/use-blob-picture';

const keyOf = (restaurantUuid: string, streamId: number, online: boolean) =>
  `${restaurantUuid}/${streamId}/${online}`;

/**
 * GET /restaurants/{restaurantId}/streams/{id}/thumbnail, sent with width 320, height 240 and
 * type png (spec 001 §7 line 174).
 */
const askThumbnail = (restaurantUuid: string, streamId: number) => (signal: AbortSignal) =>
  request(
    getStreamThumbnail,
    { params: { restaurantId: restaurantUuid, id: String(streamId) }, query: STREAM_THUMBNAIL },
    { signal },
  );

/** A stream's picture, asked while `online`, as `useBlobPicture` says. */
export function useStreamThumbnail(
  restaurantUuid: string,
  streamId: number,
  online: boolean,
): Picture {
  return useBlobPicture(
    keyOf(restaurantUuid, streamId, online),
    online,
    askThumbnail(restaurantUuid, streamId),
  );
}

/** For a route's loader: an online stream's picture, asked before its page shows it. */
export function preloadStreamThumbnail(restaurantUuid: string, streamId: number): void {
  preloadBlobPicture(keyOf(restaurantUuid, streamId, true), askThumbnail(restaurantUuid, streamId));
}
