/**
 * The date texts every page may show at once — a timestamp, a time of day, a range edge, the
 * numeric fallback — written from a wall clock exactly as date-fns' `format` writes their
 * patterns, so the first page does not load date-fns' formatter and its en-US locale (about
 * 5 KiB gzip). Month and day-period names are date-fns' own: the user's date-fns locale when
 * there is one (Spanish), else en-US's. A unit test holds each function to `format` for every
 * month and hour in both languages. Other patterns (a History's hour markers, the picker's
 * texts) use `format` itself and load with the pages that show them.
 */
import type { Locale as DateLocale, Month } from 'date-fns';
import type { WallClock } from './time-zone';

/** en-US's abbreviated months, as `format` writes 'MMM' without a locale. */
const EN_US_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '05', '12' */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'MMM' */
function monthName(month: number, dateLocale?: DateLocale): string {
  return dateLocale
    ? dateLocale.localize.month((month - 1) as Month, {
        width: 'abbreviated',
        context: 'formatting',
      })
    : EN_US_MONTHS[month - 1]!;
}

/** 'h:mm a', or 'h:mm:ss a' with seconds. */
function clock(wall: WallClock, withSeconds: boolean, dateLocale?: DateLocale): string {
  const period = wall.hour < 12 ? 'am' : 'pm';
  const periodName = dateLocale
    ? dateLocale.localize.dayPeriod(period, { width: 'abbreviated', context: 'formatting' })
    : period.toUpperCase();
  const seconds = withSeconds ? `:${twoDigits(wall.second)}` : '';
  return `${wall.hour % 12 || 12}:${twoDigits(wall.minute)}${seconds} ${periodName}`;
}

/** The wall clock a Date's local fields read, as date-fns reads them (zoned: time-zone.ts). */
export function wallOfDate(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/** 'dd MMM • h:mm:ss a', e.g. '22 Nov • 7:13:53 AM' (spec 000/001 §9 default timestamp). */
export function timestampText(wall: WallClock, dateLocale?: DateLocale): string {
  return `${twoDigits(wall.day)} ${monthName(wall.month, dateLocale)} • ${clock(wall, true, dateLocale)}`;
}

/** 'h:mm:ss a', e.g. '7:13:53 AM' (spec 001 §9 time of day). */
export function timeOfDayText(wall: WallClock, dateLocale?: DateLocale): string {
  return clock(wall, true, dateLocale);
}

/** 'MM/dd/yyyy h:mm:ss a' (spec 000 §9, the relative time's fallback). */
export function numericText(wall: WallClock, dateLocale?: DateLocale): string {
  const date = `${twoDigits(wall.month)}/${twoDigits(wall.day)}/${String(wall.year).padStart(4, '0')}`;
  return `${date} ${clock(wall, true, dateLocale)}`;
}

/** 'dd MMM h:mm a', e.g. '15 May 1:30 PM' (a custom date range's edge). */
export function rangeEdgeText(wall: WallClock, dateLocale?: DateLocale): string {
  return `${twoDigits(wall.day)} ${monthName(wall.month, dateLocale)} ${clock(wall, false, dateLocale)}`;
}
