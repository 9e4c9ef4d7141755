import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/**
 * Starts recording every percent a download's progress says (a report row, an Export button), as the page changes (a
 * MutationObserver, no polling); the returned function reads what was said so far.
 */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __kcProgress: number[] }).__kcProgress = seen;
    new MutationObserver(() => {
      const match = /(?:Downloading:|Exporting…) (\d+)%/.exec(document.body.innerText);
      const percent = match ? Number(match[1]) : null;
      if (percent !== null && seen.at(-1) !== percent) seen.push(percent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async () => (await page.evaluate('window.__kcProgress')) as number[];
}

/** Reports (spec 000 §4 "Data loads"): a zip download with its progress, a 202 with none. */
export function analyticsPageSpecs(viewport: Viewport): void {
  /** The reports page of the first restaurant, settled. */
  async function openReports() {
    const session = await harness.open(viewport, { account: 'admin' });
    const { page } = session;
    const { restaurants } = await restaurantsFromApi(
      harness.url,
      await apiSignIn(harness.url, DEMO.admin),
    );
    await page.goto(
      `${harness.url}/reports?timeInterval=7d&restaurantUuid=${restaurants[0]!.uuid}`,
    );
    await waitForPage(page, '/reports');
    return session;
  }

  e2eTest('spec 000 §4: a report downloads as a zip with its progress shown', async () => {
    const session = await openReports();
    const { page } = session;
    // The logs are the large files (about 1 MiB, paced by the sandbox): progress is visible.
    const download = page.getByRole('button', { name: /^Download (Holding|Fryer) log/ }).first();
    await download.waitFor();
    const row = (await download.getAttribute('aria-label')) ?? 'report';
    const saved = page.waitForEvent('download', { timeout: 30_000 });
    const progress = await recordProgress(page);
    await download.click();
    const file = await saved;
    const name = file.suggestedFilename();
    assert.match(name, /\.zip$/);
    await page.getByText(`Saved as ${name}`).waitFor({ timeout: 15_000 });
    const percents = await progress();
    assert.ok(
      percents.some((percent) => percent > 0 && percent < 100),
      `${row}: progress between 0 and 100 was shown (saw ${percents.join(', ') || 'none'})`,
    );
    const bytes = readFileSync((await file.path())!);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'the file is a zip');
    await screenshot(session, 'reports');
  });

  e2eTest('spec 000 §4: a report answered 202 says it was accepted and saves no file', async () => {
    const { page } = await openReports();
    const archive = page.getByRole('button', { name: /^Download Video archive/ }).first();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const answered = page.waitForResponse((response) => response.status() === 202);
    await archive.click();
    await answered;
    await page
      .getByText(/accepted/i)
      .first()
      .waitFor();
    // The answer is in and the page has settled on it: a download would have started by now.
    await waitForReady(page);
    assert.equal(downloads, 0, 'no file was saved');
  });

  e2eTest(
    'spec 000 §4, 001 §4: the stock-out export saves its spreadsheet with its progress shown',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      await page.goto(`${harness.url}/stock-out-reports/chicken?timeInterval=7d`);
      await waitForPage(page, '/stock-out-reports/chicken');
      const saved = page.waitForEvent('download', { timeout: 30_000 });
      const progress = await recordProgress(page);
      // On a phone the toolbar is in the filter sheet.
      if (viewport.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const file = await saved;
      const name = file.suggestedFilename();
      assert.match(name, /^Stock-outs all restaurants .*\.xls$/);
      await page.getByText(`Saved as ${name}`).waitFor({ timeout: 15_000 });
      const percents = await progress();
      assert.ok(
        percents.some((percent) => percent > 0 && percent < 100),
        `progress between 0 and 100 was shown (saw ${percents.join(', ') || 'none'})`,
      );
      const text = readFileSync((await file.path())!, 'utf8');
      assert.match(text, /<Workbook/, 'the file is a SpreadsheetML workbook');
    },
  );
}
