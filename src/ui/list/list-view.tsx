import { Card, Paper } from '@mantine/core';
import { use, type CSSProperties, type ReactNode } from 'react';
import { FittedTable, TableWidthContext, type TableWidth } from './table-width';
import { useIsMobile } from '../hooks/use-is-mobile';

/**
 * The table widths a column may need (app.css): 'medium' from 700 px (a landscape
 * tablet's table beside the sidebar), 'wide' from 1150 px (a 1440 px desktop's), 'full' from
 * 1500 px (a wider screen's). The columns a list shows at a width fit in that width's floor.
 */
export type TableFit = 'medium' | 'wide' | 'full';

/** One column of a list's table: its header and what each row shows in it. */
export interface ListColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Words (names, kinds, actions) sit left and wrap; figures, the default, right on one line. */
  text?: boolean;
  /** Shown only when true (a restaurant column in Global mode). */
  shown?: boolean;
  /**
   * Its priority by the table's width (docs/decisions/shell-and-widgets.md, "Tables that never
   * break a number or a word"): shown from that width up, dropped below it, so that a narrower
   * table loses columns rather than squeezing them below their content. Unset: at every width.
   */
  from?: TableFit;
  /**
   * Once dropped, its header and value show under this column's value, a column shown at every
   * width (no `from`): nothing is lost.
   */
  foldInto?: string;
}

/** A row under the table (High, Low, Average: spec 000 §9), by column id. */
export interface ListSummaryRow {
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
}

export interface ListViewProps<Row> {
  /** Names the table for screen readers and the phone's list. */
  caption: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The first heads its row. */
  columns: ReadonlyArray<ListColumn<Row>>;
  /**
   * A phone's card for one row (spec 000 §1: lists are cards under 575 px): an element, such as
   * `(row) => <RowCard row={row} />`, so a card's hooks stay its own.
   */
  card(row: Row): ReactNode;
  summary?: readonly ListSummaryRow[];
  /** The phone's summary, under the cards. */
  summaryCard?: ReactNode;
  /** Marks each row for tests and the page tour. */
  rowTestId?: string;
}

/**
 * One list's rows: a native table on a tablet and a desktop (Mantine's Table brings
 * floating-ui into the page), scrolling sideways inside its card when narrow; one card per row
 * on a phone. The page supplies the columns and the card; the states around it (loading,
 * empty, failed, paging) are `PagedList`'s.
 */
export function ListView<Row>(props: ListViewProps<Row>) {
  const isMobile = useIsMobile();
  return isMobile ? <ListCards {...props} /> : <ListTable {...props} />;
}

function ListTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  summary,
  rowTestId,
}: ListViewProps<Row>) {
  const shown = columns.filter((column) => column.shown !== false);
  return (
    <FittedTable label={caption}>
      <table className="kc-table">
        <caption className="kc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId} data-list-row>
              <RowCells row={row} columns={shown} />
            </tr>
          ))}
        </tbody>
        <SummaryFoot summary={summary} columns={shown} />
      </table>
    </FittedTable>
  );
}

/**
 * A phone's cards as Mantine's SimpleGrid (one column) and bordered Card draw them, with their
 * classes, as plain elements: a Card (Paper, Box) per row and the grid's style element were a
 * good part of a list's first render on a phone. A card below the first screen is laid out and
 * painted only as the user scrolls near it (its text stays in the page, for search and screen
 * readers), keeping about a card's height until then, then its own.
 */
const CARDS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-sm)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
};
const CARD_CLASS = `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`;
const CARD = {
  '--card-padding': 'var(--mantine-spacing-sm)',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 160px',
} as CSSProperties;

function ListCards<Row>({
  caption,
  rows,
  rowKey,
  card,
  summaryCard,
  rowTestId,
}: ListViewProps<Row>) {
  return (
    <>
      <ul aria-label={caption} style={CARDS}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={CARD_CLASS}
            data-with-border
            data-orientation="vertical"
            data-testid={rowTestId}
            data-list-row
            style={CARD}
          >
            {card(row)}
          </li>
        ))}
      </ul>
      {summaryCard}
    </>
  );
}

/** The rows under a list's table (High, Low, Average), a figure under its column. */
export function SummaryFoot({
  summary,
  columns,
}: {
  summary?: readonly ListSummaryRow[];
  columns: ReadonlyArray<{ id: string; from?: TableFit }>;
}) {
  if (!summary || summary.length === 0) return null;
  return (
    <tfoot>
      {summary.map((line) => (
        <tr key={line.label}>
          {columns.map((column, index) =>
            index === 0 ? (
              <th key={column.id} scope="row" className={fitClass(column)}>
                {line.label}
              </th>
            ) : (
              <td key={column.id} className={fitClass(column)}>
                {line.cells[column.id]}
              </td>
            ),
          )}
        </tr>
      ))}
    </tfoot>
  );
}

/** The class that drops a column from a table narrower than it needs (app.css). */
export function fitClass(column: { from?: TableFit }): string | undefined {
  return column.from && `kc-from-${column.from}`;
}

/**
 * A column's cells' classes: words (names, kinds, actions) sit left and wrap; figures right, on
 * one line; and the width it needs.
 */
export function cellClass(column: { text?: boolean; from?: TableFit }): string | undefined {
  return [column.text && 'kc-cell-text', fitClass(column)].filter(Boolean).join(' ') || undefined;
}

/**
 * A table row's cells: the first heads its row. Only what is folded under a cell follows the
 * table's width (Folded): when the table is measured narrower than its first render assumed,
 * that alone draws again, not every cell of every row.
 */
export function RowCells<Row>({
  row,
  columns,
}: {
  row: Row;
  columns: ReadonlyArray<ListColumn<Row>>;
}) {
  return columns.map((column, index) => {
    const content = (
      <>
        {column.cell(row)}
        {columns.some((other) => other.foldInto === column.id) && (
          <Folded row={row} host={column.id} columns={columns} />
        )}
      </>
    );
    return index === 0 ? (
      <th key={column.id} scope="row" className={cellClass(column)}>
        {content}
      </th>
    ) : (
      <td key={column.id} className={cellClass(column)}>
        {content}
      </td>
    );
  });
}

/** The table widths, narrowest first. */
const WIDTHS: readonly TableWidth[] = ['narrow', 'medium', 'wide', 'full'];

/** Whether a column needing `from` is dropped from a table of this width. */
function dropped(from: TableFit | undefined, width: TableWidth): boolean {
  return from !== undefined && WIDTHS.indexOf(width) < WIDTHS.indexOf(from);
}

/**
 * The values of the columns folded into `host` that the table's width drops, each under its
 * header; none on a table wide enough for them (they are not drawn twice).
 */
function Folded<Row>({
  row,
  host,
  columns,
}: {
  row: Row;
  host: string;
  columns: ReadonlyArray<ListColumn<Row>>;
}) {
  const width = use(TableWidthContext);
  return columns.map(
    (column) =>
      column.foldInto === host &&
      dropped(column.from, width) && (
        <div key={column.id} className="kc-fold">
          <span className="kc-fold-label">{column.header}</span>{' '}
          <span className={column.text ? undefined : 'kc-fold-figure'}>{column.cell(row)}</span>
        </div>
      ),
  );
}
