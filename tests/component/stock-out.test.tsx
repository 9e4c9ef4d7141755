import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getStockOutAnalytic,
  getStockOutList,
  getStockOutMaterials,
  getStockOutTotal,
  getStockOutXls,
} from '../../src/api/stock-out/stock-out.endpoints';
import { request, unwrap } from '../../src/api/request';
import { timestamp } from '../../src/lib/format';
import { formatSeconds } from '../../src/lib/format';
import { acceptedResponse } from '../../sandbox/file-response';
import { EXPORT_PREPARED_MESSAGE } from '../../sandbox/spreadsheet';
import { renderApp } from '../helpers/render-app';
import { addWings } from '../helpers/dictionary-entries';
import { chooseFilter } from '../helpers/filters';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { signInAs } from '../helpers/sign-in';
import { stubObjectUrls } from '../helpers/object-urls';
import { onPhone } from '../helpers/viewport';

/** jsdom has no canvas: a uPlot stand-in whose bars the test clicks (as charts.test.tsx). */
const charts: FakeUplot[] = [];
class FakeUplot {
  static paths = { bars: () => () => null };
  over = document.createElement('div');
  cursor: { left?: number } = {};
  width = 320;
  data: uPlot.AlignedData;
  setData(data: uPlot.AlignedData) {
    this.data = data;
  }
  setSize() {}
  destroy() {}
  posToVal = (left: number) => left;
  constructor(options: uPlot.Options, data: uPlot.AlignedData) {
    this.data = data;
    charts.push(this);
    for (const hook of options.hooks?.ready ?? []) hook?.(this as unknown as uPlot);
  }
}
vi.mock('uplot', () => ({ default: FakeUplot }));

const PAGE = '/stock-out-reports/chicken';

/** The stock-out URLs the console asked for, from msw's own request events. */
let asked: URL[] = [];
function record({ request: sent }: { request: Request }) {
  const url = new URL(sent.url);
  if (url.pathname.includes('/stockOut/')) asked.push(url);
}
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
  charts.length = 0;
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

function askedFor(path: string) {
  return asked.filter((url) => url.pathname.endsWith(path));
}

function restaurantUuid(number: number): string {
  return sandbox.context.chain.restaurants.find((r) => r.number === number)!.uuid;
}

