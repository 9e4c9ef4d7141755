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

/**
 * Editing themselves once flagged "multi-factor required" (after signing in: the flag is read at
 * sign-in only).
 */
async function editOwnUserFlagged(me: { multiFactorRequired: boolean }) {
  supervisor();
  await signInAs(SUPERVISOR);
  me.multiFactorRequired = true;
  await renderApp(`/users?search=${encodeURIComponent(SUPERVISOR)}`);
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  const user = await openActions(SUPERVISOR);
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Marcus Reyes' });
  return { user, dialog };
}

function roleField(dialog: HTMLElement) {
  return within(dialog).getByLabelText(/^Role/, { selector: 'input' });
}

describe('an Area Supervisor gives only what they hold, and acts only on whom they could have made (decision "Delegation: grant only what you hold")', () => {
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

  it('a wider user in their restaurants is offered no edit (so no e-mail change), block, reset, delete or sessions; the menu says why (acting on a user)', async () => {
    const { roles, users } = sandbox.context.chain;
    const crew = users.find((candidate) => candidate.email === 'crew@demo.kitchen')!;
    // A Restaurant Manager holds PCS EDIT, which an Area Supervisor does not.
    crew.roleUuid = roles.find((role) => role.name === 'Restaurant Manager')!.uuid;
    await openUsers('crew@demo.kitchen');
    await openActions('crew@demo.kitchen');
    expect(await screen.findByTestId('user-actions-refusal')).toHaveTextContent(
      'Holds permissions you do not hold: you cannot manage them',
    );
    expect(screen.getByRole('menuitem', { name: 'View as' })).toBeInTheDocument();
    for (const name of ['Edit', 'Block', 'Delete', 'Reset password', 'Sessions'])
      expect(screen.queryByRole('menuitem', { name }), name).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Notifications|invitation/ })).toBeNull();
  });

  it('a user within their powers is offered the edit, the reset and the sessions', async () => {
    await openUsers('crew@demo.kitchen');
    await openActions('crew@demo.kitchen');
    for (const name of ['Edit', 'Block', 'Reset password', 'Sessions'])
      expect(await screen.findByRole('menuitem', { name }), name).toBeInTheDocument();
    expect(screen.queryByTestId('user-actions-refusal')).toBeNull();
  });

  it('the sessions page of a wider user says they are not theirs to see, and asks nothing', async () => {
    const { roles, users } = sandbox.context.chain;
    const crew = users.find((candidate) => candidate.email === 'crew@demo.kitchen')!;
    crew.roleUuid = roles.find((role) => role.name === 'Restaurant Manager')!.uuid;
    supervisor();
    await signInAs(SUPERVISOR);
    await renderApp(`/users/${crew.uuid}/sessions`);
    expect(await screen.findByText('You cannot see the sessions of this user')).toBeInTheDocument();
    expect(
      screen.getByText('Holds permissions you do not hold: you cannot manage them'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('their own "multi-factor required" stays on, saying why (nobody lifts it from themselves)', async () => {
    const me = sandbox.context.chain.users.find((user) => user.email === SUPERVISOR)!;
    const { user, dialog } = await editOwnUserFlagged(me);
    const box = within(dialog).getByRole('checkbox', { name: 'Multi-factor required' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(
      within(dialog).getByText('You cannot lift it from your own account'),
    ).toBeInTheDocument();
    await user.click(box);
    expect(box).toBeChecked();
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

  it('a user without a role is offered no change: only an ADMIN acts on them (actOnRefusal)', async () => {
    const crew = sandbox.context.chain.users.find((user) => user.email === 'crew@demo.kitchen')!;
    crew.roleUuid = null;
    await openUsers('crew@demo.kitchen');
    await openActions('crew@demo.kitchen');
    expect(await screen.findByTestId('user-actions-refusal')).toHaveTextContent(
      'Only an administrator can manage a user without a role',
    );
    expect(screen.getByRole('menuitem', { name: 'View as' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sessions' })).toBeNull();
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
