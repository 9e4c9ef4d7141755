const DAY_MS = 86_400_000;

/**
 * Three days of alerts ending now, for a spec that picks an alert to act on: the provider's
 * default range (the last day) and the alerts page's (today) can hold none, by the hour of the
 * run and the seed's day (docs/decisions/test-suite.md, "A spec makes what it reads").
 */
export function recentAlertRange(now = Date.now()): { startTime: number; endTime: number } {
  return { startTime: now - 3 * DAY_MS, endTime: now };
}

/**
 * A list page's range (its address's `startDate` and `endDate`) of a day that ended `endedAgo`
 * ms ago, for a spec that counts the list's total: a range ending now moves on, and the
 * kitchen's new records with it (docs/decisions/test-suite.md, "A spec makes what it reads").
 */
export function settledDay(endedAgo: number, now = Date.now()): string {
  const end = now - endedAgo;
  return `startDate=${end - DAY_MS}&endDate=${end}`;
}
