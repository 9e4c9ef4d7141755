import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { peak, withHeadroom } from '../../lib/charts/slices';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { ChartFrame } from './chart-frame';
import { countsOnly, valueAxis } from './value-axis';
import { ChartLegend } from './chart-legend';
import type { PointAction } from './point-menu';
import {
  defaultFormat,
  timeChartSummary,
  useChartTimestamp,
  useSeriesStyles,
  type ChartSeries,
} from './series';
import { UplotChart, type UplotOptions } from './uplot-chart';

registerMessages(charts);

export type { ChartSeries } from './series';

export interface TimeSeriesChartProps {
  /** Visible title. */
  title: string;
  /** Epoch ms, ascending. */
  times: readonly number[];
  /** One line per series, values aligned with `times`. */
  series: readonly ChartSeries[];
  height?: number;
  /** Axis and summary values; large-number suffixes by default. Memoize it. */
  formatValue?: (value: number) => string;
  /** The least span of the time axis in ms: a lone point sits at its start, not on a span of 0. */
  minSpan?: number;
  /**
   * What a click (or Enter) on a point does with its period, from the point's time for
   * `minSpan` (a hold-time point's footage). Named as the chart's hint.
   */
  pointAction?: PointAction;
}

/** Lines over time with the legend on top (spec 000 §9) and a y-axis 20 % above the peak. */
export function TimeSeriesChart({
  title,
  times,
  series,
  height = 240,
  formatValue,
  minSpan,
  pointAction,
}: TimeSeriesChartProps) {
  const { t, locale } = useI18n();
  const chartTime = useChartTimestamp();
  const format = useMemo(() => formatValue ?? defaultFormat(locale), [formatValue, locale]);
  const styles = useSeriesStyles(series);
  const counts = countsOnly(series);
  // A period's only point is drawn as its value across the period, with its dot at the start:
  // a dot at midnight alone read as an empty chart. The line's end is no point of its own.
  const loneSpan = times.length === 1 ? minSpan : undefined;
  const lone = loneSpan !== undefined;
  const rangeOf = useCallback(
    (index: number) => {
      const start = times[Math.min(index, times.length - 1)];
      return start === undefined ? null : { start, end: start + (minSpan ?? 0) };
    },
    [times, minSpan],
  );

  const options = useCallback(
    (): UplotOptions => ({
      ms: 1,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: minSpan
          ? { time: true, range: (_u, min, max) => [min, Math.max(max, min + minSpan)] }
          : { time: true },
        y: { range: (_u, min, max) => [Math.min(0, min), withHeadroom(max)] },
      },
      axes: [{}, valueAxis(format, counts)],
      // The first series is the one the chart is about (its point is read first): drawn
      // last, on top, so a reference line of the same value never hides it.
      series: [
        {},
        ...[...styles].reverse().map(([label, color]) => ({
          label,
          stroke: color,
          width: 2,
          ...(lone && { points: { filter: () => [0] } }),
        })),
      ],
    }),
    [styles, format, counts, minSpan, lone],
  );

  const data = useMemo(() => {
    if (loneSpan === undefined)
      return [times, ...[...series].reverse().map((s) => s.values)] as unknown as uPlot.AlignedData;
    const start = times[0]!;
    const across = [...series].reverse().map((s) => [s.values[0] ?? null, s.values[0] ?? null]);
    return [[start, start + loneSpan], ...across] as unknown as uPlot.AlignedData;
  }, [times, series, loneSpan]);
  const max = peak(series.map((s) => s.values));

  return (
    <ChartFrame
      title={title}
      hint={pointAction && times.length > 0 ? pointAction.label : undefined}
    >
      {times.length > 0 && series.length > 0 && (
        <ChartLegend items={styles.map(([label, color]) => ({ label, color }))} />
      )}
      <UplotChart
        options={options}
        data={series.length > 0 ? data : [[]]}
        height={height}
        label={timeChartSummary(t, title, times, series, max, format, chartTime)}
        points={
          pointAction && {
            name: title,
            count: times.length,
            range: rangeOf,
            time: chartTime,
            // A line's point is said as its first series' value, then any other.
            series: series.slice(1),
            totals: series[0]?.values.map((value) => value ?? 0) ?? [],
            totalLabel: series[0]?.label ?? '',
            format,
            activate: (range) => pointAction.run(range),
          }
        }
      />
    </ChartFrame>
  );
}
