import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { failWith } from '../helpers/override';
import { onPhone } from '../helpers/viewport';

/**
 * The header and sidebar for each demo account (spec 000 §2 "Shell rules", §6), written out
 * by hand from the sandbox seed: admin@ is ADMIN with all 17 restaurants; manager@ has the
 * "Restaurant Manager" role and 5 restaurants; crew@ is a USER of #1001; norole@ has no role.
 */
const ACCOUNTS = [
  {
    email: 'admin@demo.kitchen',
    sections: 18,
    adminControl: true,
    settings: true,
    restaurant: 'Global',
  },
  {
    email: 'manager@demo.kitchen',
    sections: 8,
    adminControl: false,
    settings: false,
    restaurant: 'Global',
  },
  {
    email: 'crew@demo.kitchen',
    sections: 5,
    adminControl: false,
    settings: false,
    restaurant: '1001',
  },
  {
    email: 'norole@demo.kitchen',
    sections: 18,
    adminControl: false,
    settings: true,
    restaurant: 'Global',
  },
] as const;

async function openShell(path = '/dashboard/chicken') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function searchOf(app: Awaited<ReturnType<typeof renderApp>>) {
  return app.router.state.location.search as Record<string, unknown>;
}

describe('spec 000 §2 "Shell rules": header and sidebar for each demo account', () => {
  it.each(ACCOUNTS)('$email', async (account) => {
    await signInAs(account.email);
    await openShell();

    // Sections: single-link sections are links, the others fold.
    const topLevel = sidebar().querySelectorAll(':scope > ul > li');
    expect(topLevel.length).toBe(account.sections);

    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('link', { name: 'Audit log (administrators)' }) !== null).toBe(
      account.adminControl,
    );
    expect(header.queryByRole('link', { name: 'Settings' }) !== null).toBe(account.settings);
    expect(screen.getByRole('button', { name: /^My Account/ })).toBeInTheDocument();
    // Wrong-site guard: the current restaurant (or Global) is always in the header.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current restaurant: /)).toHaveTextContent(account.restaurant),
    );
  });

  it('logo leads to the first allowed page', async () => {
    await signInAs('manager@demo.kitchen');
    await openShell();
    expect(screen.getByRole('link', { name: 'Kitchen Console' })).toHaveAttribute(
      'href',
      '/dashboard/chicken',
    );
  });

  it('marks the current page in the sidebar and opens its section', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await renderApp('/events/potato');
    await screen.findByRole('heading', { level: 1, name: 'Potato Events' });
    const events = within(sidebar()).getByText('Events').closest('details')!;
    expect(events).toHaveAttribute('open');
    expect(within(events).getByRole('link', { name: 'Potato' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar().querySelectorAll('details[open]')).toHaveLength(1);
    await userEvent.click(within(events).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/events/analytics'));
  });

  it('Sign Out logs out and goes to the login page', async () => {
    await signInAs('manager@demo.kitchen');
    const app = await openShell();
    await userEvent.click(screen.getByRole('button', { name: /^My Account/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});

describe('spec 000 §2 restaurant selector', () => {
  it('in Global mode omits the first entry; choosing sets the restaurant and removes the date parameters', async () => {
    await signInAs('manager@demo.kitchen');
    const start = Date.now() - 3_600_000;
    const app = await openShell(
      `/dashboard/chicken?startDate=${start}&endDate=${start + 60_000}&interval=1m&tab=waste`,
    );
    expect(searchOf(app).startDate).toBe(start);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Current restaurant: Global' }),
    );
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Global');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent(/^1015 - .*#1015$/);

    await userEvent.click(options[0]!);
    await waitFor(() => expect(searchOf(app).restaurantUuid).toEqual(expect.any(String)));
    expect(searchOf(app)).not.toHaveProperty('startDate');
    expect(searchOf(app)).not.toHaveProperty('endDate');
    expect(searchOf(app)).not.toHaveProperty('interval');
    expect(searchOf(app).tab).toBe('waste');
    expect(screen.getByLabelText(/^Current restaurant: 1015 - /)).toHaveTextContent('1015');
  });

  it('lists Global first once a restaurant is chosen, and the clear icon goes back to Global', async () => {
    await signInAs('manager@demo.kitchen');
    const app = await openShell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Current restaurant: Global' }),
    );
    await userEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[1]!);
    const chip = await screen.findByRole('button', { name: /^Current restaurant: 1010 - / });

    await userEvent.click(chip);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Global');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Back to Global' }));
    await screen.findByRole('button', { name: 'Current restaurant: Global' });
    expect(searchOf(app)).not.toHaveProperty('restaurantUuid');
  });

  it('a click outside closes the list', async () => {
    await signInAs('admin@demo.kitchen');
    await openShell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Current restaurant: Global' }),
    );
    await screen.findByRole('listbox');
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('opens a shared link on its restaurant, and drops a restaurantUuid that is not among the options', async () => {
    await signInAs('manager@demo.kitchen');
    const own = sandbox.context.chain.restaurants.find((restaurant) => restaurant.number === 1006)!;
    await openShell(`/dashboard/chicken?restaurantUuid=${own.uuid}`);
    expect(await screen.findByLabelText(/^Current restaurant: 1006 - /)).toBeInTheDocument();
    cleanup();

    const foreign = sandbox.context.chain.restaurants.find(
      (restaurant) => restaurant.number === 1002,
    )!;
    const app = await openShell(`/dashboard/chicken?restaurantUuid=${foreign.uuid}&tab=x`);
    await waitFor(() => expect(searchOf(app)).not.toHaveProperty('restaurantUuid'));
    expect(searchOf(app).tab).toBe('x');
  });

  it('says so in the header when the restaurant list cannot be loaded', async () => {
    server.use(failWith(listRestaurants, 500, 'Restaurant service is down'));
    await signInAs('manager@demo.kitchen');
    await openShell();
    expect(
      await screen.findByLabelText('The restaurant list could not be loaded'),
    ).toBeInTheDocument();
  });

  it('spec 000 §6: a USER is bound to one restaurant and cannot switch', async () => {
    await signInAs('crew@demo.kitchen');
    await openShell();
    const badge = await screen.findByLabelText(/^Current restaurant: 1001 - /);
    expect(badge.tagName).not.toBe('BUTTON');
    expect(screen.queryByRole('button', { name: 'Back to Global' })).not.toBeInTheDocument();
  });
});

describe('spec 000 §5: date parameters in the URL', () => {
  it('drops a startDate in the future from the address bar, keeping the other parameters', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await openShell(
      `/dashboard/chicken?startDate=${Date.now() + 86_400_000}&timeInterval=1h&tab=a`,
    );
    expect(searchOf(app)).not.toHaveProperty('startDate');
    expect(searchOf(app).timeInterval).toBe('1h');
    expect(searchOf(app).tab).toBe('a');
  });

  it('drops an unknown timeInterval and nonsense dates without an error screen', async () => {
    await signInAs('admin@demo.kitchen');
    const app = await openShell(
      '/dashboard/chicken?timeInterval=99y&startDate=yesterday&endDate=%7B%7D',
    );
    expect(searchOf(app)).toEqual({});
  });
});

describe('spec 000 §1, §2: on a phone the sidebar is a drawer', () => {
  it('opens from the toggle and closes when a link is followed', async () => {
    onPhone();
    await signInAs('admin@demo.kitchen');
    const app = await openShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Restaurants' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/restaurants'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
