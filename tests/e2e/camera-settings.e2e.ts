import assert from 'node:assert/strict';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const PATH = '/cameras/settings';

/** Camera settings, through the UI, against the sandbox. */
export function cameraSettingsSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2 "Camera settings", §5 capture presets: a camera is renamed, a profile added at a preset and deleted',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const { restaurants } = await restaurantsFromApi(
        harness.url,
        await apiSignIn(harness.url, DEMO.admin),
      );
      // A kitchen of its own per screen size: the phone's and the desktop's runs never meet.
      const kitchen = restaurants[viewport.name === 'phone' ? 3 : 4]!;
      await page.goto(`${harness.url}${PATH}?restaurantUuid=${kitchen.uuid}`);
      await waitForPage(page, PATH);
      const stamp = `${viewport.name[0]!.toUpperCase()}${Date.now() % 100_000}`;

      const choice = page.getByRole('combobox', { name: 'Camera' });
      await choice.selectOption({ label: 'Breading' });
      const form = page.getByRole('form', { name: 'Camera name' });
      const renamed = `Breading ${stamp}`;
      await form.getByRole('textbox', { name: /Name/ }).fill(renamed);
      await form.getByRole('button', { name: 'Rename' }).click();
      await page.getByText(`Camera renamed to ${renamed}`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      assert.equal(await choice.locator('option:checked').innerText(), renamed);

      await page.getByRole('tab', { name: 'Profiles' }).click();
      const rows = page.getByTestId('profile-row');
      await rows.first().waitFor({ timeout: 15_000 });
      const before = await rows.count();
      await page.getByRole('button', { name: 'Add profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'New profile' });
      const name = `Wide ${stamp}`;
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /Profile ID/ }).fill(`e2e${stamp}`);
      await dialog.getByRole('combobox', { name: /Capture preset/ }).selectOption('hires');
      assert.equal(
        await dialog.getByRole('combobox', { name: /Resolution/ }).inputValue(),
        '1280x720',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Profile ${name} added`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      const row = rows.filter({ hasText: name });
      await row.waitFor();
      assert.match(await row.innerText(), /1280 × 720 \(hires, hdres\)/);
      assert.equal(await rows.count(), before + 1);
      // The tour sees this page in Global mode (the kitchen prompt): axe on a kitchen's profiles.
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, `axe:\n${formatViolations(violations)}`);

      await page.getByRole('button', { name: `Delete profile ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete profile' });
      assert.match(await confirm.innerText(), new RegExp(`of ${kitchen.number} - `));
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Profile deleted').waitFor({ timeout: 15_000 });
      await row.waitFor({ state: 'detached' });
      assert.equal(await rows.count(), before);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');

      // The kitchen's camera gets its name back for whatever runs next.
      await page.getByRole('tab', { name: 'Camera' }).click();
      await form.getByRole('textbox', { name: /Name/ }).fill('Breading');
      await form.getByRole('button', { name: 'Rename' }).click();
      // Exact: the first rename's notification may still be on screen and contains this text.
      await page
        .getByText('Camera renamed to Breading', { exact: true })
        .waitFor({ timeout: 15_000 });
    },
  );
}
