import '@mantine/core/styles/SimpleGrid.css';
import { Box, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MetricId } from '../../api/monitoring/monitoring-metrics';
import { timestamp } from '../../lib/format';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { registerMessages, useI18n, type Translate } from '../../lib/i18n/i18n';
import type { DateRangeSearch, ResolutionCode } from '../../lib/url-state';
import { SeriesChart } from '../../ui/charts/series-chart';
import { ChartFrame } from '../../ui/charts/chart-frame';
import { EmptyState } from '../../ui/feedback/empty-state';
import { ErrorState } from '../../ui/feedback/error-state';
import { errorText } from '../../ui/feedback/error-text';
import { useNearViewport } from '../../ui/hooks/use-near-viewport';
import {
  chartTypeFor,
  GRAPH_METRICS,
  graphOf,
  inChartUnit,
  pieOf,
  type ChartUnit,
} from './graph-data';
import { metricQueries, type RangeFilters } from './monitoring-queries';
import { chooseResolution, formatFigure, resolutionOptions, stepSeconds } from './monitoring-rules';
import { CHART_TYPES, type ChartType, type GraphicsSearch } from './monitoring-search';
import { MonitoringToolbar, UrlSelect } from './monitoring-toolbar';
import { unitOf } from './server-figures';
import { HostsState } from './hosts-state';
import { SharePie } from './share-pie';
import { useMonitoringScope, warmHostSelection } from './use-monitoring-scope';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import type { PageContext } from '../../api/restaurants/page-scope';

registerMessages(monitoring);

const PATH = '/monitoring/graphics';
const CHART_HEIGHT = 200;

/**
 * The room a chart card keeps from its first paint, whatever comes (the title, the legend at
 * its most, spec 000 §9 "at most 3 lines" as `ChartLegend` draws it, then the chart): the loader
 * (spec 000 §4), a failure or a short legend never moves the cards below it.
 */
const LEGEND_AND_CHART = `calc(3 * 1.55em + var(--mantine-spacing-xs) + ${CHART_HEIGHT}px)`;
const CHART_ROOM = `calc(var(--mantine-h5-line-height) * var(--mantine-h5-font-size) + var(--mantine-spacing-xs) + ${LEGEND_AND_CHART})`;

/** '20 s', '5 min', '2 h', '7 days', '6 months' for a resolution code. */
function resolutionLabel(code: ResolutionCode, t: Translate): string {
  const match = /^(\d+)(s|m|h|d|mo)$/.exec(code);
  if (!match) return code;
  return t(`monitoring.resolution.${match[2] as 's' | 'm' | 'h' | 'd' | 'mo'}`, {
    count: Number(match[1]),
  });
}

/** The resolution the page draws at: the URL's when it suits the range, else the automatic. */
function resolutionFor(search: DateRangeSearch, span: number) {
  return {
    resolution: chooseResolution(search.interval, span, search.timeInterval),
    options: resolutionOptions(span),
  };
}

/** The charts of the first screen (two rows of two on a desktop, the first cards on a phone). */
const FIRST_SCREEN: readonly MetricId[] = GRAPH_METRICS.slice(0, 4);

/**
 * Warms the hosts, then the first screen's charts, so their calls go out beside the page's code
 * rather than after it has drawn; the charts below are asked as they come near (`MetricChart`).
 */
export function warmGraphics(
  context: PageContext,
  search: DateRangeSearch & { hosts?: string },
): Promise<void> {
  return warmHostSelection(context, search, (selection, scope) => {
    const { start, end } = resolveAnalyticRange(scope.range, Date.now());
    const { resolution } = resolutionFor(search, end - start);
    const filters: RangeFilters = { selection, range: scope.range, step: stepSeconds(resolution) };
    for (const metric of FIRST_SCREEN)
      void context.queryClient.prefetchQuery(metricQueries.range(metric, filters));
  });
}

/** The graphics page's toolbar: hosts, resolution (spec 000 §9 options) and chart type. */
export function GraphicsToolbar({ search }: { search: GraphicsSearch & DateRangeSearch }) {
  const { t } = useI18n();
  const { start, end } = useMonitoringScope(search.hosts);
  const { resolution, options } = resolutionFor(search, end - start);
  return (
    <MonitoringToolbar path={PATH} hosts={search.hosts}>
      <UrlSelect
        label={t('monitoring.resolution')}
        field="interval"
        value={resolution}
        options={options.map((code) => ({ value: code, label: resolutionLabel(code, t) }))}
      />
      <UrlSelect
        label={t('monitoring.chartType')}
        field="chart"
        value={search.chart ?? 'timeseries'}
        defaultValue="timeseries"
        options={CHART_TYPES.map((type) => ({ value: type, label: t(`monitoring.chart.${type}`) }))}
      />
    </MonitoringToolbar>
  );
}

