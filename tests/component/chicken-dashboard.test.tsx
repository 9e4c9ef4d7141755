import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getTimers,
  getTotalUsage,
  getWaste,
  getWasteDistribution,
} from '../../src/api/analytics/analytics.endpoints';
import { request, unwrap } from '../../src/api/request';
import { formatWeight } from '../../src/lib/format';
import { chartPageSetup } from '../helpers/chart-page';
import { renderApp } from '../helpers/render-app';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, holdFirstCall, malformed, networkError } from '../helpers/override';
import { signInAs } from '../helpers/sign-in';
import { dictionariesOf } from '../../sandbox/model/dictionaries';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

const SECTIONS = [
  'Hold time ratio',
  'Waste summary',
  'Holding time by product',
  'Waste by product',
  'Hold time distribution',
  'Average hold time',
  'Waste by day part',
  'Pan cycles by product',
  'Pan cycles',
];

const { askedFor } = chartPageSetup('/analytic/');

async function openDashboard(search = '') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`/dashboard/chicken${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/dashboard/chicken', () => {
  it('shows the nine sections with the sandbox numbers', async () => {
    await openDashboard('?timeInterval=7d');
    for (const name of SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The sandbox generates seven days of every restaurant on this first ask.
    await waitFor(() =>
      expect(within(section('Hold time ratio')).getByText('Batches')).toBeVisible(),
    );
    // The same call the page made, asked again: its numbers are the ones shown.
    const [url] = askedFor('/analytic/total-usage');
    const query = Object.fromEntries(url!.searchParams);
    const usage = unwrap(await request(getTotalUsage, { query }));
    expect(usage.batches).toBeGreaterThan(0);
    expect(
      within(section('Hold time ratio')).getByText(usage.batches!.toLocaleString('en')),
    ).toBeVisible();
    expect(
      within(section('Waste summary')).getByText(formatWeight(usage.wasteWeight, 'kg')),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(section('Holding time by product')).getAllByRole('row').length).toBe(9),
    );
    expect(
      within(section('Pan cycles by product')).getByRole('rowheader', { name: 'Nuggets' }),
    ).toBeVisible();
    expect(within(section('Hold time distribution')).getByText('≤20 min')).toBeVisible();
    expect(within(section('Waste by day part')).getByText('Breakfast')).toBeVisible();
    for (const name of ['Average hold time', 'Waste by day part', 'Pan cycles']) {
      expect(within(section(name)).getByRole('img')).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getAllByText(/^Updated /).length).toBe(9));
    // Default period DAY, Global = no restaurantUuid.
    expect(url!.searchParams.get('period')).toBe('DAY');
    expect(url!.searchParams.has('restaurantUuid')).toBe(false);
  });

  it('spec 000 §9: the pan cycles table ends with High, Low and Average over the products that had cycles', async () => {
    await openDashboard('?timeInterval=7d');
    const table = () => section('Pan cycles by product');
    await waitFor(() =>
      expect(within(table()).getByRole('rowheader', { name: 'High' })).toBeVisible(),
    );
    const [url] = askedFor('/analytic/fryer-cycles-distribution');
    const query = Object.fromEntries(url!.searchParams);
    const { rows } = unwrap(await request(getFryerCyclesDistribution, { query }));
    const cycled = rows.filter((row) => row.count > 0);
    expect(cycled.length).toBeGreaterThan(1);
    const number = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });
    const share = (value: number) => `${number(value)}%`;
    const columns = [
      { of: (row: (typeof rows)[number]) => row.count, write: number },
      { of: (row: (typeof rows)[number]) => row.share, write: share },
      { of: (row: (typeof rows)[number]) => row.utilized, write: share },
      {
        of: (row: (typeof rows)[number]) => row.elapsedTime,
        write: (v: number) => `${number(v)} min`,
      },
    ];
    const expected = {
      High: columns.map(({ of, write }) => write(Math.max(...cycled.map(of)))),
      Low: columns.map(({ of, write }) => write(Math.min(...cycled.map(of)))),
      Average: columns.map(({ of, write }) =>
        write(cycled.reduce((sum, row) => sum + of(row), 0) / cycled.length),
      ),
    };
    const bodyRows = within(table()).getAllByRole('row').slice(1, -1);
    expect(bodyRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      ...rows.map((row) => row.material),
      'High',
      'Low',
      'Average',
    ]);
    for (const [name, cells] of Object.entries(expected)) {
      const row = within(table()).getByRole('rowheader', { name }).closest('tr')!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(cells);
    }
  });

  it("spec 001 §7 'Dictionaries': a product the provider names that the console has no label for ('Grilled Nuggets') is listed by its name, the other products with it", async () => {
    // The provider's own answers with one more product: a real provider's dictionary grows.
    const withGrilled = (path: string, row: (rows: Array<Record<string, unknown>>) => object) =>
      http.get(`*/api/v1${path}`, async ({ request: asked }) => {
        const real = (await (await sandbox.app.fetch(asked)).json()) as {
          results: Record<string, unknown>;
        };
        const key = path.endsWith('/timers') ? 'materials' : 'rows';
        const rows = real.results[key] as Array<Record<string, unknown>>;
        rows.push({ ...row(rows), material: 'Grilled Nuggets' });
        return HttpResponse.json(real);
      });
    server.use(
      withGrilled('/analytic/timers', (rows) => rows[0]!),
      withGrilled('/analytic/waste-distribution', (rows) => rows[0]!),
    );
    await openDashboard('?timeInterval=7d');
    for (const name of ['Holding time by product', 'Waste by product']) {
      await waitFor(() =>
        expect(
          within(section(name)).getByRole('rowheader', { name: 'Grilled Nuggets' }),
        ).toBeVisible(),
      );
      expect(within(section(name)).getByRole('rowheader', { name: 'Nuggets' })).toBeVisible();
      expect(within(section(name)).queryByText(/undefined/)).toBeNull();
    }
  });

  it("spec 001 §7 'Dictionaries': a material added to the chicken materials dictionary is cooked by the kitchens and shown by its name", async () => {
    dictionariesOf(sandbox.context.chain).add(
      'chicken-materials',
      {
        materialCode: 'CH91',
        name: 'Grilled Nuggets',
        vendor: null,
        measurementUnit: 'PIECE',
        pieceWeightKg: 0.02,
        holdTimeMinutes: 30,
      },
      sandbox.context.now(),
    );
    await openDashboard('?timeInterval=7d');
    await waitFor(() =>
      expect(
        within(section('Holding time by product')).getByRole('rowheader', {
          name: 'Grilled Nuggets',
        }),
      ).toBeVisible(),
    );
    expect(
      within(section('Pan cycles by product')).getByRole('rowheader', { name: 'Grilled Nuggets' }),
    ).toBeVisible();
  });

  it('spec 000 §9: without any pan cycle the table has no High, Low and Average rows', async () => {
    server.use(
      answer(getFryerCyclesDistribution, {
        count: 0,
        rows: [{ material: 'Nuggets', count: 0, share: 0, utilized: 0, elapsedTime: 0 }],
      }),
    );
    await openDashboard('?timeInterval=7d');
    const table = () => section('Pan cycles by product');
    await waitFor(() =>
      expect(within(table()).getByRole('rowheader', { name: 'Nuggets' })).toBeVisible(),
    );
    for (const name of ['High', 'Low', 'Average']) {
      expect(within(table()).queryByRole('rowheader', { name })).toBeNull();
    }
  });

  it('asks from the preset in the URL', async () => {
    const before = Date.now();
    await openDashboard('?timeInterval=1h');
    await waitFor(() => expect(askedFor('/analytic/total-usage').length).toBeGreaterThan(0));
    const start = Number(askedFor('/analytic/total-usage')[0]!.searchParams.get('startEventTime'));
    expect(start).toBeGreaterThanOrEqual(before - 3_600_000);
    expect(start).toBeLessThanOrEqual(Date.now() - 3_600_000);
  });

  it('without dates in the URL asks from local midnight', async () => {
    await openDashboard();
    await waitFor(() => expect(askedFor('/analytic/timers').length).toBeGreaterThan(0));
    const start = Number(askedFor('/analytic/timers')[0]!.searchParams.get('startEventTime'));
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(start).toBe(midnight.getTime());
  });

  it('cancels the older call when the range changes, and ignores it silently', async () => {
    const { signals, override } = holdFirstCall(getFryerCycles, (sent) => sandbox.app.fetch(sent));
    server.use(override);
    const app = await openDashboard('?timeInterval=7d');
    await waitFor(() => expect(signals.length).toBe(1));
    await app.router.navigate({ to: '/dashboard/chicken', search: { timeInterval: '1d' } });
    await waitFor(() => expect(signals.length).toBe(2));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(section('Pan cycles')).getByRole('img')).toBeInTheDocument());
    expect(screen.queryByText('No information')).toBeNull();
  });

  it('shows No information in every section when every call fails, and keeps the page', async () => {
    server.use(
      failWith(getTotalUsage, 500, 'Boom'),
      networkError(getTimers),
      malformed(getWaste),
      failWith(getWasteDistribution, 503, 'Down'),
      networkError(getFryerCycles),
      malformed(getFryerCyclesDistribution),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDashboard();
    await waitFor(() => expect(screen.getAllByText('No information').length).toBe(9));
    for (const name of SECTIONS) {
      expect(within(section(name)).getByText('No information')).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('converts shown weights to pounds', async () => {
    await openDashboard('?timeInterval=7d');
    const waste = await waitFor(() => within(section('Waste summary')).getByText(/ kg$/));
    const kg = Number(waste.textContent!.replace(/[^\d.]/g, ''));
    await userEvent.click(screen.getByRole('radio', { name: 'Pounds' }));
    await waitFor(() =>
      expect(within(section('Waste summary')).getAllByText(/ lbs$/).length).toBeGreaterThan(0),
    );
    expect(within(section('Waste summary')).queryByText(/ kg$/)).toBeNull();
    const lbs = within(section('Waste summary')).getAllByText(/ lbs$/)[0]!;
    expect(Number(lbs.textContent!.replace(/[^\d.]/g, ''))).toBeCloseTo(kg * 2.20462, 0);
  });

  it('spec 000 §5: keeps the chickenTypes the materials dictionary holds and drops the others once it is read, never sending them', async () => {
    const app = await openDashboard('?chickenTypes=Nuggets,Bogus');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chickenTypes: 'Nuggets' }),
    );
    await waitFor(() => expect(askedFor('/analytic/timers').length).toBeGreaterThan(0));
    for (const url of [...askedFor('/analytic/timers'), ...askedFor('/analytic/total-usage')])
      expect(url.searchParams.get('materials')).toBe('Nuggets');
    await waitFor(() =>
      expect(within(section('Holding time by product')).getAllByRole('row').length).toBe(3),
    );
    expect(
      within(section('Holding time by product')).getByRole('rowheader', { name: 'Nuggets' }),
    ).toBeVisible();
  });

  it('spec 000 §5: an unknown period in the URL is dropped; the calls ask per day', async () => {
    await openDashboard('?timeInterval=7d&period=YEAR');
    await waitFor(() => expect(askedFor('/analytic/total-usage').length).toBeGreaterThan(0));
    expect(askedFor('/analytic/total-usage').map((url) => url.searchParams.get('period'))).toEqual(
      askedFor('/analytic/total-usage').map(() => 'DAY'),
    );
    expect(screen.queryByText('No information')).toBeNull();
  });

  it('draws a six-month range per day even with Hour in the URL, and says Hour is off', async () => {
    await openDashboard('?timeInterval=6mo&period=HOUR');
    await waitFor(() => expect(askedFor('/analytic/timers').length).toBeGreaterThan(0));
    expect(askedFor('/analytic/timers')[0]!.searchParams.get('period')).toBe('DAY');
    expect(screen.getByRole('radio', { name: 'Hour' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('spec 000 §7: the export has no product parameter, so with products chosen Export says it holds every product', async () => {
    await openDashboard('?timeInterval=1d&chickenTypes=Nuggets');
    await screen.findByRole('button', { name: 'Export' });
    expect(screen.getByText('The export holds every product')).toBeVisible();
  });

  it('says nothing beside Export while every product is shown', async () => {
    await openDashboard('?timeInterval=1d');
    await screen.findByRole('button', { name: 'Export' });
    expect(screen.queryByText('The export holds every product')).toBeNull();
  });

  it("spec 000 §4, §7: Export saves the analytics zip of the range under the server's name", async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:test/export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const exports: URL[] = [];
    server.events.on('request:start', ({ request: sent }) => {
      const url = new URL(sent.url);
      if (url.pathname.endsWith('/analytic/report')) exports.push(url);
    });
    try {
      await openDashboard('?timeInterval=1d');
      await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/\.zip$/);
      const [url] = exports;
      const span =
        Number(url!.searchParams.get('endEventTime')) -
        Number(url!.searchParams.get('startEventTime'));
      expect(span).toBe(86_400_000);
      expect(await screen.findByText(`Saved as ${saved[0]}`)).toBeVisible();
    } finally {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    }
  });
});

describe("/dashboard/chicken date range over the provider's span", () => {
  it('spec 000 §5 line 129: a custom range over 366 days shows the Error notice and disables Apply', async () => {
    const end = Date.now() - 60_000;
    const start = end - 400 * 86_400_000;
    await openDashboard(`?startDate=${start}&endDate=${end}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Date range: / }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Date range must be less than 366 days');
    expect(apply).toBeDisabled();
  });
});

describe('/dashboard/chicken date range in day mode', () => {
  it('spec 000 §2: YYYY-MM-DD dates in the URL are the days the button names, not "Select dates"', async () => {
    await openDashboard('?startDate=2026-03-02&endDate=2026-03-04');
    const button = await screen.findByRole('button', { name: /^Date range: / });
    expect(button).not.toHaveAccessibleName(/Select dates/);
    expect(button).toHaveAccessibleName(/Mar 2.*Mar 4|2 Mar.*4 Mar/);
  });
});

describe('/dashboard/chicken date range before its picker loads', () => {
  it('spec 000 §2: the shortcut keys move the URL range at once; the picker opens on the first click', async () => {
    const app = await openDashboard('?timeInterval=1d');
    await screen.findByRole('button', { name: 'Date range: Last 1 day' });
    const user = userEvent.setup();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => {
      const search = app.router.state.location.search as Record<string, unknown>;
      expect(search.timeInterval).toBeUndefined();
      expect(typeof search.startDate).toBe('number');
    });
    await user.click(await screen.findByRole('button', { name: /^Date range: / }));
    // One click loads the picker and opens it with the presets.
    expect(await screen.findByRole('button', { name: 'Last 7 days' })).toBeVisible();
  });
});
