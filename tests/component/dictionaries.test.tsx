import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DICTIONARY_KINDS,
  listMeasurementUnits,
} from '../../src/api/dictionaries/dictionaries.endpoints';
import {
  listAllChickenMaterials,
  listAllPotatoMaterials,
} from '../../src/api/dictionaries/material-options.endpoints';
import { DICTIONARY_PAGES } from '../../src/lib/dictionary-pages';
import { dictionariesOf } from '../../sandbox/model/dictionaries';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const ADMIN = 'admin@demo.kitchen';

const PAGES = DICTIONARY_PAGES.map((page) => ({
  path: page.path,
  kind: page.id,
  title: `${page.path.includes('chicken') ? 'Chicken' : 'Potato'} ${page.tab[0]!.toUpperCase()}${page.tab.slice(1)}`,
  things: page.tab,
}));

async function open(path: string, title: string) {
  await signInAs(ADMIN);
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return app;
}

describe('the dictionary pages (spec 001 §2 "Dictionaries: tabs Materials, Containers and Packages")', () => {
  it.each(PAGES)(
    '$path with every call failing says so with Try again, never a white screen (spec 001 §8)',
    async ({ path, title, things, kind }) => {
      const endpoints = DICTIONARY_KINDS[kind].endpoints;
      server.use(
        ...Object.values(endpoints).map((endpoint) =>
          failWith(endpoint, 500, 'Dictionary service down'),
        ),
        ...[listAllChickenMaterials, listAllPotatoMaterials, listMeasurementUnits].map((endpoint) =>
          failWith(endpoint, 500, 'Dictionary service down'),
        ),
      );
      await open(path, title);
      expect(await screen.findByText(`The ${things} could not be loaded`)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Dictionary service down');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      // The tabs still lead to the product's other dictionaries.
      expect(
        screen.getByRole('tab', { name: 'Materials', selected: path.endsWith('materials') }),
      ).toBeInTheDocument();
    },
  );

  it('spec 001 §2: potato has no Containers tab, so /settings/potato/containers is no page: home, as any unknown path', async () => {
    await signInAs(ADMIN);
    const { router } = await renderApp('/settings/potato/containers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chicken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('spec 001 §9: materials are listed by materialCode ASC, whatever order the provider sends', async () => {
    const seeded = dictionariesOf(sandbox.context.chain).list('chicken-materials');
    server.use(
      answer(DICTIONARY_KINDS['chicken-materials'].endpoints.list, {
        content: [...seeded].reverse(),
        total: seeded.length,
      }),
    );
    await open('/settings/chicken/materials', 'Chicken Materials');
    const rows = await screen.findAllByTestId('dictionary-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      seeded.map((entry) => entry.materialCode).sort(),
    );
  });

  it('a refused save shows the provider’s message and keeps what was typed (spec 001 §8)', async () => {
    const user = userEvent.setup();
    server.use(
      failWith(
        DICTIONARY_KINDS['chicken-materials'].endpoints.create,
        409,
        'A material with code “CH01” already exists',
      ),
    );
    await open('/settings/chicken/materials', 'Chicken Materials');
    await screen.findAllByTestId('dictionary-row');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'New material' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Nothing typed: the code, name, unit, weight and hold time are required; nothing was sent.
    expect(within(dialog).getAllByText('Required')).toHaveLength(5);
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'CH01');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Wings');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Counted in/ }), 'PIECE');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Weight per piece \(kg\)/ }),
      '0.03',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Hold time/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A material with code “CH01” already exists',
    );
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveValue('CH01');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Wings');
    expect(within(dialog).getByRole('textbox', { name: /Weight per piece/ })).toHaveValue('0.03');
    expect(within(dialog).getByRole('textbox', { name: /Hold time/ })).toHaveValue('25');
  });

  it('a chicken material’s name with a comma is refused before sending, saying why (the product filters list names with commas)', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.includes('/dictionaries/')) sent(request.url);
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    const before = dictionariesOf(sandbox.context.chain).list('chicken-materials').length;
    await open('/settings/chicken/materials', 'Chicken Materials');
    await screen.findAllByTestId('dictionary-row');
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'New material' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'CH90');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Wings, party');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Counted in/ }), 'PIECE');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Weight per piece \(kg\)/ }),
      '0.03',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Hold time/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(
      'No commas: the product filters list names separated by commas',
    );
    expect(sent).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'Party wings');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added Party wings')).toBeInTheDocument();
    expect(dictionariesOf(sandbox.context.chain).list('chicken-materials')).toHaveLength(
      before + 1,
    );
  });

  it('a package is added with its material; the list names the material', async () => {
    const user = userEvent.setup();
    await open('/settings/chicken/packages', 'Chicken Packages');
    const before = (await screen.findAllByTestId('dictionary-row')).length;
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'NUGGETS_30');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nuggets 30');
    const material = within(dialog).getByRole('combobox', { name: /Material/ });
    await user.selectOptions(
      material,
      within(material).getByRole('option', { name: 'CH07 · Nuggets' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Pieces/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /Hold time/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added Nuggets 30')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('dictionary-row')).toHaveLength(before + 1));
    const row = screen
      .getAllByTestId('dictionary-row')
      .find((item) => item.textContent?.includes('NUGGETS_30'))!;
    expect(row).toHaveTextContent('Nuggets');
  });

  it('spec 000 §6: with MATERIAL_SETTINGS VIEW and EDIT only, Edit is offered but not Add or Delete', async () => {
    const chain = sandbox.context.chain;
    chain.users.find((user) => user.email === 'crew@demo.kitchen')!.roleUuid = chain.roles.find(
      (role) => role.name === 'Support Engineer',
    )!.uuid;
    await signInAs('crew@demo.kitchen');
    await renderApp('/settings/potato/materials');
    await screen.findAllByTestId('dictionary-row');
    expect(screen.queryByRole('button', { name: 'Add material' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete material/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit material/ }).length).toBeGreaterThan(0);
  });
});
