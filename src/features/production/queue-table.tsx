import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../../ui/feedback/empty-state';
import './monitor.css';

/**
 * The screen sizes a table declares its columns for, by the width its card has (monitor.css):
 * a phone (under 520 px), a portrait tablet (under 860 px; a landscape one beside the sidebar),
 * a landscape tablet (under 1180 px), a desktop.
 */
export type ScreenSize = 'phone' | 'portrait' | 'landscape' | 'desktop';

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
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-queue-table={id}
      // A change inside one table never re-lays out the others (a rush changes ten rows a second);
      // its columns follow the card's width (monitor.css container queries).
      className="kc-queue-card"
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
              horizontalSpacing={8}
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
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <QueueRow key={rowKey(row)} id={rowKey(row)} row={row} columns={columns} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}) as <T>(props: QueueTableProps<T>) => ReactElement;

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
