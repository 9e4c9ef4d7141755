import {
  deleteStream,
  getStream,
  getStreamThumbnail,
  listLiveStreams,
  listStreams,
  startStream,
  stopStream,
  updateStream,
} from '../../src/api/streams/streams.endpoints';
import { pictureResponse } from '../camera-frames';
import type { SandboxApi, SandboxContext } from '../context';
import { cameraStatus, camerasOf, type CameraRecord } from '../model/cameras';
import type { UserRecord } from '../model/users';
import { fail, serve, serveBinary } from '../route';
import {
  cameraAt,
  janusHost,
  leave,
  proxiedRestaurant,
  restaurantOf,
  streamAt,
  toStreamDto,
  watch,
} from './camera-scope';

/** The proxy's restaurant's streams, by id, `search` in the description. */
function streamsOf(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
  query: { search?: string } = {},
): CameraRecord[] {
  const restaurant = proxiedRestaurant(user, sandbox, restaurantId);
  const search = query.search?.toLowerCase() ?? '';
  return camerasOf(sandbox.chain)
    .of(restaurant)
    .filter((camera) => camera.name.toLowerCase().includes(search))
    .sort((a, b) => a.streamId - b.streamId);
}

/**
 * Spec 001 §7 "Streams": a stream is a camera's mountpoint on the media gateway. Under the proxy
 * prefix /restaurants/{restaurantId} (line 157): the restaurant is the path's (403 outside the
 * user's), and another restaurant's stream or camera is not found there (404).
 */
export function registerStreamRoutes(api: SandboxApi): void {
  serve(api, listStreams, ({ params, query, user, sandbox }) =>
    streamsOf(user, sandbox, params.restaurantId, query).map(toStreamDto),
  );

  // Before '…/streams/:id', which would read 'live' as an id.
  serve(api, listLiveStreams, ({ params, user, sandbox }) => ({
    content: streamsOf(user, sandbox, params.restaurantId)
      .filter((camera) => camera.viewers > 0)
      .map(toStreamDto),
  }));

  serve(api, startStream, ({ params, body, user, sandbox, c }) => {
    // By the stream's id (the spec's identifier), else by its camera (ours).
    const camera =
      body.id === undefined
        ? cameraAt(user, sandbox, params.restaurantId, body.cameraUuid!)
        : streamAt(user, sandbox, params.restaurantId, String(body.id));
    watch(sandbox, camera);
    return { id: camera.streamId, pin: camera.pin, janusHost: janusHost(c.req.url) };
  });

  serve(api, getStream, ({ params, user, sandbox }) =>
    toStreamDto(streamAt(user, sandbox, params.restaurantId, params.id)),
  );

  serve(api, updateStream, ({ params, body, user, sandbox }) => {
    const camera = streamAt(user, sandbox, params.restaurantId, params.id);
    const taken = camerasOf(sandbox.chain)
      .of(restaurantOf(sandbox, camera))
      .some(
        (o) => o.uuid !== camera.uuid && o.name.toLowerCase() === body.description.toLowerCase(),
      );
    if (taken) fail(409, `A camera named “${body.description}” already exists in this restaurant`);
    camera.name = body.description;
    sandbox.media?.renamed(camera.streamId, camera.name);
    return toStreamDto(camera);
  });

  serve(api, deleteStream, ({ params, user, sandbox }) => {
    const camera = streamAt(user, sandbox, params.restaurantId, params.id);
    camera.viewers = 0;
    sandbox.media?.unwatched(camera.streamId);
    return null;
  });

  serve(api, stopStream, ({ params, user, sandbox }) => {
    const camera = streamAt(user, sandbox, params.restaurantId, params.id);
    leave(sandbox, camera);
    return toStreamDto(camera);
  });

  // The spec's 320 by 240 PNG unless asked otherwise (001 §7 line 174); 400 for a size or type
  // the declaration refuses, before the handler runs.
  serveBinary(api, getStreamThumbnail, ({ params, query, user, sandbox }) => {
    const camera = streamAt(user, sandbox, params.restaurantId, params.id);
    if (cameraStatus(camera, sandbox.now()) !== 'ONLINE')
      fail(409, `Stream ${camera.streamId} has no picture now`);
    return pictureResponse({
      cameraName: camera.name,
      station: camera.station,
      time: sandbox.now(),
      timeZone: restaurantOf(sandbox, camera).timezone,
      width: query.width,
      height: query.height,
      type: query.type,
    });
  });
}
