import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { barIndexAt, barTimeRange, peak, stackValues, withHeadroom } from '../../lib/charts/slices';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { ChartFrame } from './chart-frame';
import { countsOnly, valueAxis } from './value-axis';
import { ChartLegend } from './chart-legend';
import {
  defaultFormat,
  timeChartSummary,
  useChartTimestamp,
  useSeriesStyles,
  type ChartSeries,
  type ZoomRange,
} from './series';
import { UplotChart, type UplotConstructor, type UplotOptions } from './uplot-chart';
import type { PickedPoint, PointAction } from './point-menu';

// Mantine's menu loads with the first bar picked: the dashboards are the signed-in first page.
const PointMenu = lazy(() =>
  import('./point-menu').then(({ PointMenu }) => ({ default: PointMenu })),
);

registerMessages(charts);

export interface StackedBarChartProps {
  /** Visible title. */
  title: string;
  /** Each bar's start, epoch ms, ascending. */
  times: readonly number[];
  /** Stacked bottom to top in this order; negatives count as zero (spec 000 §4). */
  series: readonly ChartSeries[];
  /** The ms one bar covers; by default the step to the next bar. */
  interval?: number;
  /**
   * The ms the last bar covers when bars run to the next one (a series per period): without
   * it a lone bar, a period's only one, is a zero-length range and nothing is drawn.
   */
  lastWidth?: number;
  /** Spec 000 §2: called with the clicked bar's time range (epoch ms). */
  onZoom?: (range: ZoomRange) => void;
  /** What a click on a bar does, said under the title; default 'zoom into its time range'. */
  clickHint?: string;
  /** The bar's own action as a menu item, when `pointAction` makes a menu of them. */
  zoomLabel?: string;
  /**
   * A second action on a bar (its footage): a click or Enter then opens a menu of the
   * two at the bar instead of zooming at once.
   */
  pointAction?: PointAction;
  height?: number;
  /** Axis and summary values; large-number suffixes by default. Memoize it. */
  formatValue?: (value: number) => string;
}

/**
 * Spec 000 §2: a small stacked bar chart; clicking a bar zooms into its time range. Bars are
 * uPlot's bars path over cumulative values, drawn top series first so each lower one covers
 * the part of the bar above it.
 */
export function StackedBarChart({
  title,
  times,
  series,
  interval,
  lastWidth,
  onZoom,
  clickHint,
  zoomLabel,
  pointAction,
  height = 160,
  formatValue,
}: StackedBarChartProps) {
  const { t, locale } = useI18n();
  const chartTime = useChartTimestamp();
  const format = useMemo(() => formatValue ?? defaultFormat(locale), [formatValue, locale]);
  const styles = useSeriesStyles(series);
  const counts = countsOnly(series);
  const [picked, setPicked] = useState<PickedPoint | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // A bar's activation: its own action at once, or the menu of both when there is a second.
  const activate = useCallback(
    (range: ZoomRange, at?: { clientX: number; clientY: number }) => {
      if (!pointAction) return onZoom?.(range);
      const box = boxRef.current?.getBoundingClientRect();
      setPicked({
        range,
        left: at && box ? at.clientX - box.left : 0,
        top: at && box ? at.clientY - box.top : 0,
      });
    },
    [onZoom, pointAction],
  );
  const activateRef = useRef(activate);
  useEffect(() => {
    activateRef.current = activate;
  }, [activate]);
  const zoomable = onZoom !== undefined;

  const options = useCallback(
    (lib: UplotConstructor): UplotOptions => {
      // Nine tenths of its period, however wide: a cap in px drew a day's only bar (events
      // analytics opens on today, one bar a day) as a sliver at midnight.
      const bars = lib.paths.bars?.({ align: 1, size: [0.9, Infinity] });
      const xs = (u: uPlot) => u.data[0] as ArrayLike<number>;
      return {
        ms: 1,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: {
          x: {
            time: true,
            // Bars start at their time: leave room for the last one.
            range: (u, min, max) => {
              const times = Array.from(xs(u));
              const last = barTimeRange(times, times.length - 1, interval, lastWidth);
              return [min, last?.end ?? max];
            },
          },
          y: { range: (_u, _min, max) => [0, withHeadroom(max)] },
        },
        axes: [{}, valueAxis(format, counts)],
        series: [
          {},
          ...[...styles]
            .reverse()
            .map(([label, color]) => ({ label, fill: color, stroke: color, paths: bars })),
        ],
      };
    },
    [styles, format, counts, interval, lastWidth],
  );

  const stacked = useMemo(() => stackValues(series.map((s) => s.values)), [series]);
  const data = useMemo(
    () => [times, ...[...stacked].reverse()] as unknown as uPlot.AlignedData,
    [times, stacked],
  );
  const totals = stacked.at(-1) ?? [];
  const max = peak([totals]);

  return (
    <ChartFrame
      title={title}
      hint={zoomable && times.length > 0 ? (clickHint ?? t('charts.zoomHint')) : undefined}
    >
      {times.length > 0 && series.length > 0 && (
        <ChartLegend items={styles.map(([label, color]) => ({ label, color }))} />
      )}
      <div ref={boxRef} style={{ position: 'relative', minWidth: 0 }}>
        <UplotChart
          options={options}
          data={series.length > 0 ? data : [[]]}
          height={height}
          label={timeChartSummary(t, title, times, series, max, format, chartTime)}
          points={
            onZoom && {
              name: title,
              count: times.length,
              range: (index) => barTimeRange(times, index, interval, lastWidth),
              time: chartTime,
              series,
              totals,
              totalLabel: t('charts.total'),
              format,
              activate: (range, at) => activateRef.current(range, at),
              // The bar whose period holds the pointer, not the nearest bar's start.
              indexAt: (u) => barIndexAt(times, u.posToVal(u.cursor.left ?? -1, 'x')),
              cursor: 'zoom-in',
            }
          }
        />
        {onZoom && pointAction && picked && (
          <Suspense>
            <PointMenu
              picked={picked}
              onClose={() => setPicked(null)}
              primary={{ label: zoomLabel ?? t('charts.zoomHint'), run: onZoom }}
              extra={pointAction}
            />
          </Suspense>
        )}
      </div>
      {times.length > 0 && series.length > 0 && (
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.time')}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
                <th scope="col">{t('charts.total')}</th>
              </tr>
            </thead>
            <tbody>
              {times.map((time, i) => (
                <tr key={time}>
                  <th scope="row">{chartTime(time)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{format(Math.max(0, s.values[i] ?? 0))}</td>
                  ))}
                  <td>{format(totals[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </ChartFrame>
  );
}
