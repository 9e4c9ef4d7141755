import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/**
 * A box of the permission picker: on a wide screen a grid cell named '<Action> <Module>'; on a
 * phone (spec 000 §1) the module's block, whose boxes are labelled with the action.
 */
function pickerBox(dialog: Locator, viewport: Viewport, module: string, action: string) {
  return viewport.name === 'phone'
    ? dialog.getByRole('group', { name: module, exact: true }).getByRole('checkbox', {
        name: action,
        exact: true,
      })
    : dialog.getByRole('checkbox', { name: `${action} ${module}`, exact: true });
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${what}: no sideways scroll`);
}

/** Roles and policies: through the UI only. */
export function rolesPolicySpecs(viewport: Viewport): void {
  e2eTest(
    "spec 001 §2 roles and policies: an administrator creates a policy granting EVENTS view and a role made of it; the role's 'View as' shows exactly the events pages",
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      // Unique per run and viewport: the sandbox is shared by the whole run.
      const stamp = `${viewport.name} ${Date.now()}`;
      const policyName = `Aaa events policy ${stamp}`;
      const roleName = `Aaa events role ${stamp}`;

      await page.goto(`${harness.url}/policies`);
      await waitForPage(page, '/policies');
      await page.getByTestId('policies-row').first().waitFor({ timeout: 15_000 });
      await noSidewaysScroll(page, 'policies');
      await page.getByRole('button', { name: 'New policy' }).click();
      const policyForm = page.getByRole('dialog', { name: 'New policy' });
      await policyForm.getByRole('textbox', { name: /Name/ }).fill(policyName);
      await pickerBox(policyForm, viewport, 'Events', 'View').check();
      assert.equal(await policyForm.getByText('1 module granted').count(), 1);
      await policyForm.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The policy is created').waitFor({ timeout: 15_000 });
      assert.equal(await policyForm.count(), 0, 'the form closes once saved');

      await page.goto(`${harness.url}/roles`);
      await waitForPage(page, '/roles');
      await page.getByTestId('roles-row').first().waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New role' }).click();
      const roleForm = page.getByRole('dialog', { name: 'New role' });
      await roleForm.getByRole('textbox', { name: /Name/ }).fill(roleName);
      await roleForm.getByRole('checkbox', { name: policyName }).check();
      await roleForm.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The role is created').waitFor({ timeout: 15_000 });

      const row = page.getByTestId('roles-row').filter({ hasText: roleName });
      await row.waitFor({ timeout: 15_000 });
      assert.match(await row.innerText(), /Events: View/, 'the list shows what the role grants');
      await noSidewaysScroll(page, 'roles');

      await page.getByRole('button', { name: `View as ${roleName}`, exact: true }).click();
      const preview = page.getByRole('dialog', { name: `View as: ${roleName}` });
      const sidebar = preview.getByTestId('preview-sidebar');
      await sidebar.waitFor();
      const links = (await sidebar.innerText()).split('\n').map((line) => line.trim());
      assert.deepEqual(
        links.filter(Boolean),
        ['Events', 'Chicken', 'Potato', 'Analytics'],
        'the sidebar holds exactly the events pages',
      );
      const actions = await preview.getByTestId('preview-actions').innerText();
      assert.match(actions, /^Events\s+View$/, 'only EVENTS view is granted');
    },
  );
}
