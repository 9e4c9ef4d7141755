/**
 * A History panel's hour markers (spec 001 §9 "History time format: hour with AM/PM"). Kept
 * apart from format.ts: these patterns use date-fns' own formatter, which only the pages with a
 * History panel load (date-text.ts).
 */
import { format, isValid, type Locale as DateLocale } from 'date-fns';
import { NOT_AVAILABLE } from './format';
import { zonedDate } from './time-zone';

/** '3 PM' */
const HISTORY_HOUR_PATTERN = 'h a';
/** The day under an hour marker: the History reaches back days, '3 PM' alone would not say which. */
const HISTORY_DAY_PATTERN = 'EEE d MMM';

/** An hour marker of a History panel: its hour ('3 PM') and day ('Tue 24 Nov'), in `timeZone`. */
export function historyHour(
  time: Date | number | string,
  { dateLocale, timeZone }: { dateLocale?: DateLocale; timeZone?: string } = {},
): { hour: string; day: string } {
  const instant = time instanceof Date ? time : new Date(time);
  if (!isValid(instant)) return { hour: NOT_AVAILABLE, day: NOT_AVAILABLE };
  const date = timeZone ? zonedDate(instant.getTime(), timeZone) : instant;
  return {
    hour: format(date, HISTORY_HOUR_PATTERN, { locale: dateLocale }),
    day: format(date, HISTORY_DAY_PATTERN, { locale: dateLocale }),
  };
}
