/**
 * Display formatting rules (spec 000 §9, spec 001 §5 and §9): relative time,
 * timestamps, large numbers, bytes, percentages, uptime, weights and clocks.
 * Pure functions: anything that depends on the current time takes `now`.
 */
import type { Locale as DateLocale } from 'date-fns';
import { differenceInMonths, differenceInYears } from 'date-fns';

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

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimeInput = Date | number | string;

function toDate(time: TimeInput): Date {
  return time instanceof Date ? time : new Date(time);
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

// ---------------------------------------------------------------------------
// Wall-clock formatting. Built from explicit fields (never by re-creating a
// local Date), so daylight-saving gaps in the runtime's zone cannot shift it.

interface WallTime {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

function localWallTime(date: Date): WallTime {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

function utcWallTime(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneWallTime(date: Date, timeZone: string): WallTime {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, like Intl itself.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: (parts.month ?? 1) - 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const EN_MONTHS = [
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

function monthShort(month: number, dateLocale: DateLocale | undefined): string {
  const name = dateLocale?.localize.month(month as never, { width: 'abbreviated' });
  return name ?? EN_MONTHS[month] ?? '';
}

function dayPeriod(hour: number, dateLocale: DateLocale | undefined): string {
  const period = hour < 12 ? 'am' : 'pm';
  const name = dateLocale?.localize.dayPeriod(period, { width: 'abbreviated' });
  return name ?? period.toUpperCase();
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'h:mm:ss A' */
function clockText(wall: WallTime, dateLocale: DateLocale | undefined): string {
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return `${hour12}:${pad2(wall.minute)}:${pad2(wall.second)} ${dayPeriod(wall.hour, dateLocale)}`;
}

/** 'MM/DD/YYYY h:mm:ss A' */
function absoluteText(wall: WallTime, dateLocale: DateLocale | undefined): string {
  const date = `${pad2(wall.month + 1)}/${pad2(wall.day)}/${String(wall.year).padStart(4, '0')}`;
  return `${date} ${clockText(wall, dateLocale)}`;
}

// ---------------------------------------------------------------------------
// Relative time (spec 000 §9)

const JUST_NOW: Record<FormatLocale, string> = { en: 'just now', es: 'justo ahora' };

/** Clock skew allowance: a time up to this far in the future still reads 'just now'. */
const FUTURE_TOLERANCE = MINUTE;

/**
 * Spec 000 §9: 'just now' under a minute; then minutes, hours, days, months or
 * years ago. Anything else — a time more than a minute in the future — is
 * shown absolutely as 'MM/DD/YYYY h:mm:ss A' in the local zone.
 * Invalid input gives 'N/A'.
 */
export function relativeTime(
  time: TimeInput,
  now: TimeInput,
  { locale = 'en', dateLocale }: FormatOptions = {},
): string {
  const then = toDate(time);
  const current = toDate(now);
  if (!isValidDate(then) || !isValidDate(current)) return NOT_AVAILABLE;
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < -FUTURE_TOLERANCE) return absoluteText(localWallTime(then), dateLocale);
  if (elapsed < MINUTE) return JUST_NOW[locale];

  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const years = differenceInYears(current, then);
  if (years >= 1) return rtf.format(-years, 'year');
  const months = differenceInMonths(current, then);
  if (months >= 1) return rtf.format(-months, 'month');
  if (elapsed >= DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
}

// ---------------------------------------------------------------------------
// Timestamps and clocks

/**
 * Spec 000/001 §9 default timestamp format 'DD MMM • h:mm:ss A',
 * e.g. '22 Nov • 7:13:53 AM'; in `timeZone` when given, else the local zone.
 */
export function timestamp(
  time: TimeInput,
  { dateLocale, timeZone }: TimestampOptions = {},
): string {
  const date = toDate(time);
  if (!isValidDate(date)) return NOT_AVAILABLE;
  const wall = timeZone ? zoneWallTime(date, timeZone) : localWallTime(date);
  return `${pad2(wall.day)} ${monthShort(wall.month, dateLocale)} • ${clockText(wall, dateLocale)}`;
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
  if (!isValidDate(date) || !Number.isFinite(utcOffsetMinutes)) return NOT_AVAILABLE;
  return clockText(utcWallTime(new Date(date.getTime() + utcOffsetMinutes * MINUTE)), dateLocale);
}

// ---------------------------------------------------------------------------
// Numbers

function decimal(value: number, maxFractionDigits: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
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
  return new Intl.NumberFormat(locale, {
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

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'kg';

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
