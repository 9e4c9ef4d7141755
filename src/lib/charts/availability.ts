/**
 * Device availability (spec 000 §4 "Data loads", §9): online periods clipped to the range, the
 * gaps marked Offline, and the total availability as a percent with 2 decimals.
 */

/** Spec 000 §3 device online period, epoch ms; an open period (no end) is still online. */
export interface OnlinePeriod {
  onlineStartTime: number;
  onlineEndTime: number | null;
}

export type AvailabilityStatus = 'online' | 'offline';

export interface AvailabilitySegment {
  status: AvailabilityStatus;
  start: number;
  end: number;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** Spec 000 §9 availability colours: green Online, red Offline (Mantine colour names). */
export const AVAILABILITY_COLORS: Record<AvailabilityStatus, string> = {
  online: 'green',
  offline: 'red',
};

/** Online periods clipped to the range, sorted, overlapping or touching ones merged. */
function onlineWithin(periods: readonly OnlinePeriod[], range: TimeRange): TimeRange[] {
  const clipped = periods
    .map(({ onlineStartTime, onlineEndTime }) => ({
      start: Math.max(onlineStartTime, range.start),
      end: Math.min(onlineEndTime ?? range.end, range.end),
    }))
    .filter(({ start, end }) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const period of clipped) {
    const last = merged.at(-1);
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged;
}

/**
 * Spec 000 §4: the range cut into Online segments (online periods clipped to the range) and
 * Offline segments (the gaps), in time order, covering the whole range. Empty for an empty range.
 */
export function availabilitySegments(
  periods: readonly OnlinePeriod[],
  range: TimeRange,
): AvailabilitySegment[] {
  if (!(range.end > range.start)) return [];
  const segments: AvailabilitySegment[] = [];
  let cursor = range.start;
  for (const online of onlineWithin(periods, range)) {
    if (online.start > cursor)
      segments.push({ status: 'offline', start: cursor, end: online.start });
    segments.push({ status: 'online', ...online });
    cursor = online.end;
  }
  if (cursor < range.end) segments.push({ status: 'offline', start: cursor, end: range.end });
  return segments;
}

/**
 * Spec 000 §4: online time divided by the range, as a percent with 2 decimals; 0 for an empty
 * range.
 */
export function totalAvailability(periods: readonly OnlinePeriod[], range: TimeRange): number {
  const length = range.end - range.start;
  if (!(length > 0)) return 0;
  const online = onlineWithin(periods, range).reduce((sum, p) => sum + (p.end - p.start), 0);
  return Math.round((online / length) * 10_000) / 100;
}
