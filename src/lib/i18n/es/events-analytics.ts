/** Spanish texts: the events analytics page (spec 000 §3 analytics rows, §7 analytics). */
export const eventsAnalytics = {
  'eventsAnalytics.title': '',
} as const;
