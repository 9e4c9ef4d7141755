import { useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../feedback/error-state';
import { errorText } from '../feedback/error-text';
import { PageLoader } from '../feedback/page-loader';

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
