import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resolveAnalyticRange } from '../../api/analytics/analytics.queries';
import {
  ALL_HOSTS,
  FIGURE_LABEL,
  type FigurePart,
  type HostSelection,
} from '../../api/monitoring/monitoring-metrics';
import type { VectorResult } from '../../api/monitoring/monitoring.schema';
import {
  usePageScope,
  warmPage,
  type PageContext,
  type PageScope,
} from '../../api/restaurants/page-scope';
import { useNow } from '../../ui/hooks/use-now';
import { monitoringQueries } from '../../api/monitoring/monitoring.queries';
import { GLOBAL_RESTAURANT, type DateRangeSearch } from '../../lib/url-state';
import { figureBatches, metricQueries, type RangeFilters } from './monitoring-queries';
import type { FigureAnswers } from './server-figures';
import { hostSelectionOf, hostsOf, statsResolution, stepSeconds } from './monitoring-rules';

/**
 * The host picker's options (spec 000 §7 GET /monitoring/label/host/values): the hosts of the
 * page's restaurant; every host the user may see in Global.
 */
function hostsQuery(restaurant: string) {
  return monitoringQueries.hostValues(restaurant === GLOBAL_RESTAURANT ? undefined : restaurant);
}

/** The parts a page asks in combined calls: now, and over the range. */
export interface FigureParts {
  now: readonly FigurePart[];
  overRange: readonly FigurePart[];
}

/**
 * Warms the host list once the page scope is known; with `figures` (server management), the
 * figures of the page's hosts too, so their calls go out beside the page's code rather than after
 * it has drawn (`warmHostSelection`).
 */
export function warmMonitoring(
  context: PageContext,
  search: DateRangeSearch & { hosts?: string },
  figures?: FigureParts,
): Promise<void> {
  return warmHostSelection(context, search, (selection, scope) => {
    if (!figures) return;
    const { start, end } = resolveAnalyticRange(scope.range, Date.now());
    const step = stepSeconds(statsResolution(end - start));
    const queries = figureQueries(figures, { selection, range: scope.range, step });
    for (const query of queries.now) void context.queryClient.prefetchQuery(query);
    for (const query of queries.overRange) void context.queryClient.prefetchQuery(query);
  });
}

/**
 * Warms the host list once the page scope is known, and calls `warm` with the hosts the page's
 * figures are asked for: at once in Global with no host chosen ('select' names no host, spec 000
 * §7), else as soon as the hosts answer (the selection is theirs).
 */
export function warmHostSelection(
  context: PageContext,
  search: DateRangeSearch & { hosts?: string },
  warm: (selection: HostSelection, scope: PageScope) => void,
): Promise<void> {
  return warmPage(context, search, (scope) => {
    const global = scope.restaurant === GLOBAL_RESTAURANT;
    const hosts = context.queryClient.fetchQuery(hostsQuery(scope.restaurant));
    if (global && hostsOf(search.hosts).length === 0) {
      warm(ALL_HOSTS, scope);
      void hosts.catch(() => undefined);
      return;
    }
    hosts
      .then((known) => {
        const chosen = hostsOf(search.hosts, known);
        if (chosen.length > 0 || known.length > 0)
          warm(hostSelectionOf(chosen, global ? null : known), scope);
      })
      .catch(() => undefined);
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

/** The answers of the figure calls by part (`figureName`), and how the calls went. */
export interface FigureCalls {
  answers: FigureAnswers;
  /** Some call has not answered yet. */
  pending: boolean;
  /** How many calls the figures take. */
  calls: number;
  /** How many calls failed (their figures show N/A). */
  failed: number;
  /** The first failure, for its message. */
  error: unknown;
  /** Asks the failed calls again. */
  retry(): void;
}

/**
 * The calls' series by their `figure` label, which each loses. A module function: useQueries
 * keeps its result while no answer changes, so a render that changes nothing builds nothing.
 */
function combineFigures(results: Array<UseQueryResult<VectorResult>>): FigureCalls {
  const answers: FigureAnswers = {};
  for (const result of results) {
    for (const series of result.data?.result ?? []) {
      const { [FIGURE_LABEL]: name, ...metric } = series.metric;
      if (name === undefined) continue;
      (answers[name] ??= []).push({ ...series, metric });
    }
  }
  return {
    answers,
    pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    calls: results.length,
    failed: results.filter((result) => result.isError).length,
    error: results.find((result) => result.isError)?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/**
 * The calls of `parts` for `filters`, as few as fit (`figureBatches`): `now` parts at the time of
 * the call, `overRange` parts over the range. The page and its loader ask the same.
 */
function figureQueries(parts: FigureParts, filters: RangeFilters) {
  const { selection } = filters;
  return {
    now: figureBatches(parts.now, selection).map((batch) =>
      metricQueries.figures(batch, selection),
    ),
    overRange: figureBatches(parts.overRange, selection).map((batch) =>
      metricQueries.overRange(batch, filters),
    ),
  };
}

/** Catalogue figures for the selected hosts (`figureQueries`), and how the calls went. */
export function useFigureAnswers(
  parts: FigureParts,
  filters: RangeFilters,
  enabled: boolean,
): FigureCalls {
  const { selection, range, step } = filters;
  const queries = useMemo(() => {
    const { now, overRange } = figureQueries(parts, { selection, range, step });
    return [...now, ...overRange];
  }, [parts, selection, range, step]);
  return useQueries({
    queries: queries.map((query) => ({ ...query, enabled })),
    combine: combineFigures,
  });
}
