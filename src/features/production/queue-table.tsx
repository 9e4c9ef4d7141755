import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../../ui/feedback/empty-state';

export interface QueueColumn<T> {
  key: string;
  header: string;
  /** Spec 001 §9: 11% for task columns, 12% for progress columns; others by their content. */
  width?: string;
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
  minWidth?: number;
}

/**
 * One of the monitor's tables (spec 001 §2): title, its status bar (rows, and whether the data is
 * live), a spinner while the first snapshot is awaited and 'No records' when empty. A wide table
 * scrolls inside its card, so the page itself never scrolls sideways on a phone.
 */
export const QueueTable = memo(function QueueTable<T>({
  id,
  title,
  rows,
  rowKey,
  columns,
  loading,
  stale,
  minWidth = 640,
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
      // A change inside one table never re-lays out the others (a rush changes ten rows a second).
      style={{ contain: 'content' }}
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
        {loading ? (
          <Group justify="center" py="lg">
            <Loader size="md" aria-label={t('monitor.loading')} />
          </Group>
        ) : rows.length === 0 ? (
          <NoRecords />
        ) : (
          <Table.ScrollContainer
            minWidth={minWidth}
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
              // Column widths from the header, not from every cell: a ticking timer or a changed
              // row does not make the browser measure the whole table again.
              layout="fixed"
              // A narrow column wraps its text (a time, a long name) rather than spill into the
              // next one.
              style={{ overflowWrap: 'break-word' }}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} style={{ width: column.width }}>
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
        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
      ))}
    </Table.Tr>
  );
}) as <T>(props: { id: string; row: T; columns: ReadonlyArray<QueueColumn<T>> }) => ReactElement;
