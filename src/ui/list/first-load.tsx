import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { PageLoader } from '../feedback/page-loader';
import { useDrawnLater } from '../hooks/use-drawn-later';

/**
 * A list before its first answer (spec 000 §4, §8): the loader, or the failure with Retry when
 * there is nothing to show yet.
 */
export function FirstLoad({
  query,
  loadFailed,
  loadingLabel,
}: {
  query: { isError: boolean; error: unknown; refetch(): unknown };
  loadFailed: string;
  loadingLabel?: string;
}) {
  const { t } = useI18n();
  return query.isError ? (
    <ErrorState
      title={loadFailed}
      message={errorText(query.error, t)}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <PageLoader label={loadingLabel} />
  );
}

/**
 * What a list core shows instead of its rows: its first load (FirstLoad), then the loader until
 * the rows are drawn. An answer's arrival is a synchronous update; the rows' first drawing is a
 * transition (useDrawnLater), a slice at a time, not one long task of a phone's main thread
 * (docs/measurements.md). Rows already in the cache as the list mounts are drawn at once: back
 * from another page, the router's scroll restoration finds them. Null once the rows are to be
 * drawn.
 */
export function useFirstDrawing({
  query,
  loadFailed,
  loadingLabel,
}: {
  query: { data: unknown; isError: boolean; error: unknown; refetch(): unknown };
  loadFailed: string;
  loadingLabel?: string;
}): ReactNode {
  const drawn = useDrawnLater(query.data !== undefined, true);
  if (query.data === undefined) {
    return <FirstLoad query={query} loadFailed={loadFailed} loadingLabel={loadingLabel} />;
  }
  return drawn ? null : <PageLoader label={loadingLabel} />;
}
