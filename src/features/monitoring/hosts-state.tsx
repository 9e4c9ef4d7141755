import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { PageLoader } from '../../ui/feedback/page-loader';

/**
 * What a monitoring page shows instead of its figures until it has hosts: the loader, the
 * failure with Try again, or that no host reports here; null once there are hosts to show.
 */
export function HostsState({
  hosts,
  shown,
}: {
  hosts: UseQueryResult<unknown>;
  shown: readonly string[];
}) {
  const { t } = useI18n();
  if (!hosts.data) {
    return hosts.isError ? (
      <ErrorState
        title={t('monitoring.hostsFailed')}
        message={errorText(hosts.error, t)}
        onRetry={() => void hosts.refetch()}
      />
    ) : (
      <PageLoader label={t('monitoring.hostsLoading')} />
    );
  }
  if (shown.length === 0) {
    return <EmptyState title={t('monitoring.noHosts')}>{t('monitoring.noHostsHint')}</EmptyState>;
  }
  return null;
}
