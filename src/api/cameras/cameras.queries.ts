import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  createCameraCategory,
  createCameraProfile,
  deleteCamera,
  deleteCameraCategory,
  deleteCameraProfile,
  getCameraLimits,
  listCameraCategories,
  listCameraProfiles,
  listCameraResolutions,
  listCameras,
  renameCamera,
  resetCamera,
  restartCamera,
  setCameraCredentials,
  updateCameraCategory,
  updateCameraProfile,
} from './cameras.endpoints';
import {
  CAMERA_MAX_LIMIT,
  cameraParams,
  camerasOf,
  type Camera,
  type CameraCategoryCreateBody,
  type CameraCategoryUpdateBody,
  type CameraCredentialsBody,
  type CameraProfileBody,
  type CameraRef,
} from './cameras.schema';
import { resourceMutation } from '../resource-mutation';

/*
 * The settings page's calls (spec 001 §7 "Cameras"), each sent to the camera's restaurant (the
 * proxy prefix of line 157). Every key starts with 'cameras', so a change here reaches every
 * cached camera list, the camera view's included.
 */

const all = () => ['cameras'] as const;

export const camerasQueries = {
  all,
  /**
   * GET /cameras: the kitchen's cameras, all of them, by name: paged through 100 at a time, as a
   * kitchen may have more cameras than a page holds (the spec bounds a layout's tiles, not a
   * kitchen's cameras).
   */
  cameras: (restaurantUuid: string) =>
    queryOptions({
      queryKey: [...all(), listCameras.path, restaurantUuid, 'every'] as const,
      queryFn: ({ signal }) => fetchAllCameras(restaurantUuid, signal),
    }),
  profiles: (camera: CameraRef) =>
    endpointQuery(all(), listCameraProfiles, { params: cameraParams(camera) }),
  resolutions: (camera: CameraRef) =>
    endpointQuery(all(), listCameraResolutions, { params: cameraParams(camera) }),
  limits: (camera: CameraRef) =>
    endpointQuery(all(), getCameraLimits, { params: cameraParams(camera) }),
  categories: (restaurantUuid: string) =>
    endpointQuery(all(), listCameraCategories, { params: { restaurantId: restaurantUuid } }),
};

/** Pages a restaurant's cameras past the 100 one answer holds. */
const MAX_CAMERA_PAGES = 50;

/**
 * Every camera of a restaurant, each with its restaurant: asked 100 at a time until the
 * answer's `total` is reached (or a page comes back empty), as `{ content, total }`.
 */
export async function fetchAllCameras(
  restaurantUuid: string,
  signal?: AbortSignal,
): Promise<{ content: Camera[]; total: number }> {
  const content: Camera[] = [];
  let total = 0;
  for (let page = 0; page < MAX_CAMERA_PAGES; page += 1) {
    const answer = await request(
      listCameras,
      {
        params: { restaurantId: restaurantUuid },
        query: { limit: CAMERA_MAX_LIMIT, offset: page * CAMERA_MAX_LIMIT },
      },
      { signal },
    ).then(unwrap);
    total = answer.total;
    content.push(...camerasOf(restaurantUuid, answer.content));
    if (answer.content.length === 0 || (page + 1) * CAMERA_MAX_LIMIT >= total) break;
  }
  return { content, total };
}

/** Every change is followed by the camera calls, asked again whatever the outcome. */
const cameraMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call);

type OnCamera<B> = { camera: CameraRef; body: B };

export const camerasMutations = {
  rename: () =>
    cameraMutation('rename', ({ camera, body }: OnCamera<{ name: string }>) =>
      request(renameCamera, { params: cameraParams(camera), body }).then(unwrap),
    ),
  remove: () =>
    cameraMutation('remove', (camera: CameraRef) =>
      request(deleteCamera, { params: cameraParams(camera) }).then(unwrap),
    ),
  restart: () =>
    cameraMutation('restart', (camera: CameraRef) =>
      request(restartCamera, { params: cameraParams(camera) }).then(unwrap),
    ),
  reset: () =>
    cameraMutation('reset', ({ camera, body }: OnCamera<{ excludeNetworkReset: boolean }>) =>
      request(resetCamera, { params: cameraParams(camera), body }).then(unwrap),
    ),
  credentials: () =>
    cameraMutation('credentials', ({ camera, body }: OnCamera<CameraCredentialsBody>) =>
      request(setCameraCredentials, { params: cameraParams(camera), body }).then(unwrap),
    ),
  createProfile: () =>
    cameraMutation(
      'create-profile',
      ({ camera, token, body }: OnCamera<CameraProfileBody> & { token: string }) =>
        request(createCameraProfile, {
          params: { ...cameraParams(camera), profileId: token },
          body,
        }).then(unwrap),
    ),
  updateProfile: () =>
    cameraMutation(
      'update-profile',
      ({ camera, token, body }: OnCamera<CameraProfileBody> & { token: string }) =>
        request(updateCameraProfile, {
          params: { ...cameraParams(camera), profileId: token },
          body,
        }).then(unwrap),
    ),
  removeProfile: (camera: CameraRef) =>
    cameraMutation('remove-profile', (token: string) =>
      request(deleteCameraProfile, {
        params: { ...cameraParams(camera), profileId: token },
      }).then(unwrap),
    ),
  /** The restaurant's categories: `restaurantUuid` is the page's kitchen. */
  createCategory: (restaurantUuid: string) =>
    cameraMutation('create-category', (body: CameraCategoryCreateBody) =>
      request(createCameraCategory, { params: { restaurantId: restaurantUuid }, body }).then(
        unwrap,
      ),
    ),
  updateCategory: (restaurantUuid: string) =>
    cameraMutation(
      'update-category',
      ({ uuid, body }: { uuid: string; body: CameraCategoryUpdateBody }) =>
        request(updateCameraCategory, {
          params: { restaurantId: restaurantUuid, id: uuid },
          body,
        }).then(unwrap),
    ),
  removeCategory: (restaurantUuid: string) =>
    cameraMutation('remove-category', (uuid: string) =>
      request(deleteCameraCategory, { params: { restaurantId: restaurantUuid, id: uuid } }).then(
        unwrap,
      ),
    ),
};
