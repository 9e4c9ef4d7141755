import '@mantine/core/styles/SimpleGrid.css';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { acknowledgeAlert, deleteAlert } from '../../api/alerts/alerts.endpoints';
import { alertsMutations } from '../../api/alerts/alerts.queries';
import { isQueued } from '../../api/outbox/outbox-actions';
import { useOutbox, waitingTargets } from '../../api/outbox/use-outbox';
import { ALERT_SEVERITIES, alertSourceLabel, type Alert } from '../../api/alerts/alerts.schema';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { GLOBAL_RESTAURANT } from '../../api/restaurants/restaurant-choice';
import { canCall, type AccessSubject } from '../../lib/access';
import { timestamp } from '../../lib/format';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { outbox } from '../../lib/i18n/en/outbox';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/intl';
import type { DateRangeSearch } from '../../lib/url-state';
import { FigureTile } from '../../ui/analytics/figure-tile';
import { ChartFrame } from '../../ui/charts/chart-frame';
import { ChartLegend } from '../../ui/charts/chart-legend';
import { SeriesChart } from '../../ui/charts/series-chart';
import { ConfirmOnDemand } from '../../ui/feedback/confirm-on-demand';
import { NoInformation, NoRecords } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { notify, notifyError } from '../../ui/feedback/notify';
import { useConfirmedDelete } from '../../ui/feedback/use-confirmed-delete';
import { useNow } from '../../ui/hooks/use-now';
import { useFirstDrawing } from '../../ui/list/first-load';
import { ListView, type ListColumn } from '../../ui/list/list-view';
import { alertQueries, type AlertFilters } from './alerts-queries';
import { LevelDot } from './figure-block';
import { chooseResolution, pageAlerts, SEVERITY_COLORS, type PagedRows } from './monitoring-rules';
import { SEVERITY_FILTER_VALUES, type AlertsSearch } from './monitoring-search';
import { UrlSelect } from './monitoring-toolbar';
import { MONITORING_CLOCK_MS } from './use-monitoring-scope';
import { Identifier } from '../../ui/list/identifier';

registerMessages(monitoring, outbox);

/** New alerts show up within a minute without a reload (the list's pages are asked again). */
const REFRESH_MS = MONITORING_CLOCK_MS;

/** Canvas needs concrete colours: red, yellow and blue as the severity dots. */
const SEVERITY_CHART_COLORS = { critical: '#e03131', warning: '#f08c00', info: '#1c7ed6' };

/** The alerts chart's canvas height, axes included. */
const CHART_HEIGHT = 200;

/** The alert calls' filters: the page's restaurant (none in Global), range and severity. */
function alertFilters(
  search: AlertsSearch,
  scope: { restaurant: string; range: AlertFilters['range'] },
): AlertFilters {
  return {
    range: scope.range,
    ...(scope.restaurant !== GLOBAL_RESTAURANT ? { restaurantUuid: scope.restaurant } : {}),
    ...(search.severity ? { severity: search.severity } : {}),
  };
}

/** Alerts per interval: the URL's resolution when it suits the range, else the automatic. */
function chartInterval(filters: AlertFilters, search: DateRangeSearch, now: number) {
  const { start, end } = resolveAnalyticRange(filters.range, now);
  return chooseResolution(search.interval, end - start, search.timeInterval);
}

/** Warms the counts, the chart and the list's first page once the page scope is known. */
export function warmAlerts(context: PageContext, search: DateRangeSearch & AlertsSearch) {
  return warmPage(context, search, (scope) => {
    const filters = alertFilters(search, scope);
    void context.queryClient.prefetchQuery(alertQueries.count(filters));
    void context.queryClient.prefetchQuery(
      alertQueries.analytic(filters, chartInterval(filters, search, Date.now())),
    );
    void context.queryClient.prefetchInfiniteQuery(alertQueries.list(filters));
  });
}

/** The alerts toolbar: the severity (all, critical, warning, info; spec 000 §3). */
export function AlertsToolbar({ search }: { search: AlertsSearch }) {
  const { t } = useI18n();
  return (
    <UrlSelect
      label={t('alerts.severity')}
      field="severity"
      value={search.severity ?? 'all'}
      defaultValue="all"
      options={['all' as const, ...SEVERITY_FILTER_VALUES].map((value) => ({
        value,
        label: t(`alerts.severity.${value}`),
      }))}
    />
  );
}

