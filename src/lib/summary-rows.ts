/** Spec 000 §9's summary rows, in the order a table shows them under its products. */
export const SUMMARY_ROW_IDS = ['high', 'low', 'average'] as const;
export type SummaryRowId = (typeof SUMMARY_ROW_IDS)[number];

/** Spec 000 §9: the High, Low and Average rows under a table, one value per numeric column. */
export type SummaryRows = Record<SummaryRowId, number[]>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One column's High, Low and Average. */
export type HighLowAverage = Record<SummaryRowId, number>;

/**
 * The largest, the smallest and the plain mean of one column. Non-finite values are left out;
 * null when nothing is left.
 */
export function highLowAverage(values: readonly number[]): HighLowAverage | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  let high = -Infinity;
  let low = Infinity;
  let sum = 0;
  for (const value of finite) {
    high = Math.max(high, value);
    low = Math.min(low, value);
    sum += value;
  }
  return { high, low, average: sum / finite.length };
}

/**
 * Spec 000 §9 "Fryer, task-delay and stock-out tables add High, Low and Average rows": per
 * column, the highest and lowest value of the table's rows and their plain mean (two
 * decimals). Null without rows, where there is nothing to summarise.
 */
export function summaryRows(rows: ReadonlyArray<readonly number[]>): SummaryRows | null {
  const [first] = rows;
  if (!first) return null;
  const columns = first.map(
    (_, column) =>
      highLowAverage(rows.map((row) => row[column] ?? 0)) ?? { high: 0, low: 0, average: 0 },
  );
  return {
    high: columns.map((column) => column.high),
    low: columns.map((column) => column.low),
    average: columns.map((column) => round2(column.average)),
  };
}