/**
 * Graphics (spec 000 §7 "Monitoring", §9): every figure of the chosen hosts as a time series
 * over the range (`/monitoring/query_range`), at the chosen or automatic resolution, drawn as
 * Timeseries, Bar or Pie where that type fits the figure.
 */
export function GraphicsPage({ search }: { search: GraphicsSearch & DateRangeSearch }) {
  const { t, dateLocale } = useI18n();
  const { scope, hosts, selection, shown, start, end } = useMonitoringScope(search.hosts);
  const { resolution } = resolutionFor(search, end - start);
  if (!hosts.data || shown.length === 0) return <HostsState hosts={hosts} shown={shown} />;
  const filters: RangeFilters = { selection, range: scope.range, step: stepSeconds(resolution) };
  const zone = scope.timeZone ?? undefined;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('monitoring.range', {
          start: timestamp(start, { timeZone: zone, dateLocale }),
          end: timestamp(end, { timeZone: zone, dateLocale }),
        })}{' '}
        · {t('monitoring.resolution')}: {resolutionLabel(resolution, t)}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {GRAPH_METRICS.map((metric) => (
          <MetricChart
            key={metric}
            metric={metric}
            filters={filters}
            chart={chartTypeFor(metric, search.chart ?? 'timeseries')}
            wanted={search.chart ?? 'timeseries'}
            periodMs={stepSeconds(resolution) * 1000}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function unitText(unit: NonNullable<ChartUnit>, t: Translate): string {
  return unit.kind === 'symbol' ? unit.symbol : t(`monitoring.unit.${unit.unit}`);
}

/** One figure's chart card, with its own loading, failure (Try again) and 'No information'. */
function MetricChart({
  metric,
  filters,
  chart,
  wanted,
  periodMs,
}: {
  metric: MetricId;
  filters: RangeFilters;
  chart: ChartType;
  wanted: ChartType;
  periodMs: number;
}) {
  const { t, locale } = useI18n();
  // Below the first screen a chart is asked and drawn when the user scrolls near (18 charts; a
  // phone shows two): the provider is asked for what the screen shows (spec 000 §7). The first
  // screen's are asked at once, as the loader did (enabling a query later would ask again).
  const [near, cardRef] = useNearViewport<HTMLDivElement>();
  const query = useQuery({
    ...metricQueries.range(metric, filters),
    enabled: near || FIRST_SCREEN.includes(metric),
  });
  const title = t(`monitoring.metric.${metric}` as 'monitoring.metric.cpuUsage');
  const unit = unitOf(metric);
  const valueText = useMemo(
    () => (value: number) => formatFigure(unit, value, locale),
    [unit, locale],
  );
  const graph = useMemo(
    () =>
      query.data ? graphOf(query.data, (host, gpu) => t('monitoring.series', { host, gpu })) : null,
    [query.data, t],
  );
  const scaled = useMemo(() => (graph ? inChartUnit(graph, unit) : null), [graph, unit]);
  let body;
  if (!graph) {
    body = query.isError ? (
      <ErrorState
        title={t('monitoring.chartFailed')}
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Center h={LEGEND_AND_CHART} data-testid="chart-loader">
        <Loader aria-label={t('monitoring.chartLoading')} />
      </Center>
    );
  } else if (!near) {
    body = <Box h={CHART_HEIGHT + 24} />;
  } else if (graph.times.length === 0 || graph.series.length === 0) {
    // Spec 000 §4 keeps 'No information' for a failed load; a PC without a CPU sensor answers.
    body = <EmptyState title={t('monitoring.notReported')} />;
  } else if (chart === 'pie') {
    body = <SharePie title={title} slices={pieOf(graph)} formatValue={valueText} />;
  } else {
    body = (
      <SeriesChart
        kind={chart === 'bar' ? 'bars' : 'line'}
        title={scaled?.unit ? `${title} (${unitText(scaled.unit, t)})` : title}
        times={graph.times}
        series={scaled?.graph.series ?? graph.series}
        periodMs={periodMs}
        height={CHART_HEIGHT}
      />
    );
  }
  const framed = chart === 'pie' || !graph || !near || graph.times.length === 0;
  return (
    <Paper
      ref={cardRef}
      withBorder
      radius="md"
      p="md"
      miw={0}
      data-testid="metric-chart"
      data-metric={metric}
    >
      <Stack gap="xs">
        <Box mih={CHART_ROOM} data-testid="chart-room">
          {framed ? <ChartFrame title={title}>{body}</ChartFrame> : body}
        </Box>
        {chart !== wanted && (
          <Text size="xs" c="dimmed">
            {t('monitoring.chartOnlyLines', { chart: t(`monitoring.chart.${wanted}`) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
