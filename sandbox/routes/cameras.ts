import {
  createCameraCategory,
  createCameraProfile,
  deleteCamera,
  deleteCameraCategory,
  deleteCameraProfile,
  getCameraLimits,
  getCameraThumbnail,
  listCameraCategories,
  listCameraProfiles,
  listCameraResolutions,
  listCameras,
  renameCamera,
  resetCamera,
  restartCamera,
  setCameraCredentials,
  startCameraWebRtc,
  stopCameraWebRtc,
  updateCameraCategory,
  updateCameraProfile,
} from '../../src/api/cameras/cameras.endpoints';
import {
  PROFILE_TOKEN,
  type CameraProfile,
  type CameraProfileBody,
  type CameraStatus,
} from '../../src/api/cameras/cameras.schema';
import { STREAM_THUMBNAIL } from '../../src/api/streams/streams.schema';
import { pictureResponse } from '../camera-frames';
import type { SandboxApi, SandboxContext } from '../context';
import { sortedBy } from '../list-page';
import {
  cameraStatus,
  camerasOf,
  FACTORY_USERNAME,
  factoryProfiles,
  limitsOf,
  resolutionsOf,
  RESTART_MS,
  type CameraRecord,
  type CategoryRecord,
} from '../model/cameras';
import type { RestaurantRecord } from '../model/restaurants';
import type { UserRecord } from '../model/users';
import { fail, serve, serveBinary } from '../route';
import {
  cameraAt,
  janusHost,
  leave,
  ofProxiedRestaurant,
  proxiedRestaurant,
  restaurantOf,
  toCameraDto,
  watch,
} from './camera-scope';

const STATUS_ORDER: Record<CameraStatus, number> = { ONLINE: 0, RESTARTING: 1, OFFLINE: 2 };
/** A status of the provider's own sorts after ours. */
const statusRank = (status: string) => STATUS_ORDER[status as CameraStatus] ?? 3;

/** A kitchen's cameras have different names, so the crew can tell the tiles apart (409). */
function checkNameFree(sandbox: SandboxContext, camera: CameraRecord, name: string): void {
  const taken = camerasOf(sandbox.chain)
    .of(restaurantOf(sandbox, camera))
    .some((other) => other.uuid !== camera.uuid && other.name.toLowerCase() === name.toLowerCase());
  if (taken) fail(409, `A camera named “${name}” already exists in this restaurant`);
}

/** A profile the camera can send: its codec and resolution offered, fps and bitrate in limits. */
function checkProfile(camera: CameraRecord, body: CameraProfileBody): void {
  const offered = resolutionsOf(camera).find((entry) => entry.codec === body.codec);
  if (!offered) fail(400, `This camera does not encode ${body.codec}`);
  if (!offered.resolutions.some((r) => r.width === body.width && r.height === body.height))
    fail(400, `This camera does not send ${body.codec} at ${body.width}x${body.height}`);
  const limits = limitsOf(camera);
  if (body.fps < limits.minFps || body.fps > limits.maxFps)
    fail(400, `fps must be ${limits.minFps} to ${limits.maxFps} on this camera`);
  if (body.bitrateKbps < limits.minBitrateKbps || body.bitrateKbps > limits.maxBitrateKbps)
    fail(
      400,
      `bitrateKbps must be ${limits.minBitrateKbps} to ${limits.maxBitrateKbps} on this camera`,
    );
}

function profileToken(id: string): string {
  if (!PROFILE_TOKEN.test(id)) fail(400, 'Invalid profile id: 1 to 32 letters, digits, "-" or "_"');
  return id;
}

/** The category `uuid` of the proxy's restaurant; 404 for any other. */
function categoryAt(
  user: UserRecord,
  sandbox: SandboxContext,
  restaurantId: string,
  uuid: string,
): CategoryRecord {
  const category = camerasOf(sandbox.chain).findCategory(uuid);
  return ofProxiedRestaurant(user, sandbox, restaurantId, category, 'Category not found');
}

