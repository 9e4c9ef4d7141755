// The page scripts/bench-charts.ts opens: the console's own TimeSeriesChart (wrapper, options,
// legend, summary) with MantineProvider, and window.benchChart() to time one draw.
import '@mantine/core/styles.css';
import 'uplot/dist/uPlot.min.css';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TimeSeriesChart } from '../../src/ui/charts/time-series-chart';
import { CHART_DRAWN_MARK, loadUplot } from '../../src/ui/charts/uplot-chart';

interface Points {
  times: number[];
  values: number[];
}

declare global {
  interface Window {
    /** Milliseconds from handing `count` points to React to uPlot's draw hook. */
    benchChart: (count: number, mode: 'create' | 'update') => Promise<number>;
  }
}

let show: (points: Points | null) => void = () => undefined;

function Bench() {
  const [points, setPoints] = useState<Points | null>(null);
  show = setPoints;
  if (!points) return null;
  return (
    <TimeSeriesChart
      title="Benchmark"
      times={points.times}
      series={[{ label: 'Value', color: '#1c7ed6', values: points.values }]}
      height={400}
    />
  );
}

/** One reading per second, a noisy daily wave: what a dense sensor series looks like. */
function pointsOf(count: number, phase: number): Points {
  const start = Date.UTC(2026, 10, 1);
  const times = new Array<number>(count);
  const values = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    times[i] = start + i * 1000;
    values[i] = 50 + 40 * Math.sin((i + phase) / 3000) + ((i * 7919 + phase) % 13);
  }
  return { times, values };
}

function nextDraw(): Promise<number> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const mark = list.getEntriesByName(CHART_DRAWN_MARK)[0];
      if (!mark) return;
      observer.disconnect();
      resolve(mark.startTime);
    });
    observer.observe({ type: 'mark' });
  });
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

let phase = 0;
window.benchChart = async (count, mode) => {
  await loadUplot();
  if (mode === 'create') {
    show(null);
    await frame();
  }
  const points = pointsOf(count, (phase += 997));
  const drawn = nextDraw();
  const start = performance.now();
  show(points);
  return (await drawn) - start;
};

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Bench />
  </MantineProvider>,
);
