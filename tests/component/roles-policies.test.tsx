import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPolicies, listRoles } from '../../src/api/roles/roles.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { answer, failWith } from '../helpers/override';
import { cell } from '../helpers/record-lists';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

let asked: URL[] = [];
function record({ request: sent }: { request: Request }) {
  const url = new URL(sent.url);
  if (sent.method === 'GET' && /\/api\/v1\/(roles|policies)$/.test(url.pathname)) asked.push(url);
}
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function open(path: string, email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(path);
  const title = path.startsWith('/roles') ? 'Roles' : 'Policies';
  await screen.findByRole('heading', { level: 1, name: title });
  return app;
}

const rowNamed = async (testId: string, name: string) => {
  const rows = await screen.findAllByTestId(testId);
  const row = rows.find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!row) throw new Error(`No row ${name}`);
  return row;
};

/** The manager, given a role granting USERS with just these actions (set on the sandbox). */
function managerWithUsers(actions: Array<'VIEW' | 'CREATE' | 'EDIT' | 'DELETE'>) {
  const { chain } = sandbox.context;
  chain.policies.push({
    uuid: 'policy-users-view',
    name: 'Users viewer',
    accesses: [{ moduleType: 'USERS', actionType: actions }],
  });
  chain.roles.push({
    uuid: 'role-users-view',
    name: 'Users viewer',
    policyUuids: ['policy-users-view'],
  });
  chain.users.find((user) => user.email === 'manager@demo.kitchen')!.roleUuid = 'role-users-view';
}

