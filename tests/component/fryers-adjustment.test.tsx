import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAdjustmentRule, setScales } from '../../src/api/adjustment/adjustment.endpoints';
import { createFryer, listFryers } from '../../src/api/fryers/fryers.endpoints';
import { fryersOf } from '../../sandbox/model/fryers';
import { adjustmentOf } from '../../sandbox/model/adjustment';
import { dictionariesOf } from '../../sandbox/model/dictionaries';
import { addWings } from '../helpers/dictionary-entries';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, answer } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const ADMIN = 'admin@demo.kitchen';
const MANAGER = 'manager@demo.kitchen';

const chain = () => sandbox.context.chain;
const restaurant1001 = () => chain().restaurants.find((r) => r.number === 1001)!;

async function open(page: 'fryer-manager' | 'adjustment', email = ADMIN, global = false) {
  await signInAs(email);
  const query = global ? '' : `?restaurantUuid=${restaurant1001().uuid}`;
  const app = await renderApp(`/pcs/${page}${query}`);
  await screen.findByRole('heading', {
    level: 1,
    name: page === 'adjustment' ? 'Adjustment' : 'Fryer Manager',
  });
  return app;
}

describe('/pcs/fryer-manager (spec 001 §2 "Fryer manager: list, create, edit and delete fryers")', () => {
  it('Global mode asks for a restaurant (a kitchen’s fryers are one kitchen’s)', async () => {
    await open('fryer-manager', ADMIN, true);
    expect(await screen.findByText('Choose a restaurant')).toBeInTheDocument();
    expect(screen.queryByTestId('fryer-row')).toBeNull();
  });

  it('lists the kitchen’s fryers; Add validates before sending, then adds one', async () => {
    const user = userEvent.setup();
    await open('fryer-manager');
    const before = (await screen.findAllByTestId('fryer-row')).length;
    await user.click(screen.getByRole('button', { name: 'Add fryer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fryer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Nothing typed: the name, vendor and oil are required, and nothing was sent.
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Fryer 7');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Pitco');
    await user.type(within(dialog).getByRole('textbox', { name: /Oil capacity \(kg\)/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('From 1 to 100')).toBeInTheDocument();
    const oil = within(dialog).getByRole('textbox', { name: /Oil capacity/ });
    await user.clear(oil);
    await user.type(oil, '22');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fryer Fryer 7 added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('fryer-row')).toHaveLength(before + 1));
    expect(
      fryersOf(chain())
        .of(restaurant1001())
        .some((f) => f.name === 'Fryer 7'),
    ).toBe(true);
  });

  it('a refusal shows the server’s message in the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(failWith(createFryer, 409, 'A fryer named “Fryer 7” already exists'));
    await open('fryer-manager');
    await screen.findAllByTestId('fryer-row');
    await user.click(screen.getByRole('button', { name: 'Add fryer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fryer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Fryer 7');
    await user.type(within(dialog).getByRole('combobox', { name: /Vendor/ }), 'Pitco');
    await user.type(within(dialog).getByRole('textbox', { name: /Oil capacity/ }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A fryer named “Fryer 7” already exists',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Fryer 7');
    expect(within(dialog).getByRole('combobox', { name: /Vendor/ })).toHaveValue('Pitco');
    expect(within(dialog).getByRole('textbox', { name: /Oil capacity/ })).toHaveValue('20');
  });

  it('Delete asks first, naming the fryer and the restaurant', async () => {
    const user = userEvent.setup();
    await open('fryer-manager');
    const rows = await screen.findAllByTestId('fryer-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete fryer Fryer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete fryer' });
    expect(dialog).toHaveTextContent(`“Fryer 1” of 1001 - ${restaurant1001().name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Fryer deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('fryer-row')).toHaveLength(rows.length - 1));
  });

  it('spec 000 §6: with PCS VIEW and EDIT only, Edit is offered but not Add or Delete', async () => {
    await open('fryer-manager', MANAGER);
    await screen.findAllByTestId('fryer-row');
    expect(screen.queryByRole('button', { name: 'Add fryer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete fryer/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit fryer/ }).length).toBeGreaterThan(0);
  });

  it("a failed load says so with Retry; no fryers shows spec 001 §8's 'No records'", async () => {
    server.use(failWith(listFryers, 500, 'Fryer service down'));
    await open('fryer-manager');
    expect(await screen.findByText('The fryers could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Fryer service down');
    server.use(answer(listFryers, []));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });
});

describe('/pcs/adjustment (spec 001 §2 "Adjustment: rules and scales per restaurant")', () => {
  it('a rule needs a material; one is added with its materials', async () => {
    const user = userEvent.setup();
    await open('adjustment');
    expect(await screen.findByText('No records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New adjustment rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one material')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Adjustment rule added')).toBeInTheDocument();
    expect(await screen.findByTestId('adjustment-rule-row')).toHaveTextContent('Nuggets');
    expect(adjustmentOf(chain()).rules(restaurant1001().uuid)).toHaveLength(1);
  });

  it('spec 001 §3 "Adjustment rules: restaurantUuid, materialUuids": a rule sends the materials dictionary’s uuids of the materials chosen by name, one added there too, and lists their names', async () => {
    const wings = addWings(chain());
    const nuggets = dictionariesOf(chain())
      .list('chicken-materials')
      .find((entry) => entry.name === 'Nuggets')!;
    const bodies: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith(createAdjustmentRule.path))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', record);
    try {
      const user = userEvent.setup();
      await open('adjustment');
      await user.click(await screen.findByRole('button', { name: 'Add rule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New adjustment rule' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Materials' }));
      await user.click(await screen.findByRole('option', { name: 'Nuggets' }));
      await user.click(await screen.findByRole('option', { name: 'Wings' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Adjustment rule added')).toBeInTheDocument();
      expect(bodies).toEqual([
        { restaurantUuid: restaurant1001().uuid, materialUuids: [nuggets.uuid, wings.uuid] },
      ]);
      expect(await screen.findByTestId('adjustment-rule-row')).toHaveTextContent('Nuggets, Wings');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('a refused rule shows the server’s message and keeps the materials chosen', async () => {
    const user = userEvent.setup();
    server.use(
      failWith(createAdjustmentRule, 409, 'Already in another rule of this restaurant: Nuggets'),
    );
    await open('adjustment');
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New adjustment rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already in another rule');
    expect(within(dialog).getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });

  it('scales: out of range is refused before sending; a change is saved', async () => {
    const user = userEvent.setup();
    await open('adjustment');
    const nuggets = await screen.findByRole('textbox', { name: 'Nuggets (%)' });
    await user.clear(nuggets);
    await user.type(nuggets, '250');
    await user.click(screen.getByRole('button', { name: 'Save scales' }));
    expect(screen.getByText('From 50 to 200')).toBeInTheDocument();
    await user.clear(nuggets);
    await user.type(nuggets, '120');
    await user.click(screen.getByRole('button', { name: 'Save scales' }));
    expect(await screen.findByText('Scales saved')).toBeInTheDocument();
    const saved = adjustmentOf(chain()).scales(restaurant1001().uuid);
    expect(saved.find((s) => s.material === 'Nuggets')!.percent).toBe(120);
  });

  it('a refused save of the scales shows the message and keeps the values typed', async () => {
    const user = userEvent.setup();
    server.use(failWith(setScales, 503, 'Scales service down'));
    await open('adjustment');
    const strips = await screen.findByRole('textbox', { name: 'Strips (%)' });
    await user.clear(strips);
    await user.type(strips, '90');
    await user.click(screen.getByRole('button', { name: 'Save scales' }));
    expect(await screen.findByText('Scales service down')).toBeInTheDocument();
    expect(strips).toHaveValue('90');
  });

  it('spec 000 §6: the manager (no PCS CREATE or DELETE) gets no Add rule', async () => {
    await open('adjustment', MANAGER);
    await screen.findByRole('textbox', { name: 'Nuggets (%)' });
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
    // PCS EDIT: the scales can be saved.
    expect(screen.getByRole('button', { name: 'Save scales' })).toBeInTheDocument();
  });
});
