/**
 * The way onto the kitchen floor: the kitchen-floor account lands on its kitchen's queue monitor
 * (spec 000 §2, §6: the dashboard if allowed, else the first allowed page), and the console
 * navigates to `/pcs/{id}` (spec 000 §2, 001 §2: "Navigation happens only if the current path
 * does not already contain the id. The restaurantUuid query parameter is carried over when
 * present.") from the restaurants list and from the restaurant selector on the monitor.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeQueueSocket, fakeQueueSocketsPerTest } from '../helpers/fake-queue-socket';
import { sandbox } from '../helpers/msw-server';
import { renderApp } from '../helpers/render-app';
import { DEMO_PASSWORD, signInAs } from '../helpers/sign-in';

fakeQueueSocketsPerTest();

const restaurant = (number: number) =>
  sandbox.context.chain.restaurants.find((candidate) => candidate.number === number)!;

const socketKitchens = () =>
  FakeQueueSocket.opened.map((socket) => new URL(socket.url).searchParams.get('restaurantUuid'));

async function chooseInHeader(number: number) {
  await userEvent.click(await screen.findByRole('button', { name: /^Current restaurant: / }));
  const list = await screen.findByRole('listbox');
  const option = within(list)
    .getAllByRole('option')
    .find((candidate) => candidate.textContent?.startsWith(`${number} - `))!;
  await userEvent.click(option);
}

describe('the kitchen-floor account lands on its kitchen’s monitor (spec 000 §2, §6 home)', () => {
  it('signing in as a USER whose role grants PCS but not the dashboard opens the queue monitor of their restaurant', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'floor@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Monitor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pcs/monitor');
    const kitchen = restaurant(1001);
    await waitFor(() => expect(socketKitchens()).toEqual([kitchen.uuid]));
    // The floor header loads with the floor layout (app-frame.tsx), after the frame.
    expect(
      await screen.findByLabelText(/^Current restaurant: 1001 - /, undefined),
    ).toBeInTheDocument();
  });
});

describe('spec 000 §6: only a USER is bound to one kitchen; the floor layout is theirs', () => {
  it('a PCS-only manager of several kitchens keeps the restaurant selector and may choose Global', async () => {
    const manager = sandbox.context.chain.users.find((u) => u.email === 'floor@demo.kitchen')!;
    manager.type = 'MANAGER';
    manager.restaurantUuid = null;
    manager.restaurantUuids = [restaurant(1001).uuid, restaurant(1002).uuid];
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'floor@demo.kitchen');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Monitor' })).toBeInTheDocument();
    // The frame with its selector, not the floor layout: another kitchen, then Global again.
    await chooseInHeader(1002);
    await waitFor(() => expect(socketKitchens()).toContain(restaurant(1002).uuid));
    await userEvent.click(await screen.findByRole('button', { name: /^Current restaurant: / }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Global');
  });
});

describe('the restaurant selector on the monitor opens the kitchen’s /pcs/{id} (spec 000 §2, 001 §2)', () => {
  it('on /pcs/monitor, choosing a kitchen navigates to /pcs/{id}, carrying restaurantUuid', async () => {
    await signInAs('admin@demo.kitchen');
    const from = restaurant(1001);
    const to = restaurant(1003);
    const { router } = await renderApp(`/pcs/monitor?restaurantUuid=${from.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Monitor' });

    await chooseInHeader(1003);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pcs/${to.uuid}`));
    expect(router.state.location.search).toEqual({ restaurantUuid: to.uuid });
    await waitFor(() => expect(socketKitchens()).toContain(to.uuid));
  });

  it('on the /pcs/{id} the choice names already, there is no navigation: the page and the rest of its query stay', async () => {
    await signInAs('admin@demo.kitchen');
    const shown = restaurant(1001);
    const other = restaurant(1003);
    const { router } = await renderApp(
      `/pcs/${shown.uuid}?restaurantUuid=${other.uuid}&screen=fryers`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Monitor' });

    await chooseInHeader(1001);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        restaurantUuid: shown.uuid,
        screen: 'fryers',
      }),
    );
    expect(router.state.location.pathname).toBe(`/pcs/${shown.uuid}`);
  });

  it('elsewhere (the dashboard), choosing a restaurant keeps the page', async () => {
    await signInAs('admin@demo.kitchen');
    const { router } = await renderApp('/dashboard/chicken');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await chooseInHeader(1003);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ restaurantUuid: restaurant(1003).uuid }),
    );
    expect(router.state.location.pathname).toBe('/dashboard/chicken');
  });
});

describe('a restaurant’s row leads to its queue monitor, /pcs/{id} (spec 000 §2, 001 §2)', () => {
  it('each row has a Queue monitor link to /pcs/{id} with restaurantUuid carried; following it opens that kitchen', async () => {
    await signInAs('admin@demo.kitchen');
    const chosen = restaurant(1006);
    const target = restaurant(1001);
    const { router } = await renderApp(`/restaurants?restaurantUuid=${chosen.uuid}`);
    const rows = await screen.findAllByTestId('restaurant-row');
    expect(within(rows[0]!).getAllByRole('link', { name: /^Queue monitor of / })).toHaveLength(1);

    const link = screen.getByRole('link', { name: `Queue monitor of 1001 - ${target.name}` });
    expect(link).toHaveAttribute('href', `/pcs/${target.uuid}?restaurantUuid=${chosen.uuid}`);
    // Rows stay plain: a link, no menu drawn for each row up front.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Pointing at it opens no kitchen's live queue (the monitor's loader starts its socket).
    await userEvent.hover(link);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socketKitchens()).toEqual([]);

    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pcs/${target.uuid}`));
    expect(router.state.location.search).toEqual({ restaurantUuid: chosen.uuid });
    await screen.findByRole('heading', { level: 1, name: 'Monitor' });
    await waitFor(() => expect(socketKitchens()).toContain(target.uuid));
  });

  it('a role without PCS sees the restaurants but no Queue monitor link', async () => {
    const { roles, policies, users } = sandbox.context.chain;
    const supervision = policies.find((policy) => policy.name === 'Area supervision')!;
    const supervisor = roles.find((role) => role.name === 'Area Supervisor')!;
    // Area supervision alone grants RESTAURANT VIEW and no PCS.
    supervisor.policyUuids = [supervision.uuid];
    const manager = users.find((candidate) => candidate.email === 'manager@demo.kitchen')!;
    manager.roleUuid = supervisor.uuid;
    await signInAs('manager@demo.kitchen');
    await renderApp('/restaurants');
    await screen.findAllByTestId('restaurant-row');
    expect(screen.queryByRole('link', { name: /^Queue monitor of / })).not.toBeInTheDocument();
  });
});
