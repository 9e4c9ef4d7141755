import { formatDuration, type Locale as DateLocale } from 'date-fns';
import { resolveTimeZone, zonedWallClock } from './time-zone';

/**
 * Rules of the time-range filter (spec 000 §5 "Time range filter", §9 "Time picker step 15
 * minutes"). Times are wall clocks `HH:mm` (24 h) of the day the filter applies to, in the
 * restaurant's zone. Pure functions: anything that depends on the clock takes `now`.
 */

export interface TimeRange {
  /** `HH:mm` */
  start: string;
  /** `HH:mm` */
  end: string;
}

export const TIME_STEP_MINUTES = 15;
/** Spec 000 §5: the filter starts at 13:00 to 15:00. */
export const DEFAULT_TIME_RANGE: TimeRange = { start: '13:00', end: '15:00' };
/** Spec 000 §5: the default day range. */
export const WHOLE_DAY_RANGE: TimeRange = { start: '00:00', end: '23:59' };

const TIME_RE = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/** Minutes after midnight of `HH:mm` (or `HH:mm:ss`); null when it is not a time of day. */
export function timeToMinutes(time: string | null | undefined): number | null {
  const match = time ? TIME_RE.exec(time.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** `HH:mm` of minutes after midnight (0-1439). */
export function minutesToTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export type TimeRangeCheck = 'ok' | 'invalid' | 'endBeforeStart' | 'afterMax';

/**
 * Spec 000 §5: the end must not be before the start (equal is allowed), and neither may be
 * after `max` (now, when the day is today).
 */
export function checkTimeRange(range: TimeRange, max?: string): TimeRangeCheck {
  const start = timeToMinutes(range.start);
  const end = timeToMinutes(range.end);
  if (start === null || end === null) return 'invalid';
  if (end < start) return 'endBeforeStart';
  const limit = timeToMinutes(max);
  if (limit !== null && (start > limit || end > limit)) return 'afterMax';
  return 'ok';
}

/** Length of the range in minutes (negative when the end is before the start). */
export function timeRangeMinutes(range: TimeRange): number {
  return (timeToMinutes(range.end) ?? 0) - (timeToMinutes(range.start) ?? 0);
}

/** Spec 000 §5 "the duration is shown": '2 hours', '1 hour 15 minutes', '0 minutes'. */
export function formatTimeRangeDuration(minutes: number, dateLocale?: DateLocale): string {
  const total = Math.max(0, Math.round(minutes));
  const duration = { hours: Math.floor(total / 60), minutes: total % 60 };
  if (total === 0) {
    return formatDuration(duration, { locale: dateLocale, format: ['minutes'], zero: true });
  }
  return formatDuration(duration, { locale: dateLocale });
}

/**
 * Spec 000 §5 "When the day is today the maximum time is now": `HH:mm` of `now` in `timeZone`
 * when `day` (an instant) falls on the same calendar day there; undefined for any other day.
 */
export function maxTimeForDay(
  day: Date | number | undefined,
  now: number,
  timeZone?: string | null,
): string | undefined {
  if (day === undefined) return undefined;
  const zone = resolveTimeZone(timeZone);
  const instant = typeof day === 'number' ? day : day.getTime();
  if (!Number.isFinite(instant)) return undefined;
  const current = zonedWallClock(now, zone);
  const target = zonedWallClock(instant, zone);
  const sameDay =
    current.year === target.year && current.month === target.month && current.day === target.day;
  return sameDay ? minutesToTime(current.hour * 60 + current.minute) : undefined;
}

/** Spec 000 §5: 00:00 to 23:59, or to `max` when the day is today. */
export function wholeDayRange(max?: string): TimeRange {
  const limit = timeToMinutes(max);
  const end = timeToMinutes(WHOLE_DAY_RANGE.end)!;
  return {
    start: WHOLE_DAY_RANGE.start,
    end: limit === null ? WHOLE_DAY_RANGE.end : minutesToTime(Math.min(limit, end)),
  };
}

/** `times` plus `extra` (e.g. the current value or the maximum), sorted, without duplicates. */
export function withTimes(times: readonly string[], extra: ReadonlyArray<string | undefined>) {
  const all = new Set(times);
  for (const time of extra) if (time !== undefined && timeToMinutes(time) !== null) all.add(time);
  return [...all].sort((a, b) => timeToMinutes(a)! - timeToMinutes(b)!);
}
