import * as v from 'valibot';
import {
  CURSOR_DIRECTIONS,
  cursorPageSchema,
  queryInteger,
  queryList,
  queryNames,
} from '../../lib/endpoint';
import { queryBoolean } from '../../lib/query-boolean';
import { openValue } from '../../lib/tolerant-read';
import { ORDER_DIRECTIONS } from '../stock-out/stock-out.schema';
import {
  BASKET_STAGES,
  TIMER_MAX_LIMIT,
  TIMER_PAGE_SIZE,
  TIMER_SORTS,
} from './timer-history.constants';

const list = <const T extends readonly string[]>(options: T, message: string) =>
  v.pipe(queryList, v.array(v.picklist(options, message)));

/**
 * Spec 001 §3 "Analytic filter parameters" and §7: every history call filters by the same
 * fields. Times are epoch ms, `[startTime, endTime)` by each record's start (the 24 h before now
 * without them); `restaurantUuid` is a comma list, every restaurant the user may see when absent
 * (the spec's restaurantsUuid, "sent as restaurantUuid"); `materials` the station's materials
 * dictionary's (chicken names, potato codes), all when absent; `vendors` and `isCorrect` are
 * the fryer's, `packages` the entree chutes' (codes of GET /materials/filters/chicken-packages),
 * `stages` the basket events'. A material or package no record carries matches nothing.
 */
const filterEntries = {
  restaurantUuid: v.optional(v.pipe(queryList, v.array(v.string()))),
  materials: v.optional(queryNames),
  vendors: v.optional(
    v.pipe(queryList, v.array(v.pipe(v.string(), v.regex(/^[^,]+$/, 'must have no comma')))),
  ),
  isCorrect: v.optional(queryBoolean),
  packages: v.optional(queryNames),
  /** Basket events only: the steps asked for, all when absent. */
  stages: v.optional(list(BASKET_STAGES, 'must be basket stages')),
};

/** The filters with the range by `/total`'s names (spec 001 §7 line 221). */
const scopeEntries = {
  ...filterEntries,
  startTime: v.optional(queryInteger(0)),
  endTime: v.optional(queryInteger(0)),
};

/** Newest first unless asked (spec 001 §9 default sorts). */
const orderEntries = {
  sortBy: v.optional(v.picklist(TIMER_SORTS), 'startTime'),
  orderDirection: v.optional(v.picklist(ORDER_DIRECTIONS), 'DESC'),
};

/** GET /…/total. */
export const timerScopeSchema = v.object(scopeEntries);
export type TimerScopeQuery = v.InferInput<typeof timerScopeSchema>;

/**
 * GET a station's list: spec 001 §3 "Paged list state" and §4 "Paging": FIRST asks the first
 * page (a cursor, if sent, is ignored), NEXT the page after `cursor`. The range goes by the names
 * spec 001 §3 line 93 gives the timer cycle history's filters, `startEventTime` and
 * `endEventTime`; line 221's `startTime` and `endTime` are the `/total` call's.
 */
export const timerListQuerySchema = v.object({
  ...filterEntries,
  startEventTime: v.optional(queryInteger(0)),
  endEventTime: v.optional(queryInteger(0)),
  ...orderEntries,
  cursor: v.optional(v.string()),
  cursorDirection: v.optional(v.picklist(CURSOR_DIRECTIONS), 'FIRST'),
  limit: v.optional(queryInteger(1, TIMER_MAX_LIMIT), TIMER_PAGE_SIZE),
});
export type TimerListQuery = v.InferInput<typeof timerListQuerySchema>;

/** GET /…/xls: the list's filters and order, the range required (the file is named by it). */
export const timerXlsQuerySchema = v.object({
  ...scopeEntries,
  ...orderEntries,
  startTime: queryInteger(0),
  endTime: queryInteger(0),
});
export type TimerXlsQuery = v.InferInput<typeof timerXlsQuerySchema>;

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One timed step of a station's work (spec 001 §3: "Timer cycle history record: fields not
 * shown"; the fields are ours, docs/decisions/kitchen-records.md "Timer and cycle history records"). Every
 * station's record has the common fields; the rest are its station's, absent elsewhere. The
 * product, package and container are the provider's dictionaries' (spec 001 §7 "Dictionaries"):
 * any name or code is read, one the console has no words for shown as it comes. The
 * restaurant's name and number are optional ('—' without them).
 */
const timerRecordSchema = v.object({
  uuid: v.string(),
  restaurantUuid: v.string(),
  restaurantName: v.optional(v.string()),
  restaurantNumber: v.optional(v.number()),
  material: openValue,
  /** Epoch ms, whole seconds: the step began (the timer started). */
  startTime: v.number(),
  /** Epoch ms, whole seconds; null when the timer was never stopped (a timer error). */
  endTime: v.nullable(v.number()),
  /** Whole seconds from start to end; null with `endTime`. */
  duration: v.nullable(whole),
  /** The step's expected seconds: the fryer program's time, a holding zone's limit. */
  targetSeconds: v.optional(whole),
  pieces: v.optional(whole),
  grams: v.optional(whole),
  wasteGrams: v.optional(whole),
  /** Fryer: the fryer's maker, and whether it ran the product's own program to its end. */
  vendor: v.optional(v.string()),
  isCorrect: v.optional(v.boolean()),
  /** Entree chutes and fry chutes: what was packaged. */
  packageType: v.optional(openValue),
  /** Hot holding and scheduled production: the container the pan was held in. */
  containerName: v.optional(v.string()),
  /** Conveyor: which way the pan went (CONVEYOR_DIRECTIONS known; another shown as it comes). */
  direction: v.optional(openValue),
  /** Dump pan, fry chutes and entry chutes: the chute, numbered from 1 (the seeded kitchens have 4). */
  chute: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Entry chutes and basket events: the production batch, numbered from 1 each day. */
  batchNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Basket events: the basket, 1–8, and the step it timed. */
  basket: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8))),
  /** BASKET_STAGES known; another is shown as it comes. */
  stage: v.optional(openValue),
});
export type TimerRecord = v.InferOutput<typeof timerRecordSchema>;

export const timerPageSchema = cursorPageSchema(timerRecordSchema);
export type TimerPage = v.InferOutput<typeof timerPageSchema>;

/**
 * GET /…/total: how many records the filters hold and the High, Low and Average of their
 * durations in whole seconds (spec 001 §9 summary rows), null when none has a duration.
 */
export const timerTotalSchema = v.object({
  count: whole,
  /** Records whose timer was never stopped (no duration); ours, '—' when absent. */
  timerErrors: v.optional(whole),
  high: v.nullable(whole),
  low: v.nullable(whole),
  average: v.nullable(whole),
});
export type TimerTotal = v.InferOutput<typeof timerTotalSchema>;
