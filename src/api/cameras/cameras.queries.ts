import { mutationOptions } from '@tanstack/react-query';
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
  type CameraCategoryCreateBody,
  type CameraCategoryUpdateBody,
  type CameraCredentialsBody,
  type CameraProfileBody,
} from './cameras.schema';

/*
 * The settings page's calls (spec 001 §7 "Cameras"). Every key starts with 'cameras', so a
 * change here reaches every cached camera list, the camera view's included.
 */

const all = () => ['cameras'] as const;

export const camerasQueries = {
  all,
  /** GET /cameras: the kitchen's cameras, all of them (at most 6 a kitchen), by name. */
  cameras: (restaurantUuid: string) =>
    endpointQuery(all(), listCameras, { query: { restaurantUuid, limit: CAMERA_MAX_LIMIT } }),
  profiles: (cameraUuid: string) =>
    endpointQuery(all(), listCameraProfiles, { params: { id: cameraUuid } }),
  resolutions: (cameraUuid: string) =>
    endpointQuery(all(), listCameraResolutions, { params: { id: cameraUuid } }),
  limits: (cameraUuid: string) =>
    endpointQuery(all(), getCameraLimits, { params: { id: cameraUuid } }),
  categories: (restaurantUuid: string) =>
    endpointQuery(all(), listCameraCategories, { query: { restaurantUuid } }),
};

/** Every change is followed by the camera calls, asked again whatever the outcome. */
function cameraMutation<V, R>(name: string, call: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...all(), name],
    mutationFn: call,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: all() }),
  });
}

type OnCamera<B> = { camera: string; body: B };

export const camerasMutations = {
  rename: () =>
    cameraMutation('rename', ({ camera, body }: OnCamera<{ name: string }>) =>
      request(renameCamera, { params: { id: camera }, body }).then(unwrap),
    ),
  remove: () =>
    cameraMutation('remove', (camera: string) =>
      request(deleteCamera, { params: { id: camera } }).then(unwrap),
    ),
  restart: () =>
    cameraMutation('restart', (camera: string) =>
      request(restartCamera, { params: { id: camera } }).then(unwrap),
    ),
  reset: () =>
    cameraMutation('reset', ({ camera, body }: OnCamera<{ excludeNetworkReset: boolean }>) =>
      request(resetCamera, { params: { id: camera }, body }).then(unwrap),
    ),
  credentials: () =>
    cameraMutation('credentials', ({ camera, body }: OnCamera<CameraCredentialsBody>) =>
      request(setCameraCredentials, { params: { id: camera }, body }).then(unwrap),
    ),
  createProfile: () =>
    cameraMutation(
      'create-profile',
      ({ camera, token, body }: OnCamera<CameraProfileBody> & { token: string }) =>
        request(createCameraProfile, { params: { id: camera, profileId: token }, body }).then(
          unwrap,
        ),
    ),
  updateProfile: () =>
    cameraMutation(
      'update-profile',
      ({ camera, token, body }: OnCamera<CameraProfileBody> & { token: string }) =>
        request(updateCameraProfile, { params: { id: camera, profileId: token }, body }).then(
          unwrap,
        ),
    ),
  removeProfile: (camera: string) =>
    cameraMutation('remove-profile', (token: string) =>
      request(deleteCameraProfile, { params: { id: camera, profileId: token } }).then(unwrap),
    ),
  createCategory: () =>
    cameraMutation('create-category', (body: CameraCategoryCreateBody) =>
      request(createCameraCategory, { body }).then(unwrap),
    ),
  updateCategory: () =>
    cameraMutation(
      'update-category',
      ({ uuid, body }: { uuid: string; body: CameraCategoryUpdateBody }) =>
        request(updateCameraCategory, { params: { id: uuid }, body }).then(unwrap),
    ),
  removeCategory: () =>
    cameraMutation('remove-category', (uuid: string) =>
      request(deleteCameraCategory, { params: { id: uuid } }).then(unwrap),
    ),
};
