import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { StackedBarChart } from '../../src/ui/charts/stacked-bar-chart';
import { TimeSeriesChart } from '../../src/ui/charts/time-series-chart';
import { theme } from '../../src/ui/theme/theme';

/** jsdom has no canvas: a uPlot stand-in whose bars the test clicks (as charts.test.tsx). */
const created: FakeUplot[] = [];
class FakeUplot {
  static paths = { bars: () => () => null };
  over = document.createElement('div');
  cursor: { left?: number; idx?: number | null } = {};
  width = 320;
  data: uPlot.AlignedData;
  setData() {}
  setSize() {}
  destroy() {}
  posToVal = (left: number) => left;
  constructor(options: uPlot.Options, data: uPlot.AlignedData) {
    this.data = data;
    created.push(this);
    for (const hook of options.hooks?.ready ?? []) hook?.(this as unknown as uPlot);
  }
}
vi.mock('uplot', () => ({ default: FakeUplot }));

/** A chart on its own, in the console's theme; `created` then holds only its uPlot. */
function renderChart(chart: ReactElement) {
  created.length = 0;
  render(
    <MantineProvider theme={theme} env="test">
      {chart}
    </MantineProvider>,
  );
}

function barChart(props: Partial<Parameters<typeof StackedBarChart>[0]>) {
  renderChart(
    <StackedBarChart
      title="Waste per period"
      times={[0, 3_600_000, 7_200_000]}
      series={[{ label: 'Waste', color: '#a00', values: [1, 5, 2] }]}
      {...props}
    />,
  );
}

describe('from a figure to the footage: a chart bar offers its footage beside its own action', () => {
  it('with footage, a click on a bar opens a menu of both; Watch footage gets the bar’s range', async () => {
    const onZoom = vi.fn();
    const run = vi.fn();
    barChart({
      onZoom,
      zoomLabel: 'Zoom in to this period',
      pointAction: { label: 'Watch footage', run },
    });
    await waitFor(() => expect(created).toHaveLength(1));
    created[0]!.cursor.left = 4_000_000;
    created[0]!.over.click();
    expect(onZoom).not.toHaveBeenCalled();
    expect(await screen.findByRole('menuitem', { name: 'Zoom in to this period' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Watch footage' }));
    expect(run).toHaveBeenCalledWith({ start: 3_600_000, end: 7_200_000 });
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('the menu’s first item still does what the bar did', async () => {
    const onZoom = vi.fn();
    barChart({
      onZoom,
      zoomLabel: 'Zoom in to this period',
      pointAction: { label: 'Watch footage', run: vi.fn() },
    });
    await waitFor(() => expect(created).toHaveLength(1));
    created[0]!.cursor.left = 100;
    created[0]!.over.click();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zoom in to this period' }));
    expect(onZoom).toHaveBeenCalledWith({ start: 0, end: 3_600_000 });
  });

  it('without footage (a day’s bar, Global mode, a role that cannot watch) a click zooms at once', async () => {
    const onZoom = vi.fn();
    barChart({ onZoom });
    await waitFor(() => expect(created).toHaveLength(1));
    created[0]!.cursor.left = 4_000_000;
    created[0]!.over.click();
    expect(onZoom).toHaveBeenCalledWith({ start: 3_600_000, end: 7_200_000 });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

function lineChart(props: Partial<Parameters<typeof TimeSeriesChart>[0]>) {
  renderChart(
    <TimeSeriesChart
      title="Average hold time (min)"
      times={[0, 3_600_000, 7_200_000]}
      series={[{ label: 'Average hold', color: '#00a', values: [4, 9, 5] }]}
      minSpan={3_600_000}
      {...props}
    />,
  );
}

describe('a hold time spike at 12:40: a line chart’s point opens its footage', () => {
  it('a click on a point runs Watch footage with the point’s period, and the chart says so', async () => {
    const run = vi.fn();
    lineChart({ pointAction: { label: 'Watch footage', run } });
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.getByText('Watch footage')).toBeVisible();
    created[0]!.cursor.idx = 1;
    created[0]!.over.click();
    expect(run).toHaveBeenCalledWith({ start: 3_600_000, end: 7_200_000 });
  });

  it('without footage (a day’s point, Global mode, a role that cannot watch) a click does nothing', async () => {
    lineChart({});
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByText('Watch footage')).toBeNull();
    expect(created[0]!.over.style.cursor).toBe('');
  });
});
