import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type uPlot from 'uplot';
import { timestamp } from '../../src/lib/format';
import { setLocale } from '../../src/lib/i18n/i18n';
import { theme } from '../../src/ui/theme/theme';
import { AvailabilityTimeline } from '../../src/ui/charts/availability-timeline';
import { ChartTimeZone } from '../../src/ui/charts/chart-time-zone';
import { StackedBarChart } from '../../src/ui/charts/stacked-bar-chart';
import { TimeSeriesChart } from '../../src/ui/charts/time-series-chart';
import { UplotChart, type UplotOptions } from '../../src/ui/charts/uplot-chart';

/** A uPlot stand-in: jsdom has no canvas; the wrapper's lifecycle calls are what we check. */
const created: FakeUplot[] = [];
class FakeUplot {
  static paths = { bars: vi.fn(() => () => null) };
  width: number;
  height: number;
  over = document.createElement('div');
  cursor: { left?: number } = {};
  data: uPlot.AlignedData;
  setData = vi.fn((data: uPlot.AlignedData) => {
    this.data = data;
  });
  setSize = vi.fn(({ width, height }: { width: number; height: number }) => {
    this.width = width;
    this.height = height;
  });
  destroy = vi.fn();
  posToVal = (left: number) => left;
  /** 1 px per second on x, 10 px per unit on y down from 200. */
  valToPos = (value: number, scale: string) => (scale === 'x' ? value / 1000 : 200 - value * 10);
  hooks: uPlot.Hooks.Arrays;
  constructor(
    public options: uPlot.Options,
    data: uPlot.AlignedData,
  ) {
    this.width = options.width;
    this.height = options.height;
    this.data = data;
    this.hooks = options.hooks ?? {};
    created.push(this);
    for (const hook of options.hooks?.ready ?? []) hook?.(this as unknown as uPlot);
  }
}
vi.mock('uplot', async (importOriginal) => {
  // The real zone conversion and date templates: the charts hand them the zone and the language.
  const real = (await importOriginal<{ default: typeof uPlot }>()).default;
  return { default: Object.assign(FakeUplot, { tzDate: real.tzDate, fmtDate: real.fmtDate }) };
});

