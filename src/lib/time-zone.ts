import { TZDateMini } from '@date-fns/tz/date/mini';
import { tzName, type TZNameFormat } from '@date-fns/tz/tzName';
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * Time zones, on `@date-fns/tz`: which zone a restaurant's name stands for, the wall clock an
 * instant shows there, and the instant a wall clock stands for (spec 000 §4, §5, §9; spec 001
 * §2). Every other module asks here rather than doing offset arithmetic of its own.
 *
 * Two forms of a wall clock: `WallClock`, its fields; and a wall time, the same reading as the
 * milliseconds it would be in UTC (`Date.UTC` of the fields), which adds and compares like an
 * epoch.
 *
 * url-state.ts, which every first page loads, must not import this module: it would bring
 * `@date-fns/tz` into pages that never show a date in a zone (the sign-in page).
 */

/** A wall clock: month 1-12, hour 0-23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall clock to convert: the time of day defaults to midnight. */
export type WallClockFields = Partial<WallClock> & Pick<WallClock, 'year' | 'month' | 'day'>;

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------
// Zone names

const knownZones = new Set<string>();

/** The browser's zone, kept until the task that read it ends (`browserTimeZone`). */
let zoneThisTask: string | undefined;

/**
 * The browser's IANA zone ('UTC' when the runtime does not say). Each reading builds an
 * `Intl.DateTimeFormat`: a list's rows asked it once each, 18–27 ms of a phone's render at 4×
 * (docs/measurements.md). It is kept for the task that read it, so a zone the device moves to
 * is read again by the next.
 */
export function browserTimeZone(): string {
  if (zoneThisTask === undefined) {
    zoneThisTask = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    queueMicrotask(() => {
      zoneThisTask = undefined;
    });
  }
  return zoneThisTask;
}

/**
 * Whether the runtime knows `zone`. Asked of Intl, not of `@date-fns/tz`: the library also
 * takes UTC offsets ('+05:30', and any name ending in one, 'Foo+05'), which the console has
 * always treated as unknown zones, falling back to the browser's.
 */
function isKnownTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false; // RangeError: not a zone this runtime knows.
  }
  knownZones.add(zone);
  return true;
}

/** `zone` when the runtime knows it, else the browser's zone (a restaurant may have none). */
export function resolveTimeZone(zone?: string | null): string {
  return zone && isKnownTimeZone(zone) ? zone : browserTimeZone();
}

// ---------------------------------------------------------------------------
// Offsets

/**
 * `@date-fns/tz` 1.5.0 takes an offset's sign from its hours, so an offset less than an hour
 * west of UTC ('GMT-00:44:30', Africa/Monrovia until 1972) comes out as east of it. The
 * offset's name keeps the sign; it is only asked for in that rare case.
 */
function isWestOfUtc(zone: string, at: Date): boolean {
  return tzName(zone, at, 'longOffset' as TZNameFormat).startsWith('GMT-');
}

/**
 * How far `zone`'s clocks are ahead of UTC at `epoch`, in whole seconds as milliseconds (the
 * sub-minute offsets of the 1970s are seconds, not a fraction of a minute). Throws a RangeError
 * for an unknown zone or an invalid instant, as Intl does.
 */
function timeZoneOffset(zone: string, epoch: number): number {
  if (!isKnownTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  const at = new Date(epoch);
  let minutes = tzOffset(zone, at);
  if (Number.isNaN(minutes)) throw new RangeError('Invalid time value');
  if (minutes > 0 && minutes < 60 && isWestOfUtc(zone, at)) minutes = -minutes;
  return Math.round(minutes * 60) * 1000;
}

// ---------------------------------------------------------------------------
// Instants and wall clocks

/** The wall time `epoch` shows in `zone` (throws a RangeError for an unknown zone). */
export function zonedWallTime(epoch: number, zone: string): number {
  return epoch + timeZoneOffset(zone, epoch);
}

/**
 * The instant `zone`'s clocks show `wallTime` (throws a RangeError for an unknown zone). Spec
 * 001 §2, like Temporal's 'compatible': in a repeated hour (fall back) the earlier instant
 * wins; in a skipped hour (spring forward) the clock moves forward by the gap, so 02:30 in New
 * York on 8 March 2026 is 03:30 EDT.
 *
 * Not `new TZDate(year, month, …, zone)`: in a repeated hour it takes the later instant, and it
 * goes through the runtime's own zone, so in a browser set to a zone with a half-hour change
 * (Australia/Lord_Howe) it moves some wall clocks of other zones by half an hour.
 */
export function wallTimeToEpoch(wallTime: number, zone: string): number {
  // A day either side is past any change, so one of the two offsets holds at the answer.
  const offsetBefore = timeZoneOffset(zone, wallTime - DAY_MS);
  const offsetAfter = timeZoneOffset(zone, wallTime + DAY_MS);
  const showingIt = [wallTime - offsetBefore, wallTime - offsetAfter].filter(
    (epoch) => zonedWallTime(epoch, zone) === wallTime,
  );
  if (showingIt.length > 0) return Math.min(...showingIt);
  // No instant shows it (a gap): read with the offset from before the change, it lands as far
  // past the change as the wall time is past its start.
  return wallTime - offsetBefore;
}

/** The wall clock `epoch` shows in `zone` (the browser's zone when absent or unknown). */
export function zonedWallClock(epoch: number, zone?: string | null): WallClock {
  return wallClockAt(zonedWallTime(epoch, resolveTimeZone(zone)));
}

/** The fields of a wall time (a wall clock as UTC-based milliseconds). */
export function wallClockAt(wallTime: number): WallClock {
  const wall = new Date(wallTime);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant showing this wall clock in `zone` (the browser's zone when absent or unknown),
 * by the rule of `wallTimeToEpoch`. Day and hour overflow roll over (day 0 is the last day of
 * the previous month, hour 24 the next midnight), as with `Date.UTC`.
 */
export function zonedEpoch(
  { year, month, day, hour = 0, minute = 0, second = 0 }: WallClockFields,
  zone?: string | null,
): number {
  return wallTimeToEpoch(
    Date.UTC(year, month - 1, day, hour, minute, second),
    resolveTimeZone(zone),
  );
}

// ---------------------------------------------------------------------------
// Dates for date-fns

/**
 * A Date whose local fields, the ones date-fns `format` reads, are `wallTime`, whatever the
 * runtime's zone. A local Date built from the fields instead would jump an hour inside the
 * runtime zone's daylight-saving gap. date-fns builds its copies through the class, so they
 * keep this.
 */
export function wallTimeDate(wallTime: number): Date {
  return new TZDateMini(wallTime, 'UTC');
}

/**
 * A Date for date-fns `format` that reads as the wall clock `epoch` shows in `zone` (throws a
 * RangeError for an unknown zone). Built from the wall time rather than as `TZDateMini(epoch,
 * zone)`, so that formatted texts agree with `zonedWallClock`, offset fix included.
 */
export function zonedDate(epoch: number, zone: string): Date {
  return wallTimeDate(zonedWallTime(epoch, zone));
}
