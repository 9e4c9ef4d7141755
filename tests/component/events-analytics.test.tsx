import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getFryerCycles,
  getFryerCyclesDistribution,
  getWaste,
  getWasteDistribution,
} from '../../src/api/analytics/analytics.endpoints';
import * as eventsEndpoints from '../../src/api/analytics/events-analytics.endpoints';
import {
  getCooked,
  getRecommendationsTaskDelay,
} from '../../src/api/analytics/events-analytics.endpoints';
import { getFryerVendors } from '../../src/api/materials/materials.endpoints';
import { request, unwrap } from '../../src/api/request';
import { formatWeight } from '../../src/lib/format';
import { fryerVendorsOf } from '../../sandbox/model/fryer-cycles';
import { findUserByEmail } from '../../sandbox/model/users';
import { visibleRestaurants } from '../../sandbox/model/visibility';
import { addWings, addWings6 } from '../helpers/dictionary-entries';
import { chooseFilter } from '../helpers/filters';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, malformed, networkError } from '../helpers/override';
import { chartPageSetup } from '../helpers/chart-page';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

/** One card per analytics row group (the list), conveyors and entree chutes in two. */
const CARDS = [
  'Cooked',
  'Waste',
  'Recommendations',
  'Task delays',
  'Fryer cycles',
  'Containers',
  'Inbound conveyor',
  'Outbound conveyor',
  'Entree chutes',
  'Entree chute packages',
  'Performance ratio',
];

const { askedFor, asked, forget } = chartPageSetup('/analytic/');

const askedForName = (name: string) => askedFor(`/analytic/${name}`);

