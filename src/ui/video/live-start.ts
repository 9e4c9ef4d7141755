import { rememberCameraStream } from '../../api/cameras/camera-stream';
import { startCameraWebRtc, stopCameraWebRtc } from '../../api/cameras/cameras.endpoints';
import { request, type ApiResult } from '../../api/request';
import { startStream, stopStream } from '../../api/streams/streams.endpoints';
import type { StreamStartResult } from '../../api/streams/streams.schema';

/**
 * What a live player opens: a camera (the camera pages, the kitchen player, the mini-player) or
 * a stream known only by its id, as a plug-and-play wall's is in spec 001 §3 "Stream: id,
 * description, metadata with type STREAM" (no camera named).
 */
export type LiveSource = { cameraUuid: string } | { streamId: number };

/** A live player's start and stop calls for its source, in its restaurant. */
export interface LiveCalls {
  /** For the log: 'Camera …' or 'Stream …'. */
  name: string;
  start(): Promise<ApiResult<StreamStartResult>>;
  stop(): void;
}

/**
 * A camera starts through POST /cameras/{id}/webrtc and stops through DELETE (spec 001 §7 line
 * 163), its answer remembered as the camera's stream (camera-stream.ts); a stream by its id
 * through POST /streams {id} and POST /streams/{id}/stop (line 173). Both answer §3's "Stream
 * start result: id, pin". Under the proxy prefix of line 157: the restaurant is in the path.
 */
export function liveCalls(source: LiveSource, restaurantUuid: string): LiveCalls {
  const restaurantId = restaurantUuid;
  if ('cameraUuid' in source) {
    const params = { restaurantId, id: source.cameraUuid };
    return {
      name: `Camera ${source.cameraUuid}`,
      start: async () => {
        const started = await request(startCameraWebRtc, { params });
        if (started.success)
          rememberCameraStream({ restaurantUuid, uuid: source.cameraUuid }, started.data.id);
        return started;
      },
      stop: () => void request(stopCameraWebRtc, { params }),
    };
  }
  const id = source.streamId;
  return {
    name: `Stream ${id}`,
    start: () => request(startStream, { params: { restaurantId }, body: { id } }),
    stop: () => void request(stopStream, { params: { restaurantId, id: String(id) } }),
  };
}
