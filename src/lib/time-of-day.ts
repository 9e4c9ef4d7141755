/**
 * Times of day for the 12-hour time input (spec 000 §5 "Time inputs", spec 001 §5 "Time input
 * (12-hour)"): the text 'hh:mm am|pm' ⇄ minutes since midnight, the start/minimum/maximum
 * rules and the option list. Pure functions.
 */
import { twoDigits } from './date-text';

const MINUTES_PER_DAY = 24 * 60;

/** Spec 000 §5: the default time is 12:00 am. */
export const DEFAULT_TIME = 0;

/** Spec 000 §9: time picker step 15 minutes. */
export const DEFAULT_TIME_INTERVAL = 15;

// The hour is 1–12 and the minute 00–59; a one-digit hour and any case are accepted while
// typing, and the text is written back as 'hh:mm am' on blur.
const TIME_12H = /^(\d{1,2}):([0-5]\d)\s*([ap])m$/i;

/** 'hh:mm am' / 'hh:mm pm' → minutes since midnight, or null when the text is not a time. */
export function parseTime12h(text: string): number | null {
  const match = TIME_12H.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

/**
 * Minutes since midnight → 'hh:mm am' (always English am/pm: it is the input's own format,
 * spec 000 §5). Values outside one day wrap around.
 */
export function formatTime12h(minutes: number): string {
  const wrapped = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(wrapped / 60);
  return `${twoDigits(hour % 12 || 12)}:${twoDigits(wrapped % 60)} ${hour < 12 ? 'am' : 'pm'}`;
}

export interface TimeRules {
  /** A set start: the value must be strictly later. */
  after?: number;
  /** The value must be at or after this. */
  min?: number;
  /** The value must be at or before this. */
  max?: number;
}

export type TimeError = 'format' | 'after' | 'min' | 'max';

/** Spec 000 §5: which rule `minutes` breaks, or null when it is allowed. */
export function timeRuleError(minutes: number, { after, min, max }: TimeRules): TimeError | null {
  if (after !== undefined && !(minutes > after)) return 'after';
  if (min !== undefined && minutes < min) return 'min';
  if (max !== undefined && minutes > max) return 'max';
  return null;
}

export type TimeCheck = { ok: true; minutes: number } | { ok: false; error: TimeError };

/** Parse typed text and apply the rules. */
export function checkTime12h(text: string, rules: TimeRules = {}): TimeCheck {
  const minutes = parseTime12h(text);
  if (minutes === null) return { ok: false, error: 'format' };
  const error = timeRuleError(minutes, rules);
  return error ? { ok: false, error } : { ok: true, minutes };
}

export interface TimeOption {
  /** 'hh:mm am', the text the input takes. */
  value: string;
  minutes: number;
  /** Minutes since `elapsedFrom`, when asked for. */
  elapsed?: number;
}

export interface TimeOptionsConfig extends TimeRules {
  /** Minutes between options, from midnight; default 15. */
  interval?: number;
  /** Show each option's minutes since this time (e.g. the start of a range). */
  elapsedFrom?: number;
}

/**
 * Spec 001 §5: options spaced by an interval over one day, keeping only those the rules
 * allow, optionally with elapsed minutes.
 */
export function timeOptions({
  interval = DEFAULT_TIME_INTERVAL,
  elapsedFrom,
  ...rules
}: TimeOptionsConfig = {}): TimeOption[] {
  const step =
    Number.isFinite(interval) && interval >= 1 ? Math.trunc(interval) : DEFAULT_TIME_INTERVAL;
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += step) {
    if (timeRuleError(minutes, rules)) continue;
    const option: TimeOption = { value: formatTime12h(minutes), minutes };
    if (elapsedFrom !== undefined) option.elapsed = minutes - elapsedFrom;
    options.push(option);
  }
  return options;
}