async function openPage(search = '') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`/events/analytics${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Events Analytics' });
  return app;
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

/** The cards, below the page's event overview (a section of its own). */
function cards() {
  return screen.getByRole('group', { name: 'Events analytics' });
}

/** The manager's fryer vendors, as the sandbox lists them (GET /materials/filters/fryer-vendors). */
function fryerVendors() {
  const { chain } = sandbox.context;
  const manager = findUserByEmail(chain.users, 'manager@demo.kitchen')!;
  return fryerVendorsOf(chain, visibleRestaurants(manager, chain.restaurants));
}

/** The two fryer calls the page made. */
const fryerCalls = () => [
  ...askedForName('fryer-cycles'),
  ...askedForName('fryer-cycles-distribution'),
];

const ENTREE_CALLS = [
  'entree-chutes-holding',
  'entree-chutes-packages',
  'entree-chutes-quantity',
  'entree-chutes-distribution',
];

// A whole console with eleven cards and some 25 calls each: longer than the default 5 s.
describe('/events/analytics', () => {
  it('shows every analytics group with the sandbox figures', async () => {
    await openPage('?timeInterval=7d');
    for (const name of CARDS) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(within(cards()).getAllByText(/^Updated /).length).toBe(CARDS.length),
    );
    expect(screen.queryByText('No information')).toBeNull();

    // The same call the page made, asked again: its figures are the ones shown.
    const [url] = askedForName('cooked');
    const cooked = unwrap(
      await request(getCooked, { query: Object.fromEntries(url!.searchParams) }),
    );
    expect(cooked.batches).toBeGreaterThan(0);
    expect(
      within(card('Cooked')).getAllByText(formatWeight(cooked.total, 'kg')).length,
    ).toBeGreaterThan(0);
    expect(within(card('Cooked')).getByRole('rowheader', { name: 'Nuggets' })).toBeVisible();

    // Spec 000 §9: the task-delay and fryer tables add High, Low and Average rows.
    for (const name of ['Task delays', 'Fryer cycles']) {
      for (const row of ['High', 'Low', 'Average']) {
        expect(within(card(name)).getByRole('rowheader', { name: row })).toBeVisible();
      }
    }
    const [delayUrl] = askedForName('recommendations-task-delay');
    const delays = unwrap(
      await request(getRecommendationsTaskDelay, {
        query: Object.fromEntries(delayUrl!.searchParams),
      }),
    );
    expect(
      within(card('Task delays')).getByText(
        `${delays.delaysNumber.toLocaleString('en')} / ${delays.tasks.toLocaleString('en')}`,
      ),
    ).toBeVisible();

    expect(within(card('Containers')).getByRole('rowheader', { name: 'Half pan' })).toBeVisible();
    expect(within(card('Inbound conveyor')).getByText(/^Latest 10 of /)).toBeVisible();
    expect(within(card('Outbound conveyor')).getAllByRole('row').length).toBe(11);
    expect(
      within(card('Entree chute packages')).getByRole('rowheader', { name: '8-count nuggets' }),
    ).toBeVisible();
    expect(
      within(card('Performance ratio')).getByRole('columnheader', { name: 'Cooked / recommended' }),
    ).toBeVisible();
    for (const name of ['Cooked', 'Waste', 'Recommendations', 'Task delays', 'Fryer cycles']) {
      expect(within(card(name)).getByRole('img')).toBeInTheDocument();
    }
    // Defaults: period DAY, Global = no restaurantUuid, all orders (no catering call).
    expect(url!.searchParams.get('period')).toBe('DAY');
    expect(url!.searchParams.has('restaurantUuid')).toBe(false);
    expect(askedForName('catering-cooked')).toHaveLength(0);
    expect(askedForName('performance-ratio')[0]!.searchParams.get('performanceRatioType')).toBe(
      'COOKED/RECOMMENDATION',
    );
  });

  it("spec 001 §7 'Dictionaries': a container, package and product the console has no words for are shown as the provider names them", async () => {
    /** The provider's own answer to `/analytic/{name}`, changed by `change` first. */
    const changed = (name: string, change: (results: Record<string, unknown>) => void) =>
      http.get(`*/api/v1/analytic/${name}`, async ({ request: asked }) => {
        const real = (await (await sandbox.app.fetch(asked)).json()) as {
          results: Record<string, unknown>;
        };
        change(real.results);
        return HttpResponse.json(real);
      });
    server.use(
      changed('containers-distribution', (results) => {
        const shares = results.containerShares as Array<Record<string, unknown>>;
        shares.push({ containerName: 'Quarter pan', materialsCount: 3, materialsShare: 1 });
        const rows = results.rows as Array<{ containerShares: Array<Record<string, unknown>> }>;
        rows[0]!.containerShares.push({
          containerName: 'Quarter pan',
          materialsCount: 3,
          materialsShare: 50,
        });
      }),
      changed('entree-chutes-distribution', (results) => {
        (results.rows as Array<Record<string, unknown>>).push({
          productName: 'WINGS_6',
          materialName: 'Grilled Nuggets',
          totalCount: 1,
          totalShare: 0.1,
        });
      }),
    );
    await openPage('?timeInterval=7d');
    const containers = () => card('Containers');
    await waitFor(() =>
      expect(within(containers()).getByRole('rowheader', { name: 'Quarter pan' })).toBeVisible(),
    );
    // The per-product table has a column for it too, after the console's own containers.
    expect(within(containers()).getByRole('columnheader', { name: 'Quarter pan' })).toBeVisible();
    const packages = () => card('Entree chute packages');
    await waitFor(() =>
      expect(within(packages()).getByRole('rowheader', { name: 'WINGS_6' })).toBeVisible(),
    );
    expect(within(packages()).getByText('Grilled Nuggets')).toBeVisible();
    expect(within(packages()).queryByText(/kitchen\.package/)).toBeNull();
  });

  it('eventName (default all): choosing an event puts it in the URL and shows only its card', async () => {
    const app = await openPage('?timeInterval=7d');
    await waitFor(() => expect(askedForName('cooked').length).toBeGreaterThan(0));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'TASK_DELAYS');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ eventName: 'TASK_DELAYS' }),
    );
    expect(screen.getByRole('region', { name: 'Task delays' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cooked' })).toBeNull();
    expect(within(cards()).getAllByRole('region')).toHaveLength(1);
    // Back to all: every card again, and no eventName in the URL.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'all');
    await waitFor(() => expect(within(cards()).getAllByRole('region')).toHaveLength(CARDS.length));
    expect(app.router.state.location.search).not.toHaveProperty('eventName');
  });

  it('opens on one event from the URL, and calls nothing else', async () => {
    await openPage('?timeInterval=7d&eventName=CONVEYORS');
    await waitFor(() => expect(within(cards()).getAllByText(/^Updated /).length).toBe(2));
    expect(
      within(cards())
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Inbound conveyor', 'Outbound conveyor']);
    const names = new Set(asked().map((url) => url.pathname.replace(/^.*\/analytic\//, '')));
    expect([...names].sort()).toEqual(
      [
        'inbound-conveyor',
        'inbound-conveyor/containers',
        'outbound-conveyor',
        'outbound-conveyor/containers',
      ].sort(),
    );
  });

  it('the catering toggle asks the catering variants and says so in the titles', async () => {
    const app = await openPage('?timeInterval=7d');
    await userEvent.click(screen.getByRole('radio', { name: 'Catering' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ catering: true }));
    for (const name of ['Cooked for catering', 'Catering recommendations', 'Catering containers']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    await waitFor(() => {
      for (const name of [
        'catering-cooked',
        'catering-cooked-distribution',
        'catering-recommendations',
        'catering-recommendations-distribution',
        'catering-containers-distribution',
      ]) {
        expect(askedForName(name).length, name).toBeGreaterThan(0);
      }
    });
  });

  it('period, products and ratio type go to the URL and to the calls', async () => {
    const app = await openPage('?timeInterval=7d&chickenTypes=Nuggets,Bogus');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chickenTypes: 'Nuggets' }),
    );
    await waitFor(() => expect(askedForName('cooked-distribution').length).toBeGreaterThan(0));
    expect(askedForName('cooked-distribution')[0]!.searchParams.get('materials')).toBe('Nuggets');
    // Spec 000 §5: the calls waited for the dictionary; none asked for the unknown product.
    for (const url of asked()) expect(url.searchParams.get('materials') ?? '').not.toMatch(/Bogus/);
    // Its table (the chart has a hidden one of its own): header, Nuggets, total.
    await waitFor(() =>
      expect(
        within(within(card('Cooked')).getByRole('table', { name: 'Cooked' })).getAllByRole('row'),
      ).toHaveLength(3),
    );

    forget();
    await userEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ period: 'HOUR' }));
    await waitFor(() => expect(askedForName('cooked').length).toBeGreaterThan(0));
    expect(askedForName('cooked')[0]!.searchParams.get('period')).toBe('HOUR');

    forget();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ratio' }), 'WASTE/COOKED');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({
        performanceRatioType: 'WASTE/COOKED',
      }),
    );
    await waitFor(() => expect(askedForName('performance-ratio').length).toBeGreaterThan(0));
    expect(askedForName('performance-ratio')[0]!.searchParams.get('performanceRatioType')).toBe(
      'WASTE/COOKED',
    );
    expect(
      await within(card('Performance ratio')).findByRole('columnheader', {
        name: 'Waste / cooked',
      }),
    ).toBeVisible();
    expect(within(card('Performance ratio')).queryByText('Cooked / recommended')).toBeNull();
  });

  it('drops bad URL values instead of sending them', async () => {
    await openPage('?timeInterval=7d&period=FORTNIGHT&eventName=BOGUS&performanceRatioType=A/B');
    await waitFor(() => expect(askedForName('performance-ratio').length).toBeGreaterThan(0));
    expect(askedForName('cooked')[0]!.searchParams.get('period')).toBe('DAY');
    expect(askedForName('performance-ratio')[0]!.searchParams.get('performanceRatioType')).toBe(
      'COOKED/RECOMMENDATION',
    );
    expect(within(cards()).getAllByRole('region')).toHaveLength(CARDS.length);
  });

  it('shows weights in pounds when chosen', async () => {
    await openPage('?timeInterval=7d&eventName=COOKED');
    const tile = await waitFor(() => within(card('Cooked')).getAllByText(/ kg$/)[0]!);
    const kg = Number(tile.textContent!.replace(/[^\d.]/g, ''));
    await userEvent.click(screen.getByRole('radio', { name: 'Pounds' }));
    await waitFor(() => expect(within(card('Cooked')).queryAllByText(/ kg$/)).toHaveLength(0));
    const lbs = within(card('Cooked')).getAllByText(/ lbs$/)[0]!;
    expect(Number(lbs.textContent!.replace(/[^\d.]/g, ''))).toBeCloseTo(kg * 2.20462, 0);
  });

  it("spec 000 §4: every call failing (500, network, malformed) shows 'No information' in every card", async () => {
    const endpoints = [
      ...Object.values(eventsEndpoints),
      getWaste,
      getWasteDistribution,
      getFryerCycles,
      getFryerCyclesDistribution,
    ];
    server.use(
      ...endpoints.map((endpoint, index) =>
        index % 3 === 0
          ? failWith(endpoint, 500, 'Boom')
          : index % 3 === 1
            ? networkError(endpoint)
            : malformed(endpoint),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPage('?timeInterval=7d');
    await waitFor(() => expect(screen.getAllByText('No information').length).toBe(CARDS.length));
    for (const name of CARDS) {
      expect(within(card(name)).getByText('No information')).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Events Analytics' })).toBeVisible();
    // The toolbar still works: the filters can be changed to try again.
    expect(screen.getByRole('combobox', { name: 'Event' })).toBeEnabled();
  });

  it('spec 001 §3 "vendors and isCorrect (fryer only)": the URL\'s fryer filters go to the fryer calls and no other', async () => {
    const [vendor] = fryerVendors();
    const app = await openPage(
      `?timeInterval=7d&vendors=${encodeURIComponent(vendor!)}&isCorrect=false`,
    );
    expect(app.router.state.location.search).toMatchObject({ vendors: vendor, isCorrect: false });
    await waitFor(() =>
      expect(askedForName('fryer-cycles-distribution').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(askedForName('fryer-cycles').length).toBeGreaterThan(0));
    for (const url of fryerCalls()) {
      expect(url.searchParams.get('vendors')).toBe(vendor);
      expect(url.searchParams.get('isCorrect')).toBe('false');
    }
    await waitFor(() => expect(askedForName('cooked').length).toBeGreaterThan(0));
    for (const url of asked().filter((url) => !fryerCalls().includes(url))) {
      expect(url.searchParams.has('vendors'), url.pathname).toBe(false);
      expect(url.searchParams.has('isCorrect'), url.pathname).toBe(false);
    }
    // The card's total is the filtered answer's.
    const [url] = askedForName('fryer-cycles');
    const cycles = unwrap(
      await request(getFryerCycles, { query: Object.fromEntries(url!.searchParams) }),
    );
    expect(cycles.count).toBeGreaterThan(0);
    const table = await within(card('Fryer cycles')).findByRole('table', { name: 'Fryer cycles' });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      new RegExp(`^Total${cycles.count.toLocaleString('en')}`),
    );
  });

  it('spec 000 §5 "filter values not among the options are dropped": an unknown vendor is neither sent nor kept in the URL', async () => {
    const [vendor] = fryerVendors();
    // The list answers late: the fryer calls wait for it rather than go out without vendors.
    server.use(
      http.get(`*/api/v1${getFryerVendors.path}`, async ({ request }) => {
        await delay(300);
        return sandbox.app.fetch(request);
      }),
    );
    const app = await openPage(
      `?timeInterval=7d&eventName=FRYER_CYCLES&vendors=Acme,${encodeURIComponent(vendor!)}`,
    );
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ vendors: vendor }),
    );
    await waitFor(() => expect(within(cards()).getAllByText(/^Updated /)).toHaveLength(1));
    expect(fryerCalls()).toHaveLength(2);
    for (const url of fryerCalls()) expect(url.searchParams.get('vendors')).toBe(vendor);
  });

  it('spec 001 §3 "packages (entree chutes only)": the URL\'s package types go to the entree-chute calls as `packages`, unknown ones dropped', async () => {
    const app = await openPage('?timeInterval=7d&packageTypes=NUGGETS_8,TACO');
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ packageTypes: 'NUGGETS_8' }),
    );
    await waitFor(() => {
      for (const name of ENTREE_CALLS) expect(askedForName(name).length, name).toBeGreaterThan(0);
    });
    // The calls waited for the packages: none went out with TACO, nor without NUGGETS_8.
    for (const name of ENTREE_CALLS) {
      for (const url of askedForName(name)) {
        expect(url.searchParams.get('packages'), name).toBe('NUGGETS_8');
        expect(url.searchParams.has('packageTypes'), name).toBe(false);
      }
    }
    expect(askedForName('cooked')[0]!.searchParams.has('packages')).toBe(false);
    const packages = card('Entree chute packages');
    expect(
      await within(packages).findByRole('rowheader', { name: '8-count nuggets' }),
    ).toBeVisible();
    expect(within(packages).queryByRole('rowheader', { name: '12-count nuggets' })).toBeNull();
  });

  it('spec 001 §7 line 240: a package added to the chicken packages dictionary is an entree package option, sent as `packages`', async () => {
    addWings6(sandbox.context.chain);
    const app = await openPage('?timeInterval=7d&eventName=ENTREE_CHUTES');
    await chooseFilter(
      app.router,
      { combobox: 'Entree packages', option: 'WINGS_6' },
      {
        url: { packageTypes: 'WINGS_6' },
        lastCall: () => askedForName('entree-chutes-distribution').at(-1),
        sends: { packages: 'WINGS_6' },
      },
    );
  });

  it('spec 001 §7 line 239: a material added to the chicken materials dictionary is a product option, sent as `materials`', async () => {
    addWings(sandbox.context.chain);
    const app = await openPage('?timeInterval=7d&eventName=COOKED');
    await chooseFilter(
      app.router,
      { combobox: 'Chicken products', option: 'Wings' },
      {
        url: { chickenTypes: 'Wings' },
        lastCall: () => askedForName('cooked').at(-1),
        sends: { materials: 'Wings' },
      },
    );
  });

  it('spec 000 §3 "vendors and isCorrect (default all)": changing the fryer and package filters updates the URL and the calls', async () => {
    const [vendor] = fryerVendors();
    const user = userEvent.setup();
    const app = await openPage('?timeInterval=7d');
    await waitFor(() => expect(fryerCalls()).toHaveLength(2));
    for (const url of fryerCalls()) {
      expect(url.searchParams.has('vendors')).toBe(false);
      expect(url.searchParams.has('isCorrect')).toBe(false);
    }
    expect(screen.getByRole('radio', { name: 'All cycles' })).toBeChecked();

    forget();
    await user.click(screen.getByRole('radio', { name: 'Incorrect' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ isCorrect: false }),
    );
    await waitFor(() => expect(fryerCalls()).toHaveLength(2));
    for (const url of fryerCalls()) expect(url.searchParams.get('isCorrect')).toBe('false');

    forget();
    await user.click(await screen.findByRole('combobox', { name: 'Fryer vendors' }));
    await user.click(await screen.findByRole('option', { name: vendor }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ vendors: vendor }),
    );
    await waitFor(() => expect(fryerCalls()).toHaveLength(2));
    for (const url of fryerCalls()) expect(url.searchParams.get('vendors')).toBe(vendor);

    forget();
    await user.click(await screen.findByRole('combobox', { name: 'Entree packages' }));
    await user.click(await screen.findByRole('option', { name: '3-count strips' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ packageTypes: 'STRIPS_3' }),
    );
    await waitFor(() => expect(askedForName('entree-chutes-distribution').length).toBe(1));
    expect(askedForName('entree-chutes-distribution')[0]!.searchParams.get('packages')).toBe(
      'STRIPS_3',
    );

    await user.click(screen.getByRole('radio', { name: 'All cycles' }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('isCorrect'));
  });

  it("spec 000 §4: the vendor list failing, the filter says so and the fryer card shows every vendor's cycles", async () => {
    server.use(failWith(getFryerVendors, 500, 'Vendors down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPage('?timeInterval=7d&eventName=FRYER_CYCLES&vendors=Pitco&isCorrect=true');
    expect(await screen.findByPlaceholderText('Fryer vendors could not be loaded')).toBeDisabled();
    await waitFor(() => expect(within(cards()).getAllByText(/^Updated /)).toHaveLength(1));
    expect(within(card('Fryer cycles')).queryByText('No information')).toBeNull();
    for (const url of fryerCalls()) {
      expect(url.searchParams.has('vendors')).toBe(false);
      expect(url.searchParams.get('isCorrect')).toBe('true');
    }
  });

  it('spec 000 §1: on a phone the fryer and package filters are in the filter sheet, counted and reset there', async () => {
    const [vendor] = fryerVendors();
    onPhone();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = await openPage(
      `?timeInterval=7d&vendors=${encodeURIComponent(vendor!)}&isCorrect=true&packageTypes=NUGGETS_8`,
    );
    const button = await screen.findByRole('button', { name: 'Filters, 3 changed' });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('radio', { name: 'Correct' })).toBeChecked();
    expect(
      await within(sheet).findByRole('combobox', { name: 'Fryer vendors' }),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('combobox', { name: 'Entree packages' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ timeInterval: '7d' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
