import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import type { HostSelection, MetricId } from '../../api/monitoring/monitoring-metrics';
import type { MatrixResult, VectorResult } from '../../api/monitoring/monitoring.schema';
import { usePageScope, warmPage, type PageContext } from '../../api/restaurants/page-scope';
import { useNow } from '../../ui/hooks/use-now';
import { monitoringQueries } from '../../api/monitoring/monitoring.queries';
import { GLOBAL_RESTAURANT, type DateRangeSearch } from '../../lib/url-state';
import { metricQueries, type RangeFilters } from './monitoring-queries';
import { hostSelectionOf, hostsOf } from './monitoring-rules';

/**
 * The host picker's options (spec 000 §7 GET /monitoring/label/host/values): the hosts of the
 * page's restaurant; every host the user may see in Global.
 */
export function hostsQuery(restaurant: string) {
  return monitoringQueries.hostValues(restaurant === GLOBAL_RESTAURANT ? undefined : restaurant);
}

/** Warms the host list once the page scope is known; the figures follow the hosts. */
export function warmMonitoring(context: PageContext, search: DateRangeSearch): Promise<void> {
  return warmPage(context, search, (scope) => {
    void context.queryClient.prefetchQuery(hostsQuery(scope.restaurant));
  });
}

/** How often "now" moves on for a relative range: figures are asked again each time. */
export const MONITORING_CLOCK_MS = 60_000;

/**
 * What every monitoring page is scoped by: the page's restaurant (Global: every host the user
 * may see), its hosts from the provider, the URL's chosen ones (unknown ones dropped) and the
 * range's length now.
 */
export function useMonitoringScope(urlHosts: string | undefined) {
  const scope = usePageScope();
  const hosts = useQuery({ ...hostsQuery(scope.restaurant), enabled: scope.ready });
  const now = useNow(MONITORING_CLOCK_MS);
  const { start, end } = resolveAnalyticRange(scope.range, now);
  const known = hosts.data;
  const chosen = useMemo(() => hostsOf(urlHosts, known), [urlHosts, known]);
  return {
    scope,
    hosts,
    known: known ?? [],
    chosen,
    /** What the figures are asked for (spec 000 §7 'select' only in Global with none chosen). */
    selection: hostSelectionOf(
      chosen,
      scope.restaurant === GLOBAL_RESTAURANT ? null : (known ?? []),
    ),
    /** The hosts the page shows: the chosen ones, or all. */
    shown: chosen.length > 0 ? chosen : (known ?? []),
    start,
    end,
  };
}

/** The answers of many catalogue metrics, by metric, and how the calls went. */
export interface MetricAnswers<R> {
  answers: Partial<Record<MetricId, R>>;
  /** Some call has not answered yet. */
  pending: boolean;
  /** How many calls failed (their figures show N/A). */
  failed: number;
  /** The first failure, for its message. */
  error: unknown;
  /** Asks the failed calls again. */
  retry(): void;
}

function combineAnswers<R>(metrics: readonly MetricId[]) {
  return (results: Array<UseQueryResult<R>>): MetricAnswers<R> => {
    const answers: Partial<Record<MetricId, R>> = {};
    results.forEach((result, i) => {
      if (result.data) answers[metrics[i]!] = result.data;
    });
    return {
      answers,
      pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      failed: results.filter((result) => result.isError).length,
      error: results.find((result) => result.isError)?.error ?? null,
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    };
  };
}

/** Catalogue metrics now (labels, active alerts) for the selected hosts. */
export function useInstantAnswers(
  metrics: readonly MetricId[],
  selection: HostSelection,
  enabled: boolean,
): MetricAnswers<VectorResult> {
  return useQueries({
    queries: metrics.map((metric) => ({
      ...metricQueries.instant(metric, selection),
      enabled,
    })),
    combine: combineAnswers<VectorResult>(metrics),
  });
}

/** Catalogue metrics over the range, `filters.step` seconds apart. */
export function useRangeAnswers(
  metrics: readonly MetricId[],
  filters: RangeFilters,
  enabled: boolean,
): MetricAnswers<MatrixResult> {
  return useQueries({
    queries: metrics.map((metric) => ({ ...metricQueries.range(metric, filters), enabled })),
    combine: combineAnswers<MatrixResult>(metrics),
  });
}
