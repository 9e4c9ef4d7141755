import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chartPageSetup } from '../helpers/chart-page';
import { sandbox } from '../helpers/msw-server';
import { layOutRecordLists } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

vi.mock('uplot', async () => ({ default: (await import('../helpers/chart-page')).FakeUplot }));

// A 2D context stand-in for the dashboards' charts, and a browser's sizes for the lists.
chartPageSetup('/analytic/');
layOutRecordLists();

type App = Awaited<ReturnType<typeof renderApp>>;

const pathOf = (app: App) => app.router.state.location.pathname;
const searchOf = (app: App) => app.router.state.location.search as Record<string, unknown>;

/** A restaurant the manager and the administrator both see, and an hour of this morning. */
function scope() {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === 1003)!;
  const endDate = Date.now() - 60_000;
  return { restaurantUuid: restaurant.uuid, startDate: endDate - 3_600_000, endDate };
}

async function open(path: string, heading: string, email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

describe('the dashboards: a Chicken | Potato switch (docs/decisions/shell-and-widgets.md "Pages off the sidebar")', () => {
  it('shows both dashboards with the current one selected; switching keeps the restaurant and dates, not the page filters', async () => {
    const shared = scope();
    const query = new URLSearchParams({
      restaurantUuid: shared.restaurantUuid,
      startDate: String(shared.startDate),
      endDate: String(shared.endDate),
      period: 'HOUR',
    });
    const app = await open(`/dashboard/chicken?${query}`, 'Dashboard', 'manager@demo.kitchen');
    const dashboards = screen.getByRole('radiogroup', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('radio', { name: 'Chicken' })).toBeChecked();

    await userEvent.click(within(dashboards).getByRole('radio', { name: 'Potato' }));
    await screen.findByRole('heading', { level: 1, name: 'Potato Dashboard' });
    expect(pathOf(app)).toBe('/dashboard/potato');
    expect(searchOf(app)).toEqual(shared);
    const shown = screen.getByRole('radiogroup', { name: 'Dashboards' });
    expect(within(shown).getByRole('radio', { name: 'Potato' })).toBeChecked();

    await userEvent.click(within(shown).getByRole('radio', { name: 'Chicken' }));
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/chicken'));
    expect(searchOf(app)).toEqual(shared);
  });

  it('is not on a page outside the group', async () => {
    await open('/reports', 'Reports', 'manager@demo.kitchen');
    expect(screen.queryByRole('radiogroup', { name: 'Dashboards' })).not.toBeInTheDocument();
  });
});

describe('the events area: entry chutes and basket events beside the events pages', () => {
  it('has a tab per events page, the current one selected; a tab opens its page with the restaurant and dates', async () => {
    const shared = scope();
    const query = new URLSearchParams({
      restaurantUuid: shared.restaurantUuid,
      startDate: String(shared.startDate),
      endDate: String(shared.endDate),
    });
    const app = await open(`/events/chicken?${query}`, 'Chicken Events');
    const tabs = await screen.findByRole('tablist', { name: 'Event lists' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chicken', 'Potato', 'Analytics', 'Entry Chutes', 'Basket Events']);
    expect(within(tabs).getByRole('tab', { name: 'Chicken' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Entry Chutes' }));
    await screen.findByRole('heading', { level: 1, name: 'Entry Chutes' });
    expect(pathOf(app)).toBe('/entry-chutes');
    expect(searchOf(app)).toEqual(shared);

    const again = screen.getByRole('tablist', { name: 'Event lists' });
    expect(within(again).getByRole('tab', { name: 'Entry Chutes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(again).getByRole('tab', { name: 'Basket Events' }));
    await screen.findByRole('heading', { level: 1, name: 'Basket Events' });
    expect(pathOf(app)).toBe('/basket-events');

    app.router.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Entry Chutes' });
  });
});

describe('the timer and cycle histories: every station one tap from any other', () => {
  it("lists the nine stations of spec 001 §2, the sidebar's and PRQ, dump pan and fry chutes", async () => {
    const app = await open('/timers-cycle-history/breading?timeInterval=1d', 'Breading');
    const tabs = await screen.findByRole('tablist', { name: 'Stations' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Breading',
      'Fryer',
      'Conveyor',
      'PRQ',
      'Hot Holding',
      'Entree Chutes',
      'Scheduled Production',
      'Dump Pan',
      'Fry Chutes',
    ]);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'PRQ' }));
    await screen.findByRole('heading', { level: 1, name: 'PRQ' });
    expect(pathOf(app)).toBe('/timers-cycle-history/prq');
    expect(searchOf(app)).toEqual({ timeInterval: '1d' });

    const from = screen.getByRole('tablist', { name: 'Stations' });
    await userEvent.click(within(from).getByRole('tab', { name: 'Fry Chutes' }));
    await screen.findByRole('heading', { level: 1, name: 'Fry Chutes' });
    expect(pathOf(app)).toBe('/timers-cycle-history/fry-chutes');
  });

  it('on a phone the tabs are on the page, not behind the filters button', async () => {
    onPhone();
    const app = await open('/timers-cycle-history/dump-pan', 'Dump Pan', 'crew@demo.kitchen');
    const tabs = await screen.findByRole('tablist', { name: 'Stations' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Breading' }));
    await screen.findByRole('heading', { level: 1, name: 'Breading' });
    expect(pathOf(app)).toBe('/timers-cycle-history/breading');
  });
});

describe('support history: in the account menu for users with its module (spec 000 §6)', () => {
  it('is beside Contact support for a user whose role grants SUPPORT, and opens the page', async () => {
    const app = await open('/dashboard/chicken', 'Dashboard');
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    const item = await screen.findByRole('menuitem', { name: 'Support History' });
    const items = screen.getAllByRole('menuitem').map((entry) => entry.textContent);
    expect(items.indexOf('Support History')).toBe(items.indexOf('Contact support') + 1);
    await userEvent.click(item);
    await screen.findByRole('heading', { level: 1, name: 'Support History' });
    expect(pathOf(app)).toBe('/support-history');
  });

  it('is not offered to a user whose role does not grant SUPPORT', async () => {
    await open('/dashboard/chicken', 'Dashboard', 'manager@demo.kitchen');
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    await screen.findByRole('menuitem', { name: 'Contact support' });
    expect(screen.queryByRole('menuitem', { name: 'Support History' })).not.toBeInTheDocument();
  });
});
