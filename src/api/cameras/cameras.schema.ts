import * as v from 'valibot';
import { pageSchema, queryInteger } from '../../lib/endpoint';

/*
 * A kitchen's cameras (spec 001 §3 "Camera", "Camera settings"; §7 "Cameras"). The spec names
 * the fields, not their types; ours are in docs/decisions/video-and-cameras.md ("Video: the real media stack").
 */

export const CAMERA_NAME_MAX_LENGTH = 60;
export const CATEGORY_NAME_MAX_LENGTH = 40;
export const PROFILE_NAME_MAX_LENGTH = 40;
/** Spec 001 §9: the cameras table shows 10 a page. */
const CAMERA_PAGE_SIZE = 10;
export const CAMERA_MAX_LIMIT = 100;

const CAMERA_STATUSES = ['ONLINE', 'OFFLINE', 'RESTARTING'] as const;
export type CameraStatus = (typeof CAMERA_STATUSES)[number];

const CODECS = ['H264', 'H265', 'MJPEG'] as const;
export type Codec = (typeof CODECS)[number];

const CAMERA_SORTS = ['name', 'status'] as const;

const requiredText = (max: number, what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.nonEmpty(`${what} is required`),
    v.maxLength(max, `${what} must be at most ${max} characters`),
  );

const resolutionSchema = v.object({ width: v.number(), height: v.number() });
export type Resolution = v.InferOutput<typeof resolutionSchema>;

/** A stream profile of the camera (ONVIF's media profile): what one encoder sends. */
export const cameraProfileSchema = v.object({
  /** The profile's token, chosen by whoever creates it ('main', 'sub', …). */
  uuid: v.string(),
  name: v.string(),
  codec: v.picklist(CODECS),
  width: v.number(),
  height: v.number(),
  fps: v.number(),
  bitrateKbps: v.number(),
});
export type CameraProfile = v.InferOutput<typeof cameraProfileSchema>;
export const cameraProfileListSchema = v.array(cameraProfileSchema);

const cameraCategoryRefSchema = v.object({ uuid: v.string(), name: v.string() });

export const cameraSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  name: v.string(),
  status: v.picklist(CAMERA_STATUSES),
  /** The camera's live stream (the media gateway's mountpoint id): GET /streams/{streamId}. */
  streamId: v.number(),
  model: v.string(),
  profiles: cameraProfileListSchema,
  categories: v.array(cameraCategoryRefSchema),
  /** Whether a reset keeps the camera's network settings by default. */
  excludeNetworkReset: v.boolean(),
});
export type Camera = v.InferOutput<typeof cameraSchema>;

/**
 * A camera as the provider's proxy addresses it (spec 001 §7 line 157, "Camera and stream calls
 * go to a proxy under /restaurants/{restaurantId}"): its restaurant and its uuid.
 */
export type CameraRef = Pick<Camera, 'uuid' | 'restaurantUuid'>;

/** The path parameters of a call on `camera`: its own restaurant, and itself. */
export const cameraParams = (camera: CameraRef) => ({
  restaurantId: camera.restaurantUuid,
  id: camera.uuid,
});

export const cameraPageSchema = pageSchema(cameraSchema);
export type CameraPage = v.InferOutput<typeof cameraPageSchema>;

/**
 * GET /restaurants/{restaurantId}/cameras: the restaurant's cameras (the path names it, spec 001
 * §7 line 157), `search` in the name (case-insensitive), sorted by name (default) or status,
 * offset paged (10 a page, spec 001 §9).
 */
export const cameraListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  categoryUuid: v.optional(v.pipe(v.string(), v.nonEmpty())),
  sortBy: v.optional(v.picklist(CAMERA_SORTS), 'name'),
  orderDirection: v.optional(v.picklist(['ASC', 'DESC']), 'ASC'),
  limit: v.optional(queryInteger(1, CAMERA_MAX_LIMIT), CAMERA_PAGE_SIZE),
  offset: v.optional(queryInteger(0), 0),
});
export type CameraListQuery = v.InferInput<typeof cameraListQuerySchema>;

/** PATCH /cameras/{id}: spec 001 §7 "(name)". */
export const cameraRenameBodySchema = v.object({
  name: requiredText(CAMERA_NAME_MAX_LENGTH, 'name'),
});
export type CameraRenameBody = v.InferInput<typeof cameraRenameBodySchema>;