/**
 * Alerts (spec 000 §7 "Alerts", §4): the counts by severity, alerts per interval, and the list,
 * offset paged (Load more appends), with acknowledge (who and when) and delete (confirmed) for
 * those allowed. The header's restaurant filters it (restaurants listed by number, DESC).
 */
export function AlertsPage({
  search,
  user,
}: {
  search: AlertsSearch & DateRangeSearch;
  user: AccessSubject;
}) {
  const scope = usePageScope();
  const filters = alertFilters(search, scope);
  return (
    <Stack gap="md">
      <AlertCounts filters={filters} enabled={scope.ready} />
      <AlertsChart filters={filters} enabled={scope.ready} search={search} />
      <AlertList
        filters={filters}
        enabled={scope.ready}
        user={user}
        timeZone={scope.timeZone}
        linked={search.alert}
      />
    </Stack>
  );
}

function AlertCounts({ filters, enabled }: { filters: AlertFilters; enabled: boolean }) {
  const { t, locale } = useI18n();
  const count = useQuery({ ...alertQueries.count(filters), enabled, refetchInterval: REFRESH_MS });
  if (count.isError && !count.data) {
    return (
      <Paper component="section" withBorder p="md" radius="md" aria-label={t('alerts.counts')}>
        <ErrorState
          title={t('alerts.countsFailed')}
          message={errorText(count.error, t)}
          onRetry={() => void count.refetch()}
        />
      </Paper>
    );
  }
  // Until the counts come (spec 000 §4 "while loading a loader shows"), the same tiles without
  // figures under the loader: the section keeps its height, so the chart and list do not move.
  const data = count.data;
  const body = (
    <SimpleGrid cols={3} spacing="sm" style={data ? undefined : { visibility: 'hidden' }}>
      {ALERT_SEVERITIES.map((severity) => (
        <div key={severity} data-testid={data ? 'alert-count' : undefined} data-severity={severity}>
          <FigureTile
            label={t(`alerts.severity.${severity}`)}
            value={data ? numberFormat(locale).format(data[severity]) : '\u00a0'}
          />
          <LevelDot color={SEVERITY_COLORS[severity]} />
        </div>
      ))}
    </SimpleGrid>
  );
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      pos="relative"
      aria-label={t('alerts.counts')}
    >
      {body}
      {!data && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" aria-label={t('alerts.countsLoading')} />
        </Center>
      )}
    </Paper>
  );
}