/** Category names are unique in a restaurant (409); its cameras must be the restaurant's (400). */
function checkCategory(
  sandbox: SandboxContext,
  restaurant: RestaurantRecord,
  fields: { name: string; cameraUuids: string[] },
  except?: string,
): void {
  const store = camerasOf(sandbox.chain);
  const taken = store
    .categoriesOf(restaurant)
    .some((c) => c.uuid !== except && c.name.toLowerCase() === fields.name.toLowerCase());
  if (taken) fail(409, `A category named “${fields.name}” already exists in this restaurant`);
  const own = new Set(store.of(restaurant).map((camera) => camera.uuid));
  const stranger = fields.cameraUuids.find((uuid) => !own.has(uuid));
  if (stranger !== undefined) fail(400, `Camera ${stranger} is not one of this restaurant's`);
}

/**
 * Spec 001 §7 "Cameras", under the proxy prefix /restaurants/{restaurantId} (line 157): the
 * restaurant is the path's (403 outside the user's), and a camera or category of another
 * restaurant is not found there (404).
 */
export function registerCameraRoutes(api: SandboxApi): void {
  // The categories first: '…/cameras/categories/…' must not be read as a camera's id.
  serve(api, listCameraCategories, ({ params, user, sandbox }) => {
    const restaurant = proxiedRestaurant(user, sandbox, params.restaurantId);
    return sortedBy(
      camerasOf(sandbox.chain).categoriesOf(restaurant),
      (a, b) => a.name.localeCompare(b.name),
      'ASC',
    ).map((category) => ({ ...category, cameraUuids: [...category.cameraUuids] }));
  });

  serve(api, createCameraCategory, ({ params, body, user, sandbox }) => {
    const restaurant = proxiedRestaurant(user, sandbox, params.restaurantId);
    const cameraUuids = [...new Set(body.cameraUuids)];
    checkCategory(sandbox, restaurant, { name: body.name, cameraUuids });
    return camerasOf(sandbox.chain).addCategory({
      restaurantUuid: restaurant.uuid,
      name: body.name,
      cameraUuids,
    });
  });

  serve(api, updateCameraCategory, ({ params, body, user, sandbox }) => {
    const category = categoryAt(user, sandbox, params.restaurantId, params.id);
    const restaurant = proxiedRestaurant(user, sandbox, params.restaurantId);
    const cameraUuids = [...new Set(body.cameraUuids)];
    checkCategory(sandbox, restaurant, { name: body.name, cameraUuids }, category.uuid);
    category.name = body.name;
    category.cameraUuids = cameraUuids;
    return { ...category, cameraUuids: [...cameraUuids] };
  });

  serve(api, deleteCameraCategory, ({ params, user, sandbox }) => {
    const category = categoryAt(user, sandbox, params.restaurantId, params.id);
    camerasOf(sandbox.chain).removeCategory(category.uuid);
    return null;
  });

  serve(api, listCameras, ({ params, query, user, sandbox }) => {
    const restaurant = proxiedRestaurant(user, sandbox, params.restaurantId);
    const store = camerasOf(sandbox.chain);
    const search = query.search?.toLowerCase() ?? '';
    const category = query.categoryUuid
      ? store.categoriesOf(restaurant).find((c) => c.uuid === query.categoryUuid)
      : undefined;
    if (query.categoryUuid && !category) fail(404, 'Category not found');
    const now = sandbox.now();
    const matching = store
      .of(restaurant)
      .filter((camera) => camera.name.toLowerCase().includes(search))
      .filter((camera) => !category || category.cameraUuids.includes(camera.uuid));
    const byName = (a: CameraRecord, b: CameraRecord) =>
      a.name.localeCompare(b.name, 'en', { numeric: true });
    const sorted = sortedBy(
      matching,
      query.sortBy === 'status'
        ? (a, b) =>
            statusRank(cameraStatus(a, now)) - statusRank(cameraStatus(b, now)) || byName(a, b)
        : byName,
      query.orderDirection,
    );
    return {
      content: sorted
        .slice(query.offset, query.offset + query.limit)
        .map((camera) => toCameraDto(sandbox, camera)),
      total: sorted.length,
      limit: query.limit,
      offset: query.offset,
    };
  });

  serve(api, renameCamera, ({ params, body, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    checkNameFree(sandbox, camera, body.name);
    camera.name = body.name;
    sandbox.media?.renamed(camera.streamId, camera.name);
    return toCameraDto(sandbox, camera);
  });

  serve(api, deleteCamera, ({ params, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    camerasOf(sandbox.chain).remove(camera.uuid);
    sandbox.media?.unwatched(camera.streamId);
    return null;
  });

  serve(api, listCameraProfiles, ({ params, user, sandbox }) =>
    cameraAt(user, sandbox, params.restaurantId, params.id).profiles.map((profile) => ({
      ...profile,
    })),
  );

  serve(api, createCameraProfile, ({ params, body, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    const token = profileToken(params.profileId);
    checkProfile(camera, body);
    if (camera.profiles.some((profile) => profile.uuid === token))
      fail(409, `Profile “${token}” already exists on this camera`);
    const { maxProfiles } = limitsOf(camera);
    if (camera.profiles.length >= maxProfiles)
      fail(409, `This camera holds at most ${maxProfiles} profiles`);
    const profile: CameraProfile = { uuid: token, ...body };
    camera.profiles.push(profile);
    return { ...profile };
  });

  serve(api, updateCameraProfile, ({ params, body, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    const index = camera.profiles.findIndex((profile) => profile.uuid === params.profileId);
    if (index < 0) fail(404, 'Profile not found');
    checkProfile(camera, body);
    const profile: CameraProfile = { uuid: params.profileId, ...body };
    camera.profiles[index] = profile;
    return { ...profile };
  });

  serve(api, deleteCameraProfile, ({ params, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    if (!camera.profiles.some((profile) => profile.uuid === params.profileId))
      fail(404, 'Profile not found');
    // The stream is encoded from a profile: a camera without one has nothing to send.
    if (camera.profiles.length === 1) fail(409, 'A camera keeps at least one profile');
    camera.profiles = camera.profiles.filter((profile) => profile.uuid !== params.profileId);
    return null;
  });

  serve(api, listCameraResolutions, ({ params, user, sandbox }) =>
    resolutionsOf(cameraAt(user, sandbox, params.restaurantId, params.id)),
  );

  serve(api, getCameraLimits, ({ params, user, sandbox }) =>
    limitsOf(cameraAt(user, sandbox, params.restaurantId, params.id)),
  );

  // No parameter (spec 001 §7 line 162 names none): the spec's 320 by 240 PNG (§9).
  serveBinary(api, getCameraThumbnail, ({ params, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    const restaurant = restaurantOf(sandbox, camera);
    if (cameraStatus(camera, sandbox.now()) !== 'ONLINE')
      fail(409, `Camera “${camera.name}” has no picture now`);
    return pictureResponse({
      cameraName: camera.name,
      station: camera.station,
      time: sandbox.now(),
      timeZone: restaurant.timezone,
      ...STREAM_THUMBNAIL,
    });
  });

  serve(api, startCameraWebRtc, ({ params, user, sandbox, c }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    watch(sandbox, camera);
    return { janusHost: janusHost(c.req.url), id: camera.streamId, pin: camera.pin };
  });

  serve(api, stopCameraWebRtc, ({ params, user, sandbox }) => {
    leave(sandbox, cameraAt(user, sandbox, params.restaurantId, params.id));
    return null;
  });

  serve(api, setCameraCredentials, ({ params, body, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    camera.username = body.username;
    return null;
  });

  serve(api, resetCamera, ({ params, body, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    camera.profiles = factoryProfiles();
    camera.excludeNetworkReset = body.excludeNetworkReset;
    // A network reset also forgets the login the recorder set.
    if (!body.excludeNetworkReset) camera.username = FACTORY_USERNAME;
    return toCameraDto(sandbox, camera);
  });

  serve(api, restartCamera, ({ params, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    // A restart drops every viewer; the console's tiles retry (spec 001 §4 "Stream in a tile").
    camera.restartingUntil = sandbox.now() + RESTART_MS;
    camera.viewers = 0;
    sandbox.media?.restarted(camera.streamId);
    return toCameraDto(sandbox, camera);
  });
}