let resize: ((width: number) => void) | null = null;
beforeEach(() => {
  created.length = 0;
  resize = null;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resize = (width) =>
          callback(
            [{ contentRect: { width } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderUi(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

const options = (): UplotOptions => ({ series: [{}, {}] });
const data = (values: number[]): uPlot.AlignedData => [values.map((_, i) => i * 1000), values];

describe('uPlot wrapper', () => {
  it('the chart is created once, setData on new data, setSize on resize, destroyed on unmount', async () => {
    const first = data([1, 2]);
    const view = renderUi(<UplotChart options={options} data={first} label="Cooked" />);
    await waitFor(() => expect(created).toHaveLength(1));
    const chart = created[0]!;
    expect(chart.data).toBe(first);
    expect(screen.getByRole('img', { name: 'Cooked' })).toBeInTheDocument();

    const next = data([3, 4]);
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <UplotChart options={options} data={next} label="Cooked" />
      </MantineProvider>,
    );
    expect(chart.setData).toHaveBeenCalledWith(next);

    act(() => resize?.(375));
    expect(chart.setSize).toHaveBeenCalledWith({ width: 375, height: 240 });
    expect(created).toHaveLength(1);

    view.unmount();
    expect(chart.destroy).toHaveBeenCalledTimes(1);
  });

  it('the chart is rebuilt only when the memoized options change', async () => {
    const view = renderUi(<UplotChart options={options} data={data([1])} label="A" />);
    await waitFor(() => expect(created).toHaveLength(1));
    const otherOptions = (): UplotOptions => ({ series: [{}, { label: 'B' }] });
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <UplotChart options={otherOptions} data={data([1])} label="A" />
      </MantineProvider>,
    );
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[0]!.destroy).toHaveBeenCalled();
    expect(created[1]!.options.series[1]).toEqual({ label: 'B' });
  });

  it("spec 000 §2: a chart without data shows 'No information'", () => {
    renderUi(<UplotChart options={options} data={[[]]} label="Empty" />);
    expect(screen.getByText('No information')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});

describe('time-series chart', () => {
  it('spec 000 §9: legend on top, y-axis 20 percent above the peak, accessible summary', async () => {
    renderUi(
      <TimeSeriesChart
        title="Cooked"
        times={[0, 3_600_000]}
        series={[
          { label: 'Fries', color: '#0a0', values: [10, 1200] },
          { label: 'Hash browns', color: '#a00', values: [5, 7] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cooked' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fries', 'Hash browns']);
    expect(screen.getByRole('img', { name: /Cooked: Fries, Hash browns.*1\.2k/ })).toBeVisible();
    await waitFor(() => expect(created).toHaveLength(1));
    const y = created[0]!.options.scales!.y!.range as uPlot.Range.Function;
    expect(y(created[0] as unknown as uPlot, 5, 1200, 'y')).toEqual([0, 1440]);
  });

  it('spec 000 §9 (Cooked / Recommended): the chart’s own series is drawn over its reference, so equal values still show it', async () => {
    renderUi(
      <TimeSeriesChart
        title="Cooked / Recommended"
        times={[0, 3_600_000]}
        series={[
          { label: 'Cooked', color: '#228be6', values: [10, 12] },
          { label: 'Recommended', color: '#868e96', values: [11, 12] },
        ]}
      />,
    );
    await waitFor(() => expect(created).toHaveLength(1));
    // uPlot draws its series in order: the last one is on top.
    const drawn = created[0]!.options.series.slice(1);
    expect(drawn.map((series) => series.stroke)).toEqual(['#868e96', '#228be6']);
    expect(created[0]!.data.slice(1)).toEqual([
      [11, 12],
      [10, 12],
    ]);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cooked', 'Recommended']);
  });
});

describe('stacked bar chart', () => {
  it('spec 000 §2: clicking a bar zooms into its time range', async () => {
    const onZoom = vi.fn();
    renderUi(
      <StackedBarChart
        title="Waste"
        times={[0, 900_000, 1_800_000]}
        series={[
          { label: 'Fries', color: '#0a0', values: [1, 2, 3] },
          { label: 'Nuggets', color: '#a00', values: [4, -5, 6] },
        ]}
        onZoom={onZoom}
      />,
    );
    await waitFor(() => expect(created).toHaveLength(1));
    const chart = created[0]!;
    expect(FakeUplot.paths.bars).toHaveBeenCalled();
    // Top series drawn first; spec 000 §4: the negative counts as zero in the stack.
    expect(chart.data).toEqual([
      [0, 900_000, 1_800_000],
      [5, 2, 9],
      [1, 2, 3],
    ]);
    chart.cursor.left = 1_000_000;
    chart.over.click();
    expect(onZoom).toHaveBeenCalledWith({ start: 900_000, end: 1_800_000 });
    chart.cursor.left = 1_900_000;
    chart.over.click();
    expect(onZoom).toHaveBeenLastCalledWith({ start: 1_800_000, end: 2_700_000 });
    expect(screen.getByText('Click a bar to zoom into its time range')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Waste' })).toBeInTheDocument();
  });
});

describe('the kitchen’s clock', () => {
  it('spec 000 §5 (times in the restaurant’s zone): a chart’s axis and its table say the chosen kitchen’s hours, not the browser’s', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const noonInNewYork = Date.UTC(2026, 10, 24, 17);
      renderUi(
        <ChartTimeZone.Provider value="America/New_York">
          <StackedBarChart
            title="Waste"
            times={[noonInNewYork]}
            series={[{ label: 'Fries', color: '#0a0', values: [1] }]}
          />
        </ChartTimeZone.Provider>,
      );
      await waitFor(() => expect(created).toHaveLength(1));
      // uPlot places and labels the ticks from the Date tzDate gives: its fields are the wall clock.
      const onAxis = created[0]!.options.tzDate!(noonInNewYork);
      expect([onAxis.getDate(), onAxis.getHours(), onAxis.getMinutes()]).toEqual([24, 12, 0]);
      const table = screen.getByRole('table', { name: 'Waste' });
      expect(within(table).getByRole('rowheader')).toHaveTextContent('24 Nov • 12:00:00 PM');
      expect(screen.getByRole('img', { name: /24 Nov • 12:00:00 PM/ })).toBeInTheDocument();
      // In English the axis keeps uPlot's own dates.
      expect(created[0]!.options.fmtDate).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('axis dates in Spanish', () => {
  it('spec 000 §1 (English and Spanish): a time axis puts the day before the month and names the months in Spanish', async () => {
    await setLocale('es', false);
    onTestFinished(() => setLocale('en', false));
    renderUi(
      <TimeSeriesChart
        title="Cocinado"
        times={[0, 3_600_000]}
        series={[{ label: 'Fries', color: '#0a0', values: [1, 2] }]}
      />,
    );
    await waitFor(() => expect(created).toHaveLength(1));
    const format = created[0]!.options.fmtDate!;
    const fourthOfMarch = new Date(2026, 2, 4, 15);
    expect(format('{M}/{D}/{YY}')(fourthOfMarch)).toBe('4/3/26');
    expect(format('{h}{aa}\n{M}/{D}')(fourthOfMarch)).toBe('3pm\n4/3');
    expect(format('{MMM}')(fourthOfMarch)).toBe('mar');
  });
});

describe('chart keyboard access', () => {
  function wasteChart(onZoom = vi.fn()) {
    renderUi(
      <StackedBarChart
        title="Waste"
        times={[0, 900_000, 1_800_000]}
        series={[
          { label: 'Fries', color: '#0a0', values: [1, 0, 3] },
          { label: 'Nuggets', color: '#a00', values: [4, 2, 0] },
        ]}
        onZoom={onZoom}
      />,
    );
    return onZoom;
  }

  it('spec 000 §2 (beyond it, by keyboard): the chart is one tab stop; arrows move between bars, Enter zooms into the focused one', async () => {
    const onZoom = wasteChart();
    const user = userEvent.setup();
    const bars = await screen.findByRole('listbox', { name: 'Waste' });
    // The canvas summary stays as it was, beside the keyboard stop.
    expect(screen.getByRole('img', { name: /^Waste: Fries, Nuggets/ })).toBeInTheDocument();

    await user.tab();
    expect(bars).toHaveFocus();
    const focused = () => document.getElementById(bars.getAttribute('aria-activedescendant')!);
    expect(focused()).toHaveAccessibleName(
      `${timestamp(0)} – ${timestamp(900_000)}: Fries 1, Nuggets 4, Total 5`,
    );
    expect(focused()).toHaveAttribute('aria-posinset', '1');
    expect(focused()).toHaveAttribute('aria-setsize', '3');

    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName(
      `${timestamp(900_000)} – ${timestamp(1_800_000)}: Nuggets 2, Total 2`,
    );
    // The ring is drawn over the bar: from its start to its end, from its top to the axis.
    expect(focused()).toHaveStyle({ width: '900px', height: '20px' });
    expect(focused()!.style.boxShadow).not.toBe('');

    await user.keyboard('{Enter}');
    expect(onZoom).toHaveBeenCalledWith({ start: 900_000, end: 1_800_000 });

    await user.keyboard('{End}');
    expect(focused()).toHaveAttribute('aria-posinset', '3');
    await user.keyboard('{ArrowRight} ');
    expect(onZoom).toHaveBeenLastCalledWith({ start: 1_800_000, end: 2_700_000 });
    await user.keyboard('{Home}{ArrowLeft}{Enter}');
    expect(onZoom).toHaveBeenLastCalledWith({ start: 0, end: 900_000 });
    expect(onZoom).toHaveBeenCalledTimes(3);

    await user.keyboard('{Escape}');
    expect(bars).not.toHaveFocus();
    expect(focused()!.style.boxShadow).toBe('');
  });

  it('a chart whose bars do nothing is no tab stop', async () => {
    renderUi(
      <StackedBarChart
        title="Waste"
        times={[0, 900_000]}
        series={[{ label: 'Fries', color: '#0a0', values: [1, 2] }]}
      />,
    );
    await waitFor(() => expect(created).toHaveLength(1));
    // The keyboard part is loaded with the chart when it is needed: give it the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});

describe('availability timeline', () => {
  it('spec 000 §4/§9: per device Online/Offline segments and the total availability', () => {
    renderUi(
      <AvailabilityTimeline
        title="Availability"
        range={{ start: 0, end: 4_000 }}
        timeZone="UTC"
        devices={[
          {
            uuid: 'd1',
            name: 'Fryer 1',
            onlinePeriods: [{ onlineStartTime: -100, onlineEndTime: 3_000 }],
          },
        ]}
      />,
    );
    expect(screen.getByText('Availability 75%')).toBeInTheDocument();
    const bar = screen.getByRole('img', { name: /^Fryer 1: available 75% of the time/ });
    expect(bar).toHaveAccessibleName(expect.stringContaining('Offline from'));
    const segments = bar.querySelectorAll('[data-status]');
    expect([...segments].map((s) => s.getAttribute('data-status'))).toEqual(['online', 'offline']);
  });

  it("spec 000 §2: no devices shows 'No information'", () => {
    renderUi(
      <AvailabilityTimeline title="Availability" range={{ start: 0, end: 1 }} devices={[]} />,
    );
    expect(screen.getByText('No information')).toBeInTheDocument();
  });
});
