import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  getEventAnalytic,
  getEventAnalyticMaterials,
} from '../../src/api/event-analytic/event-analytic.endpoints';
import { request, unwrap } from '../../src/api/request';
import type { EndpointInput } from '../../src/lib/endpoint';
import { server } from '../helpers/msw-server';
import { chartPageSetup } from '../helpers/chart-page';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

const { askedFor } = chartPageSetup('/eventAnalytic');
const { askedFor: askedForAnalytic } = chartPageSetup('/analytic/');

async function openPage(search = '?timeInterval=7d') {
  await signInAs('manager@demo.kitchen');
  const app = await renderApp(`/events/analytics${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Events Analytics' });
  return app;
}

const overview = () => screen.getByRole('region', { name: 'Events in range' });

/** The sandbox's answer to the call the page made last, asked again. */
async function answerTo<E extends typeof getEventAnalytic | typeof getEventAnalyticMaterials>(
  endpoint: E,
) {
  await waitFor(() => expect(askedFor(endpoint.path).length).toBeGreaterThan(0));
  const url = askedFor(endpoint.path).at(-1)!;
  const input = { query: Object.fromEntries(url.searchParams) } as EndpointInput<E>;
  return unwrap(await request(endpoint, input));
}

describe('/events/analytics: the events in range (spec 001 §7 GET /eventAnalytic, /eventAnalytic/materials)', () => {
  it('shows how many events of each kind the range holds, as the sandbox counts them for the same scope', async () => {
    await openPage();
    const analytic = await answerTo(getEventAnalytic);
    expect(analytic.total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        within(overview()).getByText(`${analytic.total.toLocaleString('en')} events`),
      ).toBeVisible(),
    );
    const cooked = analytic.rows.find((row) => row.eventName === 'PAN_COOKED')!;
    expect(
      within(overview()).getByRole('button', {
        name: `Pans cooked ${cooked.count.toLocaleString('en')} Show only Cooked`,
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    // The same range and scope as the cards (Global: no restaurant); a preset resolves when
    // each call goes out, so their ends are a moment apart.
    const [asked] = askedFor(getEventAnalytic.path);
    const [cards] = askedForAnalytic('/analytic/cooked');
    expect(asked!.searchParams.has('restaurantUuid')).toBe(false);
    for (const edge of ['startEventTime', 'endEventTime']) {
      const gap = Number(asked!.searchParams.get(edge)) - Number(cards!.searchParams.get(edge));
      expect(Math.abs(gap)).toBeLessThan(60_000);
    }
  });

  it('eventName (spec 000 §3, default all): a kind shows only its cards, and pressed again all of them', async () => {
    const user = userEvent.setup();
    const app = await openPage();
    const tile = await within(overview()).findByRole('button', {
      name: /^Tasks started late [\d,]+ Show only Task delays$/,
    });
    await user.click(tile);
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ eventName: 'TASK_DELAYS' }),
    );
    const cards = screen.getByRole('group', { name: 'Events analytics' });
    expect(
      within(cards)
        .getAllByRole('region')
        .map((region) => region.ariaLabel),
    ).toEqual(['Task delays']);
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('TASK_DELAYS');
    const pressed = within(overview()).getByRole('button', { name: /Show only Task delays$/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('eventName'));
    await waitFor(() => expect(within(cards).getAllByRole('region').length).toBeGreaterThan(1));
  });

  it('offers the products that had events, with their counts; one chosen goes to the product filter and every call', async () => {
    const user = userEvent.setup();
    const app = await openPage();
    const materials = await answerTo(getEventAnalyticMaterials);
    const products = await within(overview()).findByRole('group', { name: 'Products with events' });
    expect(
      within(products)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(
      materials.map(({ material, count }) => `${material} · ${count.toLocaleString('en')}`),
    );
    const nuggets = within(products).getByRole('button', { name: /^Nuggets · / });
    await user.click(nuggets);
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ chickenTypes: 'Nuggets' }),
    );
    await waitFor(() =>
      expect(askedFor(getEventAnalytic.path).at(-1)!.searchParams.get('materials')).toBe('Nuggets'),
    );
    await waitFor(() =>
      expect(askedForAnalytic('/analytic/cooked').at(-1)!.searchParams.get('materials')).toBe(
        'Nuggets',
      ),
    );
    // The products offered do not narrow with the choice; Nuggets is now the one pressed.
    expect(
      askedFor(getEventAnalyticMaterials.path).every((url) => !url.searchParams.has('materials')),
    ).toBe(true);
    const chosen = await within(overview()).findByRole('button', {
      name: /^Nuggets · /,
      pressed: true,
    });
    await user.click(chosen);
    await waitFor(() =>
      expect(app.router.state.location.search).not.toHaveProperty('chickenTypes'),
    );
  });

  it('a kind of the provider\'s own (spec 001 §3 names no set of event names) shows by its name and count, with nothing to open', async () => {
    server.use(
      answer(getEventAnalytic, {
        total: 7,
        rows: [
          { eventName: 'PAN_COOKED', count: 4 },
          { eventName: 'OIL_CHANGED', count: 3 },
        ],
      }),
    );
    await openPage();
    await waitFor(() => expect(within(overview()).getByText('7 events')).toBeVisible());
    expect(within(overview()).getByText('OIL_CHANGED')).toBeVisible();
    expect(within(overview()).getByText('3')).toBeVisible();
    expect(within(overview()).queryByRole('button', { name: /OIL_CHANGED/ })).toBeNull();
    expect(
      within(overview()).getByRole('button', { name: 'Pans cooked 4 Show only Cooked' }),
    ).toBeVisible();
  });

  it("spec 000 §4: /eventAnalytic failing says 'No information' there, and the cards still show", async () => {
    server.use(failWith(getEventAnalytic, 500, 'Events down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPage();
    await waitFor(() => expect(within(overview()).getByText('No information')).toBeVisible());
    expect(screen.getByRole('region', { name: 'Cooked' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Cooked' })).queryByText('No information'),
      ).toBeNull(),
    );
  });
});
