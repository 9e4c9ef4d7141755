import * as v from 'valibot';
import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  cameraCategoryCreateBodySchema,
  cameraCategoryListSchema,
  cameraCategorySchema,
  cameraCategoryUpdateBodySchema,
  cameraCredentialsBodySchema,
  cameraListQuerySchema,
  cameraPageSchema,
  cameraProfileBodySchema,
  cameraProfileListSchema,
  cameraProfileSchema,
  cameraRenameBodySchema,
  cameraResetBodySchema,
  cameraSchema,
  codecResolutionsSchema,
  profileLimitsSchema,
  webRtcSessionSchema,
} from './cameras.schema';

/*
 * Spec 001 §7 "Cameras", under the proxy prefix of line 157 ("Camera and stream calls go to a
 * proxy under /restaurants/{restaurantId}"): every call names the restaurant in its path, the
 * camera's own (or the page's, for one restaurant's list). A restaurant outside the user's
 * answers 403; a camera or category that is not that restaurant's, 404 (docs/decisions/video-and-cameras.md
 * "Video: the provider's calls in the sandbox", "Paths").
 */

const CAMERAS_VIEW = needs('CAMERAS');
/** Watching a camera: the camera pages, and the kitchen player's live mode. */
const WATCH = [needs('CAMERAS'), needs('KITCHEN_PLAYER')] as const;
/** Opening its live video: plug-and-play's stream wall too. */
const WATCH_LIVE = [...WATCH, needs('PLUG_AND_PLAY')] as const;
const CAMERAS_CREATE = needs('CAMERAS', 'CREATE');
const CAMERAS_EDIT = needs('CAMERAS', 'EDIT');
const CAMERAS_DELETE = needs('CAMERAS', 'DELETE');

/** GET /cameras: one restaurant's cameras, searched, sorted, 10 a page. */
export const listCameras = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras',
  query: cameraListQuerySchema,
  response: cameraPageSchema,
  auth: true,
  access: WATCH,
});

/** GET /cameras/categories: one restaurant's categories, by name. */
export const listCameraCategories = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/categories',
  response: cameraCategoryListSchema,
  auth: true,
  access: CAMERAS_VIEW,
});

/** POST /cameras/categories: 409 for a name the restaurant already has. */
export const createCameraCategory = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/categories',
  body: cameraCategoryCreateBodySchema,
  response: cameraCategorySchema,
  auth: true,
  access: CAMERAS_CREATE,
});

/** PUT /cameras/categories/{id}: its name and cameras. */
export const updateCameraCategory = endpoint({
  method: 'PUT',
  path: '/restaurants/:restaurantId/cameras/categories/:id',
  body: cameraCategoryUpdateBodySchema,
  response: cameraCategorySchema,
  auth: true,
  access: CAMERAS_EDIT,
});

/** DELETE /cameras/categories/{id}: the cameras stay. */
export const deleteCameraCategory = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/cameras/categories/:id',
  response: voidResult,
  auth: true,
  access: CAMERAS_DELETE,
});

/** PATCH /cameras/{id}: renames it (its stream's description follows); 409 for a taken name. */
export const renameCamera = endpoint({
  method: 'PATCH',
  path: '/restaurants/:restaurantId/cameras/:id',
  body: cameraRenameBodySchema,
  response: cameraSchema,
  auth: true,
  access: CAMERAS_EDIT,
});

/** DELETE /cameras/{id}: its stream ends; its recordings stay. */
export const deleteCamera = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/cameras/:id',
  response: voidResult,
  auth: true,
  access: CAMERAS_DELETE,
});

/** GET /cameras/{id}/profiles. */
export const listCameraProfiles = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/:id/profiles',
  response: cameraProfileListSchema,
  auth: true,
  access: CAMERAS_VIEW,
});

/**
 * POST /cameras/{id}/profiles/{profileId}: a new profile under that token (spec 001 §7 names
 * the token on POST too); 409 for a taken token or past the camera's maxProfiles.
 */
export const createCameraProfile = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/:id/profiles/:profileId',
  body: cameraProfileBodySchema,
  response: cameraProfileSchema,
  auth: true,
  access: CAMERAS_CREATE,
});

/** PUT /cameras/{id}/profiles/{profileId}. */
export const updateCameraProfile = endpoint({
  method: 'PUT',
  path: '/restaurants/:restaurantId/cameras/:id/profiles/:profileId',
  body: cameraProfileBodySchema,
  response: cameraProfileSchema,
  auth: true,
  access: CAMERAS_EDIT,
});

/** DELETE /cameras/{id}/profiles/{profileId}: 409 for the camera's last profile. */
export const deleteCameraProfile = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/cameras/:id/profiles/:profileId',
  response: voidResult,
  auth: true,
  access: CAMERAS_DELETE,
});

/** GET /cameras/{id}/resolutions: width by height per codec. */
export const listCameraResolutions = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/:id/resolutions',
  response: codecResolutionsSchema,
  auth: true,
  access: CAMERAS_VIEW,
});

/** GET /cameras/{id}/limits: the camera's profile limits. */
export const getCameraLimits = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/:id/limits',
  response: profileLimitsSchema,
  auth: true,
  access: CAMERAS_VIEW,
});

/**
 * GET /cameras/{id}/thumbnail (blob): the camera's current picture. The spec names no parameter
 * for it (001 §7 line 162), so none is sent: the provider's picture is 320×240 PNG (§9
 * "Thumbnail 320 by 240 png").
 */
export const getCameraThumbnail = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/:id/thumbnail',
  response: v.blob(),
  auth: true,
  access: WATCH,
  binary: true,
});

/**
 * POST /cameras/{id}/webrtc: the gateway, mountpoint id and pin to watch the camera with; one
 * viewer more on its stream. 409 while the camera is offline or restarting.
 */
export const startCameraWebRtc = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/:id/webrtc',
  response: webRtcSessionSchema,
  auth: true,
  access: WATCH_LIVE,
});

/** DELETE /cameras/{id}/webrtc: one viewer fewer; 409 when nobody watches. */
export const stopCameraWebRtc = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/cameras/:id/webrtc',
  response: voidResult,
  auth: true,
  access: WATCH_LIVE,
});

/** POST /cameras/{id}/credentials: the camera's login; the password is never answered. */
export const setCameraCredentials = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/:id/credentials',
  body: cameraCredentialsBodySchema,
  response: voidResult,
  auth: true,
  access: CAMERAS_EDIT,
});

/** POST /cameras/{id}/reset: factory profiles; the network (and login) too unless excluded. */
export const resetCamera = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/:id/reset',
  body: cameraResetBodySchema,
  response: cameraSchema,
  auth: true,
  access: CAMERAS_EDIT,
});

/** POST /cameras/{id}/restart: RESTARTING for 30 s of the provider's clock, viewers dropped. */
export const restartCamera = endpoint({
  method: 'POST',
  path: '/restaurants/:restaurantId/cameras/:id/restart',
  response: cameraSchema,
  auth: true,
  access: CAMERAS_EDIT,
});
