import { cameraStreamId } from '../../api/cameras/camera-stream';
import { getCameraThumbnail } from '../../api/cameras/cameras.endpoints';
import type { Camera } from '../../api/cameras/cameras.schema';
import { request, type ApiResult } from '../../api/request';
import { getStreamThumbnail } from '../../api/streams/streams.endpoints';
import { STREAM_THUMBNAIL } from '../../api/streams/streams.schema';

/**
 * A camera's picture now, 320 by 240 PNG (spec 001 §9 "Thumbnail 320 by 240 png"). Spec 001 §7
 * gives that size and type on the stream's thumbnail call (line 174, "width 320, height 240,
 * image type png"), so a camera with a stream is asked through it; the camera's own call
 * (line 162, "blob") names no parameter and is asked bare, for a camera whose stream is not
 * known (a spec-shaped answer names none before its live start).
 */
export function askCameraThumbnail(
  camera: Pick<Camera, 'uuid' | 'restaurantUuid' | 'streamId'>,
): (signal: AbortSignal) => Promise<ApiResult<Blob>> {
  const { uuid, restaurantUuid } = camera;
  return (signal) => {
    // Known from the answer or from a live start by the time it is asked (camera-stream.ts).
    const streamId = cameraStreamId(camera);
    return streamId === undefined
      ? request(
          getCameraThumbnail,
          { params: { restaurantId: restaurantUuid, id: uuid } },
          { signal },
        )
      : request(
          getStreamThumbnail,
          {
            params: { restaurantId: restaurantUuid, id: String(streamId) },
            query: STREAM_THUMBNAIL,
          },
          { signal },
        );
  };
}
