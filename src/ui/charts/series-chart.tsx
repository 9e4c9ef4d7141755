import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { DataTable } from '../list/data-table';
import { NoInformation } from '../feedback/empty-state';
import { canDrawCanvas } from './canvas-support';
import { ChartFrame } from './chart-frame';
import type { PointAction } from './point-menu';
import { StackedBarChart } from './stacked-bar-chart';
import { useChartTimestamp, type ZoomRange } from './series';
import { TimeSeriesChart, type ChartSeries } from './time-series-chart';
import { numberFormat } from '../../lib/intl';

export interface SeriesChartProps {
  kind: 'line' | 'bars';
  title: string;
  times: readonly number[];
  series: readonly ChartSeries[];
  height?: number;
  formatValue?: (value: number) => string;
  onZoom?: (range: ZoomRange) => void;
  /** What a click on a bar does, when not zooming (bars only). */
  clickHint?: string;
  /** The bar's own action as a menu item beside `pointAction` (bars only). */
  zoomLabel?: string;
  /** A second action on a bar, offered with its own in a menu; a line point's only one (its footage). */
  pointAction?: PointAction;
  /**
   * The length of one period when the series has one point per period: the last bar's width,
   * and the least span of the time axis, so that a period's only point is drawn on it.
   */
  periodMs?: number;
}

/** A dashboard time chart: uPlot lines or bars, or a table where no canvas can be drawn. */
export function SeriesChart({
  kind,
  onZoom,
  clickHint,
  zoomLabel,
  pointAction,
  periodMs,
  ...props
}: SeriesChartProps) {
  const drawable = canDrawCanvas();
  if (!drawable) return <SeriesTable {...props} />;
  return kind === 'bars' ? (
    <StackedBarChart
      {...props}
      onZoom={onZoom}
      clickHint={clickHint}
      zoomLabel={zoomLabel}
      pointAction={pointAction}
      lastWidth={periodMs}
    />
  ) : (
    <TimeSeriesChart {...props} minSpan={periodMs} pointAction={pointAction} />
  );
}

function SeriesTable({ title, times, series, formatValue }: Omit<SeriesChartProps, 'kind'>) {
  const { locale } = useI18n();
  const chartTime = useChartTimestamp();
  const format = useMemo(() => {
    const number = numberFormat(locale, { maximumFractionDigits: 2 });
    return formatValue ?? ((value: number) => number.format(value));
  }, [formatValue, locale]);
  return (
    <ChartFrame title={title}>
      {times.length === 0 ? (
        <NoInformation />
      ) : (
        <DataTable
          caption={title}
          head={['', ...series.map((s) => s.label)]}
          rows={times.map((time, i) => ({
            key: String(time),
            cells: [chartTime(time), ...series.map((s) => format(s.values[i] ?? 0))],
          }))}
        />
      )}
    </ChartFrame>
  );
}
