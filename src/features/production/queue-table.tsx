import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  Fragment,
  memo,
  useCallback,
  useState,
  type ReactElement,
  type ReactNode,
  type RefCallback,
} from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../../ui/feedback/empty-state';
import { viewportSize } from '../../ui/list/row-sizes';
import './monitor.css';

/**
 * The screen sizes a table declares its columns for, by the width its card has (monitor.css):
 * a phone (under 520 px), a portrait tablet (under 860 px; a landscape one beside the sidebar),
 * a landscape tablet or a 1440 px desktop (under 1680 px), a wide desktop.
 */
export type ScreenSize = 'phone' | 'portrait' | 'landscape' | 'desktop';

const SIZE_FROM: ReadonlyArray<[ScreenSize, number]> = [
  // The production table's seventeen desktop columns need 1534 px in English and 1625 px in
  // Spanish (a 1440 px screen's card is 1134 px beside the sidebar, 1262 px without it).
  ['desktop', 1680],
  ['landscape', 860],
  ['portrait', 520],
];

/**
 * Marks the card with the size its width makes it (`data-size`, which monitor.css reads), now
 * and whenever it changes. An attribute set here, not a container query: a container query
 * restyles every cell of the table on each change of a row (a rush's ten a second), an
 * attribute only when the card's size class changes. Set before the first paint: in a window
 * narrower than a portrait card (a phone) it is 'phone' whatever surrounds it, known without
 * laying anything out; in a wider one the card is measured as it mounts. Measuring in React's
 * commit lays out the whole queue there (a rushed kitchen on a phone at 4×: 73 ms of a 103 ms
 * task, docs/measurements.md).
 */
function followCardSize(card: HTMLElement | null): (() => void) | undefined {
  if (!card) return undefined;
  const mark = () => {
    const width = card.clientWidth;
    const size = sizeOf(width);
    if (card.dataset.size !== size) card.dataset.size = size;
  };
  if (sizeOf(viewportSize().width) === 'phone') card.dataset.size = 'phone';
  else mark();
  if (typeof ResizeObserver === 'undefined') return undefined;
  // Marked in the next frame, not in the observer's callback: the columns a size shows change
  // the card's height, and a size changed inside the callback is a ResizeObserver loop, which
  // the browser reports as an error (WebKit and Chromium alike).
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      mark();
      // Laid out once, the card has a size of its own to keep while it is off the screen
      // (monitor.css, `data-drawn`).
      if (!('drawn' in card.dataset)) card.dataset.drawn = '';
    });
  });
  observer.observe(card);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}

function sizeOf(width: number): ScreenSize {
  return SIZE_FROM.find(([, from]) => width >= from)?.[0] ?? 'phone';
}

export interface QueueColumn<T> {
  key: string;
  header: string;
  /** Spec 001 §9: 11% for task columns, 12% for progress columns; others by their content. */
  width?: string;
  /** Shown from this size up (a column that gives way on a smaller screen); default all. */
  from?: ScreenSize;
  /** Shown up to this size (a column folding others together on a smaller screen). */
  until?: ScreenSize;
  render(row: T): ReactNode;
}

interface QueueTableProps<T> {
  id: string;
  title: string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: ReadonlyArray<QueueColumn<T>>;
  loading: boolean;
  stale: boolean;
  /** Says what a folded column's figures are, where that column shows (a phone's legend). */
  legend?: { text: string; until: ScreenSize };
}

/**
 * One of the monitor's tables (spec 001 §2): title, its status bar (rows, and whether the data is
 * live), a spinner while the first snapshot is awaited and 'No records' when empty. Its columns
 * are as wide as their content: a number, a time, a status word or a header is never broken.
 * When the card is narrower than them, the table drops or folds columns by the sizes each
 * column declares (`from`, `until`); what is still too wide scrolls inside its card, so the
 * page itself never scrolls sideways.
 */
