/** Spanish texts: charts (spec 000 §2 "Shared widgets", §9). */
export const charts = {
} as const;
