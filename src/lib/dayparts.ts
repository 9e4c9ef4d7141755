import type { EpochRange } from './date-range';
import { resolveTimeZone, zonedEpoch, zonedWallClock } from './time-zone';

/**
 * Dayparts as wall-clock minutes after midnight in the restaurant's zone. Spec 000 §9 says
 * "Breakfast before 10:30, Lunch 10:30 to 14:00, Dinner after 14:00"; we read that as half-open
 * intervals of one calendar day — breakfast [00:00, 10:30), lunch [10:30, 14:00), dinner
 * [14:00, 24:00) — so every minute of the day belongs to exactly one daypart.
 */
export const DAYPARTS = {
  breakfast: { start: 0, end: 10 * 60 + 30 },
  lunch: { start: 10 * 60 + 30, end: 14 * 60 },
  dinner: { start: 14 * 60, end: 24 * 60 },
} as const satisfies Record<string, { start: number; end: number }>;

export type Daypart = keyof typeof DAYPARTS;
export const DAYPART_NAMES = Object.keys(DAYPARTS) as Daypart[];

/** Today's daypart, or the same daypart 7 calendar days earlier. */
export type DaypartDay = 'today' | 'lastWeek';
export const DAYPART_DAYS: readonly DaypartDay[] = ['today', 'lastWeek'];

/**
 * The epoch-ms range of `daypart` on today's date in `timeZone` (the browser's zone when the
 * zone is absent or unknown), or on the date 7 calendar days earlier for 'lastWeek'. Each edge
 * is converted from its own wall clock, so a daylight-saving change in between keeps the wall
 * clock (10:30 stays 10:30) and only the length changes. Today's range ends at `now`; it is
 * null while the daypart has not started yet.
 */
export function daypartRange(
  daypart: Daypart,
  day: DaypartDay,
  timeZone: string | null | undefined,
  now: number,
): EpochRange | null {
  const zone = resolveTimeZone(timeZone);
  const today = zonedWallClock(now, zone);
  const date = {
    year: today.year,
    month: today.month,
    day: today.day - (day === 'lastWeek' ? 7 : 0),
  };
  const { start: startMinute, end: endMinute } = DAYPARTS[daypart];
  // Minutes past 59 roll into hours, and minute 1440 into the next midnight (Date.UTC rules).
  const start = zonedEpoch({ ...date, minute: startMinute }, zone);
  const end = zonedEpoch({ ...date, minute: endMinute }, zone);
  if (day === 'lastWeek') return { start, end };
  if (now <= start) return null;
  return { start, end: Math.min(end, now) };
}

/** The daypart the wall clock of `now` in `timeZone` falls in. */
export function currentDaypart(timeZone: string | null | undefined, now: number): Daypart {
  const wall = zonedWallClock(now, resolveTimeZone(timeZone));
  const minute = wall.hour * 60 + wall.minute;
  return DAYPART_NAMES.find((name) => minute < DAYPARTS[name].end) ?? 'dinner';
}
