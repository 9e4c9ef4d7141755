import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRestaurant,
  moveDevices,
  updateRestaurant,
} from '../../src/api/restaurants/restaurants-admin.endpoints';
import { fleetOf } from '../../sandbox/model/fleet';
import { sandbox, server } from '../helpers/msw-server';
import { failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

const chain = () => sandbox.context.chain;
const restaurantOf = (number: number) => chain().restaurants.find((r) => r.number === number)!;

/** POST /restaurants calls the console made, counted so a refused form is seen not to send. */
let created = 0;
function count({ request }: { request: Request }) {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/restaurants')
    created++;
}
beforeEach(() => {
  created = 0;
  server.events.on('request:start', count);
});
afterEach(() => {
  server.events.removeListener('request:start', count);
});

async function openRestaurants(search = '', email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/restaurants${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Restaurants' });
  await screen.findAllByTestId('restaurant-row');
  return app;
}

/** The row (or card) of restaurant `number`. */
async function rowOf(number: number) {
  const rows = await screen.findAllByTestId('restaurant-row');
  const row = rows.find((candidate) => candidate.textContent?.includes(String(number)));
  if (!row) throw new Error(`No row for ${number}`);
  return row;
}

async function openCreate() {
  await userEvent.click(screen.getByRole('button', { name: 'New restaurant' }));
  return screen.findByRole('dialog', { name: 'New restaurant' });
}

/** Fills the modal with a restaurant every check accepts. */
async function fillGood(dialog: HTMLElement, number = '7777') {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await userEvent.type(field(/^Number/), number);
  await userEvent.type(field(/^Name/), 'Ponce City Market');
  await userEvent.selectOptions(field(/^State/), 'Georgia (GA)');
  await waitFor(() =>
    expect(within(dialog).getByRole('option', { name: 'Atlanta' })).toBeInTheDocument(),
  );
  await userEvent.selectOptions(field(/^City/), 'Atlanta');
  await userEvent.type(field(/^Postal code/), '30308');
  await userEvent.type(field(/^Security code/), '482913');
  await userEvent.type(field(/^Address line 1/), '675 Ponce De Leon Ave NE');
}

describe('/restaurants: the view-type switch (spec 001 §2, §3 "Restaurant card")', () => {
  it('shows a table by default; Cards puts view=cards in the URL and each card its status and counts, linking to its device pages', async () => {
    const { router } = await openRestaurants();
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.getAllByRole('columnheader', { name: 'Status' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'Cards' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    const south = restaurantOf(1002);
    const { pcs, tablets } = fleetOf(chain().fleet, south.uuid);
    const card = await rowOf(1002);
    expect(card.tagName).toBe('LI');
    expect(within(card).getByTestId('restaurant-status')).toBeVisible();
    expect(within(card).getByRole('link', { name: `${pcs.length} PCs` })).toHaveAttribute(
      'href',
      `/restaurants/${south.uuid}/devices/pc`,
    );
    expect(within(card).getByRole('link', { name: `${tablets.length} tablets` })).toHaveAttribute(
      'href',
      `/restaurants/${south.uuid}/devices/tablets`,
    );
  });

  it('spec 000 §5: drops a view the URL names that is not one', async () => {
    const { router } = await openRestaurants('?view=grid');
    expect(screen.getByRole('table')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('shows cards on a phone, without the switch, with the same actions', async () => {
    onPhone();
    await openRestaurants();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Cards' })).toBeNull();
    const card = await rowOf(1002);
    expect(within(card).getByRole('button', { name: 'Edit 1002 - South End' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New restaurant' })).toBeVisible();
  });
});

describe('/restaurants: actions follow the role (spec 000 §6, RESTAURANT CREATE/EDIT/DELETE)', () => {
  it('offers an editor without CREATE or DELETE only edit and move, and no way into or out of the unassigned pool (an administrator’s)', async () => {
    const manager = chain().users.find((user) => user.email === 'manager@demo.kitchen')!;
    const before = { roleUuid: manager.roleUuid };
    const supervisor = chain().roles.find((role) => role.name === 'Area Supervisor')!;
    manager.roleUuid = supervisor.uuid;
    try {
      await openRestaurants('', 'manager@demo.kitchen');
      const row = (await screen.findAllByTestId('restaurant-row'))[0]!;
      expect(within(row).getByRole('button', { name: /^Edit / })).toBeVisible();
      expect(within(row).queryByRole('button', { name: /^Assign devices to / })).toBeNull();
      expect(within(row).queryByRole('button', { name: /^Delete / })).toBeNull();
      expect(screen.queryByRole('button', { name: 'New restaurant' })).toBeNull();

      await userEvent.click(within(row).getByRole('button', { name: /^Move devices of / }));
      const dialog = await screen.findByRole('dialog', { name: /^Move devices of / });
      const targets = await within(dialog).findByRole('radiogroup', { name: 'Move to' });
      await waitFor(() => expect(within(targets).getAllByRole('radio')).not.toHaveLength(0));
      expect(within(targets).queryByRole('radio', { name: /unassigned/ })).toBeNull();
      expect(targets).toHaveAccessibleDescription(
        'Only an administrator can send devices back to the unassigned pool',
      );
    } finally {
      manager.roleUuid = before.roleUuid;
    }
  });
});

describe('/restaurants: the restaurant modal (spec 001 §2, 000 §5)', () => {
  it('says what is missing or malformed under each field and sends nothing', async () => {
    await openRestaurants();
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(6);

    await userEvent.type(within(dialog).getByLabelText(/^Number/), '12a');
    await userEvent.type(within(dialog).getByLabelText(/^Postal code/), '3030');
    await userEvent.type(within(dialog).getByLabelText(/^Security code/), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a host' }));
    const [host] = within(dialog).getAllByTestId('host-row');
    await userEvent.type(within(host!).getByLabelText(/^Host name/), 'Kitchen PC');
    await userEvent.type(within(host!).getByLabelText(/^IP address/), '10.0.0.300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('A whole number from 1 to 999999')).toBeVisible();
    expect(within(dialog).getByText('5 digits, or 5+4 (30308-1234)')).toBeVisible();
    expect(within(dialog).getByText('4 to 8 digits')).toBeVisible();
    expect(within(dialog).getByText('Lower-case letters, digits and dashes')).toBeVisible();
    expect(within(dialog).getByText('An IPv4 address: 10.0.0.12')).toBeVisible();
    expect(created).toBe(0);
  });

  it('says a number another restaurant has before sending, naming it', async () => {
    await openRestaurants();
    const dialog = await openCreate();
    await fillGood(dialog, '1002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Number 1002 is already used by 1002 - South End'),
    ).toBeVisible();
    expect(created).toBe(0);
  });

  it("shows the server's refusal in the form and keeps everything typed", async () => {
    server.use(failWith(createRestaurant, 400, 'Address line 1 is not deliverable'));
    await openRestaurants();
    const dialog = await openCreate();
    await fillGood(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The restaurant was not saved');
    expect(alert).toHaveTextContent('Address line 1 is not deliverable');
    expect(within(dialog).getByLabelText(/^Number/)).toHaveValue('7777');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ponce City Market');
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Atlanta');
    expect(within(dialog).getByLabelText(/^Address line 1/)).toHaveValue(
      '675 Ponce De Leon Ave NE',
    );
  });

  it('a 409 from the server goes under the number too', async () => {
    server.use(failWith(createRestaurant, 409, 'Number 7777 is already used by 7777 - Elsewhere'));
    await openRestaurants();
    const dialog = await openCreate();
    await fillGood(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('Number 7777 is already used by 7777 - Elsewhere'),
      ).toHaveLength(2),
    );
  });

  it('creates a restaurant that the list then shows, with no devices', async () => {
    await openRestaurants();
    const dialog = await openCreate();
    await fillGood(dialog, '8888');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOf(8888);
    expect(row).toHaveTextContent('Ponce City Market');
    expect(within(row).getByText('No PCs')).toBeVisible();
    expect(chain().restaurants.some((restaurant) => restaurant.number === 8888)).toBe(true);
  });

  it('opens an edit with the restaurant as it is, and its tunnels read only', async () => {
    server.use(failWith(updateRestaurant, 500, 'Database offline'));
    await openRestaurants();
    const row = await rowOf(1001);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit 1001 - Peachtree & 5th' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 1001 - Peachtree & 5th' });
    expect(within(dialog).getByLabelText(/^Number/)).toHaveValue('1001');
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Atlanta');
    const hosts = restaurantOf(1001).hosts;
    expect(within(dialog).getAllByTestId('host-row')).toHaveLength(hosts.length);
    expect(await within(dialog).findAllByTestId('tunnel')).toHaveLength(hosts.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Database offline')).toBeVisible();
  });
});

describe('/restaurants: delete (spec 001 §2; refused with a clear message until they are moved)', () => {
  it('asks first, naming the restaurant, then says why the server refused it', async () => {
    await openRestaurants();
    const south = restaurantOf(1002);
    const { pcs, tablets } = fleetOf(chain().fleet, south.uuid);
    const row = await rowOf(1002);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete 1002 - South End' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1002 - South End?' });
    expect(within(dialog).getByText(/1002 - South End will be removed/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        `Move or remove its ${pcs.length} PCs and ${tablets.length} tablets first`,
      ),
    ).toBeVisible();
    expect(chain().restaurants).toContain(south);
  });
});

describe('/restaurants: assign and move devices (spec 001 §2, §7)', () => {
  it('assign asks for at least one device of the pool', async () => {
    await openRestaurants();
    const row = await rowOf(1003);
    await userEvent.click(
      within(row).getByRole('button', { name: 'Assign devices to 1003 - Colonial Drive' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Assign devices to 1003 - Colonial Drive',
    });
    expect(await within(dialog).findAllByRole('checkbox')).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Pick at least one device')).toBeVisible();
  });

  it('move asks where the devices go, then shows the server’s refusal and keeps the picks', async () => {
    server.use(failWith(moveDevices, 409, 'Breading does not belong to 1002 - South End'));
    await openRestaurants();
    const row = await rowOf(1002);
    await userEvent.click(
      within(row).getByRole('button', { name: 'Move devices of 1002 - South End' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move devices of 1002 - South End' });
    const breading = await within(dialog).findByRole('checkbox', { name: /^Breading/ });
    await userEvent.click(breading);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose where the devices go')).toBeVisible();
    // An administrator may send them back to the unassigned pool.
    expect(
      within(dialog).getByRole('radio', { name: 'No restaurant (unassigned devices)' }),
    ).toBeVisible();
    // The source is not offered as a target.
    expect(within(dialog).queryByRole('radio', { name: '1002 - South End' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: '1003 - Colonial Drive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Breading does not belong to 1002 - South End');
    expect(breading).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '1003 - Colonial Drive' })).toBeChecked();
  });
});
