// Plain constants, apart from the schemas: the route's search validation (in the entry) needs
// them without valibot.

/**
 * What the performance ratio measures, `PART/BASE` (spec 000 §3, default COOKED/RECOMMENDATION;
 * the other types are not shown, docs/decisions/dashboards-and-analytics.md): what the crew cooked against what the
 * system recommended, and what was thrown away against what was cooked.
 */
export const PERFORMANCE_RATIO_TYPES = ['COOKED/RECOMMENDATION', 'WASTE/COOKED'] as const;
export type PerformanceRatioType = (typeof PERFORMANCE_RATIO_TYPES)[number];

export const DEFAULT_PERFORMANCE_RATIO_TYPE: PerformanceRatioType = 'COOKED/RECOMMENDATION';
