import type { Camera } from '../../src/api/cameras/cameras.schema';
import { STREAM_TYPE, type Stream } from '../../src/api/streams/streams.schema';
import type { SandboxContext } from '../context';
import { cameraStatus, camerasOf, type CameraRecord } from '../model/cameras';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail } from '../route';

/**
 * What the camera, stream and recording routes share: a camera or stream of the user's
 * restaurants (404 otherwise, revealing neither), its wire shapes, and its viewers.
 */

/** The camera `uuid` of one of the user's restaurants; 404 otherwise. */
export function ownCamera(user: UserRecord, sandbox: SandboxContext, uuid: string): CameraRecord {
  const camera = camerasOf(sandbox.chain).find(uuid);
  if (!camera || !canSeeRestaurant(user, camera.restaurantUuid)) fail(404, 'Camera not found');
  return camera;
}

/** The stream `id` (a mountpoint number) of one of the user's restaurants; 404 otherwise. */
export function ownStream(user: UserRecord, sandbox: SandboxContext, id: string): CameraRecord {
  const streamId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const camera = camerasOf(sandbox.chain).byStream(streamId);
  if (!camera || !canSeeRestaurant(user, camera.restaurantUuid)) fail(404, 'Stream not found');
  return camera;
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
