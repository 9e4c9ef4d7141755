import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { peak, withHeadroom } from '../../lib/charts/slices';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { ChartFrame } from './chart-frame';
import { countsOnly, valueAxis } from './value-axis';
import { ChartLegend } from './chart-legend';
import { defaultFormat, timeChartSummary, useSeriesStyles, type ChartSeries } from './series';
import { UplotChart, type UplotOptions } from './uplot-chart';

registerMessages(charts);

export type { ChartSeries } from './series';

export interface TimeSeriesChartProps {
  /** Visible title. */
  title: string;
  /** Epoch ms, ascending (`sumSlices` gives them). */
  times: readonly number[];
  /** One line per series, values aligned with `times`. */
  series: readonly ChartSeries[];
  height?: number;
  /** Axis and summary values; large-number suffixes by default. Memoize it. */
  formatValue?: (value: number) => string;
  /** The least span of the time axis in ms: a lone point sits at its start, not on a span of 0. */
  minSpan?: number;
}

/** Lines over time with the legend on top (spec 000 §9) and a y-axis 20 % above the peak. */
export function TimeSeriesChart({
  title,
  times,
  series,
  height = 240,
  formatValue,
  minSpan,
}: TimeSeriesChartProps) {
  const { t, locale } = useI18n();
  const format = useMemo(() => formatValue ?? defaultFormat(locale), [formatValue, locale]);
  const styles = useSeriesStyles(series);
  const counts = countsOnly(series);

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
      series: [{}, ...styles.map(([label, color]) => ({ label, stroke: color, width: 2 }))],
    }),
    [styles, format, counts, minSpan],
  );

  const data = useMemo(
    () => [times, ...series.map((s) => s.values)] as unknown as uPlot.AlignedData,
    [times, series],
  );
  const max = peak(series.map((s) => s.values));

  return (
    <ChartFrame title={title}>
      {times.length > 0 && series.length > 0 && (
        <ChartLegend items={styles.map(([label, color]) => ({ label, color }))} />
      )}
      <UplotChart
        options={options}
        data={series.length > 0 ? data : [[]]}
        height={height}
        label={timeChartSummary(t, title, times, series, max, format)}
      />
    </ChartFrame>
  );
}
