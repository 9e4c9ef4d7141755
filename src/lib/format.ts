/**
 * Display formatting rules (spec 000 §9, spec 001 §5 and §9): relative time,
 * timestamps, large numbers, bytes, percentages, uptime, weights and clocks.
 * Pure functions: anything that depends on the current time takes `now`.
 */
import type { Locale as DateLocale } from 'date-fns';
import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInYears,
  isValid,
} from 'date-fns';
import { numericText, timeOfDayText, timestampText, twoDigits, wallOfDate } from './date-text';
import { wallClockAt, zonedWallTime, type WallClock } from './time-zone';
import { numberFormat } from './intl';

export type FormatLocale = 'en' | 'es';

export interface FormatOptions {
  /** UI language; defaults to English. */
  locale?: FormatLocale;
  /** date-fns locale for month and AM/PM names; undefined is date-fns's en-US. */
  dateLocale?: DateLocale;
}

export interface TimestampOptions extends FormatOptions {
  /** IANA time zone, e.g. 'America/New_York'; default is the browser's zone. */
  timeZone?: string;
}

/** Shown for values that cannot be formatted (NaN, Infinity, invalid dates). */
export const NOT_AVAILABLE = 'N/A';

type TimeInput = Date | number | string;

function toDate(time: TimeInput): Date {
  return time instanceof Date ? time : new Date(time);
}

// ---------------------------------------------------------------------------
// Relative time (spec 000 §9)

const JUST_NOW: Record<FormatLocale, string> = { en: 'just now', es: 'justo ahora' };

/** Clock skew allowance: a time up to this far in the future still reads 'just now'. */
const FUTURE_TOLERANCE_MS = 60_000;

const relativeFormats = new Map<FormatLocale, Intl.RelativeTimeFormat>();

function relativeFormat(locale: FormatLocale): Intl.RelativeTimeFormat {
  let rtf = relativeFormats.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, rtf);
  }
  return rtf;
}

const RELATIVE_UNITS = [
  ['year', differenceInYears],
  ['month', differenceInMonths],
  ['day', differenceInDays],
  ['hour', differenceInHours],
  ['minute', differenceInMinutes],
] as const;

/**
 * Spec 000 §9: 'just now' under a minute; then minutes, hours, days, months or years ago
 * (whole calendar units, counted by date-fns; worded by `Intl.RelativeTimeFormat`). Anything
 * else — a time more than a minute in the future — is shown absolutely as
 * 'MM/DD/YYYY h:mm:ss A' in the local zone. Invalid input gives 'N/A'.
 */
export function relativeTime(
  time: TimeInput,
  now: TimeInput,
  { locale = 'en', dateLocale }: FormatOptions = {},
): string {
  const then = toDate(time);
  const current = toDate(now);
  if (!isValid(then) || !isValid(current)) return NOT_AVAILABLE;
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < -FUTURE_TOLERANCE_MS) return absoluteTime(then, { dateLocale });
  for (const [unit, difference] of RELATIVE_UNITS) {
    const count = difference(current, then);
    if (count >= 1) return relativeFormat(locale).format(-count, unit);
  }
  return JUST_NOW[locale];
}

/**
 * `write` of the wall clock `time` shows in `timeZone`, else in the local zone; 'N/A' when
 * `time` is not a date.
 */
function zonedText(
  time: TimeInput,
  timeZone: string | undefined,
  write: (wall: WallClock) => string,
): string {
  const date = toDate(time);
  if (!isValid(date)) return NOT_AVAILABLE;
  return write(timeZone ? wallClockAt(zonedWallTime(date.getTime(), timeZone)) : wallOfDate(date));
}

/**
 * Spec 000 §9 'MM/DD/YYYY h:mm:ss A' (the relative-time fallback, and its full form in a
 * tooltip); in `timeZone` when given, else the local zone.
 */
export function absoluteTime(
  time: TimeInput,
  { dateLocale, timeZone }: TimestampOptions = {},
): string {
  return zonedText(time, timeZone, (wall) => numericText(wall, dateLocale));
}

// ---------------------------------------------------------------------------
// Timestamps and clocks (a History panel's hour markers: history-hour.ts)

/**
 * Spec 000/001 §9 default timestamp format 'DD MMM • h:mm:ss A',
 * e.g. '22 Nov • 7:13:53 AM'; in `timeZone` when given, else the local zone.
 */
export function timestamp(
  time: TimeInput,
  { dateLocale, timeZone }: TimestampOptions = {},
): string {
  return zonedText(time, timeZone, (wall) => timestampText(wall, dateLocale));
}

/** Spec 001 §9 'h:mm:ss A', a time of day; in `timeZone` when given, else the local zone. */
export function timeOfDay(
  time: TimeInput,
  { dateLocale, timeZone }: TimestampOptions = {},
): string {
  return zonedText(time, timeZone, (wall) => timeOfDayText(wall, dateLocale));
}

/**
 * 'h:mm:ss A' wall time at a fixed UTC offset (minutes east of UTC), for the
 * digital clock widget. Independent of the runtime's zone and its DST rules.
 */
