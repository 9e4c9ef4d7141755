import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eTest, harness } from './support/harness.ts';
import { scrollThrough, waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const rows = '[data-testid="restaurant-row"]';

/** The row (a phone's card) of the restaurant named `name`, after searching its number. */
async function findRestaurant(page: Page, number: number, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(number));
  const row = page.locator(rows).filter({ hasText: name });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

/** A notice (spec 000 §8), waited for. */
async function notice(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 15_000 });
}

/** The restaurants page (spec 001 §2), end to end through the UI. */
export function restaurantsAdminSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2 Restaurants: an administrator creates a restaurant, assigns it an unassigned tablet, moves a tablet of 1002 to it, and deletes it once its devices are moved away',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const number = viewport.name === 'phone' ? 9302 : 9301;
      const name = `Ponce City ${viewport.name}`;
      const label = `${number} - ${name}`;
      await page.goto(`${harness.url}/restaurants`);
      await waitForPage(page, '/restaurants');
      await page.locator(rows).first().waitFor({ timeout: 15_000 });

      // Create (the restaurant modal; full screen on a phone).
      await page.getByRole('button', { name: 'New restaurant' }).click();
      const form = page.getByRole('dialog', { name: 'New restaurant' });
      await form.getByLabel(/^Number/).fill(String(number));
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel(/^State/).selectOption({ label: 'Georgia (GA)' });
      await form.getByRole('option', { name: 'Atlanta' }).waitFor({ state: 'attached' });
      await form.getByLabel(/^City/).selectOption('Atlanta');
      await form.getByLabel(/^Postal code/).fill('30308');
      await form.getByLabel(/^Security code/).fill('482913');
      await form.getByLabel(/^Address line 1/).fill('675 Ponce De Leon Ave NE');
      await form.getByRole('button', { name: 'Add a host' }).click();
      await form.getByLabel(/^Host name/).fill('kitchen-pc-01');
      await form.getByLabel(/^IP address/).fill('10.201.1.20');
      if (viewport.name === 'phone') {
        const box = await form.boundingBox();
        assert.ok(box && box.width >= viewport.viewport.width - 1, 'the form is full screen');
      }
      await form.getByRole('button', { name: 'Save' }).click();
      await notice(page, `Restaurant ${label} created`);
      let row = await findRestaurant(page, number, name);
      await row.getByText('No PCs').waitFor();

      // A kitchen with no data yet: its dashboard draws, empty, without crashing.
      const href = await row.getByTestId('restaurant-pcs').getAttribute('href');
      const uuid = /\/restaurants\/([^/]+)\//.exec(href ?? '')![1]!;
      await page.goto(`${harness.url}/dashboard?restaurantUuid=${uuid}`);
      await waitForPage(page, '/dashboard');
      await scrollThrough(page);
      assert.equal(await page.getByText('Something went wrong').count(), 0, 'no crash');
      assert.ok(
        (await page.getByRole('button', { name: /^Current restaurant: / }).innerText()).includes(
          String(number),
        ) || viewport.name === 'phone',
        'the dashboard is the new restaurant’s',
      );
      await page.goto(`${harness.url}/restaurants`);
      await waitForPage(page, '/restaurants');
      row = await findRestaurant(page, number, name);

      // Assign an unassigned tablet.
      await row.getByRole('button', { name: `Assign devices to ${label}` }).click();
      const assign = page.getByRole('dialog', { name: `Assign devices to ${label}` });
      await assign
        .getByRole('checkbox', { name: /^Spare tablet/ })
        .first()
        .check();
      await assign.getByRole('button', { name: 'Assign' }).click();
      await notice(page, `0 PCs and 1 tablet assigned to ${label}`);
      await row.getByRole('link', { name: '1 tablet' }).waitFor({ timeout: 15_000 });

      // Move a tablet of 1002 to it, found through the whole chain's search.
      const south = await findRestaurant(page, 1002, 'South End');
      // Read once the card shows its count: a run read it while the list was redrawn (no count).
      const tabletCount = south
        .getByTestId('restaurant-tablets')
        .filter({ hasText: /^\d+ tablets?$/ });
      await tabletCount.waitFor();
      const tabletsBefore = Number.parseInt(await tabletCount.innerText(), 10);
      await south.getByRole('button', { name: 'Move devices of 1002 - South End' }).click();
      const move = page.getByRole('dialog', { name: 'Move devices of 1002 - South End' });
      // Its first tablet (a desktop run before may have moved another one away).
      const tablets = move.getByRole('group', { name: 'Tablets' });
      // Its label reads "name · model" as one line, on a touch screen's flex label too.
      const tabletLabel = await tablets.locator('label').first().innerText();
      const [, tabletName, tabletModel] = /^(.+) · (.+)$/.exec(tabletLabel) ?? [];
      assert.ok(
        tabletName && tabletModel,
        `the tablet’s label names it and its model: ${tabletLabel}`,
      );
      await tablets.getByRole('checkbox').first().check();
      await move.getByRole('searchbox', { name: 'Find a restaurant' }).fill(String(number));
      await move.getByRole('radio', { name: label }).check();
      await move.getByRole('button', { name: 'Move', exact: true }).click();
      await notice(page, `0 PCs and 1 tablet moved to ${label}`);
      await south
        .getByRole('link', { name: `${tabletsBefore - 1} tablets` })
        .waitFor({ timeout: 15_000 });
      row = await findRestaurant(page, number, name);
      await row.getByRole('link', { name: '2 tablets' }).click();
      // "A tablet is moved to another restaurant and appears there".
      await waitForPage(page, `/restaurants/${uuid}/devices/tablets`);
      // There, named and with its model, on a phone's card as in a desktop's table (once).
      const moved = page.getByTestId('tablet-row').filter({
        has: page.getByText(tabletName, { exact: true }),
      });
      await moved.getByText(tabletModel).waitFor({ timeout: 15_000 });
      await page.goto(`${harness.url}/restaurants`);
      await waitForPage(page, '/restaurants');
      row = await findRestaurant(page, number, name);

      // Delete: refused while it has devices, with the server's reason.
      await row.getByRole('button', { name: `Delete ${label}` }).click();
      let confirm = page.getByRole('dialog', { name: `Delete ${label}?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await notice(page, 'Move or remove its 2 tablets first');

      // Its devices back to the pool, then the delete goes through.
      await row.getByRole('button', { name: `Move devices of ${label}` }).click();
      const away = page.getByRole('dialog', { name: `Move devices of ${label}` });
      await away.getByRole('checkbox').first().waitFor();
      for (const box of await away.getByRole('checkbox').all()) await box.check();
      await away.getByRole('radio', { name: 'No restaurant (unassigned devices)' }).check();
      await away.getByRole('button', { name: 'Move', exact: true }).click();
      await notice(page, '0 PCs and 2 tablets returned to the unassigned devices');
      await row.getByRole('link', { name: '0 tablets' }).waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: `Delete ${label}` }).click();
      confirm = page.getByRole('dialog', { name: `Delete ${label}?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await notice(page, 'Restaurant deleted');
      await page.locator(rows).filter({ hasText: name }).waitFor({ state: 'detached' });

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');
    },
  );
}
