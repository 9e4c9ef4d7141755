import * as v from 'valibot';

/*
 * Plug-and-play (spec 001 §2 "a stream wall with a horizontal layout, zone and mode selection,
 * start and stop of a zone, and stream swap. Aruco validation lists restaurants and streams";
 * §7 "Plug-and-play"). A zone is a part of the kitchen whose cameras are brought up together,
 * in one mode; the shapes are ours (docs/decisions/video-and-cameras.md "Video: the real media stack").
 */

const PNP_MODES = ['LIVE', 'CALIBRATION', 'DETECTION'] as const;
export type PnpMode = (typeof PNP_MODES)[number];

const pnpModeSchema = v.object({
  key: v.picklist(PNP_MODES),
  name: v.string(),
  description: v.string(),
});
export const pnpModeListSchema = v.array(pnpModeSchema);

export const pnpZoneSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  name: v.string(),
  /** The zone's cameras' streams, in wall order. */
  streamIds: v.array(v.number()),
  /** The mode it runs in; null when stopped. */
  mode: v.nullable(v.picklist(PNP_MODES)),
  /** Epoch ms; null when stopped. */
  startedAt: v.nullable(v.number()),
});
export type PnpZone = v.InferOutput<typeof pnpZoneSchema>;
export const pnpZoneListSchema = v.array(pnpZoneSchema);

const restaurantUuid = v.pipe(v.string(), v.nonEmpty('restaurantUuid is required'));

/** GET /pnp/zones and /pnp/aruco-validation/streams: one restaurant's. */
export const pnpRestaurantQuerySchema = v.object({ restaurantUuid });

/**
 * POST /pnp/zones/{id}/start and /stop (spec 001 §7 "with a body"): the mode. Start: 409 when
 * the zone already runs; stop: 409 when it does not run in that mode.
 */
export const pnpZoneCommandBodySchema = v.object({
  mode: v.picklist(PNP_MODES, `mode must be one of ${PNP_MODES.join(', ')}`),
});
export type PnpZoneCommandBody = v.InferInput<typeof pnpZoneCommandBodySchema>;

const ARUCO_STATUSES = ['VALID', 'INVALID', 'NOT_CHECKED'] as const;
export type ArucoStatus = (typeof ARUCO_STATUSES)[number];

/** GET /pnp/aruco-validation/restaurants: the user's restaurants and how far validation got. */
const arucoRestaurantSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  number: v.number(),
  streams: v.number(),
  validStreams: v.number(),
});
export const arucoRestaurantListSchema = v.array(arucoRestaurantSchema);

/** GET /pnp/aruco-validation/streams: each stream's marker check. */
const arucoStreamSchema = v.object({
  id: v.number(),
  description: v.string(),
  status: v.picklist(ARUCO_STATUSES),
  markersFound: v.number(),
  markersExpected: v.number(),
  /** Epoch ms of the last check; null when never checked. */
  checkedAt: v.nullable(v.number()),
  live: v.boolean(),
});
export type ArucoStream = v.InferOutput<typeof arucoStreamSchema>;
export const arucoStreamListSchema = v.array(arucoStreamSchema);
