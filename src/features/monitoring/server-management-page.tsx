import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { timestamp } from '../../lib/format';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { PageLoader } from '../../ui/feedback/page-loader';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import { HostCard } from './host-card';
import { HostsState } from './hosts-state';
import { sortByTrouble, statsResolution, stepSeconds } from './monitoring-rules';
import type { ServersSearch } from './monitoring-search';
import type { HostFigures } from './server-figures';
import { activeAlertsOf, hostFigures, LABEL_PARTS, SPREAD_PARTS } from './server-figures';
import { useFigureAnswers, useMonitoringScope, type FigureParts } from './use-monitoring-scope';

registerMessages(monitoring);

/** What a card asks: its labels now, its figures over the range (the route's loader warms them). */
export const SERVER_FIGURES: FigureParts = { now: LABEL_PARTS, overRange: SPREAD_PARTS };

/**
 * Server management (spec 000 §7 "Monitoring"): one card per host of the page's
 * restaurant (or every host in Global), or of the hosts chosen in the URL; each figure with
 * min, max and avg over the range; hosts in trouble first, so the broken kitchen leads.
 */
export function ServerManagementPage({ search }: { search: ServersSearch }) {
  const { t, dateLocale } = useI18n();
  const { scope, hosts, selection, shown, start, end } = useMonitoringScope(search.hosts);
  const step = stepSeconds(statsResolution(end - start));
  const enabled = shown.length > 0;
  const figures = useFigureAnswers(
    SERVER_FIGURES,
    { selection, range: scope.range, step },
    enabled,
  );

  const cards = useMemo(() => {
    const built = shown.map((host) => hostFigures(host, figures.answers));
    const order = sortByTrouble(shown, built.flatMap(activeAlertsOf));
    return order.map((host) => built.find((card) => card.host === host)!);
  }, [shown, figures.answers]);

  // Drawn in a transition once every call has answered: React yields between the cards' parts,
  // so a phone's main thread is not held for the whole card at once.
  const drawn = useDeferredValue(figures.pending ? null : cards);

  if (!hosts.data || shown.length === 0) return <HostsState hosts={hosts} shown={shown} />;
  if (figures.failed === figures.calls) {
    return (
      <ErrorState
        title={t('monitoring.figuresFailed')}
        message={errorText(figures.error, t)}
        onRetry={figures.retry}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('monitoring.range', {
          start: timestamp(start, { timeZone: scope.timeZone ?? undefined, dateLocale }),
          end: timestamp(end, { timeZone: scope.timeZone ?? undefined, dateLocale }),
        })}
      </Text>
      {figures.failed > 0 && !figures.pending && (
        <Alert color="yellow" variant="light" role="alert">
          {t('monitoring.someFiguresFailed')}
          <Button variant="light" size="xs" mt="sm" display="block" onClick={figures.retry}>
            {t('errors.retry')}
          </Button>
        </Alert>
      )}
      {/* One render when every call has answered, not one per answer: the cards neither
          redraw nor grow (a clock, a GPU) as each arrives. The first card (the most trouble)
          is drawn at once, the others as the user scrolls near them. */}
      {drawn === null ? (
        <PageLoader label={t('monitoring.figuresLoading')} />
      ) : (
        drawn.map((card, index) =>
          index === 0 ? (
            <HostCard key={card.host} card={card} />
          ) : (
            <HostCardOnApproach key={card.host} card={card} />
          ),
        )
      )}
    </Stack>
  );
}

/** A card below the first one: the room it takes until the user scrolls near, then the card. */
function HostCardOnApproach({ card }: { card: HostFigures }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return near ? <HostCard card={card} /> : <div ref={ref} className="kc-host-card-space" />;
}
