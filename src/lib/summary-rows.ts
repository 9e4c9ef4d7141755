/** Spec 000 §9's summary rows, in the order a table shows them under its products. */
export const SUMMARY_ROW_IDS = ['high', 'low', 'average'] as const;
export type SummaryRowId = (typeof SUMMARY_ROW_IDS)[number];

/** Spec 000 §9: the High, Low and Average rows under a table, one value per numeric column. */
export type SummaryRows = Record<SummaryRowId, number[]>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec 000 §9 "Fryer, task-delay and stock-out tables add High, Low and Average rows": per
 * column, the highest and lowest value of the table's rows and their plain mean (two
 * decimals). Null without rows, where there is nothing to summarise.
 */
export function summaryRows(rows: ReadonlyArray<readonly number[]>): SummaryRows | null {
  const [first] = rows;
  if (!first) return null;
  const columns = first.map((_, column) => rows.map((row) => row[column] ?? 0));
  return {
    high: columns.map((values) => Math.max(...values)),
    low: columns.map((values) => Math.min(...values)),
    average: columns.map((values) => round2(values.reduce((a, b) => a + b, 0) / values.length)),
  };
}
