import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listPcs,
  listTablets,
  renameTablet,
  sendTabletCommand,
} from '../../src/api/devices/devices.endpoints';
import { getRestaurant } from '../../src/api/restaurants/restaurants.endpoints';
import { setOnline } from '../helpers/connection';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const ADMIN = 'admin@demo.kitchen';
const CREW = 'crew@demo.kitchen';

const chain = () => sandbox.context.chain;
const restaurantNumbered = (number: number) =>
  chain().restaurants.find((restaurant) => restaurant.number === number)!;

/** Gives the crew member's role (Shift floor) DEVICE with just these actions. */
function grantCrewDevice(...actions: Array<'VIEW' | 'EDIT' | 'DELETE'>) {
  const policy = chain().policies.find((candidate) => candidate.name === 'Shift floor')!;
  policy.accesses.push({ moduleType: 'DEVICE', actionType: actions });
}

async function open(path: string, email = ADMIN, heading: string | RegExp = /./) {
  await signInAs(email);
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** The first tablet (by the list's order) of restaurant 1001, as the sandbox holds it. */
async function firstTabletRow() {
  const rows = await screen.findAllByTestId('tablet-row');
  return rows[0]!;
}

/** Restaurant 1001's tablets page for the administrator, every tablet's remote access on: commands need it (spec 001 §6; tablet-commands.test.tsx). */
async function openTabletsWithRemoteAccess() {
  const restaurant = restaurantNumbered(1001);
  for (const tablet of chain().fleet.tablets)
    if (tablet.restaurantUuid === restaurant.uuid) tablet.remoteAccess = true;
  await open(`/restaurants/${restaurant.uuid}/devices/tablets`, ADMIN, 'Restaurant Tablets');
}

describe('/devices/pc (spec 001 §2 "Devices (PC)", §9 devices by status DESC)', () => {
  it('lists PCs to confirm first; Confirm confirms one', async () => {
    const user = userEvent.setup();
    await open('/devices/pc', ADMIN, 'PC');
    const rows = await screen.findAllByTestId('pc-row');
    expect(within(rows[0]!).getByText('Not confirmed')).toBeInTheDocument();
    const identifier = within(rows[0]!).getAllByText(/^kc-/)[0]!.textContent!;
    await user.click(within(rows[0]!).getByRole('button', { name: `Confirm ${identifier}` }));
    expect(await screen.findByText(`${identifier} is confirmed`)).toBeInTheDocument();
    expect(chain().fleet.pcs.find((pc) => pc.identifier === identifier)!.confirmed).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Confirm ${identifier}` })).toBeNull(),
    );
  });

  it('Delete asks first, naming the PC and its restaurant', async () => {
    const user = userEvent.setup();
    const restaurant = restaurantNumbered(1001);
    await open(`/restaurants/${restaurant.uuid}/devices/pc`, ADMIN, 'Restaurant PCs');
    const rows = await screen.findAllByTestId('pc-row');
    expect(rows).toHaveLength(5);
    const identifier = within(rows[0]!).getAllByText(/^kc-/)[0]!.textContent!;
    await user.click(within(rows[0]!).getByRole('button', { name: `Delete ${identifier}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this PC?' });
    expect(dialog).toHaveTextContent(`${identifier} of ${restaurant.number} - ${restaurant.name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The PC is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('pc-row')).toHaveLength(4));
  });

  it('spec 000 §6: without EDIT and DELETE no Confirm or Delete is offered', async () => {
    grantCrewDevice('VIEW');
    await open('/devices/pc', CREW, 'PC');
    const rows = await screen.findAllByTestId('pc-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Confirm / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('shows the failure with Retry, and No records for an empty list', async () => {
    server.use(failWith(listPcs, 500, 'Fleet service down'));
    await open('/devices/pc', ADMIN, 'PC');
    expect(await screen.findByText('The PCs could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Fleet service down')).toBeInTheDocument();
    server.resetHandlers();
    server.use(answer(listPcs, { content: [], total: 0, limit: 20, offset: 0 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('the availability tab lives in the URL and draws each PC with its total', async () => {
    const user = userEvent.setup();
    const restaurant = restaurantNumbered(1001);
    const { router } = await open(`/restaurants/${restaurant.uuid}/devices/pc`, ADMIN);
    await screen.findAllByTestId('pc-row');
    await user.click(screen.getByRole('tab', { name: 'Availability' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab: 'availability' }),
    );
    expect(await screen.findByText('PC availability')).toBeInTheDocument();
    const bars = await screen.findAllByRole('img', {
      name: /^kc-1001-.*: available .* of the time/,
    });
    expect(bars).toHaveLength(5);
    // The words beside the colours (never colour alone).
    expect(bars[0]!.getAttribute('aria-label')).toMatch(/Online|Offline/);
  });

  it('another tab starts on its first page; a page in the opened address is kept', async () => {
    const user = userEvent.setup();
    const { router } = await open('/devices/pc?page=2', ADMIN, 'PC');
    await screen.findAllByTestId('pc-row');
    expect(router.state.location.search).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('tab', { name: 'Availability' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab: 'availability' }),
    );
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
  });

  it('an unknown restaurant is a clear not-found state', async () => {
    await open('/restaurants/no-such-restaurant/devices/pc', ADMIN, 'Restaurant PCs');
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the restaurants' })).toBeInTheDocument();
  });

  it("spec 001 §2: a restaurant's PCs are asked beside the restaurant, not once it has answered", async () => {
    const restaurant = restaurantNumbered(1001);
    let listAsked!: () => void;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    server.use(
      // The restaurant answers only once its PCs have been asked for; then as the sandbox does.
      http.get(`*/api/v1${getRestaurant.path}`, async () => {
        await asked;
      }),
      http.get(`*/api/v1${listPcs.path}`, () => {
        listAsked();
      }),
    );
    await open(`/restaurants/${restaurant.uuid}/devices/pc`, ADMIN, 'Restaurant PCs');
    expect(await screen.findAllByTestId('pc-row')).toHaveLength(5);
    expect(screen.getByTestId('restaurant-name')).toHaveTextContent(
      `${restaurant.number} - ${restaurant.name}`,
    );
  });
});

describe('/devices/tablets (spec 001 §2 "Tablets", §3 "Tablet command")', () => {
  it('rename: a blank name is refused in the form; a server refusal keeps what was typed', async () => {
    const user = userEvent.setup();
    const restaurant = restaurantNumbered(1001);
    await open(`/restaurants/${restaurant.uuid}/devices/tablets`, ADMIN, 'Restaurant Tablets');
    const row = await firstTabletRow();
    await user.click(within(row).getByRole('button', { name: /^Rename / }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    server.use(failWith(renameTablet, 409, 'A tablet of this restaurant is already called that'));
    await user.type(field, 'Fryer 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A tablet of this restaurant is already called that'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Fryer 2');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The tablet is now called Fryer 2')).toBeInTheDocument();
    expect(await screen.findByText('Fryer 2')).toBeInTheDocument();
  });

  it('command: START and 10 s by default; START needs a stream; a refusal keeps the choices', async () => {
    const user = userEvent.setup();
    await openTabletsWithRemoteAccess();
    const row = await firstTabletRow();
    await user.click(within(row).getByRole('button', { name: /^Send a command to / }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Action' })).toHaveValue('START');
    expect(within(dialog).getByRole('textbox', { name: 'Alternate time (seconds)' })).toHaveValue(
      '10',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose the stream to start')).toBeInTheDocument();

    const stream = within(dialog).getByRole('combobox', { name: /Stream/ });
    await waitFor(() => expect(stream).toBeEnabled());
    await user.selectOptions(stream, 'Fryer zone');
    await user.click(within(dialog).getByRole('switch', { name: 'Alternate view' }));
    server.use(failWith(sendTabletCommand, 503, 'The tablet did not answer'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The tablet did not answer')).toBeInTheDocument();
    expect(stream).toHaveValue('Fryer zone');
    expect(within(dialog).getByRole('switch', { name: 'Alternate view' })).toBeChecked();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Start sent to /)).toBeInTheDocument();
    expect(await within(row).findByText(/Start Fryer zone at/)).toBeInTheDocument();
  });

  it('remote access: the switch turns it on or off and says so; Space works it too', async () => {
    const user = userEvent.setup();
    const restaurant = restaurantNumbered(1001);
    await open(`/restaurants/${restaurant.uuid}/devices/tablets`, ADMIN, 'Restaurant Tablets');
    const row = await firstTabletRow();
    const remote = within(row).getByRole('switch', { name: /^Remote access for / });
    const name = remote.getAttribute('aria-label')!.replace('Remote access for ', '');
    const was = (remote as HTMLInputElement).checked;
    await user.click(remote);
    expect(
      await screen.findByText(`Remote access is ${was ? 'off' : 'on'} for ${name}`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByRole('switch', { name: `Remote access for ${name}` })).toHaveProperty(
        'checked',
        !was,
      ),
    );
    within(row)
      .getByRole('switch', { name: `Remote access for ${name}` })
      .focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText(`Remote access is ${was ? 'on' : 'off'} for ${name}`),
    ).toBeInTheDocument();
  });

  it("a tablet's Sessions link opens its sessions", async () => {
    const user = userEvent.setup();
    const restaurant = restaurantNumbered(1001);
    const { router } = await open(
      `/restaurants/${restaurant.uuid}/devices/tablets`,
      ADMIN,
      'Restaurant Tablets',
    );
    const row = await firstTabletRow();
    const link = within(row).getByRole('link', { name: /^Sessions of / });
    const tablet = chain().fleet.tablets.find(
      (candidate) => link.getAttribute('href') === `/devices/tablets/${candidate.uuid}/sessions`,
    );
    expect(tablet).toBeDefined();
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Tablet Sessions' });
    expect(router.state.location.pathname).toBe(`/devices/tablets/${tablet!.uuid}/sessions`);
    expect(await screen.findByTestId('tablet-name')).toHaveTextContent(tablet!.name);
  });

  it('spec 000 §6: with VIEW only, no rename, command, delete, and the switch is read-only', async () => {
    grantCrewDevice('VIEW');
    await open('/devices/tablets', CREW, 'Tablets');
    await screen.findAllByTestId('tablet-row');
    expect(
      screen.queryByRole('button', { name: /^(Rename|Send a command to|Delete) / }),
    ).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('spec 001 §4: an answer whose filters differ from the current ones is not shown', async () => {
    server.use(
      answer(listTablets, {
        content: [],
        total: 0,
        limit: 20,
        offset: 0,
        filters: { restaurantUuid: null, model: 'Zebra ET40', build: null, search: null },
      }),
    );
    await open('/devices/tablets', ADMIN, 'Tablets');
    expect(await screen.findByText('The tablets could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No records')).toBeNull();
  });

  it('spec 001 §5: a model the provider does not list is dropped from the URL', async () => {
    const { router } = await open(
      '/devices/tablets?model=Nokia%203310&build=4.13.0%20(420)',
      ADMIN,
    );
    await screen.findAllByTestId('tablet-row');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('model'));
    expect(router.state.location.search).toMatchObject({ build: '4.13.0 (420)' });
    const rows = screen.getAllByTestId('tablet-row');
    expect(rows.every((row) => within(row).queryByText('4.13.0 (420)'))).toBe(true);
  });

  it('the logs tab lists lines by the URL tab, newest first', async () => {
    const restaurant = restaurantNumbered(1001);
    await open(`/restaurants/${restaurant.uuid}/devices/tablets?tab=logs`, ADMIN);
    const rows = await screen.findAllByTestId('tablet-log-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Logs', selected: true })).toBeInTheDocument();
  });
});

describe('/devices/tablets/:uuid/sessions (spec 001 §3 "Tablet session: signedInTime")', () => {
  it('lists the sessions and deletes all after a confirm naming the tablet', async () => {
    const user = userEvent.setup();
    const tablet = chain().fleet.tablets.find((candidate) => candidate.restaurantUuid)!;
    await open(`/devices/tablets/${tablet.uuid}/sessions`, ADMIN, 'Tablet Sessions');
    const rows = await screen.findAllByTestId('tablet-session-row');
    expect(rows.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all sessions?' });
    expect(dialog).toHaveTextContent(tablet.name);
    await user.click(within(dialog).getByRole('button', { name: 'Delete all sessions' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('an unknown tablet is a clear not-found state with the way back', async () => {
    await open('/devices/tablets/no-such-tablet/sessions', ADMIN, 'Tablet Sessions');
    expect(await screen.findByText('Tablet not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tablets' })).toBeInTheDocument();
  });
});

describe('decision "Actions that wait offline": offline, a device row’s changes are disabled, titled "Needs a connection"', () => {
  afterEach(() => {
    setOnline(true);
    vi.restoreAllMocks();
  });

  it('a PC’s Confirm and Delete; online again Confirm confirms it', async () => {
    const user = userEvent.setup();
    await open('/devices/pc', ADMIN, 'PC');
    const row = (await screen.findAllByTestId('pc-row'))[0]!;
    const identifier = within(row).getAllByText(/^kc-/)[0]!.textContent!;
    setOnline(false);
    const confirm = within(row).getByRole('button', { name: `Confirm ${identifier}` });
    const remove = within(row).getByRole('button', { name: /^Delete / });
    for (const button of [confirm, remove]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Needs a connection');
    }

    setOnline(true);
    expect(remove).toBeEnabled();
    await user.click(within(row).getByRole('button', { name: `Confirm ${identifier}` }));
    expect(await screen.findByText(`${identifier} is confirmed`)).toBeInTheDocument();
  });

  it('a tablet’s remote-access switch reads the reason in place of On, its Rename, Command and Delete are titled with it; online the switch turns it off', async () => {
    const user = userEvent.setup();
    await openTabletsWithRemoteAccess();
    const row = await firstTabletRow();
    setOnline(false);
    const remote = within(row).getByRole('switch', { name: /^Remote access for / });
    const name = remote.getAttribute('aria-label')!.replace('Remote access for ', '');
    expect(remote).toBeDisabled();
    expect(remote).toBeChecked();
    expect(within(row).getByText('Needs a connection')).toHaveAttribute(
      'title',
      'Needs a connection',
    );
    for (const label of [/^Rename /, /^Send a command to /, /^Delete /]) {
      const button = within(row).getByRole('button', { name: label });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Needs a connection');
    }

    setOnline(true);
    expect(within(row).queryByText('Needs a connection')).toBeNull();
    await user.click(within(row).getByRole('switch', { name: `Remote access for ${name}` }));
    expect(await screen.findByText(`Remote access is off for ${name}`)).toBeInTheDocument();
  });
});
