import * as v from 'valibot';
import { safeParse } from './schema-calls';

/**
 * Filter and date state kept in the URL query (spec 000 §2 "Shared widgets", §5 "Date URL
 * parameters", §9). Pure functions only: routes use `validateDateRangeSearch` in
 * `validateSearch`, and widgets use the other helpers to build the next search object. Nothing
 * here throws on user input.
 */

/**
 * Resolution options (spec 000 §9): 1, 2, 5, 10, 20, 30 s; 1, 2, 5, 10, 20, 30 min;
 * 1, 2, 4, 8, 12 h; 1, 2, 7, 15, 30, 90 d; 6 months. Codes use `s`, `m` (minutes), `h`, `d`
 * and `mo`, matching the preset icon codes (`15m`, `1mo`).
 */
/** Spec 000 §3: the 'Select Restaurant' entry's value, shown as 'Global': every restaurant. */
export const GLOBAL_RESTAURANT = 'select';

export const RESOLUTION_OPTIONS = {
  '1s': 1,
  '2s': 2,
  '5s': 5,
  '10s': 10,
  '20s': 20,
  '30s': 30,
  '1m': 60,
  '2m': 120,
  '5m': 300,
  '10m': 600,
  '20m': 1_200,
  '30m': 1_800,
  '1h': 3_600,
  '2h': 7_200,
  '4h': 14_400,
  '8h': 28_800,
  '12h': 43_200,
  '1d': 86_400,
  '2d': 172_800,
  '7d': 604_800,
  '15d': 1_296_000,
  '30d': 2_592_000,
  '90d': 7_776_000,
  '6mo': 15_724_800,
} as const satisfies Record<string, number>;

export type ResolutionCode = keyof typeof RESOLUTION_OPTIONS;
export const RESOLUTION_CODES = Object.keys(RESOLUTION_OPTIONS) as ResolutionCode[];

const DAY = 86_400;

/**
 * The longest range a page asks the provider for: 366 days, a year with its leap day. The
 * provider refuses a longer one (400 'The range may not exceed 366 days'), so the picker says
 * so first, with spec 000 §5's notice (docs/decisions/shell-and-widgets.md, "Date widgets").
 */
export const MAX_RANGE_SECONDS = 366 * DAY;

/**
 * Preset intervals (spec 000 §9) with their length in seconds and automatic resolution. The spec
 * fixes 15m → 1m and 1h → 5m (12-15 points per chart); the rest are chosen from the resolution
 * options to keep the same 12-15 points: 4h → 20m (12), 1d → 2h (12), 2d → 4h (12),
 * 3d → 4h (18; 8h would give only 9), 7d → 12h (14), 15d → 1d (15), 1mo → 2d (15),
 * 6mo → 15d (~12), 1y → 30d (~12). A month is 30 days, 6 months 182 days, a year 365 days.
 */
export const TIME_INTERVALS = {
  '15m': { seconds: 900, resolution: '1m' },
  '1h': { seconds: 3_600, resolution: '5m' },
  '4h': { seconds: 14_400, resolution: '20m' },
  '1d': { seconds: DAY, resolution: '2h' },
  '2d': { seconds: 2 * DAY, resolution: '4h' },
  '3d': { seconds: 3 * DAY, resolution: '4h' },
  '7d': { seconds: 7 * DAY, resolution: '12h' },
  '15d': { seconds: 15 * DAY, resolution: '1d' },
  '1mo': { seconds: 30 * DAY, resolution: '2d' },
  '6mo': { seconds: 182 * DAY, resolution: '15d' },
  '1y': { seconds: 365 * DAY, resolution: '30d' },
} as const satisfies Record<string, { seconds: number; resolution: ResolutionCode }>;

export type TimeIntervalCode = keyof typeof TIME_INTERVALS;
export const TIME_INTERVAL_CODES = Object.keys(TIME_INTERVALS) as TimeIntervalCode[];

/** Largest epoch milliseconds a JavaScript Date can hold. */
const MAX_EPOCH_MS = 8.64e15;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day-mode date `YYYY-MM-DD` as UTC midnight, or null when it is not a real calendar day. */
function dayToEpoch(value: string): number | null {
  const match = DAY_RE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epoch = Date.UTC(year, month - 1, day);
  const check = new Date(epoch);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return epoch;
}

