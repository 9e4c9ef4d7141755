import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** On a phone the toolbar is in the filter sheet (spec 000 §1). */
async function openToolbar(page: Page, viewport: Viewport) {
  if (viewport.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
}

async function closeToolbar(page: Page, viewport: Viewport) {
  if (viewport.name === 'phone') await page.keyboard.press('Escape');
}

/** A tiny real PNG (1×1, transparent), as a screenshot a user attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The audit log's rows: table rows, or a phone's cards. */
const auditRows = '[data-paged-list] tbody tr, [data-paged-list] ul > li';

/** Support history and the audit log. */
export function supportAuditSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §7 POST /support/support: a request sent from the account menu, with a screenshot, heads the support history',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      // No dates chosen: the whole history (docs/decisions/administration.md).
      await page.goto(`${harness.url}/support-history`);
      await waitForPage(page, '/support-history');
      await page.locator('[data-record-list] [data-index]').first().waitFor();
      const subject = `Fryer 3 alarm ${viewport.name} ${Date.now()}`;

      await page.getByRole('button', { name: /My Account/ }).click();
      await page.getByRole('menuitem', { name: 'Contact support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact support' });
      await dialog.getByRole('textbox', { name: /Subject/ }).fill(subject);
      await dialog.getByRole('textbox', { name: /Message/ }).fill('It beeps with no basket in.');
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'fryer-3.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Your request was sent to support').waitFor({ timeout: 15_000 });
      assert.equal(await dialog.count(), 0, 'the form closes once sent');

      const first = page.locator('[data-record-list] [data-index="0"]');
      await page.waitForFunction(
        (wanted) =>
          document
            .querySelector('[data-record-list] [data-index="0"]')
            ?.textContent?.includes(wanted) ?? false,
        subject,
        { timeout: 15_000 },
      );
      const text = await first.innerText();
      assert.match(text, /fryer-3\.png/, 'the screenshot is listed with the request');
      assert.match(text, /Open/, 'a new request is open');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');
    },
  );

  e2eTest(
    'spec 001 §2 audit log "who": filtering by a user changes the URL and the rows; Export downloads the filtered view',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/audit-log?timeInterval=1mo`);
      await waitForPage(page, '/audit-log');
      await page.locator(auditRows).first().waitFor({ timeout: 15_000 });

      await openToolbar(page, viewport);
      const who = page.getByRole('combobox', { name: 'User' });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('select option')].some((option) =>
            option.textContent?.includes('crew@demo.kitchen'),
          ),
        undefined,
        { timeout: 15_000 },
      );
      const value = await who.evaluate(
        (select) =>
          [...(select as HTMLSelectElement).options].find((option) =>
            option.text.includes('crew@demo.kitchen'),
          )!.value,
      );
      await who.selectOption(value);
      await page.waitForURL((url) => url.searchParams.get('user') === value);
      await closeToolbar(page, viewport);
      await waitForReady(page);
      await page.waitForFunction(
        (selector) => {
          const rows = [...document.querySelectorAll(selector)];
          return (
            rows.length > 0 && rows.every((row) => row.textContent?.includes('crew@demo.kitchen'))
          );
        },
        auditRows,
        { timeout: 15_000 },
      );

      const saved = page.waitForEvent('download', { timeout: 30_000 });
      await openToolbar(page, viewport);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const file = await saved;
      assert.match(file.suggestedFilename(), /^Audit log .*\.xls$/);
      await page.getByText(`Saved as ${file.suggestedFilename()}`).waitFor({ timeout: 15_000 });
      const text = readFileSync((await file.path())!, 'utf8');
      assert.match(text, /<Workbook/, 'the file is a SpreadsheetML workbook');
      assert.match(text, /crew@demo\.kitchen/);
      assert.doesNotMatch(text, /admin@demo\.kitchen/, "only the chosen user's lines");
    },
  );
}
