import { queryOptions } from '@tanstack/react-query';
import { resolveAnalyticRange, type AnalyticRange } from '../../api/analytics/analytics.queries';
import { endpointQuery } from '../../api/endpoint-query';
import { endpointQueryAt } from '../../api/endpoint-query-at';
import {
  metricQuery,
  type HostSelection,
  type MetricId,
} from '../../api/monitoring/monitoring-metrics';
import { queryMonitoring, queryMonitoringRange } from '../../api/monitoring/monitoring.endpoints';
import { monitoringScope } from '../../api/monitoring/monitoring.queries';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';
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
    }),
};