export function clockInOffset(
  now: TimeInput,
  utcOffsetMinutes: number,
  { dateLocale }: FormatOptions = {},
): string {
  const date = toDate(now);
  if (!isValid(date) || !Number.isFinite(utcOffsetMinutes)) return NOT_AVAILABLE;
  return timeOfDayText(wallClockAt(date.getTime() + utcOffsetMinutes * 60_000), dateLocale);
}

/** A fixed offset as 'UTC+05:30' / 'UTC-03:00' / 'UTC'. */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  if (!Number.isFinite(utcOffsetMinutes) || utcOffsetMinutes === 0) return 'UTC';
  const abs = Math.abs(Math.trunc(utcOffsetMinutes));
  return `UTC${utcOffsetMinutes < 0 ? '-' : '+'}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

// ---------------------------------------------------------------------------
// Numbers

function decimal(value: number, maxFractionDigits: number, locale: FormatLocale): string {
  return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Scales `abs` down by `base` until it fits, promoting when rounding reaches `base`. */
function scale(
  abs: number,
  base: number,
  unitCount: number,
  digits: number,
): { value: number; index: number } {
  let index = 0;
  let value = abs;
  while (index < unitCount - 1 && roundTo(value, digits) >= base) {
    value /= base;
    index += 1;
  }
  return { value: roundTo(value, digits), index };
}

const NUMBER_SUFFIXES = ['', 'k', 'M', 'B', 'T'] as const;

/**
 * Spec 000 §9 large-number suffixes k, M, B, T with at most one decimal:
 * 1200 → '1.2k', 1000000 → '1M', 999 → '999', -1500 → '-1.5k'.
 */
export function largeNumber(n: number, { locale = 'en' }: FormatOptions = {}): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const { value, index } = scale(Math.abs(n), 1000, NUMBER_SUFFIXES.length, 1);
  if (value === 0) return decimal(0, 1, locale);
  return `${n < 0 ? '-' : ''}${decimal(value, 1, locale)}${NUMBER_SUFFIXES[index]}`;
}

export const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'] as const;

/** Spec 000 §9 byte units B to YiB (binary, 1024), at most two decimals: 1536 → '1.5 KiB'. */
export function bytes(n: number, { locale = 'en' }: FormatOptions = {}): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const { value, index } = scale(Math.abs(n), 1024, BYTE_UNITS.length, 2);
  const sign = n < 0 && value !== 0 ? '-' : '';
  return `${sign}${decimal(value, 2, locale)} ${BYTE_UNITS[index]}`;
}

/** Spec 000 §9 percentages rounded to 2 decimals; `n` is already a percentage: 12.345 → '12.35%'. */
export function percent(n: number, { locale = 'en' }: FormatOptions = {}): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const rounded = roundTo(n, 2);
  return `${decimal(rounded === 0 ? 0 : rounded, 2, locale)}%`;
}

const WEEK_SECONDS = 7 * 24 * 3600;
const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;

/**
 * Spec 000/001 §9 uptime as weeks, days or hours with one decimal (a trailing
 * '.0' is dropped): 1.5 weeks → '1.5 weeks', 3 days → '3 days', 90 min → '1.5 hours'.
 */
export function uptime(seconds: number, { locale = 'en' }: FormatOptions = {}): string {
  if (!Number.isFinite(seconds) || seconds < 0) return NOT_AVAILABLE;
  const [unit, size] =
    seconds >= WEEK_SECONDS
      ? (['week', WEEK_SECONDS] as const)
      : seconds >= DAY_SECONDS
        ? (['day', DAY_SECONDS] as const)
        : (['hour', HOUR_SECONDS] as const);
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(roundTo(seconds / size, 1));
}

// ---------------------------------------------------------------------------
// Weight (spec 000 §9, spec 001 §5)

export const WEIGHT_UNITS = [
  { value: 'kg', label: 'Kilograms' },
  { value: 'lbs', label: 'Pounds' },
] as const;

export type WeightUnit = (typeof WEIGHT_UNITS)[number]['value'];

const DEFAULT_WEIGHT_UNIT: WeightUnit = 'kg';

export const POUNDS_PER_KILOGRAM = 2.20462262185;

export function isWeightUnit(value: unknown): value is WeightUnit {
  return WEIGHT_UNITS.some((unit) => unit.value === value);
}

/** Spec 001 §5: the unit setting is kg unless the stored unit is valid. */
export function readWeightUnit(stored: string | null | undefined): WeightUnit {
  return isWeightUnit(stored) ? stored : DEFAULT_WEIGHT_UNIT;
}

/** A weight held in kilograms, in `unit`. */
export function convertWeight(kg: number, unit: WeightUnit): number {
  return unit === 'lbs' ? kg * POUNDS_PER_KILOGRAM : kg;
}

/** '12.5 kg' / '27.56 lbs'; at most two decimals; 'N/A' for non-finite input. */
export function formatWeight(kg: number, unit: WeightUnit, locale: FormatLocale = 'en'): string {
  if (!Number.isFinite(kg)) return NOT_AVAILABLE;
  const value = roundTo(convertWeight(kg, unit), 2);
  return `${decimal(value === 0 ? 0 : value, 2, locale)} ${unit}`;
}

/** Seconds as '45 s', '4 min 05 s', '1 h 12 min' (units read the same in English and Spanish). */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}
