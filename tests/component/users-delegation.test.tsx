import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateUser } from '../../src/api/users/managed-users.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const SUPERVISOR = 'manager@demo.kitchen';

/**
 * The demo manager (restaurants 1001, 1003, 1006, 1010, 1015) made an Area Supervisor: USERS
 * VIEW, CREATE and EDIT, no MONITORING, no PCS EDIT.
 */
function supervisor() {
  const { roles, users } = sandbox.context.chain;
  const role = roles.find((candidate) => candidate.name === 'Area Supervisor')!;
  users.find((user) => user.email === SUPERVISOR)!.roleUuid = role.uuid;
}

async function openUsers(search: string) {
  supervisor();
  await signInAs(SUPERVISOR);
  await renderApp(`/users?search=${encodeURIComponent(search)}`);
  await screen.findByRole('heading', { level: 1, name: 'Users' });
}

async function openActions(email: string) {
  const user = userEvent.setup();
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = screen
      .getAllByTestId('user-row')
      .find((candidate) => within(candidate).queryByText(email));
    expect(row, `a row for ${email}`).toBeDefined();
  });
  await user.click(within(row!).getByTestId('user-actions'));
  return user;
}

async function editOwnUser() {
  await openUsers(SUPERVISOR);
  const user = await openActions(SUPERVISOR);
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Marcus Reyes' });
  return { user, dialog };
}

function roleField(dialog: HTMLElement) {
  return within(dialog).getByLabelText(/^Role/, { selector: 'input' });
}

describe('an Area Supervisor gives only what they hold (decision "Delegation: grant only what you hold")', () => {
  it('their own role picker offers no "No role" (spec 000 §6: unrestricted) and no role beyond theirs', async () => {
    const { user, dialog } = await editOwnUser();
    expect(roleField(dialog)).toHaveValue('Area Supervisor');
    await user.click(roleField(dialog));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Area Supervisor');
    expect(options).toContain('Shift Lead');
    expect(options).not.toContain('No role');
    // Support Engineer grants MONITORING, DEVICE…; Restaurant Manager PCS EDIT.
    expect(options).not.toContain('Support Engineer');
    expect(options).not.toContain('Restaurant Manager');
  });

  it('a user whose role they could not give keeps it shown, and is saved unchanged', async () => {
    const { roles, users } = sandbox.context.chain;
    const crew = users.find((candidate) => candidate.email === 'crew@demo.kitchen')!;
    crew.roleUuid = roles.find((role) => role.name === 'Restaurant Manager')!.uuid;
    await openUsers('crew@demo.kitchen');
    const user = await openActions('crew@demo.kitchen');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Natarajan' });
    expect(roleField(dialog)).toHaveValue('Restaurant Manager');
    await user.click(roleField(dialog));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).not.toContain('Support Engineer');
    await user.keyboard('{Escape}');
    const first = within(dialog).getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Priyanka');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(crew.firstName).toBe('Priyanka');
  });

  it('a new user needs a role from them: "No role" is not the default they cannot give', async () => {
    await openUsers('nobody-at-all');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(roleField(dialog)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose a role')).toBeInTheDocument();
    // Only an ADMIN makes an ADMIN.
    await user.click(within(dialog).getByLabelText('Type', { selector: 'input' }));
    const types = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(types).not.toContain('Administrator');
  });

  it('a user without a role is offered no change: only an ADMIN changes them (userChangeRefusal)', async () => {
    const crew = sandbox.context.chain.users.find((user) => user.email === 'crew@demo.kitchen')!;
    crew.roleUuid = null;
    await openUsers('crew@demo.kitchen');
    await openActions('crew@demo.kitchen');
    expect(await screen.findByRole('menuitem', { name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View as' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Reset password|Notifications/ })).toBeNull();
  });

  it('a 403 from a race (their access changed meanwhile) is said in the form, which keeps what was typed', async () => {
    const refusal = 'You cannot give a role with permissions you do not hold: PCS EDIT';
    server.use(failWith(updateUser, 403, refusal));
    const { user, dialog } = await editOwnUser();
    const last = within(dialog).getByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.type(last, 'Reyes-Ortiz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveValue('Reyes-Ortiz');
    expect(roleField(dialog)).toHaveValue('Area Supervisor');
  });

  it('their own restaurants only: no "Every restaurant" for a supervisor bound to five', async () => {
    const { dialog } = await editOwnUser();
    expect(within(dialog).queryByRole('checkbox', { name: 'Every restaurant' })).toBeNull();
    expect(
      within(dialog).getByLabelText(/^Restaurants/, { selector: 'input' }),
    ).toBeInTheDocument();
  });

  it('a supervisor of every restaurant may give every restaurant', async () => {
    sandbox.context.chain.users.find((user) => user.email === SUPERVISOR)!.restaurantUuids = null;
    const { dialog } = await editOwnUser();
    expect(within(dialog).getByRole('checkbox', { name: 'Every restaurant' })).toBeChecked();
  });
});
