import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DICTIONARIES_CACHE } from '../../src/lib/cache-names.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { waitForControllingWorker } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForPageAnswer, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** The weight unit switch on the page (spec 001 §2 "The weight unit is kg or lbs"). */
async function chooseUnit(page: Page, label: 'Kilograms' | 'Pounds') {
  await page
    .getByRole('radiogroup', { name: 'Weight unit' })
    .locator('label', { hasText: label })
    .click();
  await page.getByRole('radio', { name: label, checked: true }).waitFor({ state: 'attached' });
}

/** Waits until the row's text, as shown (cells apart), matches. */
async function rowShows(row: Locator, pattern: RegExp) {
  const deadline = Date.now() + 15_000;
  while (!pattern.test(await row.innerText())) {
    assert.ok(Date.now() < deadline, `the row never showed ${pattern}: ${await row.innerText()}`);
    await row.page().waitForTimeout(100);
  }
}

/** The kitchen dictionaries, through the UI, against the sandbox. */
export function dictionarySpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2, §5: a material is created in kg, shown in lbs after the unit switch, edited, deleted',
    async () => {
      const path = '/settings/chicken/materials';
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}${path}`);
      await waitForPage(page, path);
      const rows = page.getByTestId('dictionary-row');
      await rows.first().waitFor({ timeout: 15_000 });
      await chooseUnit(page, 'Kilograms');
      const before = await rows.count();
      const stamp = `${viewport.name[0]!.toUpperCase()}${Date.now() % 100_000}`;
      const code = `E2E${stamp}`;
      const name = `Wings ${stamp}`;

      await page.getByRole('button', { name: 'Add material' }).click();
      const dialog = page.getByRole('dialog', { name: 'New material' });
      await dialog.getByRole('textbox', { name: /Code/ }).fill(code);
      await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
      await dialog.getByRole('combobox', { name: /Counted in/ }).selectOption('PIECE');
      await dialog.getByRole('textbox', { name: /Weight per piece \(kg\)/ }).fill('0.5');
      await dialog.getByRole('textbox', { name: /Hold time/ }).fill('20');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Added ${name}`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      const row = rows.filter({ hasText: code });
      await row.waitFor();
      assert.equal(await rows.count(), before + 1);
      assert.match(await row.innerText(), /\b0\.5\b/);

      // 0.5 kg is 1.102 lbs (to a thousandth).
      await chooseUnit(page, 'Pounds');
      await rowShows(row, /\b1\.102\b/);

      await page.getByRole('button', { name: `Edit material ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      const weight = edit.getByRole('textbox', { name: /Weight per piece \(lbs\)/ });
      assert.equal(await weight.inputValue(), '1.102');
      await edit.getByRole('textbox', { name: /Name/ }).fill(`${name} v2`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Saved ${name} v2`).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      await row.filter({ hasText: `${name} v2` }).waitFor();
      // The weight the edit did not touch is still 0.5 kg.
      await chooseUnit(page, 'Kilograms');
      await rowShows(row, /\b0\.5\b/);

      await page.getByRole('button', { name: `Delete material ${name} v2` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete material' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Deleted', { exact: true }).waitFor({ timeout: 15_000 });
      await waitForReady(page);
      await row.waitFor({ state: 'detached' });
      assert.equal(await rows.count(), before);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');
    },
  );

  e2eTest(
    'spec 001 §2: the tabs lead to Containers and Packages; potato has Materials and Packages',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/settings/chicken/materials`);
      await waitForPage(page, '/settings/chicken/materials');
      await page.getByRole('tab', { name: 'Containers' }).click();
      await waitForPage(page, '/settings/chicken/containers');
      await page.getByTestId('dictionary-row').filter({ hasText: 'FULL_PAN' }).waitFor();
      await page.getByRole('tab', { name: 'Packages' }).click();
      await waitForPage(page, '/settings/chicken/packages');
      await page.getByTestId('dictionary-row').filter({ hasText: 'NUGGETS_8' }).waitFor();
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, `axe:\n${formatViolations(violations)}`);
      await page.goto(`${harness.url}/settings/potato/packages`);
      await waitForPage(page, '/settings/potato/packages');
      assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Materials', 'Packages']);
    },
  );

  e2eTest(
    'spec 000 §1 design card: with the service worker, an edit shows at once on this device and within one reload on another',
    async () => {
      const path = '/settings/potato/materials';
      const api = '/api/v1/dictionaries/potato-materials';
      const { page } = await harness.open(viewport, { account: 'admin', serviceWorkers: 'allow' });
      await page.goto(`${harness.url}${path}`);
      await waitForPage(page, path);
      // The worker installs on the first visit: once it is activated, a reload, and the
      // page's calls go through it.
      await waitForControllingWorker(page, async () => {
        await page.reload();
        await waitForPage(page, path);
      });
      const rows = page.getByTestId('dictionary-row');
      await rows.first().waitFor({ timeout: 15_000 });
      const cacheName = JSON.stringify(DICTIONARIES_CACHE);
      /** The list answers the worker holds for this dictionary (not its pick-list). */
      const cachedScript = `caches.open(${cacheName}).then(async (cache) => {
          const keys = (await cache.keys()).filter((request) => request.url.includes('potato-materials?'));
          // The worker may drop an entry between keys() and match(): it is then no longer served.
          const entries = await Promise.all(keys.map(async (request) => {
            const answer = await cache.match(request);
            return answer ? { url: request.url, body: await answer.text() } : undefined;
          }));
          return entries.filter(Boolean);
        })`;
      const cached = () =>
        page.evaluate(cachedScript) as Promise<Array<{ url: string; body: string }>>;
      assert.ok(
        await waitForPageAnswer(page, `${cachedScript}.then((entries) => entries.length > 0)`),
        'the worker never cached the materials list',
      );
      // Keyed per user: the session's user, whom the page names to the worker (tokens are
      // opaque), is part of the key.
      const userUuid = (await page.evaluate(
        `JSON.parse(localStorage.getItem('kc.session')).userUuid`,
      )) as string;
      const entries = await cached();
      assert.ok(
        entries.length > 0 &&
          entries.every((entry) => new URL(entry.url).searchParams.get('kc-user') === userUuid),
      );

      // Another device adds a material.
      const stamp = `${viewport.name[0]!.toUpperCase()}${Date.now() % 100_000}`;
      const code = `SW${stamp}`;
      const response = await fetch(`${harness.url}${api}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await apiSignIn(harness.url, DEMO.admin)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          materialCode: code,
          name: `Curly fries ${stamp}`,
          vendor: null,
          measurementUnit: 'KILOGRAM',
          batchWeightKg: 1,
          holdTimeMinutes: 7,
        }),
      });
      assert.equal(response.status, 200, `POST ${api} answered ${response.status}`);

      // One reload here: the worker answers from its cache, revalidates, and the page follows.
      await page.reload();
      await waitForPage(page, path);
      const row = rows.filter({ hasText: code });
      await row.waitFor({ timeout: 15_000 });

      // An edit on this device: by the time its answer reaches the page, the worker holds no
      // copy that still has the entry, so the page's refetch shows the change at once.
      const deleted = page.waitForResponse(
        (answer) => answer.request().method() === 'DELETE' && answer.url().includes(`${api}/`),
      );
      await page.getByRole('button', { name: `Delete material Curly fries ${stamp}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete material' })
        .getByRole('button', { name: 'Delete' })
        .click();
      assert.equal((await deleted).status(), 200);
      for (const entry of await cached())
        assert.ok(!entry.body.includes(code), `the worker still serves the deleted ${code}`);
      await row.waitFor({ state: 'detached', timeout: 15_000 });
    },
  );

  e2eTest(
    'spec 001 §7 lines 239-240: a material added on the dictionaries page is a product option of the analytics and the histories',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/settings/chicken/materials`);
      await waitForPage(page, '/settings/chicken/materials');
      await page.getByTestId('dictionary-row').first().waitFor({ timeout: 15_000 });
      const stamp = `${viewport.name[0]!.toUpperCase()}${Date.now() % 100_000}`;
      const name = `Tenders ${stamp}`;
      await page.getByRole('button', { name: 'Add material' }).click();
      const dialog = page.getByRole('dialog', { name: 'New material' });
      await dialog.getByRole('textbox', { name: /Code/ }).fill(`F${stamp}`);
      await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
      await dialog.getByRole('combobox', { name: /Counted in/ }).selectOption('PIECE');
      await dialog.getByRole('textbox', { name: /Weight per piece/ }).fill('0.05');
      await dialog.getByRole('textbox', { name: /Hold time/ }).fill('20');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Added ${name}`).waitFor({ timeout: 15_000 });

      for (const [path, label] of [
        ['/events/analytics', 'Chicken products'],
        ['/timers-cycle-history/hot-holding', 'Chicken products'],
        ['/stock-out-reports/chicken', 'Products'],
      ] as const) {
        await page.goto(`${harness.url}${path}?timeInterval=1d`);
        await waitForPage(page, path);
        const filter = page.getByRole('combobox', { name: label });
        await filter.click({ timeout: 15_000 });
        await page.getByRole('option', { name }).waitFor({ timeout: 15_000 });
        await page.keyboard.press('Escape');
      }

      await page.goto(`${harness.url}/settings/chicken/materials`);
      await waitForPage(page, '/settings/chicken/materials');
      await page.getByRole('button', { name: `Delete material ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete material' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText('Deleted', { exact: true }).waitFor({ timeout: 15_000 });
    },
  );
}