/**
 * A URL date: non-negative whole epoch milliseconds (a number, or a string of digits) or a
 * `YYYY-MM-DD` day. Anything else fails, and `v.fallback` turns the failure into "absent".
 */
const dateParamSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value): number | string | undefined => {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (DAY_RE.test(trimmed)) return dayToEpoch(trimmed) === null ? undefined : trimmed;
      if (!/^\d{1,16}$/.test(trimmed)) return undefined;
      value = Number(trimmed);
    }
    return Number.isSafeInteger(value) && value >= 0 && value <= MAX_EPOCH_MS ? value : undefined;
  }),
  v.union([v.number(), v.string()]),
);

/** `restaurants` as an array or a comma list; non-strings and blanks are dropped, duplicates too. */
const restaurantsSchema = v.pipe(
  v.union([v.string(), v.array(v.unknown())]),
  v.transform((value): string[] | undefined => {
    const items = typeof value === 'string' ? value.split(',') : value;
    const kept = [
      ...new Set(
        items
          .filter((item): item is string => typeof item === 'string')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ];
    return kept.length > 0 ? kept : undefined;
  }),
  v.array(v.string()),
);

/** Spec 000 §2 / §5: every field optional; an invalid value is dropped, never thrown. */
export const dateRangeSearchSchema = v.object({
  startDate: v.fallback(v.optional(dateParamSchema), undefined),
  endDate: v.fallback(v.optional(dateParamSchema), undefined),
  timeInterval: v.fallback(v.optional(v.picklist(TIME_INTERVAL_CODES)), undefined),
  interval: v.fallback(v.optional(v.picklist(RESOLUTION_CODES)), undefined),
  restaurantUuid: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(255))),
    undefined,
  ),
  restaurants: v.fallback(v.optional(restaurantsSchema), undefined),
});

export interface DateRangeSearch {
  /** Epoch milliseconds, or `YYYY-MM-DD` in day mode. */
  startDate?: number | string;
  endDate?: number | string;
  timeInterval?: TimeIntervalCode;
  interval?: ResolutionCode;
  restaurantUuid?: string;
}

/**
 * What a page's loader depends on of the shared parameters: its range and its restaurant (the
 * page adds its own fields beside them in `loaderDeps`).
 */
export function sharedLoaderDeps(search: DateRangeSearch) {
  const { timeInterval, startDate, endDate, restaurantUuid } = search;
  return { timeInterval, startDate, endDate, restaurantUuid };
}

/** A validated date as epoch ms; a day-mode date counts from its UTC midnight. */
function dateToEpoch(value: number | string): number | null {
  return typeof value === 'number' ? value : dayToEpoch(value);
}

/** `value` without its undefined entries, so a search object has only the keys that are set. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const SHARED_KEYS = [
  'startDate',
  'endDate',
  'timeInterval',
  'interval',
  'restaurantUuid',
  // Answered undefined, once read into restaurantUuid: the address bar keeps one name for it.
  'restaurants',
] as const satisfies ReadonlyArray<keyof DateRangeSearch | 'restaurants'>;

/**
 * The shared parameters of a page's validated search (dates, interval, restaurant), those that
 * are set: what a link to a sibling page carries over (lib/page-tabs.ts).
 */
export function sharedSearchOf(search: Readonly<Record<string, unknown>>): DateRangeSearch {
  return withoutUndefined(
    Object.fromEntries(SHARED_KEYS.map((key) => [key, search[key]])),
  ) as DateRangeSearch;
}

/**
 * The signed-in layout's `validateSearch`: `validateDateRangeSearch` with every shared key
 * answered, `undefined` when dropped, so the router writes the address bar without it
 * (spec 000 §5: invalid date parameters are dropped from the URL, not only ignored).
 */
export function validateSharedSearch(search: unknown): DateRangeSearch {
  const valid: Partial<Record<(typeof SHARED_KEYS)[number], unknown>> =
    validateDateRangeSearch(search);
  return Object.fromEntries(SHARED_KEYS.map((key) => [key, valid[key]])) as DateRangeSearch;
}