/** GET /cameras/{id}/resolutions: what each codec the camera has can send (width by height). */
export const codecResolutionsSchema = v.array(
  v.object({ codec: v.picklist(CODECS), resolutions: v.array(resolutionSchema) }),
);
export type CodecResolutions = v.InferOutput<typeof codecResolutionsSchema>;

/** GET /cameras/{id}/limits: spec 001 §3 "profileLimits". */
export const profileLimitsSchema = v.object({
  maxProfiles: v.number(),
  minFps: v.number(),
  maxFps: v.number(),
  minBitrateKbps: v.number(),
  maxBitrateKbps: v.number(),
});
export type ProfileLimits = v.InferOutput<typeof profileLimitsSchema>;

/**
 * POST and PUT /cameras/{id}/profiles/{profileId}. The shape is checked here; whether the camera
 * offers that codec and resolution, and the fps and bitrate limits, are the camera's (GET
 * …/resolutions and …/limits), checked by the provider: 400 naming what is out of range.
 */
export const cameraProfileBodySchema = v.object({
  name: requiredText(PROFILE_NAME_MAX_LENGTH, 'name'),
  codec: v.picklist(CODECS, `codec must be one of ${CODECS.join(', ')}`),
  width: v.pipe(v.number('width must be a number'), v.integer('width must be a whole number')),
  height: v.pipe(v.number('height must be a number'), v.integer('height must be a whole number')),
  fps: v.pipe(v.number('fps must be a number'), v.integer('fps must be a whole number')),
  bitrateKbps: v.pipe(
    v.number('bitrateKbps must be a number'),
    v.integer('bitrateKbps must be a whole number'),
  ),
});
export type CameraProfileBody = v.InferInput<typeof cameraProfileBodySchema>;

/** A profile token: what ONVIF accepts in a path, short. */
export const PROFILE_TOKEN = /^[A-Za-z0-9_-]{1,32}$/;

/** POST /cameras/{id}/webrtc: where and how to watch the camera live (spec 001 §7). */
export const webRtcSessionSchema = v.object({
  /** The media gateway's websocket address. */
  janusHost: v.string(),
  /** The streaming plugin's mountpoint id (the camera's streamId). */
  id: v.number(),
  pin: v.string(),
});
export type WebRtcSession = v.InferOutput<typeof webRtcSessionSchema>;

/** POST /cameras/{id}/credentials: the login the recorder uses on the camera. */
export const cameraCredentialsBodySchema = v.object({
  username: requiredText(32, 'username'),
  password: v.pipe(
    v.string('password must be text'),
    v.minLength(6, 'password must be at least 6 characters'),
    v.maxLength(64, 'password must be at most 64 characters'),
  ),
});
export type CameraCredentialsBody = v.InferInput<typeof cameraCredentialsBodySchema>;

/** POST /cameras/{id}/reset: back to factory profiles; spec 001 §3 "excludeNetworkReset". */
export const cameraResetBodySchema = v.object({
  excludeNetworkReset: v.boolean('excludeNetworkReset must be true or false'),
});
export type CameraResetBody = v.InferInput<typeof cameraResetBodySchema>;

export const cameraCategorySchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  name: v.string(),
  cameraUuids: v.array(v.string()),
});
export type CameraCategory = v.InferOutput<typeof cameraCategorySchema>;
export const cameraCategoryListSchema = v.array(cameraCategorySchema);

const categoryFields = {
  name: requiredText(CATEGORY_NAME_MAX_LENGTH, 'name'),
  cameraUuids: v.optional(v.array(v.string('cameraUuids must be a list of camera uuids')), []),
};

/**
 * POST /restaurants/{restaurantId}/cameras/categories: the restaurant is the path's (spec 001 §7
 * line 157), so the body names only the category.
 */
export const cameraCategoryCreateBodySchema = v.object(categoryFields);
export type CameraCategoryCreateBody = v.InferInput<typeof cameraCategoryCreateBodySchema>;

export const cameraCategoryUpdateBodySchema = v.object(categoryFields);
export type CameraCategoryUpdateBody = v.InferInput<typeof cameraCategoryUpdateBodySchema>;
