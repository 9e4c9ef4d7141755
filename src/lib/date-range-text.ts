// The date-range texts, apart from the zone arithmetic (time-zone.ts) and the range rules
// (date-range.ts): these need date-fns' format, which pages that only compute ranges
// (dashboards) should not load.
import { format, formatDuration, type Locale as DateLocale } from 'date-fns';
import { parsePickerValue } from './date-range';
import { zonedWallClock, type WallClock } from './time-zone';

/**
 * The maximum span for 'Date range must be less than {interval}' (spec 000 §5/§8), e.g.
 * '7 days', '1 day 12 hours', '7 días'. Split into days, hours, minutes by fixed lengths:
 * spans are seconds, not calendar months (`intervalToDuration` would depend on the start day).
 */
export function maxSpanLabel(maxSpanSeconds: number, dateLocale?: DateLocale): string {
  const total = Math.max(0, Math.round(maxSpanSeconds));
  const duration = {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
  if (total === 0) {
    return formatDuration(duration, { locale: dateLocale, format: ['seconds'], zero: true });
  }
  return formatDuration(duration, { locale: dateLocale });
}

/**
 * A clock time in a date-fns pattern ('h:mm a', 'hh:mm a'). Built on 2000-01-01 local time,
 * a day without a daylight-saving change, so the runtime's zone cannot shift the hour.
 */
export function formatClockTime(
  hour: number,
  minute: number,
  pattern: string,
  dateLocale?: DateLocale,
): string {
  return format(new Date(2000, 0, 1, hour, minute), pattern, { locale: dateLocale });
}

/** 'DD MMM h:mm a' of a wall clock, e.g. '15 May 1:30 PM', '15 may 1:30 p. m.'. */
export function formatWallClock(wall: WallClock, dateLocale?: DateLocale): string {
  // Noon of that day in the runtime's zone: never inside a daylight-saving gap.
  const day = format(new Date(wall.year, wall.month - 1, wall.day, 12), 'dd MMM', {
    locale: dateLocale,
  });
  return `${day} ${formatClockTime(wall.hour, wall.minute, 'h:mm a', dateLocale)}`;
}

/** 'DD MMM h:mm a' of `epoch` in `zone` (the picker's custom label). */
export function formatRangeEdge(epoch: number, zone?: string | null, dateLocale?: DateLocale) {
  return formatWallClock(zonedWallClock(epoch, zone), dateLocale);
}

/** 'DD MMM h:mm a' of a Mantine `YYYY-MM-DD[ HH:mm[:ss]]` value; '' when malformed. */
export function formatPickerValue(value: string, dateLocale?: DateLocale): string {
  const wall = parsePickerValue(value);
  return wall ? formatWallClock(wall, dateLocale) : '';
}
