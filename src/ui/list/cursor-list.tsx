import { Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { recordLists } from '../../lib/i18n/en/record-lists';
import { numberFormat } from '../../lib/intl';
import { reachedScrollEnd } from '../../lib/pagination';
import { NoRecords } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { useIsMobile } from '../hooks/use-is-mobile';
import {
  cellClass,
  fitClass,
  RowCells,
  SummaryFoot,
  type ListColumn,
  type ListSummaryRow,
  type TableFit,
} from './list-view';
import { useFirstDrawing } from './first-load';
import { CARD_PROPS } from './plain-text';
import {
  measureRowWithoutLayout,
  observeViewport,
  rememberedRowSizes,
  rememberRowSizes,
  scrollWindow,
  viewportScroll,
  viewportSize,
} from './row-sizes';
import { FittedTable } from './table-width';

registerMessages(recordLists);

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** A column of a record list: a `ListColumn`, with its width and the provider's sort key. */
export interface RecordColumn<Row> extends ListColumn<Row> {
  /**
   * A CSS width: the table lays out by its columns, so rows keep them as they scroll in; the
   * table is at least their sum (scrolling sideways when narrower) and shares out the rest.
   */
  width: string;
  /** The provider sorts by this column (spec 001 §9 default sorts). */
  sortKey?: string;
}

export interface CursorListProps<Row> {
  /** A cursor-paged list (api/cursor-query.ts): its pages in order, each with `content`. */
  query: UseInfiniteQueryResult<InfiniteData<{ content: Row[] }>>;
  /** Names the table (or the phone's list) for screen readers. */
  caption: string;
  /** The same function on every render (a module's), or every row is placed again. */
  rowKey(row: Row): string;
  columns: ReadonlyArray<RecordColumn<Row>>;
  /** A phone's card for one row, an element such as `(row) => <RowCard row={row} />`. */
  card(row: Row): ReactNode;
  /** The table's rows' height, and a card's, before they are measured. */
  estimate: { row: number; card: number };
  sort?: ListSort;
  onSort?(sort: ListSort): void;
  /** Every record the filters match (the provider's total), when known. */
  total?: number;
  /** Rows under the table (High, Low, Average: spec 000 §9), by column id. */
  summary?: readonly ListSummaryRow[];
  /** The phone's summary, above the cards. */
  summaryCard?: ReactNode;
  /** The error's title: 'Fryer cycles could not be loaded'. */
  loadFailed: string;
  /** The spinner's name for screen readers. */
  loadingLabel: string;
  rowTestId?: string;
}

/**
 * A cursor-paged record list (spec 001 §4 "Paging", §9): the rows virtualized against the
 * page's scroll, so ten thousand of them scroll like twenty; the next page asked once 99% of
 * the page is scrolled (and by a 'Load more' button, for a keyboard or a list shorter than the
 * screen); a table with sortable headers from a tablet up, one card per row on a phone. States
 * (spec 000 §4, §8): a loader first; the failure with Retry when nothing is shown; 'No records';
 * a failed refresh or next page said above the rows it keeps.
 */
export function CursorList<Row>(props: CursorListProps<Row>) {
  const { query, loadFailed, loadingLabel } = props;
  const { t } = useI18n();
  // The same array until an answer changes it: the virtualizer keys its rows by it.
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.content) ?? [], [query.data]);
  const before = useFirstDrawing({ query, loadFailed, loadingLabel });
  if (before !== null) return before;
  return (
    <Stack gap="sm">
      {query.isError && (
        <ErrorState
          title={loadFailed}
          message={`${errorText(query.error, t)} ${t('recordList.stale')}`}
          onRetry={() =>
            void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())
          }
        />
      )}
      {rows.length === 0 ? <NoRecords /> : <VirtualRows {...props} rows={rows} />}
    </Stack>
  );
}

/** Rows rendered beyond the screen, either way, once the first screen is in. */
const ROWS_AHEAD = 16;
/** A phone's cards rendered beyond the screen in its first render. */
const FIRST_CARDS_AHEAD = 4;

