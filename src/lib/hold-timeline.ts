/**
 * Spec 000 §9 "Timeline colour buckets: <=20, 21-25, 25-30, >30, timer errors": how long a pan
 * (or a package) was held, in minutes, as the colour a history shows it in. A hold with no end
 * (its timer was never stopped) is a timer error.
 */
export const TIMELINE_BUCKETS = ['upTo20', 'upTo25', 'upTo30', 'over30', 'timerError'] as const;
export type TimelineBucket = (typeof TIMELINE_BUCKETS)[number];

/** Each bucket's Mantine colour: fresh green to over-held red; an error stands apart. */
export const TIMELINE_COLOURS: Record<TimelineBucket, string> = {
  upTo20: 'green',
  upTo25: 'yellow',
  upTo30: 'orange',
  over30: 'red',
  timerError: 'grape',
};

/** The bucket of a hold of `seconds`; null (no end) is a timer error. */
export function timelineBucket(seconds: number | null): TimelineBucket {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return 'timerError';
  const minutes = seconds / 60;
  if (minutes <= 20) return 'upTo20';
  if (minutes <= 25) return 'upTo25';
  if (minutes <= 30) return 'upTo30';
  return 'over30';
}