export const QueueTable = memo(function QueueTable<T>({
  id,
  title,
  rows,
  rowKey,
  columns,
  loading,
  stale,
  legend,
}: QueueTableProps<T>) {
  const { t } = useI18n();
  const titleId = `queue-${id}-title`;
  const [drawn, drawMore] = useRowsDrawn();
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-queue-table={id}
      // A change inside one table never re-lays out the others (a rush changes ten rows a second);
      // its columns follow the card's width.
      className="kc-queue-card"
      ref={followCardSize}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs" role="status" aria-live="off">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {loading ? t('monitor.loading') : t('monitor.rows', { count: rows.length })}
            </Text>
            {stale && !loading && (
              <Badge color="red.9" variant="filled" data-stale>
                {t('monitor.staleShort')}
              </Badge>
            )}
          </Group>
        </Group>
        {legend && !loading && rows.length > 0 && (
          <Text size="sm" className="kc-col" data-until={legend.until} data-legend>
            {legend.text}
          </Text>
        )}
        {loading ? (
          <Group justify="center" py="lg">
            <Loader size="md" aria-label={t('monitor.loading')} />
          </Group>
        ) : rows.length === 0 ? (
          <NoRecords />
        ) : (
          <Table.ScrollContainer
            minWidth={0}
            // The browser's own scrolling: Mantine's scroll area redraws its thumbs on every
            // change of a rush's rows. Focusable, so keyboard users reach a wide table (axe).
            type="native"
            tabIndex={0}
            role="group"
            aria-labelledby={titleId}
          >
            <Table
              striped
              verticalSpacing="xs"
              aria-labelledby={titleId}
              opacity={stale ? 0.6 : 1}
              // Columns as wide as their content, never narrower: a number or a word is not
              // broken to fit (the card's containment keeps the measuring to this table).
              className="kc-queue-table"
              tabularNums
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.key}
                      style={{ width: column.width }}
                      className="kc-col"
                      data-from={column.from}
                      data-until={column.until}
                    >
                      <WholeWords text={column.header} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(drawn < rows.length ? rows.slice(0, drawn) : rows).map((row) => (
                  <QueueRow key={rowKey(row)} id={rowKey(row)} row={row} columns={columns} />
                ))}
                {drawn < rows.length && (
                  // Keyed by the count, so each chunk's end is a new element to watch.
                  <tr key={drawn} ref={drawMore} aria-hidden data-more-rows>
                    <td colSpan={columns.length} />
                  </tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}) as <T>(props: QueueTableProps<T>) => ReactElement;

/**
 * A text that wraps between its words only: not after a word's hyphen either ("stock-out" read
 * as "stock-" over "out" is two words on a kitchen's screen).
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="kc-nowrap">{word}</span>
    </Fragment>
  ));
}

/** Rows drawn at first, and added each time the end of those drawn comes near the screen. */
const ROWS_CHUNK = 40;

/**
 * How many of a table's rows are drawn: a chunk, then a chunk more whenever the end of the drawn
 * ones comes within a screen of the screen (spec 001 §4 "Infinite scroll loads the next chunk").
 * A rush's 200 batches are not all laid out on every change when the crew sees a screenful:
 * on a kitchen tablet that layout costs more than the change itself (npm run bench:queue).
 * Without IntersectionObserver (tests, old browsers) every row is drawn.
 */
function useRowsDrawn(): [number, RefCallback<HTMLTableRowElement>] {
  const [drawn, setDrawn] = useState(() =>
    typeof IntersectionObserver === 'undefined' ? Infinity : ROWS_CHUNK,
  );
  const drawMore = useCallback((end: HTMLTableRowElement | null) => {
    if (!end) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setDrawn((n) => n + ROWS_CHUNK);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, []);
  return [drawn, drawMore];
}

/**
 * One row, drawn again only when its batch or the columns change: a queue change replaces one
 * batch object, so one row redraws, not the 200 of a rush (npm run bench:queue).
 */
const QueueRow = memo(function QueueRow<T>({
  id,
  row,
  columns,
}: {
  id: string;
  row: T;
  columns: ReadonlyArray<QueueColumn<T>>;
}) {
  return (
    <Table.Tr data-row={id}>
      {columns.map((column) => (
        <Table.Td
          key={column.key}
          className="kc-col"
          data-from={column.from}
          data-until={column.until}
        >
          {column.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <T>(props: { id: string; row: T; columns: ReadonlyArray<QueueColumn<T>> }) => ReactElement;
