/**
 * Wall-clock times of day `HH:mm` (24 h) as the time pickers list them (spec 000 §9 "Time
 * picker step 15 minutes"). Pure functions.
 */

export const TIME_STEP_MINUTES = 15;

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

/** `times` plus `extra` (e.g. the current value or the maximum), sorted, without duplicates. */
export function withTimes(times: readonly string[], extra: ReadonlyArray<string | undefined>) {
  const all = new Set(times);
  for (const time of extra) if (time !== undefined && timeToMinutes(time) !== null) all.add(time);
  return [...all].sort((a, b) => timeToMinutes(a)! - timeToMinutes(b)!);
}
