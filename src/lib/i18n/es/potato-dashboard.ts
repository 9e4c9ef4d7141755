/** Spanish texts: the potato dashboard (spec 000 §3, §7 potato charts). */
export const potatoDashboard = {
  'potatoDashboard.title': '',
} as const;
