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

/**
 * The media gateway's websocket address the console watches on (`SANDBOX_JANUS_HOST`, set
 * where the sandbox runs Janus; the gateway's default port on loopback otherwise).
 */
export function janusHost(): string {
  return process.env.SANDBOX_JANUS_HOST?.trim() || 'ws://127.0.0.1:8188/';
}

/** One viewer more; 409 while the camera is offline or restarting (there is nothing to watch). */
export function watch(sandbox: SandboxContext, camera: CameraRecord): void {
  const status = cameraStatus(camera, sandbox.now());
  if (status === 'OFFLINE') fail(409, `Camera “${camera.name}” is offline`);
  if (status === 'RESTARTING') fail(409, `Camera “${camera.name}” is restarting`);
  camera.viewers++;
}

/** One viewer fewer; 409 when nobody watches. */
export function leave(camera: CameraRecord): void {
  if (camera.viewers === 0) fail(409, `Stream ${camera.streamId} is not live`);
  camera.viewers--;
}
