import * as v from 'valibot';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';

/*
 * Plug-and-play (spec 001 §2 "a stream wall with a horizontal layout, zone and mode selection,
 * start and stop of a zone, and stream swap. Aruco validation lists restaurants and streams";
 * §7 "Plug-and-play"). A zone is a part of the kitchen whose cameras are brought up together,
 * in one mode; the shapes are ours (docs/decisions/video-and-cameras.md "Video: the real media stack").
 */

/**
 * The modes the sandbox runs. The provider lists its own (GET /pnp/modes): a mode is any text,
 * offered by the name the provider gives it.
 */
export const PNP_MODES = ['LIVE', 'CALIBRATION', 'DETECTION'] as const;
export type PnpMode = string;

/** A mode as GET /pnp/modes lists it: its key is sent back; its name and description shown. */
const pnpModeSchema = v.object({
  key: openValue,
  /** Absent: the key. */
  name: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type PnpModeListing = v.InferOutput<typeof pnpModeSchema>;
export const pnpModeListSchema = tolerantArray(pnpModeSchema);

/** A mode in words: its name from GET /pnp/modes, else its key as the provider sends it. */
export function pnpModeLabel(modes: readonly PnpModeListing[] | undefined, key: string): string {
  return modes?.find((mode) => mode.key === key)?.name ?? key;
}

/**
 * A zone (spec 001 §2 "zone and mode selection, start and stop of a zone"): its uuid and name are
 * what the page lists; its streams come from GET /pnp/zones/{id}/streams too.
 */
export const pnpZoneSchema = v.object({
  uuid: v.string(),
  /** Absent: the restaurant whose zones were asked. */
  restaurantUuid: v.optional(v.string()),
  name: v.string(),
  /** The zone's cameras' streams, in wall order; absent: none known until its streams load. */
  streamIds: v.optional(tolerantArray(v.number()), []),
  /** The mode it runs in; null or absent when stopped. */
  mode: v.optional(v.nullable(openValue), null),
  /** Epoch ms; null or absent when stopped or not said. */
  startedAt: v.optional(v.nullable(v.number()), null),
});
export type PnpZone = v.InferOutput<typeof pnpZoneSchema>;
export const pnpZoneListSchema = tolerantArray(pnpZoneSchema);

const restaurantUuid = v.pipe(v.string(), v.nonEmpty('restaurantUuid is required'));

/** GET /pnp/zones and /pnp/aruco-validation/streams: one restaurant's. */
export const pnpRestaurantQuerySchema = v.object({ restaurantUuid });

/**
 * POST /pnp/zones/{id}/start and /stop (spec 001 §7 "with a body"): the mode. Start: 409 when
 * the zone already runs; stop: 409 when it does not run in that mode.
 */
export const pnpZoneCommandBodySchema = v.object({
  /** One of the provider's modes (GET /pnp/modes): any non-empty text. */
  mode: v.pipe(v.string('mode is required'), v.nonEmpty('mode is required')),
});
export type PnpZoneCommandBody = v.InferInput<typeof pnpZoneCommandBodySchema>;

/** The ArUco statuses the console has words for; another shows its code, in grey. */
export const ARUCO_STATUSES = ['VALID', 'INVALID', 'NOT_CHECKED'] as const;
export type ArucoStatus = (typeof ARUCO_STATUSES)[number];

/** An ArUco status in words: a known one translated, another as the provider sends it. */
export function arucoStatusLabel(t: Translate, status: string): string {
  return valueLabel(t, ARUCO_STATUSES, status, (known) => `aruco.status.${known}`);
}

/**
 * GET /pnp/aruco-validation/restaurants: the user's restaurants and how far validation got (spec
 * 001 §2 "Aruco validation lists restaurants"). Uuid and name are what the list needs; the
 * counts show '—' when absent.
 */
const arucoRestaurantSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  number: v.optional(v.number()),
  streams: v.optional(v.number()),
  validStreams: v.optional(v.number()),
});
export type ArucoRestaurant = v.InferOutput<typeof arucoRestaurantSchema>;
export const arucoRestaurantListSchema = tolerantArray(arucoRestaurantSchema);

/**
 * GET /pnp/aruco-validation/streams: each stream's marker check (spec 001 §2 "lists … streams and
 * starts and stops a stream"). Its id, description and status are what a row needs.
 */
const arucoStreamSchema = v.object({
  id: v.number(),
  description: v.string(),
  status: openValue,
  markersFound: v.optional(v.number()),
  markersExpected: v.optional(v.number()),
  /** Epoch ms of the last check; null or absent when never checked. */
  checkedAt: v.optional(v.nullable(v.number()), null),
  /** Absent: not said; the row shows no live badge and offers Start (the provider may refuse). */
  live: v.optional(v.boolean()),
});
export type ArucoStream = v.InferOutput<typeof arucoStreamSchema>;
export const arucoStreamListSchema = tolerantArray(arucoStreamSchema);