function VirtualRows<Row>(props: CursorListProps<Row> & { rows: Row[] }) {
  const { query, rows, total, estimate } = props;
  const { t, locale } = useI18n();
  const isMobile = useIsMobile();
  const top = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(top);
  const { rowKey } = props;
  // A new key function makes the virtualizer place every loaded row again, on each render.
  const getItemKey = useCallback((index: number) => rowKey(rows[index]!), [rowKey, rows]);
  const kind = isMobile ? 'card' : 'row';
  // Read once, at mount: the virtualizer only seeds an empty cache with it.
  const [measured] = useState(() => rememberedRowSizes(kind));
  // A wheel or a flick moves several rows a frame: rows rendered ahead keep a table from showing
  // a gap for the frame before the next render. A phone's first render has 4 cards ahead, the
  // rest in a transition after it (React renders them in slices between the browser's other
  // work): 16 cards (2,400 px) in the first made it twice as long (Lighthouse mobile, the timer
  // histories).
  const [overscan, setOverscan] = useState(isMobile ? FIRST_CARDS_AHEAD : ROWS_AHEAD);
  useEffect(() => startTransition(() => setOverscan(ROWS_AHEAD)), []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (isMobile ? estimate.card : estimate.row),
    initialMeasurementsCache: measured,
    // The screen's size and scroll from the first render, so the rows on screen render in it
    // rather than in a second one once the screen is measured; as last seen (row-sizes.ts).
    initialRect: viewportSize(),
    initialOffset: viewportScroll,
    overscan,
    scrollMargin,
    getItemKey,
    measureElement: measureRowWithoutLayout,
    observeElementRect: observeViewport,
    scrollToFn: scrollWindow,
    // React batches a scroll's re-render with the frame's other work, instead of rendering
    // synchronously inside each scroll event (measured: most scroll steps were long tasks).
    useFlushSync: false,
  });
  useNextPageOnScroll(query, rows.length);
  // The cache is the virtualizer's own: nothing is copied while the list scrolls.
  useEffect(() => () => rememberRowSizes(kind, virtualizer.itemSizeCache), [kind, virtualizer]);

  const canLoadMore = query.hasNextPage && !query.isFetchNextPageError;
  return (
    <Stack gap="xs">
      <div ref={top} data-record-list>
        {isMobile ? (
          <VirtualCards {...props} virtualizer={virtualizer} />
        ) : (
          <VirtualTable {...props} virtualizer={virtualizer} />
        )}
      </div>
      <Group justify="space-between" gap="xs" mih={36}>
        <Text size="sm" c="dimmed" role="status">
          {total !== undefined && total >= rows.length
            ? t('recordList.shownOf', {
                count: rows.length,
                total: numberFormat(locale).format(total),
              })
            : t('recordList.shown', { count: rows.length })}
        </Text>
        {query.isFetchingNextPage ? (
          <Loader size="sm" aria-label={t('recordList.loadingMore')} />
        ) : (
          canLoadMore && (
            <Button variant="default" size="xs" onClick={() => void query.fetchNextPage()}>
              {t('recordList.loadMore')}
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}

/**
 * The element's top in the document, for a window virtualizer's `scrollMargin`: read when the
 * browser has laid the page out (a ResizeObserver's first call), not in the commit, where
 * reading it lays the page out at once. Where ResizeObserver is missing, read in the commit.
 */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // What is above the list (totals, an alert) may change height after it loads.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * Spec 001 §9: the next page once 99% of the page is scrolled, also when the rows do not fill
 * the screen (nothing scrolls then); never while one is on its way or after one failed.
 */
function useNextPageOnScroll(
  query: UseInfiniteQueryResult<InfiniteData<unknown>>,
  rowCount: number,
): void {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const check = () => {
      const page = document.documentElement;
      if (
        reachedScrollEnd({
          scrollTop: window.scrollY,
          clientHeight: window.innerHeight,
          scrollHeight: page.scrollHeight,
        })
      ) {
        window.removeEventListener('scroll', check);
        void fetchNextPage();
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, rowCount]);
}

/** The space of the rows above and below those rendered. */
function gaps(virtualizer: Virtualizer<Window, Element>) {
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const before = items.length > 0 ? items[0]!.start - margin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - margin) : 0;
  return { items, before, after };
}

function VirtualTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  sort,
  onSort,
  summary,
  rowTestId,
  virtualizer,
}: CursorListProps<Row> & { rows: Row[]; virtualizer: Virtualizer<Window, Element> }) {
  // The same array while the list scrolls: the rows are memoized on it.
  const shown = useMemo(() => columns.filter((column) => column.shown !== false), [columns]);
  const minWidths = useMemo(() => tableMinWidths(shown), [shown]);
  const { items, before, after } = gaps(virtualizer);
  return (
    <FittedTable label={caption}>
      <table className="kc-table kc-table-fixed" style={minWidths} aria-rowcount={rows.length + 1}>
        <caption className="kc-visually-hidden">{caption}</caption>
        <colgroup>
          {shown.map((column) => (
            <col key={column.id} className={fitClass(column)} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cellClass(column)}
                aria-sort={
                  column.sortKey && sort?.key === column.sortKey
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sortKey && onSort ? (
                  <SortButton column={column} sort={sort} onSort={onSort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden style={{ height: before }}>
              <td style={SPACER} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <TableRow
                key={rowKey(row)}
                row={row}
                index={item.index}
                columns={shown}
                measure={virtualizer.measureElement}
                testId={rowTestId}
              />
            );
          })}
          {after > 0 && (
            <tr aria-hidden style={{ height: after }}>
              <td style={SPACER} />
            </tr>
          )}
        </tbody>
        <SummaryFoot summary={summary} columns={shown} />
      </table>
    </FittedTable>
  );
}

/**
 * The table's least width at each table width (app.css): the sum of the columns it shows
 * there, so that a narrower table scrolls sideways rather than squeezing them.
 */
function tableMinWidths(columns: ReadonlyArray<{ width: string; from?: TableFit }>) {
  const sum = (shown: ReadonlyArray<{ width: string }>) =>
    shown.length ? `calc(${shown.map((column) => column.width).join(' + ')})` : '0px';
  return {
    '--kc-table-min': sum(columns),
    '--kc-table-min-wide': sum(columns.filter((column) => column.from !== 'full')),
    '--kc-table-min-medium': sum(
      columns.filter((column) => !column.from || column.from === 'medium'),
    ),
    '--kc-table-min-narrow': sum(columns.filter((column) => !column.from)),
  } as CSSProperties;
}

/**
 * The rows not rendered, as one cell's height: one column, not all of them, since a column the
 * table's width drops is still counted (a span of every column would add columns to the table).
 */
const SPACER: CSSProperties = { padding: 0, border: 0 };

/** A header that sorts: newest (or longest) first on the first press, then the other way. */
function SortButton<Row>({
  column,
  sort,
  onSort,
}: {
  column: RecordColumn<Row>;
  sort?: ListSort;
  onSort(sort: ListSort): void;
}) {
  const { t } = useI18n();
  const direction = sort && sort.key === column.sortKey ? sort.direction : undefined;
  const next: SortDirection = direction === 'desc' ? 'asc' : 'desc';
  const label = typeof column.header === 'string' ? column.header : column.id;
  return (
    <UnstyledButton
      onClick={() => onSort({ key: column.sortKey!, direction: next })}
      aria-label={t(next === 'asc' ? 'recordList.sortAscending' : 'recordList.sortDescending', {
        column: label,
      })}
      fw={direction ? 700 : 500}
      fz="inherit"
      ta="inherit"
    >
      {column.header}
      {/* A no-break space: the arrow stays with the header's last word when it wraps. */}
      <span aria-hidden>
        {'\u00a0'}
        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
      </span>
    </UnstyledButton>
  );
}

function VirtualCards<Row>({
  caption,
  rows,
  rowKey,
  card,
  summaryCard,
  rowTestId,
  virtualizer,
}: CursorListProps<Row> & { rows: Row[]; virtualizer: Virtualizer<Window, Element> }) {
  const { items, before, after } = gaps(virtualizer);
  return (
    <Stack gap="sm">
      {summaryCard}
      <ul
        aria-label={caption}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          paddingTop: before,
          paddingBottom: after,
        }}
      >
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <CardItem
              key={rowKey(row)}
              row={row}
              index={item.index}
              card={card}
              measure={virtualizer.measureElement}
              testId={rowTestId}
            />
          );
        })}
      </ul>
    </Stack>
  );
}

