/** Spanish texts: stock-out reports (spec 001 §7 "Stock-out and alerts"). */
export const stockOut = {
  'stockOut.title': '',
} as const;
