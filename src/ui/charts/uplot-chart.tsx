// The page's CSS chunk carries uPlot's stylesheet: no stylesheet is inserted after first paint
// (each costs a style recalculation on a slow phone); only the script is deferred.
import 'uplot/dist/uPlot.min.css';
import { Box, Center, Loader } from '@mantine/core';
import { useContext, useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { charts } from '../../lib/i18n/en/charts';
import { NoInformation } from '../feedback/empty-state';
import type { ChartPoints } from './chart-keyboard';
import { axisDates } from './axis-dates';
import { ChartTimeZone } from './chart-time-zone';

registerMessages(charts);

export type UplotConstructor = typeof uPlot;
/** uPlot options without the size: the wrapper owns width (from its box) and height. */
export type UplotOptions = Omit<uPlot.Options, 'width' | 'height'>;

let loading: Promise<UplotConstructor> | null = null;
let loaded: UplotConstructor | null = null;

/** uPlot's module, fetched once; a failed fetch is retried on the next call. */
export function loadUplot(): Promise<UplotConstructor> {
  loading ??= import('uplot').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// Start fetching uPlot when a page with a chart evaluates, not
// when the chart mounts; uPlot builds Intl formatters as it evaluates, so it stays out of the
// entry. A failure here is retried by the chart itself.
loadUplot().catch(() => undefined);

/**
 * The User Timing mark set each time a chart finishes drawing (scripts/bench-charts.ts reads
 * it). Only the latest is kept, so a long-open dashboard does not fill the timeline.
 */
export const CHART_DRAWN_MARK = 'kc:chart-drawn';

function markDrawn(): void {
  performance.clearMarks(CHART_DRAWN_MARK);
  performance.mark(CHART_DRAWN_MARK);
}

/** Options with the drawn mark added to the chart's own draw hooks. */
function withDrawnMark(options: UplotOptions): UplotOptions {
  return {
    ...options,
    hooks: { ...options.hooks, draw: [...(options.hooks?.draw ?? []), markDrawn] },
  };
}

/** Width used until the box has been laid out (jsdom, a hidden tab). */
const FALLBACK_WIDTH = 320;

function widthOf(element: HTMLElement): number {
  return Math.floor(element.clientWidth) || FALLBACK_WIDTH;
}

export interface UplotChartProps {
  /**
   * Builds the options once uPlot is loaded (bar paths need it). Memoize it: a new function
   * destroys and rebuilds the chart; new `data` only calls `setData`.
   */
  options: (lib: UplotConstructor) => UplotOptions;
  /** uPlot's aligned data: x values first, then one array per series. */
  data: uPlot.AlignedData;
  /** Accessible summary of what the chart shows. */
  label: string;
  /** Canvas height in px, axes included. */
  height?: number;
  /**
   * The points a click acts on: each is then reachable and activatable by keyboard and named
   * for screen readers (chart-keyboard.ts). The chart owns the click, for every chart kind.
   * Read when used, so a new object rebuilds nothing.
   */
  points?: ChartPoints;
}

/** A click on the plot activates the point under it, as Enter does the focused one. */
function clickPoint(chart: uPlot, points: ChartPoints | undefined, event: MouseEvent): void {
  if (!points) return;
  const index = points.indexAt ? points.indexAt(chart) : chart.cursor.idx;
  if (index === null || index === undefined) return;
  const range = points.range(index);
  if (range) points.activate(range, event);
}

function isEmpty(data: uPlot.AlignedData): boolean {
  return data.length < 2 || (data[0]?.length ?? 0) === 0;
}

/**
 * The one uPlot wrapper: created once after uPlot loads, in a task after the
 * commit; `setData` on new data; `setSize` when its box resizes; destroyed on unmount; rebuilt
 * only when `options` changes. Shows a loader while uPlot loads and 'No information' without
 * data.
 */
export function UplotChart({ options, data, label, height = 240, points }: UplotChartProps) {
  const { t, locale } = useI18n();
  const [lib, setLib] = useState<{ ctor: UplotConstructor } | null>(() =>
    loaded ? { ctor: loaded } : null,
  );
  const [failed, setFailed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);
  const heightRef = useRef(height);
  const pointsRef = useRef(points);
  const empty = isEmpty(data);
  const keyed = points !== undefined;
  const timeZone = useContext(ChartTimeZone);

  useEffect(() => {
    if (lib) return;
    let live = true;
    loadUplot().then(
      (ctor) => live && setLib({ ctor }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lib]);

  useEffect(() => {
    const box = boxRef.current;
    if (!lib || !box || empty) return;
    let chart: uPlot | null = null;
    let detach: (() => void) | undefined;
    const dates = axisDates(lib.ctor, locale);
    // A task after the commit, so building the canvas is not part of the commit's long task.
    const task = setTimeout(() => {
      const built = new lib.ctor(
        {
          ...withDrawnMark(options(lib.ctor)),
          ...(timeZone && { tzDate: (time: number) => lib.ctor.tzDate(new Date(time), timeZone) }),
          ...(dates && { fmtDate: dates }),
          width: widthOf(box),
          height: heightRef.current,
        },
        dataRef.current,
        box,
      );
      chart = chartRef.current = built;
      if (keyed) {
        built.over.style.cursor = pointsRef.current?.cursor ?? 'pointer';
        built.over.addEventListener('click', (event) =>
          clickPoint(built, pointsRef.current, event),
        );
        // Without it (a failed fetch) the pointer still works: nothing to report.
        import('./chart-keyboard').then(
          ({ attachKeyboard }) => {
            if (chart === built) detach = attachKeyboard(built, box, () => pointsRef.current);
          },
          () => undefined,
        );
      }
    }, 0);
    return () => {
      clearTimeout(task);
      detach?.();
      chart?.destroy();
      chart = chartRef.current = null;
    };
  }, [lib, options, empty, keyed, timeZone, locale]);

  // Before new data is drawn: the keyboard layer describes the focused point from it.
  useEffect(() => {
    pointsRef.current = points;
  }, [points]);

  useEffect(() => {
    if (dataRef.current === data) return;
    dataRef.current = data;
    chartRef.current?.setData(data);
  }, [data]);

  useEffect(() => {
    if (heightRef.current === height) return;
    heightRef.current = height;
    const chart = chartRef.current;
    if (chart && boxRef.current) chart.setSize({ width: widthOf(boxRef.current), height });
  }, [height]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      const chart = chartRef.current;
      if (chart && width > 0 && width !== chart.width) {
        chart.setSize({ width, height: heightRef.current });
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [empty, failed]);

  if (empty || failed) return <NoInformation />;
  return (
    <Box pos="relative" mih={height} w="100%" miw={0}>
      <div ref={boxRef} role="img" aria-label={label} style={{ width: '100%' }} />
      {!lib && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" aria-label={t('charts.loading')} />
        </Center>
      )}
    </Box>
  );
}
