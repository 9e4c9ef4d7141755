import { request } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';
import { STREAM_THUMBNAIL } from '../../api/streams/streams.schema';
import { useBlobPicture, type Picture } from '../hooks/use-blob-picture';

/**
 * A stream's picture (GET /restaurants/{restaurantId}/streams/{id}/thumbnail, sent with width
 * 320, height 240 and type png: spec 001 §7 line 174), asked once while `online`, as
 * `useBlobPicture` says.
 */
export function useStreamThumbnail(
  restaurantUuid: string,
  streamId: number,
  online: boolean,
): Picture {
  return useBlobPicture(`${restaurantUuid}/${streamId}/${online}`, online, (signal) =>
    request(
      getStreamThumbnail,
      { params: { restaurantId: restaurantUuid, id: String(streamId) }, query: STREAM_THUMBNAIL },
      { signal },
    ),
  );
}