function AlertsChart({
  filters,
  enabled,
  search,
}: {
  filters: AlertFilters;
  enabled: boolean;
  search: DateRangeSearch;
}) {
  const { t } = useI18n();
  const now = useNow(MONITORING_CLOCK_MS);
  const interval = chartInterval(filters, search, now);
  const analytic = useQuery({
    ...alertQueries.analytic(filters, interval),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  const legend = useMemo(
    () =>
      (filters.severity ? [filters.severity] : ALERT_SEVERITIES).map((severity) => ({
        severity,
        label: t(`alerts.severity.${severity}`),
        color: SEVERITY_CHART_COLORS[severity],
      })),
    [filters.severity, t],
  );
  const chart = useMemo(() => {
    if (!analytic.data) return null;
    return {
      times: analytic.data.map((bucket) => bucket.timestamp * 1000),
      series: legend.map(({ severity, label, color }) => ({
        label,
        color,
        values: analytic.data.map((bucket) => bucket[severity]),
      })),
    };
  }, [analytic.data, legend]);
  let body;
  if (chart && chart.times.length > 0) {
    body = (
      <SeriesChart
        kind="bars"
        title={t('alerts.chart')}
        times={chart.times}
        series={chart.series}
        periodMs={(chart.times[1] ?? 0) - (chart.times[0] ?? 0) || undefined}
        height={CHART_HEIGHT}
      />
    );
  } else {
    // The chart's title, legend and room from the first paint: the loader (spec 000 §4), No
    // information or No records in the chart's place, so the list below never moves.
    let inside;
    if (chart) inside = <NoRecords />;
    else if (analytic.isError) inside = <NoInformation />;
    else inside = <Loader aria-label={t('alerts.chartLoading')} />;
    body = (
      <ChartFrame title={t('alerts.chart')}>
        <ChartLegend items={legend} />
        <Center h={CHART_HEIGHT}>{inside}</Center>
      </ChartFrame>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" miw={0} data-testid="alerts-chart">
      {body}
    </Paper>
  );
}

function AlertList({
  filters,
  enabled,
  user,
  timeZone,
  linked,
}: {
  filters: AlertFilters;
  enabled: boolean;
  user: AccessSubject;
  timeZone: string | null;
  /** The alert a notification linked to: marked where it is listed. */
  linked: string | undefined;
}) {
  const { t, dateLocale } = useI18n();
  const query = useInfiniteQuery({
    ...alertQueries.list(filters),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  const paged = useMemo(
    () => (query.data?.pages ?? []).reduce<PagedRows<Alert>>(pageAlerts, { rows: [], total: 0 }),
    [query.data],
  );
  const remove = useMutation(alertsMutations.remove());
  const acknowledge = useMutation(alertsMutations.acknowledge());
  // Acknowledged or deleted offline: shown done at once, marked until the outbox sends them.
  const waiting = useOutbox();
  const waitingAck = waitingTargets(waiting, 'alerts.acknowledge');
  const waitingDelete = waitingTargets(waiting, 'alerts.delete');
  const { ask, deleting, dialog } = useConfirmedDelete<Alert>(
    remove,
    (alert) => alert.id,
    t('alerts.deleted'),
  );
  const may = { acknowledge: canCall(user, acknowledgeAlert), delete: canCall(user, deleteAlert) };
  const zone = timeZone ?? undefined;
  const when = (time: number | null | undefined) =>
    time == null ? '—' : timestamp(time, { timeZone: zone, dateLocale });
  // An alert without its rule's name (ours, not spec 000 §7's) is named by its id.
  const title = (alert: Alert) => alert.name ?? alert.id;
  const where = (alert: Alert) =>
    [alert.host, alert.restaurantNumber != null ? `#${alert.restaurantNumber}` : null]
      .filter(Boolean)
      .join(' ') || t('alerts.noHost');
  const ack = (alert: Alert) =>
    acknowledge.mutate(alert.id, {
      onSuccess: (answer) =>
        void notify({
          color: 'green',
          message: t(isQueued(answer) ? 'outbox.queued' : 'alerts.acknowledged'),
        }),
      onError: (error) => void notifyError(errorText(error, t), t('errors.title')),
    });

  const name = (alert: Alert) => (
    <>
      <Identifier>{title(alert)}</Identifier>
      {alert.id === linked && (
        <Badge ml="xs" size="sm" variant="outline" c="var(--mantine-color-text)">
          {t('alerts.linked')}
        </Badge>
      )}
    </>
  );
  const severity = (alert: Alert) => (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      <LevelDot color={SEVERITY_COLORS[alert.severity]} />
      {t(`alerts.severity.${alert.severity}`)}
    </Text>
  );
  // Active when it says so or has no end yet; ended at its end; '—' when it says neither.
  const state = (alert: Alert) => {
    if (alert.active === true || alert.endsAt === null) return t('alerts.active');
    if (alert.endsAt !== undefined) return t('alerts.endedAt', { time: when(alert.endsAt) });
    return '—';
  };
  const acknowledged = (alert: Alert) =>
    waitingAck.has(alert.id) ? (
      t('outbox.acknowledgedWaiting')
    ) : alert.acknowledgedBy ? (
      t('alerts.ackedBy', { who: alert.acknowledgedBy, when: when(alert.acknowledgedAt) })
    ) : may.acknowledge ? (
      <Button
        variant="light"
        size="compact-sm"
        loading={acknowledge.isPending && acknowledge.variables === alert.id}
        aria-label={t('alerts.acknowledgeAria', { name: title(alert), where: where(alert) })}
        onClick={() => ack(alert)}
      >
        {t('alerts.acknowledge')}
      </Button>
    ) : (
      t('alerts.notAcked')
    );
  const actions = (alert: Alert) =>
    waitingDelete.has(alert.id) ? (
      <Text span size="sm">
        {t('outbox.deletedWaiting')}
      </Text>
    ) : may.delete ? (
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={t('alerts.deleteAria', { name: title(alert), where: where(alert) })}
        onClick={() => ask(alert)}
      >
        {t('alerts.delete')}
      </Button>
    ) : null;

  const columns: ListColumn<Alert>[] = [
    // A landscape tablet's table folds the source, the state and the acknowledgement under the
    // alert and its start; a portrait tablet's shows the alert, its start and the actions
    // (ui/list/list-view.tsx).
    {
      id: 'alert',
      header: t('alerts.field.alert'),
      text: true,
      cell: (alert) => (
        <div>
          <Text size="sm" fw={600}>
            {name(alert)}
          </Text>
          {alert.summary && (
            <Text size="xs" c="dimmed">
              {alert.summary}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'severity',
      from: 'medium',
      foldInto: 'alert',
      header: t('alerts.field.severity'),
      text: true,
      cell: severity,
    },
    {
      id: 'where',
      from: 'medium',
      foldInto: 'alert',
      header: t('alerts.field.host'),
      text: true,
      cell: (alert) => (
        <div>
          <Text size="sm">
            {alert.host ? (
              <Identifier>{alert.host}</Identifier>
            ) : alert.host === null ? (
              t('alerts.source.kitchen')
            ) : (
              '—'
            )}
          </Text>
          {alert.restaurantNumber != null && (
            <Text size="xs" c="dimmed">
              {alert.restaurantName
                ? `${alert.restaurantNumber} - ${alert.restaurantName}`
                : alert.restaurantNumber}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'source',
      from: 'wide',
      foldInto: 'alert',
      header: t('alerts.field.source'),
      text: true,
      cell: (alert) => alertSourceLabel(t, alert.source),
    },
    {
      id: 'started',
      header: t('alerts.field.started'),
      // Its date and its time may go on two lines, each whole: on a portrait tablet in Spanish
      // 'Inicio' took 174 px on one, and the table needed 485 px in 454.
      text: true,
      cell: (alert) => when(alert.startsAt),
    },
    {
      id: 'state',
      from: 'wide',
      foldInto: 'started',
      header: t('alerts.field.state'),
      text: true,
      cell: state,
    },
    {
      id: 'ack',
      from: 'wide',
      foldInto: 'alert',
      header: t('alerts.field.acknowledged'),
      text: true,
      cell: acknowledged,
    },
    {
      id: 'actions',
      header: t('alerts.field.actions'),
      text: true,
      cell: actions,
      shown: may.delete,
    },
  ];

  // The loader, or the failure, until the first answer's rows are drawn (a transition).
  const before = useFirstDrawing({
    query,
    loadFailed: t('alerts.loadFailed'),
    loadingLabel: t('alerts.loading'),
  });
  let body;
  if (before !== null) {
    body = before;
  } else if (paged.rows.length === 0) {
    body = <NoRecords />;
  } else {
    body = (
      <Stack gap="sm">
        <ListView
          caption={t('alerts.caption')}
          rows={paged.rows}
          rowKey={(alert) => alert.id}
          columns={columns}
          rowTestId="alert-row"
          card={(alert) => (
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>{name(alert)}</Text>
                {severity(alert)}
              </Group>
              {alert.summary && <Text size="sm">{alert.summary}</Text>}
              <Text size="sm" c="dimmed">
                {where(alert)} · {alertSourceLabel(t, alert.source)} · {when(alert.startsAt)} ·{' '}
                {state(alert)}
              </Text>
              <Group gap="xs">
                <Text size="sm">{t('alerts.field.acknowledged')}:</Text>
                {acknowledged(alert)}
              </Group>
              {actions(alert)}
            </Stack>
          )}
        />
        {query.isFetchNextPageError && (
          <ErrorState
            title={t('alerts.moreFailed')}
            message={errorText(query.error, t)}
            onRetry={() => void query.fetchNextPage()}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('alerts.shown', { shown: paged.rows.length, total: paged.total })}
          </Text>
          {query.hasNextPage && (
            <Button
              variant="default"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('alerts.loadMore')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={t('alerts.caption')}>
      {body}
      <ConfirmOnDemand
        {...dialog}
        title={t('alerts.deleteTitle')}
        confirmLabel={t('alerts.delete')}
        worksOffline
      >
        {deleting ? t('alerts.deleteText', { name: title(deleting), where: where(deleting) }) : ''}
      </ConfirmOnDemand>
    </Paper>
  );
}
