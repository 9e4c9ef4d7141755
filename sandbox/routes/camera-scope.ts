import type { Camera } from '../../src/api/cameras/cameras.schema';
import { STREAM_TYPE, type Stream } from '../../src/api/streams/streams.schema';
import type { SandboxContext } from '../context';
import { cameraStatus, camerasOf, type CameraRecord } from '../model/cameras';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail } from '../route';
import { visibleRestaurant } from '../socket-admission';

/**
 * What the camera, stream and recording routes share: the restaurant of the camera and stream
 * proxy (spec 001 §7 line 157), a camera or stream of it, their wire shapes, and their viewers.
 */

/**
 * The restaurant a camera or stream call is sent to (spec 001 §7 line 157: "Camera and stream
 * calls go to a proxy under /restaurants/{restaurantId}"): 404 for one that does not exist, 403
 * with a message for one outside the user's restaurants.
 */
export function proxiedRestaurant(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
): RestaurantRecord {
  return visibleRestaurant(sandbox, user, restaurantId);
}

/**
 * `found` (a camera, a stream's camera, a category) when it is of the proxy's restaurant; 404
 * `notFound` for none and for another kitchen's.
 */
export function ofProxiedRestaurant<T extends { restaurantUuid: string }>(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
  found: T | undefined,
  notFound: string,
): T {
  const restaurant = proxiedRestaurant(user, sandbox, restaurantId);
  if (!found || found.restaurantUuid !== restaurant.uuid) fail(404, notFound);
  return found;
}

/** `found` when it is of one of the user's restaurants, for the calls outside the proxy; else 404. */
function ofOwnRestaurant<T extends { restaurantUuid: string }>(
  user: UserRecord,
  found: T | undefined,
  notFound: string,
): T {
  if (!found || !canSeeRestaurant(user, found.restaurantUuid)) fail(404, notFound);
  return found;
}

/** The camera streaming as `id` (a mountpoint number in the path), if any. */
const cameraOfStream = (sandbox: SandboxContext, id: string) =>
  camerasOf(sandbox.chain).byStream(/^\d{1,9}$/.test(id) ? Number(id) : NaN);

/** The camera `uuid` of the proxy's restaurant; 404 for any other (another kitchen's too). */
export function cameraAt(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
  uuid: string,
): CameraRecord {
  const camera = camerasOf(sandbox.chain).find(uuid);
  return ofProxiedRestaurant(user, sandbox, restaurantId, camera, 'Camera not found');
}

/** The stream `id` (a mountpoint number) of the proxy's restaurant; 404 for any other. */
export function streamAt(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
  id: string,
): CameraRecord {
  const camera = cameraOfStream(sandbox, id);
  return ofProxiedRestaurant(user, sandbox, restaurantId, camera, 'Stream not found');
}

/**
 * The camera `uuid` of one of the user's restaurants, for the calls outside the proxy (POST
 * /recordings, /records/list); 404 otherwise.
 */
export function ownCamera(user: UserRecord, sandbox: SandboxContext, uuid: string): CameraRecord {
  return ofOwnRestaurant(user, camerasOf(sandbox.chain).find(uuid), 'Camera not found');
}

/**
 * The stream `id` of one of the user's restaurants, for the calls outside the proxy (stream
 * activity); 404 otherwise.
 */
export function ownStream(user: UserRecord, sandbox: SandboxContext, id: string): CameraRecord {
  return ofOwnRestaurant(user, cameraOfStream(sandbox, id), 'Stream not found');
}

export function restaurantOf(sandbox: SandboxContext, camera: CameraRecord): RestaurantRecord {
  const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === camera.restaurantUuid);
  if (!restaurant) fail(404, 'Camera not found');
  return restaurant;
}

export function toCameraDto(sandbox: SandboxContext, camera: CameraRecord): Camera {
  const categories = camerasOf(sandbox.chain)
    .categoriesOf(restaurantOf(sandbox, camera))
    .filter((category) => category.cameraUuids.includes(camera.uuid))
    .map(({ uuid, name }) => ({ uuid, name }));
  return {
    uuid: camera.uuid,
    restaurantUuid: camera.restaurantUuid,
    name: camera.name,
    status: cameraStatus(camera, sandbox.now()),
    streamId: camera.streamId,
    model: camera.model,
    profiles: camera.profiles.map((profile) => ({ ...profile })),
    categories,
    excludeNetworkReset: camera.excludeNetworkReset,
  };
}

export function toStreamDto(camera: CameraRecord): Stream {
  return {
    id: camera.streamId,
    description: camera.name,
    metadata: { type: STREAM_TYPE, restaurantUuid: camera.restaurantUuid, cameraUuid: camera.uuid },
    live: camera.viewers > 0,
    viewers: camera.viewers,
  };
}

/** Where the signalling proxy listens on the sandbox's origin (sandbox/routes/media-gateway.ts). */
export const MEDIA_GATEWAY_PATH = '/media-gateway';

/**
 * The media gateway's address the console watches on (spec 001 §7 `janusHost`): the sandbox's
 * signalling proxy on the origin the call came to, or `SANDBOX_JANUS_HOST` where another gateway
 * serves. The console opens it with `/?restaurantUuid=…&Authorization=…`.
 */
export function janusHost(requestUrl: string): string {
  const configured = process.env.SANDBOX_JANUS_HOST?.trim();
  if (configured) return configured;
  const origin = new URL(requestUrl);
  return `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}${MEDIA_GATEWAY_PATH}`;
}

/** One viewer more; 409 while the camera is offline or restarting (there is nothing to watch). */
export function watch(sandbox: SandboxContext, camera: CameraRecord): void {
  const status = cameraStatus(camera, sandbox.now());
  if (status === 'OFFLINE') fail(409, `Camera “${camera.name}” is offline`);
  if (status === 'RESTARTING') fail(409, `Camera “${camera.name}” is restarting`);
  camera.viewers++;
  sandbox.media?.watched(camera.streamId);
}

/** One viewer fewer; 409 when nobody watches. */
export function leave(sandbox: SandboxContext, camera: CameraRecord): void {
  if (camera.viewers === 0) fail(409, `Stream ${camera.streamId} is not live`);
  camera.viewers--;
  if (camera.viewers === 0) sandbox.media?.unwatched(camera.streamId);
}
