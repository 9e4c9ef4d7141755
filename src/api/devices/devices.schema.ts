import * as v from 'valibot';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { pageSchema, queryInteger } from '../../lib/endpoint';
import type { Translate } from '../../lib/i18n/i18n';
import { valueLabel } from '../../lib/known-value';
import { openValue, tolerantArray } from '../../lib/tolerant-read';
import {
  DEVICE_SORTS,
  DEVICE_STATUSES,
  MAX_ALTERNATE_TIME,
  MIN_ALTERNATE_TIME,
  ORDER_DIRECTIONS,
  TABLET_ACTIONS,
  TABLET_LOG_LEVELS,
  TABLET_NAME_MAX_LENGTH,
  TABLET_SORTS,
} from './devices.constants';

const id = v.pipe(v.string(), v.trim(), v.nonEmpty());
const search = v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH));
const paging = {
  limit: v.optional(queryInteger(1, 100), 20),
  offset: v.optional(queryInteger(0), 0),
};

/**
 * A device's status in words: ONLINE, OFFLINE and NOT_CONFIRMED translated, another (the
 * provider's own) as it is sent.
 */
export function deviceStatusLabel(t: Translate, status: string): string {
  return valueLabel(t, DEVICE_STATUSES, status, (known) => `devices.status.${known}`);
}

/** A tablet command's action in words: START, STOP and RELOAD translated, another its code. */
export function tabletActionLabel(t: Translate, action: string): string {
  return valueLabel(t, TABLET_ACTIONS, action, (known) => `devices.action.${known}`);
}

/** A tablet log line's level in words: INFO, WARNING and ERROR translated, another its code. */
export function tabletLogLevelLabel(t: Translate, level: string): string {
  return valueLabel(t, TABLET_LOG_LEVELS, level, (known) => `devices.level.${known}`);
}

/**
 * Spec 001 §3 "Device: uuid, identifier, status", required, the status an open value (another
 * shows its code). Its restaurant (null: not assigned) and when it registered are ours and
 * optional: '—' without them.
 */
export const pcSchema = v.object({
  uuid: v.string(),
  identifier: v.string(),
  status: openValue,
  restaurantUuid: v.optional(v.nullable(v.string())),
  /** Epoch ms: when the PC registered itself. */
  registeredAt: v.optional(v.number()),
});
export type Pc = v.InferOutput<typeof pcSchema>;
export const pcPageSchema = pageSchema(pcSchema);

/**
 * GET /devices: the PCs of the user's restaurants (and, for an administrator in Global mode,
 * the ones not assigned yet), status DESC by default (spec 001 §9).
 */
