import type { FryerCyclesDistribution } from '../../api/analytics/analytics.schema';
import type { SummaryRowId } from '../../lib/summary-rows';
import type { DataTableRow } from './data-table';
import { summaryTableRows } from './summary-table-rows';

/** How a pan-cycle table writes its figures: cycles, percents, minutes. */
export interface FryerCycleFormats {
  count(value: number): string;
  percent(value: number): string;
  minutes(value: number): string;
}

/**
 * Pan cycles by product (GET /analytic/fryer-cycles-distribution), the table of the chicken
 * dashboard and of events analytics' fryer card: a row per product (cycles, share, utilised,
 * elapsed), then High, Low and Average over the products that had cycles (spec 000 §9).
 */
export function fryerCycleRows(
  rows: FryerCyclesDistribution['rows'],
  summaryLabel: (row: SummaryRowId) => string,
  format: FryerCycleFormats,
): DataTableRow[] {
  return [
    ...rows.map((row) => ({
      key: row.material,
      cells: [
        row.material,
        format.count(row.count),
        format.percent(row.share),
        format.percent(row.utilized),
        format.minutes(row.elapsedTime),
      ],
    })),
    ...summaryTableRows(
      summaryLabel,
      rows
        .filter((row) => row.count > 0)
        .map((row) => [row.count, row.share, row.utilized, row.elapsedTime]),
      [format.count, format.percent, format.percent, format.minutes],
    ),
  ];
}
