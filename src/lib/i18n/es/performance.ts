/** Spanish texts: chicken performance (spec 000 §3, §7). */
export const chickenPerformance = {
  'performance.title': '',
} as const;