describe('/policies and /roles (spec 001 §2 "Roles and policies", §5, §6, §9)', () => {
  it('spec 001 §9 "Roles and policies 20": asks 20 by name; §6 the list shows module names with capitalised actions', async () => {
    await open('/policies');
    const row = await rowNamed('policies-row', 'PC maintenance');
    expect(asked[0]!.searchParams.get('size')).toBe('20');
    expect(asked[0]!.searchParams.get('offset')).toBe('0');
    expect(asked[0]!.searchParams.get('sortBy')).toBe('name');
    expect(cell(row, 'Permissions')).toHaveTextContent('PCS: View, Edit');
    expect(cell(row, 'Used by roles')).toHaveTextContent('Restaurant Manager');
  });

  it('creating a policy: the form says what is missing, the picker grants, and the new row shows it', async () => {
    const user = userEvent.setup();
    await open('/policies');
    await user.click(await screen.findByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Grant at least one action')).toBeInTheDocument();

    // Spec 001 §5: Select All grants every action on every module; Clear All removes all.
    await user.click(within(dialog).getByRole('button', { name: 'Select All' }));
    expect(within(dialog).getByText('18 modules granted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByText('0 modules granted')).toBeInTheDocument();
    // Toggling a module grants all its actions; one box then takes one away.
    await user.click(within(dialog).getByRole('checkbox', { name: 'All actions on Events' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Delete Events' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Delete Events' }));
    expect(
      within(dialog).getByRole('checkbox', { name: 'All actions on Events' }),
    ).not.toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Events desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New policy' })).toBeNull());
    const row = await rowNamed('policies-row', 'Events desk');
    expect(cell(row, 'Permissions')).toHaveTextContent('Events: View, Create, Edit');
  });

  it('a refusal from the server is said in the form, which keeps what was typed (409 name taken)', async () => {
    const user = userEvent.setup();
    await open('/policies');
    await user.click(await screen.findByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New policy' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'pc MAINTENANCE');
    await user.click(within(dialog).getByRole('checkbox', { name: 'View Audit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A policy named "pc MAINTENANCE" already exists',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('pc MAINTENANCE');
    expect(within(dialog).getByRole('checkbox', { name: 'View Audit' })).toBeChecked();
  });

  it('editing a role: its policies are chosen, what they grant merges per module, and the row follows', async () => {
    const user = userEvent.setup();
    await open('/roles');
    await user.click(await screen.findByRole('button', { name: 'Edit role “Shift Lead”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role “Shift Lead”' });
    const pcs = await within(dialog).findByRole('checkbox', { name: /PC maintenance/ });
    await user.click(pcs);
    expect(within(dialog).getByTestId('role-grants')).toHaveTextContent('PCS: View, Edit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowNamed('roles-row', 'Shift Lead');
    await waitFor(() =>
      expect(cell(row, 'Policies')).toHaveTextContent('Shift floor, PC maintenance'),
    );
  });

  it('a role needs a name and a policy before it is sent', async () => {
    const user = userEvent.setup();
    await open('/roles');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await within(dialog).findByRole('checkbox', { name: /PC maintenance/ });
    const before = sandbox.context.chain.roles.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one policy')).toBeInTheDocument();
    expect(sandbox.context.chain.roles.length).toBe(before);
  });

  it('delete is confirmed naming the policy; one a role uses says which roles instead', async () => {
    const user = userEvent.setup();
    sandbox.context.chain.policies.push({
      uuid: 'spare-policy',
      name: 'Spare policy',
      accesses: [{ moduleType: 'AUDIT', actionType: ['VIEW'] }],
    });
    await open('/policies');
    await user.click(
      await screen.findByRole('button', { name: 'Delete policy “Kitchen operations viewer”' }),
    );
    const used = await screen.findByRole('dialog', { name: 'Delete policy' });
    expect(within(used).getByRole('alert')).toHaveTextContent(
      'The policy “Kitchen operations viewer” is part of the roles “Area Supervisor”, “Restaurant Manager”',
    );
    await user.click(within(used).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete policy “Spare policy”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete policy' });
    expect(confirm).toHaveTextContent('Delete the policy “Spare policy”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete policy “Spare policy”' })).toBeNull(),
    );
    expect(sandbox.context.chain.policies.some((p) => p.uuid === 'spare-policy')).toBe(false);
  });

  it('spec 000 §6: without USERS CREATE, EDIT and DELETE the buttons are not offered', async () => {
    managerWithUsers(['VIEW']);
    await open('/roles', 'manager@demo.kitchen');
    await rowNamed('roles-row', 'Shift Lead');
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete role/ })).toBeNull();
    // 'View as' only reads: it stays.
    expect(screen.getByRole('button', { name: 'View as Shift Lead' })).toBeInTheDocument();
  });

  it("'View as' on a role shows the sidebar and actions it grants, merged per module", async () => {
    const user = userEvent.setup();
    await open('/roles');
    await user.click(await screen.findByRole('button', { name: 'View as Restaurant Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'View as: Restaurant Manager' });
    const actions = within(dialog).getByTestId('preview-actions');
    expect(within(actions).getByRole('row', { name: /PCS/ })).toHaveTextContent('PCSView, Edit');
    const sidebar = within(dialog).getByTestId('preview-sidebar');
    expect(sidebar).toHaveTextContent('Events');
    expect(sidebar).not.toHaveTextContent('Users');
  });

  it('a search with no match says so; the search is in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await open('/roles');
    await rowNamed('roles-row', 'Shift Lead');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No role matches this search')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ search: 'zzz' });
  });

  it('a failed list says so with Retry (spec 000 §8)', async () => {
    server.use(failWith(listRoles, 500, 'Database unavailable'));
    await open('/roles');
    expect(await screen.findByText('The roles could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });

  it('an unknown page in the URL is dropped; an empty policies list says so', async () => {
    server.use(answer(listPolicies, { content: [], total: 0, limit: 20, offset: 0 }));
    const { router } = await open('/policies?page=abc&limit=7');
    expect(await screen.findByText('No policies yet')).toBeInTheDocument();
    expect(router.state.location.search).not.toHaveProperty('page');
    expect(router.state.location.search).not.toHaveProperty('limit');
  });
});
