import { Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pcsAdmin } from '../../lib/i18n/en/pcs-admin';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { useFirstDrawing } from './first-load';
import { ListView, type ListColumn } from './list-view';
import { useNeedsConnection } from '../forms/use-needs-connection';

registerMessages(pcsAdmin);

/**
 * One kitchen's short settings list (its fryers, its adjustment rules): not paged, a table from
 * a tablet up and cards on a phone; the loader first, the failure with Retry, the empty text,
 * and a failed refresh said above the rows it keeps (spec 000 §4, §8).
 */
export function KitchenList<Row>({
  query,
  caption,
  loadFailed,
  loadingLabel,
  empty,
  rowKey,
  columns,
  card,
  rowTestId,
}: {
  query: UseQueryResult<Row[]>;
  caption: string;
  loadFailed: string;
  loadingLabel: string;
  empty: string;
  rowKey(row: Row): string;
  columns: ReadonlyArray<ListColumn<Row>>;
  card(row: Row): ReactNode;
  rowTestId: string;
}) {
  const { t } = useI18n();
  const before = useFirstDrawing({ query, loadFailed, loadingLabel });
  if (before !== null || !query.data) return before;
  return (
    <Stack gap="sm">
      {query.isError && (
        <ErrorState
          title={loadFailed}
          message={errorText(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ListView
          caption={caption}
          rows={query.data}
          rowKey={rowKey}
          columns={columns}
          card={card}
          rowTestId={rowTestId}
        />
      )}
    </Stack>
  );
}

/**
 * A row's Edit and Delete, each only when given, named with the record for screen readers;
 * offline both are disabled and say why, as each opens a change (decisions: shell-and-widgets,
 * 'Actions that wait offline').
 */
export function RowActions({
  edit,
  remove,
}: {
  edit?: { label: string; onClick(): void };
  remove?: { label: string; onClick(): void };
}) {
  const { t } = useI18n();
  const needsConnection = useNeedsConnection();
  if (!edit && !remove) return null;
  return (
    <Group gap={4} wrap="wrap">
      {edit && (
        <Button
          {...needsConnection}
          variant="subtle"
          size="compact-sm"
          onClick={edit.onClick}
          aria-label={edit.label}
        >
          {t('pcsAdmin.edit')}
        </Button>
      )}
      {remove && (
        <Button
          {...needsConnection}
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={remove.onClick}
          aria-label={remove.label}
        >
          {t('pcsAdmin.delete')}
        </Button>
      )}
    </Group>
  );
}
