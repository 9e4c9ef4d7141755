/**
 * The end-to-end role test, through the UI only: an administrator grants a
 * new role nothing but EVENTS view, gives it to a new user, that user sets a password from the
 * invitation and sees exactly the events pages; blocked by the administrator, their open tab is
 * signed out. The one thing read outside the UI is the sandbox outbox: the user's mailbox.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { appPages } from '../../src/lib/i18n/en/app-pages.ts';
import { rolesPolicies } from '../../src/lib/i18n/en/roles-policies.ts';
import { shell } from '../../src/lib/i18n/en/shell.ts';
import { SIDEBAR_SECTIONS } from '../../src/lib/navigation.ts';
import { APP_ROUTES } from '../../src/lib/route-table.ts';
import { pageCheck } from './page-checks.ts';
import { submitSignIn } from './support/app.ts';
import { waitForPath } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { navigateInApp, waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';
import { controlCall } from './support/sandbox-control.ts';

/** The one module the journey's policy grants, and of it only VIEW. */
const MODULE = 'EVENTS';

const english: Record<string, unknown> = { ...shell, ...appPages, ...rolesPolicies };
/** A message key's English text, as the console shows it by default. */
function text(key: string): string {
  const message = english[key];
  assert.equal(typeof message, 'string', `an English text for ${key}`);
  return message as string;
}

/** Spec 000 §6: a non-admin may open the pages of the modules whose VIEW they hold. */
const EVENTS_PAGES = APP_ROUTES.filter((route) => route.module === MODULE);
const EVENTS_PATHS = new Set<string>(EVENTS_PAGES.map((route) => route.path));

/**
 * Spec 000 §2 "Shell rules": a sidebar link shows only when its page is allowed, and a section
 * left with no link is not shown; a section of one link is drawn as that link, named as the
 * section. Read from the sidebar's own sections (lib/navigation.ts) and the route table.
 */
const EXPECTED_SECTIONS = SIDEBAR_SECTIONS.map((section) => ({
  label: text(section.label),
  links: section.links
    .filter((link) => EVENTS_PATHS.has(link.path))
    .map((link) => ({ path: link.path, label: text(link.label) })),
})).filter((section) => section.links.length > 0);

/** Every expected sidebar link, with the name of its section. */
const sidebarLinks = EXPECTED_SECTIONS.flatMap((section) =>
  section.links.map((link) => ({ ...link, section: section.label })),
);

/** The sidebar as lines: a folding section's name, then each link as 'label → path'. */
const EXPECTED_SIDEBAR = EXPECTED_SECTIONS.flatMap((section) =>
  section.links.length === 1
    ? [`${section.label} → ${section.links[0]!.path}`]
    : [section.label, ...section.links.map((link) => `${link.label} → ${link.path}`)],
);

/** The 'View as' preview's sidebar list: the same, without the addresses. */
const EXPECTED_PREVIEW_SIDEBAR = EXPECTED_SECTIONS.flatMap((section) =>
  section.links.length === 1
    ? [section.label]
    : [section.label, ...section.links.map((link) => link.label)],
);

/** Events pages opened by address only (no sidebar link): the preview's 'other pages'. */
const EXPECTED_OTHER_PAGES = EVENTS_PAGES.filter(
  (route) => !EXPECTED_SECTIONS.some((section) => section.links.some((l) => l.path === route.path)),
).map((route) => text(route.title));

/**
 * A button offering a write on a page (spec 000 §6 "buttons for actions the user's role lacks
 * are not offered"): New/Create/Add, Edit, Delete/Remove, named so or named for their record
 * ('Delete the record of …').
 */
const WRITE_BUTTON = /^(New|Create|Add|Edit|Delete|Remove)\b/i;

/**
 * A box of the permission picker: on a wide screen a grid cell named '<Action> <Module>'; on a
 * phone (spec 000 §1) the module's block, whose boxes are named by the action.
 */
