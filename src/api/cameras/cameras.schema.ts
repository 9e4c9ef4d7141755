import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { isKnown, valueLabel } from '../../lib/known-value';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

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

/**
 * The camera statuses the console has words for; the set is the provider's (spec 001 §3 names a
 * camera's status, not its values), so another one shows its code.
 */
const CAMERA_STATUSES = ['ONLINE', 'OFFLINE', 'RESTARTING'] as const;
export type CameraStatus = (typeof CAMERA_STATUSES)[number];

/** A camera status in words: a known one translated, another as the provider sends it. */
export function cameraStatusLabel(t: Translate, status: string): string {
  return valueLabel(t, CAMERA_STATUSES, status, (known) => `cameraSettings.status.${known}`);
}

/**
 * Whether a camera may have a picture now: not when it is known to be offline or restarting (the
 * provider answers 409). A status the console does not know is asked: 'No Image' if it fails.
 */
export const cameraMayShowPicture = (status: string): boolean =>
  !isKnown(['OFFLINE', 'RESTARTING'] as const, status);

/**
 * The codecs the sandbox's cameras send. A camera's codecs are its own (spec 001 §3 "codecs"):
 * an answer's codec is any text, shown as sent.
 */
export const CODECS = ['H264', 'H265', 'MJPEG'] as const;
export type Codec = string;

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

/**
 * A stream profile of the camera (ONVIF's media profile): what one encoder sends. Spec 001 §3
 * names profiles, codecs and resolutions ("width by height per codec"): a profile's token, name,
 * codec and size are what the profiles tab lists and edits; its rates show '—' when absent.
 */
export const cameraProfileSchema = v.object({
  /** The profile's token, chosen by whoever creates it ('main', 'sub', …). */
  uuid: v.string(),
  name: v.string(),
  codec: openValue,
  width: v.number(),
  height: v.number(),
  fps: v.optional(v.number()),
  bitrateKbps: v.optional(v.number()),
});
export type CameraProfile = v.InferOutput<typeof cameraProfileSchema>;
export const cameraProfileListSchema = tolerantArray(cameraProfileSchema);

const cameraCategoryRefSchema = v.object({ uuid: v.string(), name: v.string() });

/**
 * A camera as the list answers it (spec 001 §3 "Camera: uuid or id, name, profiles, resolutions,
 * limits, thumbnail image, categories, status"). The uuid, name and status are what every camera
 * screen needs; the rest is optional, with the fallbacks of docs/decisions/provider-api.md
 * ("Reading answers", "Cameras and video").
 */
const cameraFields = v.object({
  /** Spec 001 §3 "uuid or id": either names it; the console calls it by `uuid`. */
  uuid: v.optional(v.string()),
  id: v.optional(v.union([v.string(), v.number()])),
  /** Absent: the restaurant whose list it came in (the path's, spec 001 §7 line 157). */
  restaurantUuid: v.optional(v.string()),
  name: v.string(),
  /** The provider's: a status the console does not know shows its code in grey. */
  status: openValue,
  /**
   * The camera's live stream (the media gateway's mountpoint id): GET /streams/{streamId}. Absent:
   * no stream thumbnail, stream info or activity history; live video still starts by the camera
   * (POST /cameras/{id}/webrtc answers the stream's id).
   */
  streamId: v.optional(v.number()),
  /** Absent: '—'. */
  model: v.optional(v.string()),
  profiles: v.optional(cameraProfileListSchema),
  categories: v.optional(tolerantArray(cameraCategoryRefSchema)),
  /** Whether a reset keeps the camera's network settings by default; absent: it does. */
  excludeNetworkReset: v.optional(v.boolean()),
});

type CameraFields = v.InferOutput<typeof cameraFields>;
export type CameraAnswer = Omit<CameraFields, 'uuid' | 'id'> & { uuid: string };

export const cameraSchema = v.pipe(
  cameraFields,
  v.check(
    (camera) => camera.uuid !== undefined || camera.id !== undefined,
    'uuid or id is required',
  ),
  v.transform(({ uuid, id, ...camera }): CameraAnswer => ({ ...camera, uuid: uuid ?? String(id) })),
);

/** A camera with the restaurant it belongs to: the answer's, else the list's. */
export type Camera = CameraAnswer & { restaurantUuid: string };

/** The list's cameras, each with its restaurant (the answer's, else the one asked). */
export function camerasOf(restaurantUuid: string, cameras: readonly CameraAnswer[]): Camera[] {
  return cameras.map((camera) => ({
    ...camera,
    restaurantUuid: camera.restaurantUuid ?? restaurantUuid,
  }));
}

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
export const codecResolutionsSchema = tolerantArray(
  v.object({ codec: openValue, resolutions: tolerantArray(resolutionSchema) }),
);
export type CodecResolutions = v.InferOutput<typeof codecResolutionsSchema>;

/**
 * GET /cameras/{id}/limits: spec 001 §3 "profileLimits", whose fields the spec does not name.
 * Each bound is optional: one the provider does not give is not checked by the console (the
 * provider still refuses what is out of range, 400) and not shown (`boundsText`).
 */
export const profileLimitsSchema = v.object({
  maxProfiles: v.optional(v.number()),
  minFps: v.optional(v.number()),
  maxFps: v.optional(v.number()),
  minBitrateKbps: v.optional(v.number()),
  maxBitrateKbps: v.optional(v.number()),
});
export type ProfileLimits = v.InferOutput<typeof profileLimitsSchema>;

/**
 * POST and PUT /cameras/{id}/profiles/{profileId}. The shape is checked here; whether the camera
 * offers that codec and resolution, and the fps and bitrate limits, are the camera's (GET
 * …/resolutions and …/limits), checked by the provider: 400 naming what is out of range.
 */
export const cameraProfileBodySchema = v.object({
  name: requiredText(PROFILE_NAME_MAX_LENGTH, 'name'),
  /** Any codec the camera offers (GET …/resolutions): the camera's set, not ours. */
  codec: v.pipe(v.string('codec must be text'), v.nonEmpty('codec is required')),
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

/**
 * POST /cameras/{id}/webrtc: spec 001 §7 "response id and pin". The pin is optional: the
 * streaming plugin's watch takes "id and optional pin" (§7 line 175). `janusHost` is ours: absent,
 * the gateway is the console's `mediaGatewayUrl` (config.json), else the API's own host.
 */
export const webRtcSessionSchema = v.object({
  /** The media gateway's websocket address. */
  janusHost: v.optional(v.string()),
  /** The streaming plugin's mountpoint id (the camera's streamId). */
  id: v.number(),
  pin: v.optional(v.nullable(v.string())),
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

/** A category (spec 001 §2 "manage categories"): its cameras absent read as none. */
export const cameraCategorySchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.optional(v.string()),
  name: v.string(),
  cameraUuids: v.optional(tolerantArray(v.string()), []),
});
export type CameraCategory = v.InferOutput<typeof cameraCategorySchema>;
export const cameraCategoryListSchema = tolerantArray(cameraCategorySchema);

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
