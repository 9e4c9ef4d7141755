import { useCallback, useContext, useMemo } from 'react';
import { largeNumber, timestamp, type FormatLocale } from '../../lib/format';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { ChartTimeZone } from './chart-time-zone';

/** A chart's time range, from a bar or a point: epoch ms, end exclusive. */
export interface ZoomRange {
  start: number;
  end: number;
}

/** One series of a chart: canvas colours must be concrete CSS colours, not CSS variables. */
export interface ChartSeries {
  label: string;
  color: string;
  values: ReadonlyArray<number | null>;
}

/**
 * The series' labels and colours, stable while they are unchanged, so new values alone never
 * rebuild the chart's options (create once, setData on new data).
 */
export function useSeriesStyles(series: readonly ChartSeries[]): Array<[string, string]> {
  const key = JSON.stringify(series.map(({ label, color }) => [label, color]));
  return useMemo(() => JSON.parse(key) as Array<[string, string]>, [key]);
}

/** Spec 000 §9 large-number suffixes for axis ticks. */
export function defaultFormat(locale: FormatLocale) {
  return (value: number) => largeNumber(value, { locale });
}

/**
 * A chart's instant as the page writes its times ('22 Nov • 7:13:53 AM'): in the kitchen's zone
 * (ChartTimeZone) and the user's language, like the axis.
 */
export function useChartTimestamp(): (time: number) => string {
  const timeZone = useContext(ChartTimeZone);
  const { dateLocale } = useI18n();
  return useCallback((time) => timestamp(time, { timeZone, dateLocale }), [timeZone, dateLocale]);
}

/** The summary a screen reader hears for a time chart. */
export function timeChartSummary(
  t: Translate,
  title: string,
  times: readonly number[],
  series: readonly ChartSeries[],
  max: number,
  formatValue: (value: number) => string,
  formatTime: (time: number) => string,
): string {
  return t('charts.summary', {
    title,
    series: series.map((s) => s.label).join(', '),
    start: formatTime(times[0] ?? NaN),
    end: formatTime(times.at(-1) ?? NaN),
    max: formatValue(max),
  });
}
