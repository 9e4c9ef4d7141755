import assert from 'node:assert/strict';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import { settledDay } from './support/time-ranges.ts';
import type { Viewport } from './support/viewports.ts';

/** Fryer manager, adjustment and recommendation history, through the UI. */
export function fryersAdjustmentSpecs(viewport: Viewport): void {
  async function openKitchenPage(path: string, search = '') {
    const session = await harness.open(viewport, { account: 'admin' });
    const { restaurants } = await restaurantsFromApi(
      harness.url,
      await apiSignIn(harness.url, DEMO.admin),
    );
    const restaurant = restaurants[0]!;
    await session.page.goto(`${harness.url}${path}?restaurantUuid=${restaurant.uuid}${search}`);
    await waitForPage(session.page, path as never);
    return { ...session, restaurant };
  }

  e2eTest('spec 001 §2 "Fryer manager": a fryer is added, then removed', async () => {
    const { page } = await openKitchenPage('/pcs/fryer-manager');
    const rows = page.getByTestId('fryer-row');
    await rows.first().waitFor({ timeout: 15_000 });
    const before = await rows.count();
    const name = `E2E fryer ${viewport.name} ${Date.now() % 100_000}`;

    await page.getByRole('button', { name: 'Add fryer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New fryer' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('combobox', { name: /Vendor/ }).fill('Pitco');
    await dialog.getByRole('textbox', { name: /Oil capacity/ }).fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Fryer ${name} added`).waitFor({ timeout: 15_000 });
    await waitForReady(page);
    await rows.filter({ hasText: name }).waitFor();
    assert.equal(await rows.count(), before + 1);

    await page.getByRole('button', { name: `Delete fryer ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete fryer' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Fryer deleted').waitFor({ timeout: 15_000 });
    await waitForReady(page);
    await rows.filter({ hasText: name }).waitFor({ state: 'detached' });
    assert.equal(await rows.count(), before);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, 'no sideways scroll');
  });

  e2eTest('spec 001 §2 "Adjustment": an adjustment rule is added, then removed', async () => {
    const { page } = await openKitchenPage('/pcs/adjustment');
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New adjustment rule' });
    await dialog.getByRole('button', { name: 'Select All' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Adjustment rule added').waitFor({ timeout: 15_000 });
    await waitForReady(page);
    const rows = page.getByTestId('adjustment-rule-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);

    await rows
      .first()
      .getByRole('button', { name: /^Delete the rule for/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete adjustment rule' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Adjustment rule deleted').waitFor({ timeout: 15_000 });
    await rows.first().waitFor({ state: 'detached' });
  });

  e2eTest(
    'spec 001 §3, §9: the recommendations list shows rows; the status filter changes the URL and the rows',
    async () => {
      const { page } = await openKitchenPage('/pcs/recommendations', '&timeInterval=7d');
      const rows = page.getByTestId('recommendation-row');
      await rows.first().waitFor({ timeout: 15_000 });
      assert.match(await rows.first().innerText(), /Cooked/i);
      // On a phone the filters are in the filter sheet.
      const status = page.getByRole('combobox', { name: 'Status' });
      if (!(await status.isVisible()))
        await page.getByRole('button', { name: /^Filters\b/ }).click();
      await status.selectOption('CANCELED');
      await page.waitForURL((url) => url.searchParams.get('status') === 'CANCELED');
      await waitForReady(page);
      await page.waitForFunction(
        () => {
          const shown = [...document.querySelectorAll('[data-testid="recommendation-row"]')];
          return (
            shown.length > 0 && shown.every((row) => /Never cooked/.test(row.textContent ?? ''))
          );
        },
        undefined,
        { timeout: 15_000 },
      );
    },
  );

  e2eTest(
    'spec 001 §7 "Each has /total", "DELETE … for each": a recommendation is deleted after a confirm, and the total drops by one',
    async () => {
      const { page } = await openKitchenPage(
        '/pcs/recommendations',
        `&${settledDay(2 * 3_600_000)}`,
      );
      const tasks = page
        .getByRole('region', { name: 'Totals' })
        .getByText('Tasks', { exact: true })
        .locator('xpath=following-sibling::*[1]');
      await tasks.waitFor({ timeout: 15_000 });
      const count = async () => Number((await tasks.innerText()).replace(/\D/g, ''));
      const before = await count();
      assert.ok(before > 0, 'the day has tasks');

      await page
        .getByTestId('recommendation-row')
        .first()
        .getByRole('button', { name: /^Delete the recommendation / })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete this recommendation?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Recommendation deleted').waitFor({ timeout: 15_000 });
      await waitForReady(page);
      // The total is asked again: it says one fewer.
      await tasks
        .filter({ hasText: (before - 1).toLocaleString('en') })
        .waitFor({ timeout: 15_000 });
      assert.equal(await count(), before - 1);
    },
  );
}
