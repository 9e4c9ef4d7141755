import * as v from 'valibot';
import { CURSOR_DIRECTIONS, cursorPageSchema, queryInteger, queryList } from '../../lib/endpoint';
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import { URL_NAME_MAX_LENGTH } from '../../lib/url-state';
import { ALL_EVENT_NAMES, MAX_EVENT_NAME_LENGTH } from './events.constants';
import type { EventKind } from '../../lib/event-kinds';

// The lists' constants beside their schemas: the first page's entry needs none of them.

/**
 * Where a camera saw an event (the spec names none; docs/decisions/kitchen-records.md "Vision events"): the
 * chicken line's breading table, fryers and holding cabinet, and the potato station's dump pan
 * and fry chutes.
 */
export const VISION_STATIONS = ['BREADING', 'FRYER', 'HOLDING', 'DUMP_PAN', 'FRY_CHUTES'] as const;
export type VisionStation = (typeof VISION_STATIONS)[number];

/** The provider sorts events by their time, newest first by default (spec 001 §9). */
const EVENT_SORTS = ['eventTime'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/**
 * Rows a cursor page holds when the URL names no other size (spec 001 §9 "Page size defaults to
 * 20", 000 §9 "default list limit 20"); the provider takes up to the max.
 */
export const EVENT_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const EVENT_MAX_LIMIT = 200;

/** A name of a provider's options call (a dictionary's product, a vendor, a package). */
const name = (message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(URL_NAME_MAX_LENGTH, message));

/** A comma list of such names: a comma would split one in two. */
const names = (message: string) => v.pipe(queryList, v.array(name(message)));

/**
 * Spec 001 §3: `[startTime, endTime)` in epoch ms by each event's `eventTime` (the 24 h before
 * now without them), `restaurantUuid` a comma list (every restaurant the user may see when
 * absent), `eventName` one name of the list's dictionary or `all`, the default; then the
 * "Chicken and potato filters", each all when absent, sent as the same names are elsewhere:
 * `chickenTypes` a comma list of chicken materials by name (GET /dictionaries/materials/all, as
 * the chicken product filters), `vendors` a comma list of GET /materials/filters/fryer-vendors
 * names and `isCorrect` true or false (as the fryer calls), `packageTypes` a comma list (the
 * chicken list's GET /materials/filters/chicken-packages codes; the potato list's the potato
 * package types, as the potato charts) and `material` one product (a potato material's code,
 * GET /dictionaries/potato-materials/all, on the potato list). An event matches by its own
 * fields, one without the field (a vendor asked of a breading event) matches none, and so does
 * a name no event carries: an option the provider no longer lists may be asked for an older
 * range (docs/decisions/kitchen-records.md "Vision events").
 */
function scopeEntries(kind: EventKind) {
  return {
    restaurantUuid: v.optional(v.pipe(queryList, v.array(v.string()))),
    startTime: v.optional(queryInteger(0)),
    endTime: v.optional(queryInteger(0)),
    eventName: v.optional(
      v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_EVENT_NAME_LENGTH)),
      ALL_EVENT_NAMES,
    ),
    chickenTypes: v.optional(names('must be chicken material names')),
    vendors: v.optional(names('must be fryer vendor names')),
    isCorrect: v.optional(
      v.pipe(
        v.picklist(['true', 'false'], 'must be true or false'),
        v.transform((value) => value === 'true'),
      ),
    ),
    packageTypes: v.optional(
      names(kind === 'chicken' ? 'must be chicken package codes' : 'must be potato package codes'),
    ),
    material: v.optional(
      v.pipe(name('must be one product'), v.regex(/^[^,]+$/, 'must be one product')),
    ),
  };
}

/** Newest first unless asked (spec 001 §9 "events by eventTime DESC"). */
const orderEntries = {
  sortBy: v.optional(v.picklist(EVENT_SORTS), 'eventTime'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
};

/**
 * GET a list: spec 001 §3 "Paged list state" and §4 "Paging": FIRST asks the first page (a
 * cursor, if sent, is ignored), NEXT the page after `cursor`.
 */
export function eventListQuerySchema(kind: EventKind) {
  return v.object({
    ...scopeEntries(kind),
    ...orderEntries,
    cursor: v.optional(v.string()),
    cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
    limit: v.optional(queryInteger(1, EVENT_MAX_LIMIT), EVENT_PAGE_SIZE),
  });
}
export type EventListQuery = v.InferInput<ReturnType<typeof eventListQuerySchema>>;

/** GET …/xls: the list's filters and order, the range required (the file is named by it). */
export function eventXlsQuerySchema(kind: EventKind) {
  return v.object({
    ...scopeEntries(kind),
    ...orderEntries,
    startTime: queryInteger(0),
    endTime: queryInteger(0),
  });
}
export type EventXlsQuery = v.InferInput<ReturnType<typeof eventXlsQuerySchema>>;

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One event the kitchen's cameras saw (spec 001 §3 "Event: eventId, frames, eventTime,
 * startEventTime"; the other fields are ours, docs/decisions/kitchen-records.md "Vision events").
 * The product is a materials dictionary's (chicken name or potato code, spec 001 §7
 * "Dictionaries"), read whatever it is and shown as it comes; the restaurant's name and number
 * are optional ('—' without them).
 */
const eventRecordSchema = v.object({
  /** A UUIDv7 whose time is `eventTime`. */
  eventId: v.string(),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  /** One of the list's dictionary names, as the provider writes it. */
  eventName: v.string(),
  material: openValue,
  /**
   * Where the camera stands: the provider's value, optional and open as the unusual events read
   * it (VISION_STATIONS are those the console has words for; another is shown as it comes).
   */
  station: v.optional(openValue),
  /** The camera's device name: 'CAM-FRY-2'. */
  cameraName: v.string(),
  /** Epoch ms, whole seconds: the camera first saw the action. */
  startEventTime: v.number(),
  /** Epoch ms, whole seconds: the action was complete, the moment the event stands for. */
  eventTime: v.number(),
  /** Whole seconds from `startEventTime` to `eventTime`. */
  duration: whole,
  /** The frames the camera captured of it. */
  frames: whole,
  /** A fryer cycle's events: the fryer's maker, and whether it ran the product's own program. */
  vendor: v.optional(v.string()),
  isCorrect: v.optional(v.boolean()),
  /** A package's events (potato 'Package filled'): what was packaged. */
  packageType: v.optional(v.string()),
});
export type EventRecord = v.InferOutput<typeof eventRecordSchema>;

export const eventPageSchema = cursorPageSchema(eventRecordSchema);
export type EventPage = v.InferOutput<typeof eventPageSchema>;

/** GET /dictionaries/…: the list's event names, in the kitchen's order of work. */
export const eventNamesSchema = tolerantArray(v.pipe(v.string(), v.nonEmpty()));
