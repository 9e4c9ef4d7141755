import { zonedEpoch, zonedWallClock, type WallClock } from './time-zone';
import { presetRange, type TimeIntervalCode } from './url-state';

/**
 * Rules of the date-range picker (spec 000 §2 "Shared widgets", §4 "Date selection", §5
 * "Custom date range", §9). Pure functions: anything that depends on the clock takes `now`,
 * anything that depends on a calendar day takes the restaurant's IANA `timeZone`.
 */

/** A concrete range in epoch milliseconds. */
export interface EpochRange {
  start: number;
  end: number;
}

/**
 * The picker's value: the date fields of `DateRangeSearch` (url-state.ts). A preset code, or
 * explicit epoch-ms dates, or nothing ('select', spec 000 §4).
 */
export interface DateRangeValue {
  timeInterval?: TimeIntervalCode;
  startDate?: number;
  endDate?: number;
}

/** Spec 000 §9: the earliest selectable date, as Mantine's `YYYY-MM-DD`. */
export const MIN_DATE = '2019-01-01';

const MINUTE = 60_000;
/** Zooming out a zero-length range starts from the shortest preset (spec 000 §9: 15m). */
const MIN_ZOOM_SPAN = 15 * MINUTE;

// ---------------------------------------------------------------------------
// Mantine's wall-clock values (in the zone given, the browser's when absent or unknown)

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Mantine's `YYYY-MM-DD HH:mm:ss` for `epoch` in `zone` (Mantine dates hold wall clocks). */
export function toPickerDateTime(epoch: number, zone?: string | null): string {
  const w = zonedWallClock(epoch, zone);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** Mantine's `YYYY-MM-DD` for the day `epoch` falls on in `zone`. */
export function toPickerDate(epoch: number, zone?: string | null): string {
  return toPickerDateTime(epoch, zone).slice(0, 10);
}

const PICKER_VALUE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall clock of a Mantine `YYYY-MM-DD[ HH:mm[:ss]]` value; null when malformed. */
export function parsePickerValue(value: string | null | undefined): WallClock | null {
  const match = value ? PICKER_VALUE_RE.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
}

/** A Mantine `YYYY-MM-DD[ HH:mm[:ss]]` wall clock in `zone` as epoch ms; null when malformed. */
export function fromPickerValue(value: string | null | undefined, zone?: string | null) {
  const wall = parsePickerValue(value);
  return wall ? zonedEpoch(wall, zone) : null;
}

/** Spec 000 §9: the first instant of 2019-01-01 in `zone`. */
export function minDateEpoch(zone?: string | null): number {
  return zonedEpoch({ year: 2019, month: 1, day: 1 }, zone);
}

// ---------------------------------------------------------------------------
// Range rules

export type RangeProblem = 'beforeMinimum' | 'future' | 'endBeforeStart' | 'overMaxSpan';
export type RangeCheck = 'ok' | RangeProblem;

export interface RangeRules {
  now: number;
  /** Spec 000 §5: a custom range may not go into the future unless allowed. */
  allowFuture?: boolean;
  /** Spec 000 §5: when set, the range may not be longer than this. */
  maxSpanSeconds?: number;
  /** The zone whose 2019-01-01 is the minimum; the browser's when absent. */
  timeZone?: string | null;
}

/**
 * Spec 000 §5 "Custom date range": the first rule a range breaks, in this order: end before
 * start, start before 2019-01-01, end after `now` (unless `allowFuture`), longer than
 * `maxSpanSeconds` (a span equal to the maximum is allowed).
 */
export function checkCustomRange(range: EpochRange, rules: RangeRules): RangeCheck {
  if (range.end < range.start) return 'endBeforeStart';
  if (range.start < minDateEpoch(rules.timeZone)) return 'beforeMinimum';
  if (!rules.allowFuture && range.end > rules.now) return 'future';
  if (isOverMaxSpan(range, rules.maxSpanSeconds)) return 'overMaxSpan';
  return 'ok';
}

function isOverMaxSpan(range: EpochRange, maxSpanSeconds: number | undefined): boolean {
  return (
    maxSpanSeconds !== undefined &&
    maxSpanSeconds > 0 &&
    range.end - range.start > maxSpanSeconds * 1000
  );
}

export type ShiftDirection = 'back' | 'forward';

/**
 * Keyboard shift: the range moves by its own length. Forward never passes `now` (the range
 * then ends at `now`, same length; a range already ending at or after `now` stays); back never
 * starts before 2019-01-01 in `timeZone`.
 */
export function shiftRange(
  range: EpochRange,
  direction: ShiftDirection,
  now: number,
  timeZone?: string | null,
): EpochRange {
  const length = range.end - range.start;
  if (direction === 'back') {
    const start = Math.max(range.start - length, minDateEpoch(timeZone));
    return start >= range.start ? range : { start, end: start + length };
  }
  if (range.end >= now) return range;
  const end = Math.min(range.end + length, now);
  return { start: end - length, end };
}

/**
 * Keyboard zoom out: the span doubles around its centre (a zero span becomes 15 minutes), up to
 * `maxSpanSeconds` when set; then it is pushed back so it ends by `now` (or where it already
 * ended, if later) and clipped so it starts on or after 2019-01-01.
 */
export function zoomOutRange(
  range: EpochRange,
  now: number,
  { timeZone, maxSpanSeconds }: { timeZone?: string | null; maxSpanSeconds?: number } = {},
): EpochRange {
  const length = range.end - range.start;
  let span = length > 0 ? length * 2 : MIN_ZOOM_SPAN;
  if (maxSpanSeconds !== undefined && maxSpanSeconds > 0) {
    span = Math.max(length, Math.min(span, maxSpanSeconds * 1000));
  }
  const latest = Math.max(now, range.end);
  const minimum = minDateEpoch(timeZone);
  let start = Math.floor((range.start + range.end) / 2 - span / 2);
  let end = start + span;
  if (end > latest) {
    end = latest;
    start = end - span;
  }
  if (start < minimum) {
    start = minimum;
    end = Math.min(start + span, latest);
  }
  return { start, end };
}

/**
 * Spec 000 §4 "Date selection": a preset ends at `now`; explicit dates are used as they are;
 * anything else ('select', half a range) is no range.
 */
export function resolveRange(value: DateRangeValue, now: number): EpochRange | null {
  if (value.timeInterval) return presetRange(value.timeInterval, now);
  if (typeof value.startDate === 'number' && typeof value.endDate === 'number') {
    return { start: value.startDate, end: value.endDate };
  }
  return null;
}

// ---------------------------------------------------------------------------

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day-mode URL date `YYYY-MM-DD` as its midnight in `timeZone`, `days` later; null if not one. */
export function dayStart(value: string, timeZone: string, days = 0): number | null {
  const match = DAY_RE.exec(value);
  if (!match) return null;
  return zonedEpoch(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) + days },
    timeZone,
  );
}
