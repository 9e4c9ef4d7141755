import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRestaurants } from '../../src/api/restaurants/restaurants.endpoints';
import {
  createUser,
  listUsers,
  listUserSessions,
} from '../../src/api/users/managed-users.endpoints';
import { setOnline } from '../helpers/connection';
import { sandbox, server } from '../helpers/msw-server';
import { failWith, heldUntilReleased } from '../helpers/override';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';
import { onPhone } from '../helpers/viewport';

async function openUsers(search = '', email = 'admin@demo.kitchen') {
  await signInAs(email);
  const app = await renderApp(`/users${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  return app;
}

async function rowOf(email: string) {
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = screen
      .getAllByTestId('user-row')
      .find((candidate) => within(candidate).queryByText(email));
    expect(row, `a row for ${email}`).toBeDefined();
  });
  return row!;
}

function chain() {
  return sandbox.context.chain;
}

/** A Mantine select's input, by its label. */
function field(label: string | RegExp, within_: HTMLElement = document.body) {
  return within(within_).getByLabelText(label, { selector: 'input' });
}

async function openActions(email: string) {
  const user = userEvent.setup();
  const row = await rowOf(email);
  await user.click(within(row).getByTestId('user-actions'));
  return user;
}

/** The administrator on the crew member's sessions page, the crew signed in from Chrome on Windows. */
async function openCrewSessions() {
  const crew = chain().users.find((u) => u.email === 'crew@demo.kitchen')!;
  sandbox.context.tokens.startSession(crew.uuid, {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
    ipAddress: '203.0.113.5',
    multiFactorVerified: true,
  });
  await signInAs('admin@demo.kitchen');
  await renderApp(`/users/${crew.uuid}/sessions`);
  return crew;
}

describe('the users list', () => {
  it('lists users with type, role, restaurants, status and flags, 20 a page', async () => {
    await openUsers();
    const crew = await rowOf('crew@demo.kitchen');
    expect(within(crew).getByText('Priya Natarajan')).toBeInTheDocument();
    expect(within(crew).getByText('Crew')).toBeInTheDocument();
    expect(within(crew).getByText('Shift Lead')).toBeInTheDocument();
    expect(within(crew).getByText(/^1001 - /)).toBeInTheDocument();
    expect(within(crew).getByText('Active')).toBeInTheDocument();
    const blocked = await rowOf('blocked@demo.kitchen');
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(
      within(await rowOf('admin@demo.kitchen')).getByText('Every restaurant'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('user-row')).toHaveLength(20);
    expect(screen.getByText(/^\d+ users$/)).toBeInTheDocument();
  });

  it('keeps the type filter and the search in the URL, first page again', async () => {
    const app = await openUsers('?page=2');
    const user = userEvent.setup();
    await user.click(field('Type'));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ type: 'ADMIN' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('user-row').every((row) => within(row).queryByText('Administrator')),
      ).toBe(true),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'whitfield');
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ type: 'ADMIN', search: 'whitfield' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
  });

  it('drops filter values that are not valid (spec 000 §5)', async () => {
    const app = await openUsers('?type=OWNER&sort=password&role=nope&restaurant=x');
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  it('keeps a role filter that names a real role, and narrows to it', async () => {
    const role = chain().roles.find((candidate) => candidate.name === 'Support Engineer')!;
    const app = await openUsers(`?role=${role.uuid}`);
    await waitFor(() => expect(screen.getAllByTestId('user-row').length).toBeGreaterThan(0));
    expect(app.router.state.location.search).toEqual({ role: role.uuid });
    for (const row of screen.getAllByTestId('user-row'))
      expect(within(row).getByText('Support Engineer')).toBeInTheDocument();
  });

  it('says when no user matches, and when the list could not be loaded', async () => {
    await openUsers('?search=nobody-at-all');
    expect(await screen.findByText('No user matches these filters')).toBeInTheDocument();
    server.use(failWith(listUsers, 500, 'Database unavailable'));
    await signInAs('admin@demo.kitchen');
    await renderApp('/users?search=other');
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the rows once the pick-list names their restaurants, asking none one by one (spec 000 §7)', async () => {
    // The pick-list answers after the users.
    const { override, release } = heldUntilReleased(listRestaurants);
    server.use(override);
    const askedOneByOne: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (/\/api\/v1\/restaurants\/[^/]+$/.test(path)) askedOneByOne.push(path);
    };
    server.events.on('request:start', record);
    try {
      await openUsers();
      // The users are in: the count says so, the rows wait for the names.
      expect(await screen.findByText(/^\d+ users$/)).toBeInTheDocument();
      expect(screen.queryByTestId('user-row')).not.toBeInTheDocument();
      release();
      const crew = await rowOf('crew@demo.kitchen');
      expect(within(crew).getByText(/^1001 - /)).toBeInTheDocument();
      expect(within(crew).queryByText('…')).not.toBeInTheDocument();
      expect(askedOneByOne).toEqual([]);
    } finally {
      release();
      server.events.removeListener('request:start', record);
    }
  });

  it('opens a row’s actions from the keyboard and gives focus back when they close', async () => {
    await openUsers();
    const crew = await rowOf('crew@demo.kitchen');
    const user = userEvent.setup();
    within(crew).getByRole('button', { name: 'Actions for Priya Natarajan' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Sessions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(crew).getByRole('button', { name: 'Actions for Priya Natarajan' }),
      ).toHaveFocus(),
    );
  });

  it('shows cards on a phone, filters in the sheet', async () => {
    onPhone();
    await openUsers();
    const card = await rowOf('crew@demo.kitchen');
    expect(card.tagName).toBe('LI');
    expect(screen.queryByLabelText('Type', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filters/ })).toBeInTheDocument();
  });
});

describe('actions are offered only when the role allows them (spec 000 §6)', () => {
  it('a supervisor (USERS VIEW, CREATE, EDIT) gets no Delete, no multi-factor reset', async () => {
    const { roles, users } = chain();
    users.find((u) => u.email === 'manager@demo.kitchen')!.roleUuid = roles.find(
      (role) => role.name === 'Area Supervisor',
    )!.uuid;
    await openUsers('', 'manager@demo.kitchen');
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    await openActions('crew@demo.kitchen');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reset multi-factor' })).not.toBeInTheDocument();
  });

  it('a role with USERS VIEW only is offered no New user; on someone holding more, only View as, saying why (decision "Delegation": acting on a user)', async () => {
    const { policies, roles, users } = chain();
    policies.push({
      uuid: 'users-viewer-policy',
      name: 'Users viewer',
      accesses: [{ moduleType: 'USERS', actionType: ['VIEW'] }],
    });
    roles.push({
      uuid: 'users-viewer',
      name: 'Users viewer',
      policyUuids: ['users-viewer-policy'],
    });
    users.find((u) => u.email === 'manager@demo.kitchen')!.roleUuid = 'users-viewer';
    await openUsers('', 'manager@demo.kitchen');
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    await openActions('crew@demo.kitchen');
    // A Shift Lead holds the dashboard, events…: more than USERS VIEW, so even their sessions are
    // not the viewer's to read.
    await screen.findByRole('menuitem', { name: 'View as' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View as']);
    expect(screen.getByTestId('user-actions-refusal')).toHaveTextContent(
      'Holds permissions you do not hold: you cannot manage them',
    );
  });

  it("'View as' shows what the user will see", async () => {
    await openUsers();
    const user = await openActions('crew@demo.kitchen');
    await user.click(await screen.findByRole('menuitem', { name: 'View as' }));
    expect(await screen.findByTestId('access-preview')).toBeInTheDocument();
  });

  it('nobody is offered to block or delete themselves; an ADMIN may reset multi-factor', async () => {
    await openUsers('?search=admin@');
    await openActions('admin@demo.kitchen');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await renderApp('/users?search=mfa@');
    await openActions('mfa@demo.kitchen');
    expect(await screen.findByRole('menuitem', { name: 'Reset multi-factor' })).toBeInTheDocument();
  });
});

describe('the user form (validation and the server-error path)', () => {
  it('checks the form before it goes: required fields, e-mail, a USER’s restaurant', async () => {
    await openUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a valid e-mail')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('Choose the restaurant')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s message when it refuses (409)', async () => {
    await openUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'crew@demo.kitchen');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Second');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Crew');
    await user.click(field(/^Restaurant/, dialog));
    await user.click((await screen.findAllByRole('option', { name: /^1001 - / }))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A user with this e-mail already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'crew@demo.kitchen',
    );
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Second');
  });

  it('creates a user: listed as Invited, invitation in the outbox', async () => {
    await openUsers('?search=nia');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'nia.cook@demo.kitchen',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Cook');
    await user.click(field(/^Restaurant/, dialog));
    await user.click((await screen.findAllByRole('option', { name: /^1001 - / }))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New user' })).not.toBeInTheDocument(),
    );
    const row = await rowOf('nia.cook@demo.kitchen');
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(sandbox.context.outbox.list('nia.cook@demo.kitchen')).toHaveLength(1);
  });

  it('a 400 refusal is said above the form, under “could not be saved”', async () => {
    server.use(failWith(createUser, 400, 'A USER works at exactly one restaurant'));
    await openUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'x@demo.kitchen');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'X');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Y');
    await user.click(field(/^Restaurant/, dialog));
    await user.click((await screen.findAllByRole('option', { name: /^1001 - / }))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The user could not be saved')).toBeInTheDocument();
    expect(within(dialog).getByText('A USER works at exactly one restaurant')).toBeInTheDocument();
  });
});

describe('editing a user', () => {
  it('opens with the user as listed and saves a new role; one’s own type stays', async () => {
    await openUsers('?search=crew@');
    const user = await openActions('crew@demo.kitchen');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Natarajan' });
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue(
      'crew@demo.kitchen',
    );
    await user.click(field('Role', dialog));
    await user.click(await screen.findByRole('option', { name: 'Area Supervisor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(await rowOf('crew@demo.kitchen')).getByText('Area Supervisor'),
    ).toBeInTheDocument();

    await renderApp('/users?search=admin@');
    await openActions('admin@demo.kitchen');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const own = await screen.findByRole('dialog', { name: 'Edit Dana Whitfield' });
    expect(field('Type', own)).toBeDisabled();
  });
});

describe('confirmed actions name the user', () => {
  it('blocks after confirmation, naming the user; the row says Blocked', async () => {
    await openUsers();
    const user = await openActions('crew@demo.kitchen');
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this user?' });
    expect(within(dialog).getByText(/Priya Natarajan \(crew@demo.kitchen\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(async () =>
      expect(within(await rowOf('crew@demo.kitchen')).getByText('Blocked')).toBeInTheDocument(),
    );
    expect(chain().users.find((u) => u.email === 'crew@demo.kitchen')!.blocked).toBe(true);
  });
});

describe('a user’s sessions page', () => {
  it('says the user is not found for an unknown uuid, with the way back', async () => {
    await signInAs('admin@demo.kitchen');
    await renderApp('/users/no-such-user/sessions');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
  });

  it('spec 000 §4, §8: sessions that cannot be loaded say so, with Try again, and the page stays', async () => {
    const crew = chain().users.find((u) => u.email === 'crew@demo.kitchen')!;
    server.use(failWith(listUserSessions, 500, 'Boom'));
    await signInAs('admin@demo.kitchen');
    await renderApp(`/users/${crew.uuid}/sessions`);
    expect(await screen.findByText('The sessions could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('user-session')).toBeNull();
  });

  it('lists the sessions and ends one after confirmation', async () => {
    const crew = await openCrewSessions();
    const row = await screen.findByTestId('user-session');
    expect(within(row).getByText('Chrome · Windows')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.5')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^End the session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
    expect(sandbox.context.tokens.sessionsOf(crew.uuid)).toHaveLength(0);
  });
});

describe('decision "Actions that wait offline": offline, what would change a user is disabled and says "Needs a connection"', () => {
  afterEach(() => {
    setOnline(true);
    vi.restoreAllMocks();
  });

  it('a row’s menu: Block, Edit and the others that change the user are disabled with the reason; Sessions and View as still open; online Block asks again', async () => {
    await openUsers();
    setOnline(false);
    expect(screen.getByRole('button', { name: 'Needs a connection' })).toBeDisabled();
    const user = await openActions('crew@demo.kitchen');
    const block = await screen.findByRole('menuitem', { name: /^Block/ });
    expect(block).toBeDisabled();
    expect(block).toHaveAttribute('title', 'Needs a connection');
    expect(block).toHaveTextContent('Needs a connection');
    expect(screen.getByRole('menuitem', { name: /^Edit/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: /^Reset password/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Sessions' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'View as' })).toBeEnabled();

    setOnline(true);
    const again = screen.getByRole('menuitem', { name: 'Block' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await screen.findByRole('dialog', { name: 'Block this user?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New user' })).toBeEnabled();
  });

  it('a user’s sessions page: a row’s End is disabled, titled with the reason, and End all reads it; online the session ends', async () => {
    await openCrewSessions();
    const row = await screen.findByTestId('user-session');
    setOnline(false);
    const end = within(row).getByRole('button', { name: /^End the session/ });
    expect(end).toBeDisabled();
    expect(end).toHaveAttribute('title', 'Needs a connection');
    expect(screen.getByRole('button', { name: 'Needs a connection' })).toBeDisabled();

    setOnline(true);
    expect(end).toBeEnabled();
    const user = userEvent.setup();
    await user.click(end);
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
  });
});
