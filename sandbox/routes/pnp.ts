import {
  listArucoRestaurants,
  listArucoStreams,
  listPnpModes,
  listPnpZones,
  listPnpZoneStreams,
  startPnpZone,
  stopPnpZone,
} from '../../src/api/pnp/pnp.endpoints';
import type { PnpMode, PnpZone } from '../../src/api/pnp/pnp.schema';
import type { SandboxApi, SandboxContext } from '../context';
import { cameraStatus, camerasOf, type CameraRecord } from '../model/cameras';
import { zonesOf, type ZoneRecord } from '../model/pnp-zones';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { fail, serve } from '../route';
import { toStreamDto } from './camera-scope';
import { ownRestaurant } from './fryers';

const MODES: ReadonlyArray<{ key: PnpMode; name: string; description: string }> = [
  { key: 'LIVE', name: 'Live', description: 'Streams the zone’s cameras to the wall' },
  {
    key: 'CALIBRATION',
    name: 'Calibration',
    description: 'Streams with the markers and the zone’s outline drawn, to aim the cameras',
  },
  {
    key: 'DETECTION',
    name: 'Detection',
    description: 'Runs the kitchen’s detection on the zone’s cameras',
  },
];

function ownZone(user: UserRecord, sandbox: SandboxContext, uuid: string): ZoneRecord {
  const zone = zonesOf(sandbox.chain).find(uuid);
  if (!zone || !canSeeRestaurant(user, zone.restaurantUuid)) fail(404, 'Zone not found');
  return zone;
}

/** The zone's cameras still in the restaurant, in wall order. */
function zoneCameras(sandbox: SandboxContext, zone: ZoneRecord): CameraRecord[] {
  const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === zone.restaurantUuid)!;
  const cameras = camerasOf(sandbox.chain).of(restaurant);
  return zone.cameraUuids.flatMap((uuid) => cameras.find((camera) => camera.uuid === uuid) ?? []);
}

function toZoneDto(sandbox: SandboxContext, zone: ZoneRecord): PnpZone {
  return {
    uuid: zone.uuid,
    restaurantUuid: zone.restaurantUuid,
    name: zone.name,
    streamIds: zoneCameras(sandbox, zone).map((camera) => camera.streamId),
    mode: zone.mode,
    startedAt: zone.startedAt,
  };
}

/** Spec 001 §7 "Plug-and-play". */
export function registerPnpRoutes(api: SandboxApi): void {
  serve(api, listPnpModes, () => MODES.map((mode) => ({ ...mode })));

  serve(api, listPnpZones, ({ query, user, sandbox }) =>
    zonesOf(sandbox.chain)
      .of(ownRestaurant(user, sandbox, query.restaurantUuid))
      .map((zone) => toZoneDto(sandbox, zone)),
  );

  serve(api, listPnpZoneStreams, ({ params, user, sandbox }) =>
    zoneCameras(sandbox, ownZone(user, sandbox, params.id)).map(toStreamDto),
  );

  serve(api, startPnpZone, ({ params, body, user, sandbox }) => {
    const zone = ownZone(user, sandbox, params.id);
    // Any text passes the declaration (the modes are the provider's): this provider's are MODES.
    if (!MODES.some((mode) => mode.key === body.mode)) fail(400, `Unknown mode ${body.mode}`);
    if (zone.mode !== null) fail(409, `Zone “${zone.name}” already runs in ${zone.mode} mode`);
    const cameras = zoneCameras(sandbox, zone);
    if (cameras.length === 0) fail(409, `Zone “${zone.name}” has no cameras`);
    const now = sandbox.now();
    // The wall watches the zone's cameras that answer; an offline one shows as such.
    const online = cameras.filter((camera) => cameraStatus(camera, now) === 'ONLINE');
    online.forEach((camera) => camera.viewers++);
    zone.watching = online.map((camera) => camera.uuid);
    zone.mode = body.mode;
    zone.startedAt = now;
    return toZoneDto(sandbox, zone);
  });

  serve(api, stopPnpZone, ({ params, body, user, sandbox }) => {
    const zone = ownZone(user, sandbox, params.id);
    if (zone.mode === null) fail(409, `Zone “${zone.name}” is not running`);
    if (zone.mode !== body.mode)
      fail(409, `Zone “${zone.name}” runs in ${zone.mode} mode, not ${body.mode}`);
    // A restart may have dropped the wall's viewer already.
    for (const camera of zoneCameras(sandbox, zone)) {
      if (zone.watching.includes(camera.uuid)) camera.viewers = Math.max(0, camera.viewers - 1);
    }
    zone.watching = [];
    zone.mode = null;
    zone.startedAt = null;
    return toZoneDto(sandbox, zone);
  });

  serve(api, listArucoRestaurants, ({ user, sandbox }) => {
    const store = camerasOf(sandbox.chain);
    return visibleRestaurants(user, sandbox.chain.restaurants).map((restaurant) => {
      const cameras = store.of(restaurant);
      return {
        uuid: restaurant.uuid,
        name: restaurant.name,
        number: restaurant.number,
        streams: cameras.length,
        validStreams: cameras.filter((camera) => camera.aruco.status === 'VALID').length,
      };
    });
  });

  serve(api, listArucoStreams, ({ query, user, sandbox }) =>
    camerasOf(sandbox.chain)
      .of(ownRestaurant(user, sandbox, query.restaurantUuid))
      .map((camera) => ({
        id: camera.streamId,
        description: camera.name,
        ...camera.aruco,
        live: camera.viewers > 0,
      })),
  );
}