interface ItemProps<Row> {
  row: Row;
  index: number;
  measure(element: Element | null): void;
  testId?: string;
}

// Each scroll step renders the list again; a row or card already on screen keeps its props
// (the same row object, columns and functions), so memo renders only those that came into
// view. Rendering all of them every step made most steps long tasks on a phone.

/** One table row. */
const TableRow = memo(function TableRow<Row>({
  row,
  index,
  columns,
  measure,
  testId,
}: ItemProps<Row> & { columns: readonly RecordColumn<Row>[] }) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-testid={testId}>
      <RowCells row={row} columns={columns} />
    </tr>
  );
}) as <Row>(props: ItemProps<Row> & { columns: readonly RecordColumn<Row>[] }) => ReactNode;

/** One phone card. */
const CardItem = memo(function CardItem<Row>({
  row,
  index,
  card,
  measure,
  testId,
}: ItemProps<Row> & { card(row: Row): ReactNode }) {
  return (
    // The gap is each card's own bottom padding, so that measuring a card includes it.
    <li ref={measure} data-index={index} style={{ paddingBottom: 'var(--mantine-spacing-sm)' }}>
      <div {...CARD_PROPS} data-testid={testId}>
        {card(row)}
      </div>
    </li>
  );
}) as <Row>(props: ItemProps<Row> & { card(row: Row): ReactNode }) => ReactNode;
