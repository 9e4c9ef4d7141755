import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRole, updatePolicy } from '../../src/api/roles/roles.endpoints';
import { sandbox, server } from '../helpers/msw-server';
import { failWith } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

const SUPERVISOR = 'manager@demo.kitchen';

/**
 * Signed in as the demo manager made an Area Supervisor (policies "Area supervision" and
 * "Kitchen operations viewer": USERS VIEW, CREATE, EDIT; no MONITORING, no PCS EDIT).
 */
async function openAsSupervisor(path: '/roles' | '/policies') {
  const { roles, users } = sandbox.context.chain;
  const role = roles.find((candidate) => candidate.name === 'Area Supervisor')!;
  users.find((user) => user.email === SUPERVISOR)!.roleUuid = role.uuid;
  await signInAs(SUPERVISOR);
  await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: path === '/roles' ? 'Roles' : 'Policies' });
}

async function rowNamed(testId: string, name: string) {
  const rows = await screen.findAllByTestId(testId);
  const row = rows.find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!row) throw new Error(`No row ${name}`);
  return row;
}

describe('roles and policies an Area Supervisor manages (decision "Delegation: grant only what you hold")', () => {
  it('their own role is read-only, saying why; so is one granting more than they hold', async () => {
    await openAsSupervisor('/roles');
    const own = await rowNamed('roles-row', 'Area Supervisor');
    expect(within(own).queryByRole('button', { name: /^Edit role/ })).toBeNull();
    expect(within(own).getByTestId('access-locked')).toHaveTextContent(
      'Your own role: only an administrator can change it',
    );
    // Restaurant Manager grants PCS EDIT, which they do not hold.
    const beyond = await rowNamed('roles-row', 'Restaurant Manager');
    expect(within(beyond).queryByRole('button', { name: /^Edit role/ })).toBeNull();
    expect(within(beyond).getByTestId('access-locked')).toHaveTextContent(
      'Grants more than you hold',
    );
    // Shift Lead lies within what they hold.
    const lead = await rowNamed('roles-row', 'Shift Lead');
    expect(
      within(lead).getByRole('button', { name: 'Edit role “Shift Lead”' }),
    ).toBeInTheDocument();
    expect(within(lead).queryByTestId('access-locked')).toBeNull();
  });

  it('the policies of their own role are read-only; a policy beyond theirs too', async () => {
    await openAsSupervisor('/policies');
    for (const name of ['Area supervision', 'Kitchen operations viewer']) {
      const row = await rowNamed('policies-row', name);
      expect(within(row).queryByRole('button', { name: /^Edit policy/ })).toBeNull();
      expect(within(row).getByTestId('access-locked')).toHaveTextContent(
        'Part of your own role: only an administrator can change it',
      );
    }
    const support = await rowNamed('policies-row', 'Field support');
    expect(within(support).queryByRole('button', { name: /^Edit policy/ })).toBeNull();
    const floor = await rowNamed('policies-row', 'Shift floor');
    expect(
      within(floor).getByRole('button', { name: 'Edit policy “Shift floor”' }),
    ).toBeInTheDocument();
  });

  it('the policy editor shows MONITORING disabled; Select All selects only what they hold', async () => {
    const user = userEvent.setup();
    await openAsSupervisor('/policies');
    await user.click(await screen.findByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New policy' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'All actions on Monitoring' }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'View Monitoring' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Edit PCS' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'View PCS' })).toBeEnabled();
    expect(
      within(dialog).getByText(/You can grant only the permissions you hold/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Select All' }));
    // Every module of Area supervision and Kitchen operations viewer: 12 of the 18.
    expect(within(dialog).getByText('12 modules granted')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'View Monitoring' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Create Users' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Delete Users' })).not.toBeChecked();
    // Users is in full as far as they hold it: the toggle is checked, not mixed.
    expect(within(dialog).getByRole('checkbox', { name: 'All actions on Users' })).toBeChecked();
  });

  it('the role form lets them choose only policies they wholly hold', async () => {
    const user = userEvent.setup();
    await openAsSupervisor('/roles');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    expect(await within(dialog).findByRole('checkbox', { name: /^Field support/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /^PC maintenance/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /^Shift floor/ })).toBeEnabled();
  });

  it('a 403 from a race is said in the policy form, which keeps what was typed', async () => {
    const refusal = 'You cannot manage permissions you do not hold: EVENTS EDIT';
    server.use(failWith(updatePolicy, 403, refusal));
    const user = userEvent.setup();
    await openAsSupervisor('/policies');
    await user.click(await screen.findByRole('button', { name: 'Edit policy “Shift floor”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy “Shift floor”' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Shift floor plus');
    await user.click(within(dialog).getByRole('checkbox', { name: 'View Unusual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Shift floor plus');
    expect(within(dialog).getByRole('checkbox', { name: 'View Unusual' })).toBeChecked();
  });

  it('a role held beyond their restaurants: the provider’s refusal, counting the users elsewhere, is said in the form, which keeps the name typed', async () => {
    const user = userEvent.setup();
    await openAsSupervisor('/roles');
    await user.click(await screen.findByRole('button', { name: 'Edit role “Shift Lead”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role “Shift Lead”' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Shift Lead (area)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^.*\d+ users outside your restaurants hold this role: only an administrator or a user of their restaurants can change it/,
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Shift Lead (area)');
    const { roles } = sandbox.context.chain;
    expect(roles.some((role) => role.name === 'Shift Lead')).toBe(true);
  });

  it('a 403 from a race is said in the role form, which keeps the name and policies chosen', async () => {
    const refusal = 'You cannot manage permissions you do not hold: DASHBOARD VIEW';
    server.use(failWith(createRole, 403, refusal));
    const user = userEvent.setup();
    await openAsSupervisor('/roles');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Floor helper');
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Shift floor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Floor helper');
    expect(within(dialog).getByRole('checkbox', { name: /^Shift floor/ })).toBeChecked();
  });
});
