import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCateringOrder,
  createRecurringOrder,
  listCateringOrders,
  listRecurringOrders,
  updateCateringOrder,
} from '../../src/api/orders/orders.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith, networkError } from '../helpers/override';
import { cell, layOutRecordLists } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { addWings } from '../helpers/dictionary-entries';
import { ordersOf } from '../../sandbox/model/orders';

layOutRecordLists(58);

const ADMIN = 'admin@demo.kitchen';
/** Restaurant Manager: PCS VIEW and EDIT, not CREATE or DELETE (sandbox/model/roles.ts). */
const MANAGER = 'manager@demo.kitchen';

const restaurant1001 = () =>
  sandbox.context.chain.restaurants.find((restaurant) => restaurant.number === 1001)!;

let writes: string[] = [];
function record({ request }: { request: Request }) {
  if (request.method !== 'GET' && new URL(request.url).pathname.includes('-orders'))
    writes.push(`${request.method} ${new URL(request.url).pathname}`);
}
beforeEach(() => {
  writes = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function open(search = '', email = ADMIN) {
  await signInAs(email);
  const app = await renderApp(`/pcs/scheduled-production${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Scheduled Production' });
  return app;
}

const atRestaurant = (extra = '') => `?restaurantUuid=${restaurant1001().uuid}${extra}`;

async function openForm(button: string, title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

describe('/pcs/scheduled-production (spec 001 §2 "Catering and recurring orders")', () => {
  it('Global mode asks for a restaurant (orders are one kitchen’s) and asks no orders', async () => {
    const { router } = await open();
    expect(await screen.findByText(/Orders are cooked by one kitchen/)).toBeInTheDocument();
    expect(screen.queryByTestId('catering-order')).toBeNull();
    await userEvent.click(screen.getByTestId('choose-kitchen'));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(`^${restaurant1001().number} `) }),
    );
    expect(await screen.findAllByTestId('catering-order')).not.toHaveLength(0);
    expect(router.state.location.search).toMatchObject({ restaurantUuid: restaurant1001().uuid });
  });

  it('lists the restaurant’s catering orders with the spec’s status labels, batch size, times and progress', async () => {
    await open(atRestaurant());
    const rows = await screen.findAllByTestId('catering-order');
    expect(rows.length).toBeGreaterThan(0);
    expect(cell(rows[0]!, 'Status')).toHaveTextContent(
      /^(Waiting|In Progress|Ready|Incomplete|Canceled)$/,
    );
    expect(cell(rows[0]!, 'Batch size')).toHaveTextContent(/\d+ Pieces?/);
    expect(cell(rows[0]!, 'Progress')).toHaveTextContent(/\d+%/);
    expect(screen.getByRole('tab', { name: 'Catering orders', selected: true })).toBeVisible();
  });

  it("spec 000 §8: an empty list says 'No records'", async () => {
    server.use(
      answer(listCateringOrders, {
        content: [],
        cursor: null,
        existsNextPage: false,
        existsPreviousPage: false,
      }),
    );
    await open(atRestaurant());
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('spec 000 §8: while the first page is out, a spinner names what loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/v1${listCateringOrders.path}`, async () => {
        await held;
        return HttpResponse.json({
          success: true,
          results: { content: [], cursor: null, existsNextPage: false, existsPreviousPage: false },
        });
      }),
    );
    await open(atRestaurant());
    expect(await screen.findByLabelText('Loading catering orders')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('a failed list shows its error with Retry', async () => {
    server.use(failWith(listCateringOrders, 500, 'Orders service down'));
    await open(atRestaurant());
    expect(await screen.findByText('The catering orders could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the catering form checks before sending: batch size required and in range, end after start, departure not before end', async () => {
    await open(atRestaurant());
    const { user, dialog } = await openForm('New catering order', 'New catering order');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    const size = within(dialog).getByRole('textbox', { name: /Batch size/ });
    await user.type(size, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('A whole number from 1 to 2000')).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '120');

    // Spec 001 §5 "Time input (12-hour)": the end must be later than the start, the departure
    // at or after the end; what breaks the rule is marked and goes back to the last valid time.
    const time = (name: RegExp) => within(dialog).getByRole('combobox', { name });
    const enter = async (name: RegExp, text: string) => {
      await user.clear(time(name));
      await user.type(time(name), text);
    };
    await enter(/Start time/, '02:00 pm');
    await enter(/End time/, '03:00 pm');
    await enter(/End time/, '01:00 pm');
    expect(time(/End time/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Must be later than 02:00 pm')).toBeInTheDocument();
    await user.tab();
    expect(time(/End time/)).toHaveValue('03:00 pm');
    await enter(/Departure time/, '02:30 pm');
    expect(within(dialog).getByText('Must be 03:00 pm or later')).toBeInTheDocument();
    await user.tab();

    // A start moved past the end: the form says so under the end, and sends nothing.
    await enter(/Start time/, '04:00 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The end must be after the start')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('spec 001 §8: a refusal is shown in the form, which keeps what was typed; then it is created', async () => {
    await open(atRestaurant());
    const { user, dialog } = await openForm('New catering order', 'New catering order');
    server.use(failWith(createCateringOrder, 409, 'The kitchen is closed at that time'));
    const size = within(dialog).getByRole('textbox', { name: /Batch size/ });
    await user.type(size, '150');
    await user.type(within(dialog).getByRole('textbox', { name: /Demand/ }), 'Church picnic');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The kitchen is closed at that time',
    );
    expect(size).toHaveValue('150');
    expect(within(dialog).getByRole('textbox', { name: /Demand/ })).toHaveValue('Church picnic');

    server.use(networkError(createCateringOrder));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).not.toHaveTextContent('closed at that time'),
    );
    expect(size).toHaveValue('150');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Order #\d+ created$/)).toBeInTheDocument();
  });

  it("spec 001 §7 'Dictionaries': the product choices are the chicken materials dictionary's, one added there included, and such an order is created", async () => {
    addWings(sandbox.context.chain);
    await open(atRestaurant());
    const { user, dialog } = await openForm('New catering order', 'New catering order');
    const product = within(dialog).getByRole('combobox', { name: /Product/ });
    await waitFor(() =>
      expect(within(product).getByRole('option', { name: 'Wings' })).toBeInTheDocument(),
    );
    expect(within(product).getByRole('option', { name: 'Nuggets' })).toBeInTheDocument();
    await user.selectOptions(product, 'Wings');
    await user.type(within(dialog).getByRole('textbox', { name: /Batch size/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Order #\d+ created$/)).toBeInTheDocument();
    const { catering } = ordersOf(sandbox.context.chain, restaurant1001().uuid);
    expect(catering.some((order) => order.material === 'Wings')).toBe(true);
  });

  it('an edit refused by the provider keeps the form open with its message', async () => {
    await open(atRestaurant('&status=active'));
    const rows = await screen.findAllByTestId('catering-order');
    const user = userEvent.setup();
    server.use(
      failWith(updateCateringOrder, 409, 'This order is closed and can no longer be changed'),
    );
    await user.click(within(rows[0]!).getByRole('button', { name: /^Edit order/ }));
    const dialog = await screen.findByRole('dialog', { name: /Edit catering order/ });
    const size = within(dialog).getByRole('textbox', { name: /Batch size/ });
    await user.clear(size);
    await user.type(size, '77');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('can no longer be changed');
    expect(size).toHaveValue('77');
  });

  it('the recurring form needs a weekday; a refusal keeps its input', async () => {
    await open(atRestaurant('&tab=recurring'));
    expect(await screen.findAllByTestId('recurring-order')).not.toHaveLength(0);
    const { user, dialog } = await openForm('New recurring order', 'New recurring order');
    await user.type(within(dialog).getByRole('textbox', { name: /Batch size/ }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Choose at least one weekday')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    server.use(failWith(createRecurringOrder, 400, 'A weekday is named twice'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A weekday is named twice');
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Batch size/ })).toHaveValue('60');
  });

  it('spec 000 §6: without PCS CREATE and DELETE there is no New or Delete; EDIT still edits and finalizes', async () => {
    await open(atRestaurant('&status=active'), MANAGER);
    const rows = await screen.findAllByTestId('catering-order');
    expect(screen.queryByRole('button', { name: 'New catering order' })).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: /^Delete order/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: /^Edit order/ })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Finalize order/ })).toBeInTheDocument();
  });

  it('the recurring list failing says so', async () => {
    server.use(failWith(listRecurringOrders, 500, 'down'));
    await open(atRestaurant('&tab=recurring'));
    expect(await screen.findByText('The recurring orders could not be loaded')).toBeInTheDocument();
  });
});
