import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';

export interface CardProps {
  filters: EventsAnalyticFilters;
  /** False until the restaurant (and its time zone) is known. */
  enabled: boolean;
  /** The restaurant's zone for clock times; absent in Global (the browser's). */
  timeZone?: string;
}

/** Times and one series of a chart from an answer's `series`. */
export function chartOf<P extends { time: number }>(
  points: readonly P[] | undefined,
  label: string,
  color: string,
  valueOf: (point: P) => number,
) {
  return {
    times: points?.map((point) => point.time) ?? [],
    series: [{ label, color, values: points?.map(valueOf) ?? [] }],
  };
}

/** Card colours: canvas series need concrete CSS colours (docs/decisions/dashboards-and-analytics.md, "Charts"). */
export const COLORS = {
  cooked: '#228be6',
  recommended: '#7950f2',
  waste: '#fa5252',
  delays: '#fd7e14',
  cycles: '#12b886',
  ratio: '#15aabf',
} as const;
