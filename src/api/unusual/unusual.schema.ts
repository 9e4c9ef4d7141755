import * as v from 'valibot';
import { CURSOR_DIRECTIONS, cursorPageSchema, queryInteger, queryList } from '../../lib/endpoint';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue } from '../../lib/tolerant-read';

// The lists' constants beside their schemas: the first page's entry needs none of them.

/** Rows a cursor page holds when the console asks; the provider takes up to the max. */
export const UNUSUAL_PAGE_SIZE = 20;
const UNUSUAL_MAX_LIMIT = 200;

/**
 * Where the camera that flagged it looks (docs/decisions/kitchen-records.md "Unusual events"):
 * the ones the console has words for; the provider's set may be larger (another shows its code).
 */
export const UNUSUAL_STATIONS = ['FRYER', 'HOLDING', 'DUMP_PAN'] as const;
export type UnusualStation = (typeof UNUSUAL_STATIONS)[number];

/** A station in words: a known one translated, another as the provider sends it. */
export function stationLabel(t: Translate, station: string): string {
  return valueLabel(t, UNUSUAL_STATIONS, station, (known) => `unusual.station.${known}`);
}

/** The pans' marker colours the console has words for (the chicken line's convention). */
const MARKER_COLOURS = ['RED', 'BLUE', 'GREEN', 'YELLOW', 'ORANGE', 'PURPLE', 'WHITE'] as const;
export type MarkerColour = (typeof MARKER_COLOURS)[number];

/** A marker colour in words: a known one translated, another as the provider sends it. */
export function markerLabel(t: Translate, marker: string): string {
  return valueLabel(t, MARKER_COLOURS, marker, (known) => `unusual.marker.${known}`);
}

/**
 * Every list call's scope: `[startTime, endTime)` in epoch ms by `eventTime` (the 24 h before
 * now without them), `restaurantUuid` a comma list (every restaurant the user may see when
 * absent).
 */
const scopeEntries = {
  restaurantUuid: v.optional(v.pipe(queryList, v.array(v.string()))),
  startTime: v.optional(queryInteger(0)),
  endTime: v.optional(queryInteger(0)),
};

/** GET …/total: the scope alone. */
export const unusualScopeSchema = v.object(scopeEntries);
export type UnusualScopeQuery = v.InferInput<typeof unusualScopeSchema>;

/**
 * A list: newest first unless asked (spec 001 §9 "events by eventTime DESC", "recordings by
 * createdDate DESC"), cursor paged (spec 001 §3 "Paged list state").
 */
export const unusualListQuerySchema = v.object({
  ...scopeEntries,
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, UNUSUAL_MAX_LIMIT), UNUSUAL_PAGE_SIZE),
});
export type UnusualListQuery = v.InferInput<typeof unusualListQuerySchema>;

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One unusual event (spec 001 §3 "Image event: eventId, frames, images, currentImage"; "Event:
 * eventId, frames, eventTime"): `frames` is how many screenshots it has (`images` and
 * `currentImage` are the console's). Required besides: its restaurant (its calls and its time
 * zone) and its name (the row's title, the carousel's name); the other fields are ours
 * (docs/decisions/kitchen-records.md "Unusual events"), optional, shown '–' when absent.
 */
const unusualEventSchema = v.object({
  /** A UUIDv7 whose time is `eventTime`. */
  eventId: v.string(),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  /** What was flagged, as the provider writes it: 'Wrong marker'. */
  eventName: v.string(),
  /** The provider's; absent or unknown: no footage is offered for it. */
  station: v.optional(openValue),
  /** The camera's device name: 'CAM-HLD-2'. */
  cameraName: v.optional(v.string()),
  /** Epoch ms, whole seconds. */
  eventTime: v.number(),
  /** The screenshots taken, at least 1. */
  frames: v.pipe(whole, v.minValue(1)),
  /** The pan's product label, when a pan was flagged. */
  material: v.optional(v.string()),
  /** The shelf slot ('B3') of the pan flagged (the first of two for identical markers). */
  slot: v.optional(v.string()),
  /** The second pan's slot, identical markers only. */
  otherSlot: v.optional(v.string()),
  /** The marker seen (wrong and identical markers). */
  marker: v.optional(openValue),
  /** The marker the product should have had (wrong marker). */
  expectedMarker: v.optional(openValue),
  /** Grams of fries left in the dump pan (dp-remaining). */
  remainingGrams: v.optional(whole),
});
export type UnusualEvent = v.InferOutput<typeof unusualEventSchema>;

/**
 * An unusual list's page. Spec 001 §7 says only "list results have content": the cursor and the
 * page flags (§3 "Paged list state") are read when given; without them the first page is all
 * there is (no cursor, no next page).
 */
function unusualListPage<I extends v.GenericSchema>(item: I) {
  const page = cursorPageSchema(item);
  return v.object({
    ...page.entries,
    cursor: v.optional(v.nullable(v.string()), null),
    existsNextPage: v.optional(v.boolean(), false),
    existsPreviousPage: v.optional(v.boolean(), false),
  });
}

export const unusualPageSchema = unusualListPage(unusualEventSchema);
export type UnusualPage = v.InferOutput<typeof unusualPageSchema>;

/** GET …/total: how many events the scope holds (spec 001 §4 "Counts"). */
export const unusualTotalSchema = v.object({ count: whole });
export type UnusualTotal = v.InferOutput<typeof unusualTotalSchema>;

/**
 * A clip of an unusual event the restaurant's recorder kept (spec 001 §3 "Recording: uuid,
 * recordingId, metadata (JSON text), preview, createdDate"; "Unusual recording: uuid, preview,
 * download progress, abort control"). `preview` is the preview call's path; the other fields
 * are ours.
 */
export const unusualRecordingSchema = v.object({
  uuid: v.string(),
  recordingId: v.optional(v.string()),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  /** The event it shows, and its name. */
  eventId: v.optional(v.string()),
  eventName: v.string(),
  cameraName: v.optional(v.string()),
  /** Epoch ms: when the clip was stored. */
  createdDate: v.number(),
  /** Whole seconds of video; absent: '–'. */
  duration: v.optional(whole),
  /** The file's bytes, as its download's Content-Length says; absent: '–'. */
  size: v.optional(whole),
  /** JSON text: the recorder's own description (codec, resolution, frame rate). */
  metadata: v.optional(v.string()),
});
export type UnusualRecording = v.InferOutput<typeof unusualRecordingSchema>;

export const recordingPageSchema = unusualListPage(unusualRecordingSchema);
export type RecordingPage = v.InferOutput<typeof recordingPageSchema>;
