// The picker's texts, apart from the zone arithmetic (time-zone.ts), the range rules
// (date-range.ts) and what the date-range button says (ui/date-range/range-label.ts): these
// use date-fns' formatter, which loads with the picker, not with every page's first screen.
import { format, formatDuration, type Locale as DateLocale } from 'date-fns';

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