export const pcListQuerySchema = v.object({
  restaurantUuid: v.optional(id),
  status: v.optional(v.picklist(DEVICE_STATUSES)),
  search: v.optional(search),
  sortBy: v.optional(v.picklist(DEVICE_SORTS), 'status'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  ...paging,
});
export type PcListQuery = v.InferInput<typeof pcListQuerySchema>;

/**
 * The last command a tablet was sent. Spec 001 §3 "Tablet command: action (default START),
 * streamName, alternateView, alternateTime (default 10)" names only what was asked; the rest is
 * ours (docs/decisions/administration.md, "A command travels to the tablet and is
 * acknowledged"): its `uuid`, when it was sent, SENT on the tablet socket, then ACKNOWLEDGED by
 * the tablet at `acknowledgedTime` (null until then). A provider that reports none of ours sent
 * it and says no more: its command shows as sent, never as acknowledged or not.
 */
export const tabletCommandSchema = v.object({
  uuid: v.optional(v.string()),
  /** START, STOP, RELOAD known; another shows its code. */
  action: openValue,
  streamName: v.optional(v.nullable(v.string())),
  alternateView: v.optional(v.boolean()),
  alternateTime: v.optional(v.number()),
  /** Epoch ms. */
  sentTime: v.optional(v.number()),
  /** SENT and ACKNOWLEDGED known (TABLET_COMMAND_STATUSES); another is shown as it comes. */
  status: v.optional(openValue),
  /** Epoch ms. */
  acknowledgedTime: v.optional(v.nullable(v.number())),
});
export type TabletCommand = v.InferOutput<typeof tabletCommandSchema>;

/**
 * Spec 001 §3 "Tablet: uuid or tabletUuid, name, remoteAccess, model, build", required (its id
 * under either name, read as `uuid`). Its status and restaurant are ours and optional ('—'
 * without them; an unknown status shows its code), and so is `lastCommand` (null or absent: none
 * sent).
 */
export const tabletSchema = v.pipe(
  v.object({
    uuid: v.optional(v.string()),
    tabletUuid: v.optional(v.string()),
    name: v.string(),
    remoteAccess: v.boolean(),
    model: v.string(),
    build: v.string(),
    status: v.optional(openValue),
    restaurantUuid: v.optional(v.nullable(v.string())),
    lastCommand: v.optional(v.nullable(tabletCommandSchema)),
  }),
  v.check(
    (tablet) => tablet.uuid !== undefined || tablet.tabletUuid !== undefined,
    'A tablet needs its uuid or tabletUuid',
  ),
  v.transform(({ uuid, tabletUuid, ...tablet }) => ({ uuid: (uuid ?? tabletUuid)!, ...tablet })),
);
export type Tablet = v.InferOutput<typeof tabletSchema>;

/**
 * The filters a tablet answer was made for, echoed back (spec 001 §4 "Tablet data is ignored
 * if a response's filters differ from the current filters"; tablet-filters.ts). Null: none.
 */
const tabletFiltersSchema = v.object({
  restaurantUuid: v.nullable(v.string()),
  model: v.nullable(v.string()),
  build: v.nullable(v.string()),
  search: v.nullable(v.string()),
});
export type TabletFilterEcho = v.InferOutput<typeof tabletFiltersSchema>;

/** A page with the echo of its filters: ours, optional (an answer without it is taken as is). */
function echoedPageSchema<I extends v.GenericSchema>(item: I) {
  return v.object({ ...pageSchema(item).entries, filters: v.optional(tabletFiltersSchema) });
}

export const tabletPageSchema = echoedPageSchema(tabletSchema);
export type TabletPage = v.InferOutput<typeof tabletPageSchema>;

const tabletFilterFields = {
  restaurantUuid: v.optional(id),
  model: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  build: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  search: v.optional(search),
};

/** GET /tablets/list: filtered by restaurant, model, build and name; status DESC by default. */
export const tabletListQuerySchema = v.object({
  ...tabletFilterFields,
  sortBy: v.optional(v.picklist(TABLET_SORTS), 'status'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
  ...paging,
});
export type TabletListQuery = v.InferInput<typeof tabletListQuerySchema>;

/**
 * What a tablet reported about itself (spec 001 §2 "Tablets: … logs"; its fields are not shown):
 * a line is its id, time and message; which tablet, where and its level are optional ('—'), a
 * level the console does not know shows its code.
 */
const tabletLogSchema = v.object({
  uuid: v.string(),
  tabletUuid: v.optional(v.string()),
  tabletName: v.optional(v.string()),
  restaurantUuid: v.optional(v.nullable(v.string())),
  /** Epoch ms. */
  time: v.number(),
  level: v.optional(openValue),
  message: v.string(),
});
export type TabletLog = v.InferOutput<typeof tabletLogSchema>;
export const tabletLogPageSchema = echoedPageSchema(tabletLogSchema);
export type TabletLogPage = v.InferOutput<typeof tabletLogPageSchema>;

/** GET /tablets/logs: the tablets' lines, newest first, with the tablet list's filters. */
export const tabletLogQuerySchema = v.object({
  ...tabletFilterFields,
  level: v.optional(v.picklist(TABLET_LOG_LEVELS)),
  ...paging,
});
export type TabletLogQuery = v.InferInput<typeof tabletLogQuerySchema>;

/** GET /tablets/models, /tablets/builds: the values the filters offer. */
export const optionListSchema = tolerantArray(v.string());

/** PUT /tablets/name/{id}. */
export const renameTabletBodySchema = v.object({
  name: v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.nonEmpty('Name is required'),
    v.maxLength(
      TABLET_NAME_MAX_LENGTH,
      `Name may have at most ${TABLET_NAME_MAX_LENGTH} characters`,
    ),
  ),
});
export type RenameTabletBody = v.InferInput<typeof renameTabletBodySchema>;

/** PUT /tablets/{id}/remote-access (spec 001 §7 "(remoteAccess)"). */
export const remoteAccessBodySchema = v.object({ remoteAccess: v.boolean() });

/**
 * POST /tablets/command/{id} (spec 001 §3 "Tablet command: action (default START), streamName,
 * alternateView, alternateTime (default 10)"): START shows a stream, so it names one.
 */
export const tabletCommandBodySchema = v.pipe(
  v.object({
    action: v.picklist(TABLET_ACTIONS, 'Choose an action'),
    streamName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
    alternateView: v.boolean(),
    alternateTime: v.pipe(
      v.number('Alternate time must be a number'),
      v.integer('Alternate time must be whole seconds'),
      v.minValue(MIN_ALTERNATE_TIME, `Alternate time must be at least ${MIN_ALTERNATE_TIME} s`),
      v.maxValue(MAX_ALTERNATE_TIME, `Alternate time may be at most ${MAX_ALTERNATE_TIME} s`),
    ),
  }),
  v.forward(
    v.check(
      (body) => body.action !== 'START' || Boolean(body.streamName),
      'Choose the stream to start',
    ),
    ['streamName'],
  ),
);
export type TabletCommandBody = v.InferInput<typeof tabletCommandBodySchema>;

/** GET /tablets/command/zones/stream: the streams of a restaurant's zones a tablet can show. */
export const streamQuerySchema = v.object({ restaurantUuid: id });

/**
 * Spec 001 §3 "Device: … onlinePeriods (onlineStartTime, onlineEndTime)", within the range:
 * its id and periods required; its name (else its id is shown) and restaurant optional.
 */
const availabilitySchema = v.object({
  uuid: v.string(),
  /** The PC's identifier or the tablet's name. */
  name: v.optional(v.string()),
  restaurantUuid: v.optional(v.nullable(v.string())),
  onlinePeriods: tolerantArray(
    v.object({ onlineStartTime: v.number(), onlineEndTime: v.number() }),
  ),
});
export type DeviceAvailabilityRow = v.InferOutput<typeof availabilitySchema>;
export const availabilityPageSchema = v.object({
  ...pageSchema(availabilitySchema).entries,
  /** The range the periods are clipped to, epoch ms; without it, the range asked for. */
  startDate: v.optional(v.number()),
  endDate: v.optional(v.number()),
});
export const tabletAvailabilityPageSchema = v.object({
  ...availabilityPageSchema.entries,
  filters: v.optional(tabletFiltersSchema),
});

/** GET /availability/devices, /availability/tablets: `[startDate, endDate)` epoch ms. */
export const availabilityQuerySchema = v.object({
  ...tabletFilterFields,
  startDate: queryInteger(0),
  endDate: queryInteger(0),
  ...paging,
});
export type AvailabilityQuery = v.InferInput<typeof availabilityQuerySchema>;

/**
 * Spec 001 §3 "Tablet session: signedInTime", required with its id; who signed in is ours and
 * optional ('—').
 */
const tabletSessionSchema = v.object({
  uuid: v.string(),
  userName: v.optional(v.nullable(v.string())),
  /** Epoch ms. */
  signedInTime: v.number(),
});
export type TabletSession = v.InferOutput<typeof tabletSessionSchema>;

/** GET /tablet-sessions: the tablet (to name the page) and its sessions, newest first. */
export const tabletSessionPageSchema = v.object({
  ...pageSchema(tabletSessionSchema).entries,
  /** Ours, optional: without it the page is named by the tablet's uuid. */
  tablet: v.optional(
    v.object({
      uuid: v.string(),
      name: v.string(),
      restaurantUuid: v.optional(v.nullable(v.string())),
    }),
  ),
});
export type TabletSessionPage = v.InferOutput<typeof tabletSessionPageSchema>;

export const tabletSessionQuerySchema = v.object({ tabletUuid: id, ...paging });

/** DELETE /tablet-sessions: one session (`sessionUuid`) or, without it, all of the tablet's. */
export const deleteTabletSessionsQuerySchema = v.object({
  tabletUuid: id,
  sessionUuid: v.optional(id),
});
