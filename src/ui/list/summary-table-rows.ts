import { SUMMARY_ROW_IDS, summaryRows, type SummaryRowId } from '../../lib/summary-rows';
import type { DataTableRow } from './data-table';

/**
 * Spec 000 §9: the High, Low and Average rows of a `DataTable`, from `values` (one list of
 * numbers per body row that has data), each column written by its `formats` entry. No rows
 * without values: a High of nothing would read as a figure. `label` names each row in the
 * page's own texts.
 */
export function summaryTableRows(
  label: (row: SummaryRowId) => string,
  values: ReadonlyArray<readonly number[]>,
  formats: ReadonlyArray<(value: number) => string>,
): DataTableRow[] {
  const summary = summaryRows(values);
  if (!summary) return [];
  return SUMMARY_ROW_IDS.map((row) => ({
    key: `summary-${row}`,
    cells: [
      label(row),
      ...summary[row].map((value, column) => formats[column]?.(value) ?? String(value)),
    ],
  }));
}
