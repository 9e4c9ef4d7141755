import type { ReactNode } from 'react';
import { SUMMARY_ROW_IDS, type SummaryRowId } from '../../lib/summary-rows';
import type { ListSummaryRow } from './list-view';

// Not in summary-table-rows: the dashboard loads that one for its tables, and not the lists.

/**
 * Spec 000 §9: a list's High, Low and Average rows under its one summarised column (`column`,
 * a column id), from figures the provider totals (`values`), each written by `format` (as they
 * are without it). `label` names each row in the page's own texts.
 */
export function highLowAverageRows<T>(
  label: (row: SummaryRowId) => string,
  column: string,
  values: Record<SummaryRowId, T>,
  format: (value: T) => ReactNode = (value) => value as ReactNode,
): ListSummaryRow[] {
  return SUMMARY_ROW_IDS.map((row) => ({
    label: label(row),
    cells: { [column]: format(values[row]) },
  }));
}
