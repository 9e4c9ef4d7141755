import type { EventsAnalyticFilters } from '../../api/analytics/events-analytics.queries';
import type { Translate } from '../../lib/i18n/i18n';
import type { DataTableRow } from '../../ui/data-table';
import { summaryRows } from './events-analytics-filters';

export interface CardProps {
  filters: EventsAnalyticFilters;
  /** False until the restaurant (and its time zone) is known. */
  enabled: boolean;
  /** The restaurant's zone for clock times; absent in Global (the browser's). */
  timeZone?: string;
}

/** Numbers as the locale writes them, up to two decimals. */

/**
 * Spec 000 §9: the High, Low and Average rows of a table, from `values` (one list of numbers per
 * body row that has data), each column written by its `formats` entry.
 */
export function summaryTableRows(
  t: Translate,
  values: ReadonlyArray<readonly number[]>,
  formats: ReadonlyArray<(value: number) => string>,
): DataTableRow[] {
  const summary = summaryRows(values);
  if (!summary) return [];
  return (['high', 'low', 'average'] as const).map((row) => ({
    key: `summary-${row}`,
    cells: [
      t(`eventsAnalytics.${row}`),
      ...summary[row].map((value, column) => formats[column]?.(value) ?? String(value)),
    ],
  }));
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

/** Card colours: canvas series need concrete CSS colours (docs/decisions.md, charts). */
export const COLORS = {
  cooked: '#228be6',
  recommended: '#7950f2',
  waste: '#fa5252',
  delays: '#fd7e14',
  cycles: '#12b886',
  ratio: '#15aabf',
} as const;
