import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import { readSession } from '../../src/api/auth/session-store';
import { readPersistedCache } from '../../src/lib/query-persistence';
import { sandbox } from '../helpers/msw-server';
import { answer, failWith, malformed, networkError } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { DEMO_PASSWORD, signInAs } from '../helpers/sign-in';

describe('sign-in to the restaurant list, against the sandbox', () => {
  it('signs the admin in to the dashboard (spec 000 §2 home)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/chicken');
    expect(readSession()?.accessToken).toBeTruthy();
  });

  it('returns to the page asked for before sign-in, and lists every restaurant', async () => {
    const user = userEvent.setup();
    await renderApp('/login?redirect=%2Frestaurants');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Restaurants' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    // Spec 000 §7: sorted by number, DESC.
    const numbers = rows.map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(readSession()?.accessToken).toBeTruthy();
  });

  it('shows the server message on a wrong password and stays on the form', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.kitchen');
    expect(readSession()).toBeNull();
  });

  it('checks empty fields before calling the provider', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const { router } = await renderApp('/restaurants');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends an unknown path home, with the restaurant it named (spec 000 §2)', async () => {
    await signInAs('admin@demo.kitchen');
    const { uuid } = sandbox.context.chain.restaurants[0]!;
    const { router } = await renderApp(`/no/such/page?restaurantUuid=${uuid}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chicken'));
    expect(router.state.location.search).toEqual({ restaurantUuid: uuid });
  });
});

describe('the restaurant named by `restaurants`', () => {
  it('spec 000 §2: restaurants=<uuid> makes it the current restaurant, written back as restaurantUuid', async () => {
    await signInAs('admin@demo.kitchen');
    const { uuid, number } = sandbox.context.chain.restaurants[1]!;
    const { router } = await renderApp(`/restaurants?restaurants=${uuid}`);
    await waitFor(() => expect(router.state.location.search).toEqual({ restaurantUuid: uuid }));
    expect(
      await screen.findByRole('button', { name: new RegExp(`^Current restaurant: ${number} - `) }),
    ).toBeInTheDocument();
  });
});

describe("the header's restaurant list", () => {
  it("spec 000 §7 line 173: 'Global' and 'Select Restaurant' come first, then the restaurants", async () => {
    await signInAs('admin@demo.kitchen');
    const { uuid, number } = sandbox.context.chain.restaurants[1]!;
    await renderApp(`/restaurants?restaurantUuid=${uuid}`);
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^Current restaurant: ${number} - `) }),
    );
    const list = await screen.findByRole('listbox');
    const [global, firstRestaurant] = within(list).getAllByRole('option');
    expect(global).toHaveTextContent('Global');
    const heading = within(list).getByText('Select Restaurant');
    expect(
      global!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      heading.compareDocumentPosition(firstRestaurant!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe('no URL produces an error screen', () => {
  it('sends a path that is not valid percent-encoding home', async () => {
    await signInAs('admin@demo.kitchen');
    const { router } = await renderApp('/x/%E0%A4%A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chicken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('restaurant list states', () => {
  it("shows 'No records' for an empty list", async () => {
    await signInAs('admin@demo.kitchen');
    const { server } = await import('../helpers/msw-server');
    server.use(answer(listRestaurants, { content: [], total: 0, limit: 100, offset: 0 }));
    await renderApp('/restaurants');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => failWith(listRestaurants, 500, 'Provider is down'), 'Provider is down'],
    ['no response', () => networkError(listRestaurants), 'Network error'],
    [
      'a malformed body',
      () => malformed(listRestaurants),
      'The server sent an answer the console does not understand',
    ],
  ])(
    'shows an error with a retry on %s, and the page keeps working',
    async (_, makeHandler, text) => {
      await signInAs('admin@demo.kitchen');
      const { server } = await import('../helpers/msw-server');
      server.use(makeHandler());
      await renderApp('/restaurants');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The restaurants could not be loaded');
      expect(alert).toHaveTextContent(text);

      server.resetHandlers();
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
      expect((await screen.findAllByTestId('restaurant-row')).length).toBeGreaterThanOrEqual(12);
    },
  );
});

describe('sign-out on a shared kitchen tablet', () => {
  it('removes the tokens and the persisted query cache', async () => {
    await signInAs('admin@demo.kitchen');
    const { queryClient } = await renderApp('/restaurants', { persist: true });
    await screen.findAllByTestId('restaurant-row');
    await waitFor(async () => expect(await readPersistedCache()).toBeDefined());

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(await readPersistedCache()).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