function pickerBox(dialog: Locator, viewport: Viewport, module: string, action: string) {
  return viewport.name === 'phone'
    ? dialog
        .getByRole('group', { name: module, exact: true })
        .getByRole('checkbox', { name: action, exact: true })
    : dialog.getByRole('checkbox', { name: `${action} ${module}`, exact: true });
}

/**
 * Types `words` into the list's search field and waits for the list to be asked for them: above
 * the list on a wide screen, in the filter sheet on a phone (spec 000 §1).
 */
async function searchList(page: Page, viewport: Viewport, words: string) {
  const searched = () =>
    page.waitForURL((url) => url.searchParams.get('search') === words, {
      timeout: 15_000,
      waitUntil: 'commit',
    });
  if (viewport.name !== 'phone') {
    await page.locator('main').getByRole('searchbox', { name: 'Search' }).fill(words);
    await searched();
  } else {
    await page.getByRole('button', { name: /^Filters\b/ }).click();
    const sheet = page.getByRole('dialog', { name: text('filters.title') });
    await sheet.getByRole('searchbox', { name: 'Search' }).fill(words);
    await searched();
    await sheet.getByRole('button', { name: text('filters.done'), exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
  }
  await waitForReady(page);
}

/** The signed-in sidebar, opened as a drawer on a phone. */
async function openSidebar(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport.name === 'phone') {
    await page.getByRole('button', { name: text('shell.toggleSidebar') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    return drawer.getByRole('navigation', { name: text('shell.mainNavigation') });
  }
  const nav = page.getByRole('navigation', { name: text('shell.mainNavigation') });
  await nav.waitFor();
  return nav;
}

/** The sidebar's entries in order, folded sections included, as EXPECTED_SIDEBAR writes them. */
function sidebarLines(nav: Locator): Promise<string[]> {
  return nav.evaluate((element) =>
    Array.from(element.querySelectorAll('summary, a'), (item) => {
      const label = (item.textContent ?? '').trim();
      return item instanceof HTMLAnchorElement
        ? `${label} → ${new URL(item.href).pathname}`
        : label;
    }),
  );
}

/** Follows a sidebar link, unfolding its section first when it is folded. */
async function followSidebarLink(nav: Locator, section: string, link: string) {
  const details = nav.locator('details').filter({
    has: nav.page().locator('summary', { hasText: section }),
  });
  if (
    (await details.count()) > 0 &&
    !(await details.evaluate((d) => (d as HTMLDetailsElement).open))
  ) {
    await details.locator('summary').click();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
}

/** Waits until the tab is signed out: on the sign-in page, or the blocked-account one. */
async function waitForSignedOut(page: Page, what: string) {
  await page
    .waitForURL((url) => ['/login', '/blocked-account'].includes(url.pathname), {
      timeout: 20_000,
      waitUntil: 'commit',
    })
    .catch(() => assert.fail(`${what}: expected to be signed out; at ${page.url()}`));
}

/** Waits until the user's tab is on one of their allowed pages, settled. */
async function waitForAllowedPage(page: Page, what: string) {
  await page
    .waitForURL((url) => EVENTS_PATHS.has(url.pathname), { timeout: 20_000, waitUntil: 'commit' })
    .catch(() => assert.fail(`${what}: expected an events page; at ${page.url()}`));
  await waitForReady(page);
}

/** The end-to-end role test, at this viewport. */
export function adminJourneySpecs(viewport: Viewport): void {
  e2eTest(
    'role journey (spec 001 §6): an administrator makes an EVENTS-view role and a user with it; the user sees exactly the events pages, and is signed out when blocked',
    async () => {
      // Unique per run and viewport: the sandbox is shared by the whole run.
      const stamp = `${viewport.name} ${Date.now()}`;
      const policyName = `Journey events policy ${stamp}`;
      const roleName = `Journey events role ${stamp}`;
      const email = `journey.${viewport.name}.${Date.now()}@demo.kitchen`;
      const moduleName = text(`access.module.${MODULE}`);
      const view = text('access.action.VIEW');

      // 1. The administrator: a policy of EVENTS view, through the permission picker …
      const admin = await harness.open(viewport, { account: 'admin' });
      const { page } = admin;
      await page.goto(`${harness.url}/policies`);
      await waitForPage(page, '/policies');
      await page.getByRole('button', { name: 'New policy', exact: true }).click();
      const policyForm = page.getByRole('dialog', { name: 'New policy' });
      await policyForm.getByRole('textbox', { name: /Name/ }).fill(policyName);
      await pickerBox(policyForm, viewport, moduleName, view).check();
      await policyForm.getByText('1 module granted').waitFor();
      await policyForm.getByRole('button', { name: 'Save', exact: true }).click();
      await policyForm.waitFor({ state: 'detached', timeout: 15_000 });

      // … a role made of it, found again by its name, and 'View as' on it.
      await page.goto(`${harness.url}/roles`);
      await waitForPage(page, '/roles');
      await page.getByRole('button', { name: 'New role', exact: true }).click();
      const roleForm = page.getByRole('dialog', { name: 'New role' });
      await roleForm.getByRole('textbox', { name: /Name/ }).fill(roleName);
      await roleForm.getByRole('checkbox', { name: policyName, exact: true }).check();
      await roleForm.getByRole('button', { name: 'Save', exact: true }).click();
      await roleForm.waitFor({ state: 'detached', timeout: 15_000 });
      await searchList(page, viewport, roleName);
      const roleRow = page.getByTestId('roles-row').filter({ hasText: roleName });
      await roleRow.waitFor({ timeout: 15_000 });
      assert.match(await roleRow.innerText(), new RegExp(`${moduleName}: ${view}`));

      await page.getByRole('button', { name: `View as ${roleName}`, exact: true }).click();
      const preview = page.getByRole('dialog', { name: `View as: ${roleName}` });
      const previewSidebar = preview.getByTestId('preview-sidebar');
      await previewSidebar.waitFor();
      assert.deepEqual(
        (await previewSidebar.innerText())
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        EXPECTED_PREVIEW_SIDEBAR,
        "'View as': the sidebar holds exactly the events pages",
      );
      const otherPages = preview
        .getByRole('heading', { name: text('preview.otherPages') })
        .locator('xpath=following-sibling::ul[1]');
      assert.deepEqual(
        (await otherPages.innerText())
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        EXPECTED_OTHER_PAGES,
        "'View as': the other pages are the events pages without a sidebar link",
      );
      assert.match(
        await preview.getByTestId('preview-actions').innerText(),
        new RegExp(`^${moduleName}\\s+${view}$`),
        "'View as': only EVENTS view is granted",
      );
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });

      // 2. A user with that role and a restaurant, through the form.
      await page.goto(`${harness.url}/users`);
      await waitForPage(page, '/users');
      await searchList(page, viewport, email);
      await page.getByText('No user matches these filters').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New user', exact: true }).click();
      const userForm = page.getByRole('dialog', { name: 'New user' });
      await userForm.getByRole('textbox', { name: /E-mail/ }).fill(email);
      await userForm.getByRole('textbox', { name: /First name/ }).fill('Jo');
      await userForm.getByRole('textbox', { name: /Last name/ }).fill('Journey');
      // Typed and picked with the keyboard: a phone's full-screen dialog keeps its list moving.
      const roleField = userForm.getByLabel(/^Role/);
      await roleField.fill(roleName);
      await page.getByRole('option', { name: roleName, exact: true }).waitFor();
      await roleField.press('ArrowDown');
      await roleField.press('Enter');
      const restaurantField = userForm.getByLabel(/^Restaurant/);
      await restaurantField.fill('1001');
      await page.getByRole('option', { name: /^1001 - / }).waitFor();
      await restaurantField.press('ArrowDown');
      await restaurantField.press('Enter');
      assert.equal(await roleField.inputValue(), roleName, 'the role is picked');
      await userForm.getByRole('button', { name: 'Save', exact: true }).click();
      await userForm.waitFor({ state: 'detached', timeout: 15_000 });
      const userRow = page.getByTestId('user-row').filter({ hasText: email });
      await userRow.waitFor({ timeout: 15_000 });
      assert.ok((await userRow.innerText()).includes(roleName), 'the row names the role');

      // 3. Their mailbox holds the invitation; they set a password in their own browser.
      const outbox = await controlCall(harness.url, `/outbox?email=${email}`);
      const [invitation] = ((await outbox.json()) as { messages: Array<{ link: string }> })
        .messages;
      assert.ok(invitation, 'the invitation is in the outbox');
      const theirs = await harness.open(viewport);
      const their = theirs.page;
      harness.watch(their);
      await their.goto(`${harness.url}${invitation.link}`);
      const password = 'Tulip#Garden42x';
      await their.getByLabel(/^New password/).fill(password);
      await their.getByLabel(/^Repeat the new password/).fill(password);
      await their.getByRole('button', { name: 'Save', exact: true }).click();
      await their.getByRole('link', { name: 'Go to sign-in' }).click();
      await waitForPath(their, '/login');
      await submitSignIn(their, email, password);
      // Home is their first allowed page (spec 000 §2, §6): not the dashboard.
      await waitForAllowedPage(their, 'after sign-in');

      // 4. Exactly the events pages in their sidebar; one of them opens from it.
      const nav = await openSidebar(their, viewport);
      assert.deepEqual(
        await sidebarLines(nav),
        EXPECTED_SIDEBAR,
        'the sidebar holds exactly the events pages',
      );
      const target = sidebarLinks.find((link) => link.path !== new URL(their.url()).pathname);
      assert.ok(target, 'another events page to open');
      await followSidebarLink(nav, target.section, target.label);
      await waitForPage(their, target.path);
      const title = text(EVENTS_PAGES.find((route) => route.path === target.path)!.title);
      await their.getByRole('heading', { level: 1, name: title }).waitFor();

      // Pages of other modules, typed in the address bar, lead back to an allowed page.
      for (const shut of ['/users', '/dashboard/chicken']) {
        await their.goto(`${harness.url}${shut}`);
        await waitForAllowedPage(their, shut);
      }

      // No page of the module offers a write: the role grants VIEW only.
      for (const route of EVENTS_PAGES) {
        await navigateInApp(their, route.path);
        await waitForPage(their, route.path);
        await their.getByRole('heading', { level: 1, name: text(route.title) }).waitFor();
        // Its records or figures shown, as the page tour waits for them: the server answers
        // this role, and a record's row (where a Delete would be) is on screen.
        const loaded = pageCheck(route);
        await loaded.ready?.(their);
        await loaded.check?.(their);
        const writes = await their
          .locator('main')
          .getByRole('button', { name: WRITE_BUTTON })
          .allInnerTexts();
        assert.deepEqual(writes, [], `${route.path}: no write is offered`);
      }

      // 5. The administrator blocks them, from the users page still searched to them …
      harness.watch(page);
      await userRow.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Block this user?' });
      assert.ok((await confirm.innerText()).includes(email), 'the confirm names the user');
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await userRow.filter({ hasText: 'Blocked' }).waitFor({ timeout: 15_000 });

      // … and their open tab, left alone, is signed out: the provider closes the blocked
      // user's live channel, and the console then finds its session ended.
      harness.watch(their);
      await waitForSignedOut(their, 'the blocked user’s open tab, left alone');
      // Signed out for good: an events page typed in again does not open.
      await their.goto(`${harness.url}${sidebarLinks[0]!.path}`);
      await waitForSignedOut(their, 'an events page opened again');
    },
  );
}
