import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { NoRecords } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { PaginationBar } from './pagination-bar';
import { useFirstDrawing } from './first-load';
import { ListView, type ListViewProps } from './list-view';
import type { ListPaging } from './use-list-paging';

export interface PagedListProps<Row> extends ListViewProps<Row> {
  /** The page's query (with `keepPreviousData`): its state decides what shows. */
  query: UseQueryResult<{ total: number }>;
  paging: ListPaging;
  /** The error's title: 'Reports could not be loaded'. */
  loadFailed: string;
  /** What an empty page says; 'No records' unless told. */
  empty?: ReactNode;
  /** The spinner's name for screen readers: 'Loading stock-outs'. */
  loadingLabel?: string;
}

/**
 * A paged list with its states (spec 000 §4 "Data loads", §8): a loader before the first
 * answer; the failure with Retry when there is nothing to show; the rows (or 'No records') and
 * the pagination bar; the previous page dimmed while the next loads, and a failed refresh said
 * above the rows it leaves on screen, with Retry.
 */
export function PagedList<Row>({
  query,
  paging,
  loadFailed,
  empty,
  loadingLabel,
  ...view
}: PagedListProps<Row>) {
  const { t } = useI18n();
  const before = useFirstDrawing({ query, loadFailed, loadingLabel });
  if (before !== null || !query.data) return before;
  return (
    // `data-paged-list`: the e2e page tour waits for its rows (tour readiness 'pages').
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }} data-paged-list>
      {query.isError && (
        <ErrorState
          title={loadFailed}
          message={errorText(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      )}
      {view.rows.length === 0 ? (empty ?? <NoRecords />) : <ListView {...view} />}
      <PaginationBar total={query.data.total} {...paging} />
    </Stack>
  );
}
