import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { AnalyticPeriod } from '../../api/analytics/analytics.constants';
import type { AnalyticRange } from '../../api/analytics/analytics.queries';
import type { DateRangeSearch } from '../../lib/url-state';
import type { ZoomRange } from '../../ui/charts/stacked-bar-chart';
import type { ChartSeries } from '../../ui/charts/time-series-chart';

type DataOf<Q> = Q extends UseQueryResult<infer D> ? D : never;

/** A dashboard card: its title, its calls, then a loader, 'No information' or the content. */
export type SectionFrame = <Q extends readonly UseQueryResult<unknown, Error>[]>(props: {
  title: string;
  queries: Q;
  children: (...data: { [K in keyof Q]: DataOf<Q[K]> }) => ReactNode;
}) => ReactNode;

/** A time chart of lines or bars (a table where no canvas can be drawn). */
export interface SeriesChartProps {
  kind: 'line' | 'bars';
  title: string;
  times: readonly number[];
  series: readonly ChartSeries[];
  height?: number;
  formatValue?: (value: number) => string;
  onZoom?: (range: ZoomRange) => void;
}

/**
 * What this page shares with the chicken dashboard (src/features/dashboards): its card, its
 * time chart, its lazy product filter, its URL range and its period rule. A feature does not
 * import another (STYLE.md), so the route hands them over.
 */
export interface DashboardKit {
  Section: SectionFrame;
  SeriesChart: ComponentType<SeriesChartProps>;
  ProductFilter: ComponentType<{ value: string[]; onChange: (products: string[]) => void }>;
  rangeOf: (search: DateRangeSearch, timeZone: string) => AnalyticRange;
  /** The period the calls use: HOUR becomes DAY over ranges too long for hourly buckets. */
  periodFor: (period: AnalyticPeriod, range: AnalyticRange, now: number) => AnalyticPeriod;
}
