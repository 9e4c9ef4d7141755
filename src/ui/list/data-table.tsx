import type { ReactNode } from 'react';
import { NoRecords } from '../feedback/empty-state';
import { ScrollX } from './scroll-x';

export interface DataTableRow {
  key: string;
  /** The first cell heads its row; the others are numbers, aligned right. */
  cells: ReactNode[];
}

/**
 * A small read-only table of figures (dashboards, chart fallbacks). Native elements styled in
 * app.css rather than Mantine's Table, whose scroll container brings floating-ui (~17 KiB gzip)
 * into the first page; it scrolls sideways inside its card on a phone.
 */
export function DataTable({
  caption,
  head,
  rows,
  foot,
}: {
  /** Read by screen readers only: the card's title already says it on screen. */
  caption: string;
  head?: string[];
  rows: DataTableRow[];
  foot?: ReactNode[];
}) {
  if (rows.length === 0) return <NoRecords />;
  return (
    <ScrollX label={caption}>
      <table className="kc-table">
        <caption className="kc-visually-hidden">{caption}</caption>
        {head && (
          <thead>
            <tr>
              {head.map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>{cellsOf(row.cells)}</tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>{cellsOf(foot)}</tr>
          </tfoot>
        )}
      </table>
    </ScrollX>
  );
}

function cellsOf(cells: ReactNode[]) {
  return cells.map((cell, i) =>
    i === 0 ? (
      <th key={i} scope="row">
        {cell}
      </th>
    ) : (
      <td key={i}>{cell}</td>
    ),
  );
}
