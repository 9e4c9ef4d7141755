const DAY_MS = 86_400_000;

/**
 * Three days of alerts ending now, for a spec that picks an alert to act on: the provider's
 * default range (the last day) and the alerts page's (today) can hold none, by the hour of the
 * run and the seed's day (docs/decisions/test-suite.md, "A spec makes what it reads").
 */
export function recentAlertRange(now = Date.now()): { startTime: number; endTime: number } {
  return { startTime: now - 3 * DAY_MS, endTime: now };
}
