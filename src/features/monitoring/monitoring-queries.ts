import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../../api/analytics/analytics.queries';
import { endpointQuery } from '../../api/endpoint-query';
import { endpointQueryAt } from '../../api/endpoint-query-at';
import {
  figureName,
  figurePartQuery,
  figuresQuery,
  metricQuery,
  type FigurePart,
  type FigureWindow,
  type HostSelection,
  type MetricId,
} from '../../api/monitoring/monitoring-metrics';
import { queryMonitoring, queryMonitoringRange } from '../../api/monitoring/monitoring.endpoints';
import { monitoringScope } from '../../api/monitoring/monitoring.queries';
import { ASK_ON_EVERY_MOUNT, asksAgainOnMount } from '../../lib/query-client';
import { evaluationRange } from './monitoring-rules';

/** What a page's range queries are scoped by: the hosts, the URL's range and the step. */
export interface RangeFilters {
  selection: HostSelection;
  range: AnalyticRange;
  /** Seconds between points. */
  step: number;
}

/** The catalogue's metrics as query options (spec 000 §7 `/monitoring/query`, `query_range`). */
export const metricQueries = {
  /** One metric now (labels such as the OS name, or the active alerts). */
  instant: (metric: MetricId, selection: HostSelection) =>
    queryOptions({
      ...endpointQuery([...monitoringScope(), metric], queryMonitoring, {
        query: { query: metricQuery(metric, selection) },
      }),
      // Live figures: a page opened (or reloaded) asks again rather than showing a copy of a
      // minute ago, which could hide the trouble that brought the user here.
      staleTime: ASK_ON_EVERY_MOUNT,
    }),
  /** One metric over the range, `step` seconds apart; a relative range resolves per call. */
  range: (metric: MetricId, filters: RangeFilters) =>
    queryOptions({
      ...endpointQueryAt(
        [...monitoringScope(), metric],
        queryMonitoringRange,
        filters,
        (f, now) => {
          const { start, end } = resolveAnalyticRange(f.range, now);
          return {
            query: {
              query: metricQuery(metric, f.selection),
              ...evaluationRange(start, end, f.step),
              step: f.step,
            },
          };
        },
      ),
      staleTime: ASK_ON_EVERY_MOUNT,
      // The graphics route's loader asks the first screen's: not twice in a row.
      refetchOnMount: asksAgainOnMount,
    }),
  /** Several catalogue figures now, in one call (`figuresQuery`). */
  figures: (parts: readonly FigurePart[], selection: HostSelection) =>
    queryOptions({
      ...endpointQuery([...monitoringScope()], queryMonitoring, {
        query: { query: figuresQuery(parts, selection) },
      }),
      staleTime: ASK_ON_EVERY_MOUNT,
      // The route's loader asks these for the page: not twice in a row.
      refetchOnMount: asksAgainOnMount,
    }),
  /**
   * Several figures over the range in one call, worked out by the provider (`min`, `max`, `avg`
   * of the points `step` apart that end at the range's end, and the value at its end): what a
   * card shows, without the points themselves.
   */
  overRange: (parts: readonly FigurePart[], filters: RangeFilters) =>
    queryOptions({
      ...endpointQueryAt(
        [...monitoringScope(), 'figures', parts.map(figureName)],
        queryMonitoring,
        filters,
        (f, now) => {
          const { start, end } = resolveAnalyticRange(f.range, now);
          const range = evaluationRange(start, end, f.step);
          const window = { seconds: Math.max(f.step, range.end - range.start), step: f.step };
          return { query: { query: figuresQuery(parts, f.selection, window), time: range.end } };
        },
      ),
      staleTime: ASK_ON_EVERY_MOUNT,
      refetchOnMount: asksAgainOnMount,
    }),
};

/**
 * The longest expression one call carries (PromQL characters): about 4 KiB once URL-encoded,
 * half the 8 KiB request line common servers and proxies take (7 calls for a Global page).
 */
const FIGURES_QUERY_BUDGET = 3_000;

/** The longest window a range can have, so a batch does not change as the range grows. */
const WIDEST_WINDOW: FigureWindow = { seconds: 999_999_999, step: 99_999 };

/**
 * `parts` in as few calls as `FIGURES_QUERY_BUDGET` allows for this selection (a long host
 * list makes each part longer); a part longer than the budget goes alone.
 */
export function figureBatches(
  parts: readonly FigurePart[],
  selection: HostSelection,
): FigurePart[][] {
  const batches: FigurePart[][] = [];
  let batch: FigurePart[] = [];
  let length = 0;
  for (const part of parts) {
    const size = figurePartQuery(part, selection, part.over ? WIDEST_WINDOW : undefined).length + 4;
    if (batch.length > 0 && length + size > FIGURES_QUERY_BUDGET) {
      batches.push(batch);
      batch = [];
      length = 0;
    }
    batch.push(part);
    length += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
