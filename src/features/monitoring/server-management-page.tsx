import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { timestamp } from '../../lib/format';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { PageLoader } from '../../ui/feedback/page-loader';
import { HostCard } from './host-card';
import { HostsState } from './hosts-state';
import { sortByTrouble, statsResolution, stepSeconds } from './monitoring-rules';
import type { ServersSearch } from './monitoring-search';
import { activeAlertsOf, hostFigures, INSTANT_METRICS, RANGE_METRICS } from './server-figures';
import { useInstantAnswers, useMonitoringScope, useRangeAnswers } from './use-monitoring-scope';

registerMessages(monitoring);

/**
 * Server management (spec 000 §7 "Monitoring", issue 15): one card per host of the page's
 * restaurant (or every host in Global), or of the hosts chosen in the URL; each figure with
 * min, max and avg over the range; hosts in trouble first, so the broken kitchen leads.
 */
export function ServerManagementPage({ search }: { search: ServersSearch }) {
  const { t, dateLocale } = useI18n();
  const { scope, hosts, selection, shown, start, end } = useMonitoringScope(search.hosts);
  const step = stepSeconds(statsResolution(end - start));
  const enabled = shown.length > 0;
  const instant = useInstantAnswers(INSTANT_METRICS, selection, enabled);
  const range = useRangeAnswers(RANGE_METRICS, { selection, range: scope.range, step }, enabled);

  const cards = useMemo(() => {
    const built = shown.map((host) => hostFigures(host, instant.answers, range.answers));
    const order = sortByTrouble(shown, built.flatMap(activeAlertsOf));
    return order.map((host) => built.find((card) => card.host === host)!);
  }, [shown, instant.answers, range.answers]);

  if (!hosts.data || shown.length === 0) return <HostsState hosts={hosts} shown={shown} />;
  const calls = INSTANT_METRICS.length + RANGE_METRICS.length;
  const failed = instant.failed + range.failed;
  const retry = () => {
    instant.retry();
    range.retry();
  };
  if (failed === calls) {
    return (
      <ErrorState
        title={t('monitoring.figuresFailed')}
        message={errorText(instant.error ?? range.error, t)}
        onRetry={retry}
      />
    );
  }
  const nothingYet =
    Object.keys(instant.answers).length === 0 && Object.keys(range.answers).length === 0;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('monitoring.range', {
          start: timestamp(start, { timeZone: scope.timeZone ?? undefined, dateLocale }),
          end: timestamp(end, { timeZone: scope.timeZone ?? undefined, dateLocale }),
        })}
      </Text>
      {failed > 0 && !instant.pending && !range.pending && (
        <Alert color="yellow" variant="light" role="alert">
          {t('monitoring.someFiguresFailed')}
          <Button variant="light" size="xs" mt="sm" display="block" onClick={retry}>
            {t('errors.retry')}
          </Button>
        </Alert>
      )}
      {nothingYet ? (
        <PageLoader label={t('monitoring.figuresLoading')} />
      ) : (
        cards.map((card) => <HostCard key={card.host} card={card} />)
      )}
    </Stack>
  );
}
