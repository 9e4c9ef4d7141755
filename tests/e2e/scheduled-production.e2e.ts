import assert from 'node:assert/strict';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const PATH = '/pcs/scheduled-production';

/** Scheduled production: catering and recurring orders, through the UI. */
export function scheduledProductionSpecs(viewport: Viewport): void {
  async function openOrders(search: string) {
    const session = await harness.open(viewport, { account: 'admin' });
    const { restaurants } = await restaurantsFromApi(
      harness.url,
      await apiSignIn(harness.url, DEMO.admin),
    );
    const restaurant = restaurants[0]!;
    const go = async (more: string) => {
      await session.page.goto(`${harness.url}${PATH}?restaurantUuid=${restaurant.uuid}${more}`);
      await waitForPage(session.page, PATH as never);
    };
    await go(search);
    return { ...session, go };
  }

  e2eTest(
    'spec 001 §2 "A catering order can be finalized": one is created, edited, then finalized Completed (Ready)',
    async () => {
      const { page, go } = await openOrders('&status=active');
      const rows = page.getByTestId('catering-order');
      await rows.first().waitFor({ timeout: 15_000 });
      const demand = `E2E picnic ${viewport.name} ${Date.now() % 100_000}`;

      await page.getByRole('button', { name: 'New catering order' }).click();
      const form = page.getByRole('dialog', { name: 'New catering order' });
      await form.getByRole('textbox', { name: /Batch size/ }).fill('137');
      await form.getByRole('textbox', { name: /Demand/ }).fill(demand);
      await form.getByRole('button', { name: 'Create' }).click();
      const created = page.getByText(/^Order #\d+ created$/);
      await created.waitFor({ timeout: 15_000 });
      const name = (await created.innerText()).replace(/^Order (#\d+) created$/, '$1');
      await waitForReady(page);
      const row = rows.filter({ hasText: demand });
      await row.waitFor({ timeout: 15_000 });
      assert.match(await row.innerText(), /Waiting/);
      assert.match(await row.innerText(), /137 Pieces/);

      await row.getByRole('button', { name: `Edit order ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit catering order ${name}` });
      await edit.getByRole('textbox', { name: /Batch size/ }).fill('150');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Order ${name} saved`).waitFor({ timeout: 15_000 });
      await page.waitForFunction(
        (wanted) =>
          [...document.querySelectorAll('[data-testid="catering-order"]')].some(
            (element) =>
              element.textContent?.includes(wanted) && element.textContent.includes('150 Pieces'),
          ),
        demand,
        { timeout: 15_000 },
      );

      await row.getByRole('button', { name: `Finalize order ${name}` }).click();
      const finalize = page.getByRole('dialog', { name: `Finalize order ${name}` });
      await finalize.getByRole('button', { name: 'Completed' }).click();
      await page.getByText(`Order ${name} finalized: Ready`).waitFor({ timeout: 15_000 });
      // No longer active: it leaves the active list, and is among the closed ones, Ready.
      await row.waitFor({ state: 'detached', timeout: 15_000 });
      await go('&status=closed');
      const closed = page.getByTestId('catering-order').filter({ hasText: demand });
      await closed.waitFor({ timeout: 15_000 });
      assert.match(await closed.innerText(), /Ready/);
      assert.match(await closed.innerText(), /100%/);
      // What sticks out, named, when something does (a failure says where to look).
      const sticking = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        // The page is wider than the screen: name what sticks out.
        return [...document.querySelectorAll('body *')]
          .filter((element) => {
            if (element.getBoundingClientRect().right <= width + 1) return false;
            // Inside a table's own sideways scroll, it does not widen the page.
            return !element.closest('.kc-scroll-x');
          })
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`)
          .concat([`page ${document.documentElement.scrollWidth} > ${width}`]);
      });
      assert.deepEqual(sticking, [], 'no sideways scroll');
    },
  );

  e2eTest(
    'spec 001 §2 recurring orders: one on every weekday is created, and its catering order appears',
    async () => {
      const { page, go } = await openOrders('&tab=recurring');
      await page.getByTestId('recurring-order').first().waitFor({ timeout: 15_000 });
      const demand = `E2E weekly ${viewport.name} ${Date.now() % 100_000}`;

      await page.getByRole('button', { name: 'New recurring order' }).click();
      const form = page.getByRole('dialog', { name: 'New recurring order' });
      await form.getByRole('textbox', { name: /Batch size/ }).fill('44');
      for (const day of [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ])
        await form.getByRole('checkbox', { name: day }).check();
      // Spec 001 §5: the times are 12-hour 'hh:mm am|pm' inputs.
      await form.getByRole('combobox', { name: /Start time/ }).fill('11:00 pm');
      await form.getByRole('combobox', { name: /End time/ }).fill('11:30 pm');
      await form.getByRole('combobox', { name: /Departure time/ }).fill('11:45 pm');
      await form.getByRole('textbox', { name: /Demand/ }).fill(demand);
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Recurring order created').waitFor({ timeout: 15_000 });
      await waitForReady(page);
      const recurring = page.getByTestId('recurring-order').filter({ hasText: demand });
      await recurring.waitFor({ timeout: 15_000 });
      assert.match(await recurring.innerText(), /Mon, Tue, Wed, Thu, Fri, Sat, Sun/);

      // Today's (if 23:00 is still ahead) and tomorrow's catering orders were made from it.
      await go('&status=active');
      const made = page.getByTestId('catering-order').filter({ hasText: demand });
      await made.first().waitFor({ timeout: 15_000 });
      assert.match(await made.first().innerText(), /44 Pieces/);
    },
  );
}
