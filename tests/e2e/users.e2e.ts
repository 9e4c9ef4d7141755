import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { accessToken } from './support/app.ts';
import { apiSignIn, signInAs, waitForPath } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';
import { controlCall } from './support/sandbox-control.ts';

interface ListedUser {
  uuid: string;
  email: string;
  type: string;
  status: string;
}

/** Users as the provider lists them to the administrator (the test's own look-up, not the UI's). */
async function listUsers(query: Record<string, string>): Promise<ListedUser[]> {
  const token = await apiSignIn(harness.url, 'admin@demo.kitchen');
  const response = await fetch(
    `${harness.url}/api/v1/users?${new URLSearchParams({ limit: '100', ...query })}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  assert.equal(response.status, 200);
  return ((await response.json()) as { results: { content: ListedUser[] } }).results.content;
}

/** A call as the administrator, outside the UI (setting a test up or tidying after it). */
async function adminCall(method: string, path: string, body?: unknown): Promise<{ uuid?: string }> {
  const token = await apiSignIn(harness.url, 'admin@demo.kitchen');
  const response = await fetch(`${harness.url}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { results?: { uuid?: string }; message?: string };
  assert.equal(response.status, 200, `${method} ${path}: ${answer.message}`);
  return answer.results ?? {};
}

/** A signed-in crew member of the seed's staff who is neither blocked nor only invited. */
async function activeStaff(index: number): Promise<ListedUser> {
  const staff = (await listUsers({ search: '@staff.kitchen', type: 'USER' })).filter(
    (user) => user.status === 'ACTIVE',
  );
  const user = staff[index];
  assert.ok(user, 'the seed has active staff crew');
  return user;
}

/** A user as the administrator lists them, with what POST /users/update sends back. */
interface StaffUser extends ListedUser {
  firstName: string;
  lastName: string;
  restaurantUuids: string[] | null;
  notification: boolean;
  multiFactorRequired: boolean;
  userRoleDto: { uuid: string; name: string } | null;
}

/** A role's uuid by its name, as the administrator lists roles. */
async function roleUuid(name: string): Promise<string> {
  const token = await apiSignIn(harness.url, 'admin@demo.kitchen');
  const response = await fetch(
    `${harness.url}/api/v1/roles?${new URLSearchParams({ search: name, size: '100' })}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const { results } = (await response.json()) as {
    results: { content: Array<{ uuid: string; name: string }> };
  };
  const role = results.content.find((candidate) => candidate.name === name);
  assert.ok(role, `the seed has the role ${name}`);
  return role.uuid;
}

/** The body of POST /users/update that keeps the user as they are, but for their role. */
function withRole(user: StaffUser, roleUuid: string | null) {
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    type: user.type,
    roleUuid,
    restaurantUuids: user.restaurantUuids,
    notification: user.notification,
    multiFactorRequired: user.multiFactorRequired,
  };
}

/** Opens the row's action menu on /users, searched to that one user. */
async function openRowActions(page: Page, email: string) {
  await page.goto(`${harness.url}/users?search=${encodeURIComponent(email)}`);
  await waitForPage(page, '/users');
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await row.waitFor({ timeout: 15_000 });
  await row.getByTestId('user-actions').click();
  return row;
}

/** Fills the user form's fields as a user types them; the restaurant picked with the keyboard. */
async function fillUserForm(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Eve');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Tester');
  // A phone's full-screen dialog keeps its list moving: typed and picked with the keyboard.
  const restaurant = dialog.getByLabel(/^Restaurant/);
  await restaurant.fill('1001');
  await page.getByRole('option', { name: /^1001 - / }).waitFor();
  await restaurant.press('ArrowDown');
  await restaurant.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** The users page, end to end through the UI. */
export function usersSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2 "Users": an administrator creates a user, who is listed as Invited and e-mailed',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const email = `e2e.${viewport.name}.${Date.now()}@demo.kitchen`;
      await page.goto(`${harness.url}/users?search=${encodeURIComponent(email)}`);
      await waitForPage(page, '/users');
      await page.getByText('No user matches these filters').waitFor({ timeout: 15_000 });

      await page.getByRole('button', { name: 'New user' }).click();
      await fillUserForm(page, email);

      // Listed as Invited: the row is waited for with its status, not read once it shows (a run
      // read an empty text from a row drawn a moment before, then drawn again).
      await page
        .getByTestId('user-row')
        .filter({ hasText: email })
        .filter({ hasText: /Invited/i })
        .waitFor({ timeout: 15_000 });
      const outbox = await controlCall(harness.url, `/outbox?email=${email}`);
      const { messages } = (await outbox.json()) as { messages: Array<{ subject: string }> };
      assert.deepEqual(
        messages.map((message) => message.subject),
        ['You are invited to the Kitchen Console'],
      );
    },
  );

  e2eTest(
    "spec 001 §2 Users: blocking a user signs their open tab out; their sign-in says 'User is blocked'",
    async () => {
      const target = await activeStaff(viewport.name === 'phone' ? 1 : 0);
      // The user's own tab, signed in through the form in another browser context.
      const theirs = await harness.open(viewport);
      await signInAs(theirs.page, harness.url, target.email);
      await theirs.page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
      await theirs.page.goto(`${harness.url}/user-settings/authentification-log`);
      await waitForPage(theirs.page, '/user-settings/authentification-log');

      const admin = await harness.open(viewport, { account: 'admin' });
      harness.watch(admin.page);
      await openRowActions(admin.page, target.email);
      await admin.page.getByRole('menuitem', { name: 'Block' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Block this user?' });
      assert.match(await dialog.innerText(), new RegExp(target.email.replace(/\./g, '\\.')));
      await dialog.getByRole('button', { name: 'Block' }).click();
      await admin.page
        .getByTestId('user-row')
        .filter({ hasText: 'Blocked' })
        .waitFor({ timeout: 15_000 });

      try {
        // Their tab, left alone, is signed out: the provider closes their live channel and the
        // console finds the session ended.
        harness.watch(theirs.page);
        await waitForPath(theirs.page, '/login', 20_000);
        await signInAs(theirs.page, harness.url, target.email);
        await theirs.page
          .getByText(/blocked/i)
          .first()
          .waitFor({ timeout: 15_000 });
      } finally {
        await adminCall('PUT', `/users/${target.uuid}/unblock`);
      }
    },
  );

  e2eTest('spec 001 §2 "Users": an administrator ends one of a user’s sessions', async () => {
    const target = await activeStaff(2);
    // Two sessions of theirs, signed in elsewhere.
    await apiSignIn(harness.url, target.email);
    await apiSignIn(harness.url, target.email);

    const { page } = await harness.open(viewport, { account: 'admin' });
    await openRowActions(page, target.email);
    await page.getByRole('menuitem', { name: 'Sessions' }).click();
    await waitForPath(page, `/users/${target.uuid}/sessions`);
    const sessions = page.getByTestId('user-session');
    await sessions.first().waitFor({ timeout: 15_000 });
    const before = await sessions.count();
    assert.ok(before >= 2, 'both sessions are listed');

    await sessions
      .first()
      .getByRole('button', { name: /^End the session/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="user-session"]').length === count,
      before - 1,
      { timeout: 15_000 },
    );
    assert.ok(
      await page
        .getByRole('navigation', { name: /Breadcrumb/i })
        .getByRole('link', { name: 'Users' })
        .count(),
      'breadcrumbs lead back to Users',
    );
  });

  e2eTest(
    'Delegation: grant only what you hold — a supervisor cannot leave themselves without a role, and a save the server refuses shows its message',
    async () => {
      const supervisorRole = await roleUuid('Area Supervisor');
      // An Area Supervisor of the seed's staff (no demo account holds the role), one per screen.
      const supervisors = (
        (await listUsers({ roleUuid: supervisorRole, type: 'MANAGER' })) as StaffUser[]
      ).filter((user) => user.status === 'ACTIVE' && !user.multiFactorRequired);
      const me = supervisors[viewport.name === 'phone' ? 1 : 0];
      assert.ok(me, 'the seed has active Area Supervisors');

      const { page } = await harness.open(viewport);
      await signInAs(page, harness.url, me.email);
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
      await openRowActions(page, me.email);
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${me.firstName} ${me.lastName}` });
      // Spec 000 §6: "No role" is unrestricted; only an administrator gives it.
      await dialog.getByLabel(/^Role/).click();
      await page.getByRole('option', { name: 'Area Supervisor', exact: true }).waitFor();
      assert.equal(await page.getByRole('option', { name: 'No role', exact: true }).count(), 0);
      assert.equal(
        await page.getByRole('option', { name: 'Support Engineer', exact: true }).count(),
        0,
      );
      // Their own role stays chosen (the active option): Enter picks it and closes the list. A
      // phone's list is still settling its scroll, so its options are no stable click target.
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'Area Supervisor', exact: true }).waitFor({
        state: 'hidden',
      });

      // The same change forged past the form, with their own token: the provider refuses it.
      const token = await accessToken(page);
      const forged = await page.evaluate(
        async ({ url, token, body }) => {
          const response = await fetch(`${url}/api/v1/users/update`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return {
            status: response.status,
            message: ((await response.json()) as { message: string }).message,
          };
        },
        { url: harness.url, token, body: withRole(me, null) },
      );
      assert.equal(forged.status, 403);
      assert.match(forged.message, /administrator/);

      try {
        // Their role changes underneath the open form (an administrator, elsewhere): the save
        // is refused, and the form says the provider's own words.
        await adminCall('POST', '/users/update', withRole(me, await roleUuid('Shift Lead')));
        await dialog.getByRole('button', { name: 'Save' }).click();
        const alert = dialog.getByRole('alert');
        await alert.waitFor({ timeout: 15_000 });
        assert.match(await alert.innerText(), /not granted|do not hold/);
        assert.equal(await dialog.count(), 1, 'the form stays open');
      } finally {
        await adminCall('POST', '/users/update', withRole(me, supervisorRole));
      }
    },
  );
}