/**
 * Spec 000 §5 "Date URL parameters": parse the query leniently, then drop both dates when the
 * start is not before `now`, the end is after `now`, or the end is before the start. An unknown
 * `timeInterval` or `interval` is dropped by the schema. Returns only the keys that survived.
 * Day-mode dates compare from their UTC midnight, so "today" is always allowed as an end.
 */
export function validateDateRangeSearch(
  search: unknown,
  now: number = Date.now(),
): DateRangeSearch {
  const parsed = safeParse(dateRangeSearchSchema, search);
  if (!parsed.success) return {};
  const { restaurants, ...own } = parsed.output;
  // Spec 000 §2: the current restaurant lives in the query as restaurantUuid or restaurants.
  // The console has one current restaurant (or Global), so a `restaurants` list names its
  // first, unless restaurantUuid names one (docs/decisions/shell-and-widgets.md, "URL state").
  const result: DateRangeSearch = {
    ...own,
    restaurantUuid: own.restaurantUuid ?? restaurants?.[0],
  };
  const start = result.startDate === undefined ? undefined : dateToEpoch(result.startDate);
  const end = result.endDate === undefined ? undefined : dateToEpoch(result.endDate);
  const invalid =
    start === null ||
    end === null ||
    (start !== undefined && !(start < now)) ||
    (end !== undefined && !(end <= now)) ||
    (start !== undefined && end !== undefined && end < start);
  if (invalid) {
    delete result.startDate;
    delete result.endDate;
  }
  return withoutUndefined(result);
}

/**
 * Spec 000 §5: filter values not among the options are dropped. Accepts an array or a comma
 * list; keeps option order of appearance in `values`, without duplicates.
 */
export function dropUnknownOptions<T extends string>(values: unknown, options: readonly T[]): T[] {
  const items =
    typeof values === 'string' ? values.split(',') : Array.isArray(values) ? values : [];
  const allowed = new Set<string>(options);
  const kept = new Set<T>();
  for (const item of items as unknown[]) {
    if (typeof item !== 'string') continue;
    const trimmed = item.trim();
    if (allowed.has(trimmed)) kept.add(trimmed as T);
  }
  return [...kept];
}

/** A URL name list keeps at most this many names, each at most this long. */
export const URL_NAMES_MAX = 50;
export const URL_NAME_MAX_LENGTH = 100;

/**
 * The names of a comma list (or array) whose options are the provider's data (products,
 * packages, vendors), as written: trimmed, without blanks or repeats, at most `URL_NAMES_MAX`
 * of at most `URL_NAME_MAX_LENGTH` characters. Only the form is checked here: a page drops a
 * name not among the provider's options once they load (spec 000 §5). The router reads a name
 * of digits alone as a number.
 */
export function urlNamesOf(value: unknown): string[] {
  const items =
    typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : Array.isArray(value)
        ? value
        : [];
  const names = items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '' && item.length <= URL_NAME_MAX_LENGTH);
  return [...new Set(names)].slice(0, URL_NAMES_MAX);
}

/** A list as the URL holds it: a comma list, absent when empty (all). */
export function commaList(items: readonly string[]): string | undefined {
  return items.length > 0 ? items.join(',') : undefined;
}

const RESTAURANT_SCOPED_KEYS = ['startDate', 'endDate', 'timeInterval', 'interval'] as const;
type RestaurantScopedKey = (typeof RESTAURANT_SCOPED_KEYS)[number];

/** Spec 000 §2: when the restaurant changes, the date and interval parameters are removed. */
export function onRestaurantChange<S extends object>(search: S): Omit<S, RestaurantScopedKey> {
  const next = { ...search } as Record<string, unknown>;
  for (const key of RESTAURANT_SCOPED_KEYS) delete next[key];
  return next as Omit<S, RestaurantScopedKey>;
}

/** Spec 000 §9: the range a preset covers, ending at `now`. */
export function presetRange(
  code: TimeIntervalCode,
  now: number = Date.now(),
): { start: number; end: number } {
  return { start: now - TIME_INTERVALS[code].seconds * 1000, end: now };
}

/** Spec 000 §9: a preset's automatic resolution. */
export function autoResolution(code: TimeIntervalCode): ResolutionCode {
  return TIME_INTERVALS[code].resolution;
}