async function openReport(search = '') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`${PAGE}${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Stock Out' });
  return app;
}

/** The list table's body rows (the caption names it). */
async function listRows() {
  const table = await screen.findByRole('table', { name: 'Stock-outs' });
  return within(table).getAllByRole('row').slice(1);
}

function restaurantZone(uuid: string): string {
  return sandbox.context.chain.restaurants.find((restaurant) => restaurant.uuid === uuid)!.timezone;
}

function totals() {
  return screen.getByRole('region', { name: 'Totals' });
}

/**
 * The graphic's busiest bar but the last (which may still be filling), from bar `from` on: its
 * index, stock-outs and time range. The top series is each bar's total (stacks are cumulative).
 */
async function busiestBar(from = 0) {
  await waitFor(() => expect(charts).toHaveLength(1));
  const chart = charts[0]!;
  await waitFor(() => expect(chart.data.length).toBeGreaterThan(1));
  const times = chart.data[0] as number[];
  const totalsPerBar = (chart.data[1] as number[]).slice(0, -1);
  const index = totalsPerBar.indexOf(Math.max(...totalsPerBar.slice(from)), from);
  return {
    chart,
    index,
    count: totalsPerBar[index]!,
    start: times[index]!,
    end: times[index + 1]!,
  };
}

describe(PAGE, () => {
  it('spec 001 §2: opens on the list tab with the sandbox rows, totals and High, Low, Average rows', async () => {
    await openReport('?timeInterval=7d');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    const rows = await listRows();
    // Spec 000 §9: 20 rows by default, then the three summary rows in the table's foot.
    expect(rows).toHaveLength(23);
    // The same calls the page made, asked again: their rows and totals are the ones shown.
    const [listUrl] = askedFor('/stockOut/list');
    const page = unwrap(
      await request(getStockOutList, { query: Object.fromEntries(listUrl!.searchParams) }),
    );
    expect(listUrl!.searchParams.get('page')).toBe('0');
    expect(listUrl!.searchParams.get('limit')).toBe('20');
    expect(listUrl!.searchParams.has('restaurantsUuid')).toBe(false);
    const first = page.content[0]!;
    expect(rows[0]).toHaveTextContent(first.material);
    expect(rows[0]).toHaveTextContent(formatSeconds(first.duration));
    // Global: each row names its restaurant.
    expect(rows[0]).toHaveTextContent(`${first.restaurantNumber} - ${first.restaurantName}`);

    const [totalUrl] = askedFor('/stockOut/total');
    const total = unwrap(
      await request(getStockOutTotal, { query: Object.fromEntries(totalUrl!.searchParams) }),
    );
    expect(total.count).toBe(page.total);
    await waitFor(() =>
      expect(within(totals()).getByText(total.count.toLocaleString('en'))).toBeVisible(),
    );
    expect(within(totals()).getByText(formatSeconds(total.duration))).toBeVisible();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'High' })).toBeVisible());
    expect(screen.getByRole('rowheader', { name: 'High' }).parentElement).toHaveTextContent(
      formatSeconds(total.highDuration!),
    );
    expect(screen.getByRole('rowheader', { name: 'Low' }).parentElement).toHaveTextContent(
      formatSeconds(total.lowDuration!),
    );
    expect(screen.getByRole('rowheader', { name: 'Average' }).parentElement).toHaveTextContent(
      formatSeconds(total.averageDuration!),
    );
    expect(screen.getByText(`Showing 1–20 of ${total.count}`)).toBeVisible();
  });

  it('spec 001 §2 list tab on a phone (spec 000 §1 mobile-first): a card per stock-out, then High, Low, Average', async () => {
    onPhone();
    await openReport('?timeInterval=7d');
    const list = await screen.findByRole('list', { name: 'Stock-outs' });
    const cards = within(list).getAllByRole('listitem');
    // No sideways-scrolling table on a phone.
    expect(screen.queryByRole('table')).toBeNull();
    const [listUrl] = askedFor('/stockOut/list');
    const page = unwrap(
      await request(getStockOutList, { query: Object.fromEntries(listUrl!.searchParams) }),
    );
    expect(cards).toHaveLength(page.content.length);
    expect(cards).toHaveLength(20);
    cards.forEach((card, index) => {
      const stockOut = page.content[index]!;
      const timeZone = restaurantZone(stockOut.restaurantUuid);
      expect(within(card).getByText(stockOut.material)).toBeVisible();
      expect(card).toHaveTextContent(`Duration ${formatSeconds(stockOut.duration)}`);
      // Global: each card names its restaurant; times are in that restaurant's zone.
      expect(
        within(card).getByText(`${stockOut.restaurantNumber} - ${stockOut.restaurantName}`),
      ).toBeVisible();
      expect(
        within(card).getByText(
          `${timestamp(stockOut.startTime, { timeZone })} – ${timestamp(stockOut.endTime, { timeZone })}`,
        ),
      ).toBeVisible();
    });

    const [totalUrl] = askedFor('/stockOut/total');
    const total = unwrap(
      await request(getStockOutTotal, { query: Object.fromEntries(totalUrl!.searchParams) }),
    );
    const durationOf = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await durationOf('High')).toHaveTextContent(formatSeconds(total.highDuration!));
    expect(await durationOf('Low')).toHaveTextContent(formatSeconds(total.lowDuration!));
    expect(await durationOf('Average')).toHaveTextContent(formatSeconds(total.averageDuration!));
    expect(screen.getByText(`Showing 1–20 of ${total.count}`)).toBeVisible();
  });

  it('spec 000 §9: pages through the list zero-based, the page in the URL', async () => {
    const app = await openReport('?timeInterval=7d');
    const firstPage = (await listRows()).map((row) => row.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() =>
      expect(askedFor('/stockOut/list').at(-1)!.searchParams.get('page')).toBe('1'),
    );
    await waitFor(async () => expect((await listRows())[0]!.textContent).not.toBe(firstPage[0]));
    expect(screen.getByText(/^Showing 21–40 of /)).toBeVisible();
    // A page size from the URL, and one not offered dropped.
    await app.router.navigate({ to: PAGE, search: { timeInterval: '7d', limit: 10 } });
    await waitFor(async () => expect(await listRows()).toHaveLength(13));
    expect(askedFor('/stockOut/list').at(-1)!.searchParams.get('limit')).toBe('10');
  });

  it('shows a loader while the list loads, then the rows', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/v1${getStockOutList.path}`, async ({ request: sent }) => {
        await held;
        return sandbox.app.fetch(sent);
      }),
    );
    await openReport('?timeInterval=7d');
    expect(await screen.findByLabelText('Loading stock-outs')).toBeInTheDocument();
    release();
    expect(await listRows()).toHaveLength(23);
  });

  it("shows 'No records' for a range without stock-outs", async () => {
    // 08:00–10:00 UTC two days ago: night in every restaurant's zone, kitchens closed.
    const today = new Date();
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 2, 8);
    await openReport(`?startDate=${start}&endDate=${start + 2 * 3_600_000}`);
    expect(await screen.findByText('No records')).toBeVisible();
    await waitFor(() => expect(within(totals()).getByText('0')).toBeVisible());
  });

  it('keeps every filter in the URL when switching tabs (spec 000 §2 tab bars)', async () => {
    const app = await openReport('?timeInterval=7d&materials=Nuggets,CFA%20Filets');
    await listRows();
    await userEvent.click(screen.getByRole('tab', { name: 'Graphic' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        timeInterval: '7d',
        materials: 'Nuggets,CFA Filets',
        view: 'graphic',
      }),
    );
    expect(screen.getByRole('tab', { name: 'Graphic' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(askedFor('/stockOut/analytic').length).toBe(1));
    const url = askedFor('/stockOut/analytic')[0]!;
    expect(url.searchParams.get('materials')).toBe('Nuggets,CFA Filets');
    // Spec 000 §9: the 7-day preset's automatic resolution.
    expect(url.searchParams.get('interval')).toBe('12h');
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        timeInterval: '7d',
        materials: 'Nuggets,CFA Filets',
        view: 'list',
      }),
    );
    expect(await listRows()).not.toHaveLength(0);
  });

  it('clicking a bar opens the list filtered to its time range and restaurant (beyond the spec)', async () => {
    const own = restaurantUuid(1001);
    const app = await openReport(
      `?view=graphic&timeInterval=7d&restaurantUuid=${own}&materials=Nuggets,Strips,CFA%20Filets`,
    );
    const { chart, count, start, end } = await busiestBar();
    expect(count).toBeGreaterThan(0);
    expect(end - start).toBe(12 * 3_600_000);

    chart.cursor.left = start + 60_000;
    chart.over.click();

    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        view: 'list',
        startDate: start,
        endDate: end,
        restaurantUuid: own,
        materials: 'Nuggets,Strips,CFA Filets',
      }),
    );
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    const rows = await listRows();
    expect(rows).toHaveLength(count + 3);
    const sent = askedFor('/stockOut/list').at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      startTime: String(start),
      endTime: String(end),
      restaurantsUuid: own,
      materials: 'Nuggets,Strips,CFA Filets',
    });
    await waitFor(() => expect(within(totals()).getByText(String(count))).toBeVisible());
    // One restaurant: no restaurant column.
    expect(screen.queryByRole('columnheader', { name: 'Restaurant' })).toBeNull();
  });

  it('spec 001 §7 stock-out graphic, by keyboard: arrows reach a bar, which is named by its range and stock-outs, and Enter opens its list as a click does', async () => {
    const user = userEvent.setup();
    const own = restaurantUuid(1001);
    const app = await openReport(`?view=graphic&timeInterval=7d&restaurantUuid=${own}`);
    // Not the first bar, so that reaching it takes arrows, whichever hour the suite runs at.
    const { index, count, start, end } = await busiestBar(1);
    expect(count).toBeGreaterThan(0);

    const bars = await screen.findByRole('listbox', { name: 'Stock-outs over time' });
    act(() => bars.focus());
    const focused = () => document.getElementById(bars.getAttribute('aria-activedescendant')!);
    expect(focused()).toHaveAttribute('aria-posinset', '1');
    await user.keyboard('{ArrowRight}'.repeat(index));
    // In the kitchen's clock, as the page's other times.
    const timeZone = restaurantZone(own);
    expect(focused()).toHaveAccessibleName(
      new RegExp(
        `^${timestamp(start, { timeZone })} – ${timestamp(end, { timeZone })}: .*Total ${count}$`,
      ),
    );
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        view: 'list',
        startDate: start,
        endDate: end,
        restaurantUuid: own,
      }),
    );
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(await listRows()).toHaveLength(count + 3);
  });

  it('spec 000 §4: Export saves the spreadsheet under the name in its content-disposition', async () => {
    const saved: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:stock-outs';
    };
    URL.revokeObjectURL = () => undefined;
    try {
      await openReport('?timeInterval=7d&materials=Nuggets');
      await listRows();
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      // The exact name from filename* (its en dash), not the ASCII fallback of filename.
      expect(saved[0]!.download).toMatch(
        /^Stock-outs all restaurants \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\.xls$/,
      );
      expect(saved[0]!.href).toBe('blob:stock-outs');
      const text = await blobs[0]!.text();
      expect(text).toContain('<Workbook');
      expect(text).toContain('Nuggets');
      expect(text).not.toContain('CFA Filets');
      const [xls] = askedFor('/stockOut/xls');
      expect(xls!.searchParams.get('materials')).toBe('Nuggets');
      expect(
        Number(xls!.searchParams.get('endTime')) - Number(xls!.searchParams.get('startTime')),
      ).toBeCloseTo(7 * 86_400_000, -4);
      expect(await screen.findByText(`Saved as ${saved[0]!.download}`)).toBeVisible();
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('spec 000 §4: an export over the provider’s row limit (202) says it is accepted elsewhere and saves no file', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const created = vi.fn(() => 'blob:stock-outs');
    const original = URL.createObjectURL;
    URL.createObjectURL = created;
    // The sandbox's own 202 answer (sandbox/routes/stock-out.ts over MAX_SPREADSHEET_ROWS).
    server.use(
      http.get(`*/api/v1${getStockOutXls.path}`, () => acceptedResponse(EXPORT_PREPARED_MESSAGE)),
    );
    try {
      await openReport('?timeInterval=7d');
      await listRows();
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(
        await screen.findByText(/Export accepted: it is being processed elsewhere/),
      ).toBeVisible();
      expect(askedFor('/stockOut/xls')).toHaveLength(1);
      expect(created).not.toHaveBeenCalled();
      expect(clicked).not.toHaveBeenCalled();
      expect(screen.queryByText(/Export failed|Saved as/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('every call failing: an error with retry, No information, a notice, and the page stays', async () => {
    server.use(
      failWith(getStockOutList, 500, 'Stock-out service down'),
      networkError(getStockOutTotal),
      malformed(getStockOutAnalytic),
      failWith(getStockOutMaterials, 503, 'Down'),
      failWith(getStockOutXls, 500, 'Spreadsheet service down'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openReport('?timeInterval=7d');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stock-outs could not be loaded');
    expect(alert).toHaveTextContent('Stock-out service down');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(within(totals()).getByText('No information')).toBeVisible());
    expect(await screen.findByPlaceholderText('Products could not be loaded')).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Graphic' }));
    await waitFor(() => expect(screen.getAllByText('No information')).toHaveLength(2));
    expect(charts).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed')).toBeVisible();
    expect(screen.getByText('Spreadsheet service down')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Out' })).toBeVisible();
  });

  it("spec 001 §7 'Dictionaries': products the console has no colour for are stacked, listed and coloured from the fallback palette by their names", async () => {
    // The provider's own answer, with two more products in the first restaurant's series.
    server.use(
      http.get('*/api/v1/stockOut/analytic', async ({ request: asked }) => {
        const real = (await (await sandbox.app.fetch(asked)).json()) as {
          results: {
            timestamps: number[];
            restaurants: Array<{ series: Array<{ material: string; points: unknown[] }> }>;
          };
        };
        const [first] = real.results.restaurants;
        const timestamp = real.results.timestamps[0]!;
        for (const material of ['Grilled Nuggets', 'Wings'])
          first!.series.push({ material, points: [{ timestamp, count: 1, duration: 120 }] });
        return HttpResponse.json(real);
      }),
    );
    await openReport('?timeInterval=7d&view=graphic');
    const legend = await screen.findByRole('list', { name: 'Legend' });
    const swatch = (label: string) =>
      (within(legend).getByText(label).previousElementSibling as HTMLElement).style.background;
    await waitFor(() => expect(within(legend).getByText('Grilled Nuggets')).toBeVisible());
    expect(within(legend).getByText('Wings')).toBeVisible();
    const colours = ['Grilled Nuggets', 'Wings', 'Nuggets'].map(swatch);
    for (const colour of colours) expect(colour).toMatch(/^rgb\(/);
    expect(new Set(colours).size).toBe(3);
    const byProduct = screen.getByRole('table', { name: 'Stock-outs by product' });
    expect(within(byProduct).getByRole('rowheader', { name: 'Grilled Nuggets' })).toBeVisible();
    expect(within(byProduct).getByRole('rowheader', { name: 'Wings' })).toBeVisible();
    expect(within(byProduct).queryByText(/undefined/)).toBeNull();
  });

  it('drops a product that is not an option from the URL once the options are known, and never sends it (spec 000 §5)', async () => {
    const app = await openReport('?timeInterval=7d&materials=Nuggets,Tacos&view=pie');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ materials: 'Nuggets' }),
    );
    await waitFor(() => expect(askedFor('/stockOut/list').length).toBeGreaterThan(0));
    for (const path of ['/stockOut/list', '/stockOut/total']) {
      for (const url of askedFor(path)) expect(url.searchParams.get('materials')).toBe('Nuggets');
    }
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  });

  it('spec 001 §7 line 240: a material added to the dictionary is a product option; chosen, every call sends it', async () => {
    addWings(sandbox.context.chain);
    const app = await openReport('?timeInterval=7d');
    await chooseFilter(
      app.router,
      { combobox: 'Products', option: 'Wings' },
      {
        url: { materials: 'Wings' },
        lastCall: () => askedFor('/stockOut/total').at(-1),
        sends: { materials: 'Wings' },
      },
    );
  });

  it("spec 000 §3 'Stock-out query fields: restaurantsUuid, startTime, endTime, materials, interval': the list, total, analytic and export send the chart's interval", async () => {
    stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openReport('?timeInterval=7d&interval=4h');
    await waitFor(() => expect(askedFor('/stockOut/list').length).toBeGreaterThan(0));
    for (const path of ['/stockOut/list', '/stockOut/total'])
      expect(askedFor(path).at(-1)!.searchParams.get('interval'), path).toBe('4h');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(askedFor('/stockOut/xls').length).toBe(1));
    expect(askedFor('/stockOut/xls')[0]!.searchParams.get('interval')).toBe('4h');
    await user.click(screen.getByRole('tab', { name: 'Graphic' }));
    await waitFor(() => expect(askedFor('/stockOut/analytic').length).toBeGreaterThan(0));
    expect(askedFor('/stockOut/analytic').at(-1)!.searchParams.get('interval')).toBe('4h');
  });
});
