import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { accessToken, restaurantsFromApi } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

/** The analytics pages of issue 5 besides the chicken dashboard, with their titles. */
const PAGES = [
  { path: '/dashboard/potato', title: 'Potato Dashboard', shot: 'potato-dashboard' },
  { path: '/performance/chicken', title: 'Performance', shot: 'performance' },
  { path: '/events/analytics', title: 'Events Analytics', shot: 'events-analytics' },
  { path: '/stock-out-reports/chicken', title: 'Stock Out', shot: 'stock-out' },
];

/** Resolves once no card shows its loader (spec 000 §4: a loader while loading). */
async function cardsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('main [aria-label^="Loading"]'),
    undefined,
    { timeout: 30_000 },
  );
}

/** The percents a report row's progress said, read every 50 ms until it says something else. */
async function progressSeen(page: Page, row: string): Promise<number[]> {
  const seen: number[] = [];
  const status = page.getByText(/^Downloading… \d+%$/);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const text = await status
      .first()
      .textContent({ timeout: 100 })
      .catch(() => null);
    if (text === null) {
      if (seen.length > 0) break;
    } else {
      const percent = Number(/(\d+)%/.exec(text)![1]);
      if (seen.at(-1) !== percent) seen.push(percent);
    }
    await page.waitForTimeout(50);
  }
  assert.ok(seen.length > 0, `${row}: no progress was shown`);
  return seen;
}

/** Issue 5's pages in a browser against the sandbox: each draws, reports download. */
export function analyticsPageSpecs(suite: Suite): void {
  for (const { path, title, shot } of PAGES) {
    e2eTest(suite, `${path} loads every card on sandbox data, with no error`, async () => {
      const { page, problems } = suite.session;
      const before = problems.length;
      await ensureSignedIn(page, suite.url);
      await page.goto(`${suite.url}${path}?timeInterval=7d`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await cardsLoaded(page);
      // Spec 000 §4: only a failed load shows 'No information'; against the sandbox none fails.
      assert.equal(await page.getByText('No information').count(), 0, 'a card failed to load');
      assert.deepEqual(
        problems.slice(before).filter((problem) => problem.startsWith('pageerror')),
        [],
      );
      await screenshot(suite.session, shot);
    });
  }

  e2eTest(suite, 'a report downloads as a zip with its progress shown (spec 000 §4)', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    const { restaurants } = await restaurantsFromApi(suite.url, await accessToken(page));
    const restaurant = restaurants[0]!;
    await page.goto(`${suite.url}/reports?timeInterval=7d&restaurantUuid=${restaurant.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    // The logs are the large files (about 1 MiB, paced by the sandbox): progress is visible.
    const download = page.getByRole('button', { name: /^Download (Holding|Fryer) log/ }).first();
    await download.waitFor({ timeout: 20_000 });
    const row = (await download.getAttribute('aria-label')) ?? 'report';
    const saved = page.waitForEvent('download', { timeout: 30_000 });
    await download.click();
    const percents = await progressSeen(page, row);
    const file = await saved;
    const name = file.suggestedFilename();
    assert.match(name, /\.zip$/);
    await page.getByText(`Saved as ${name}`).waitFor({ timeout: 15_000 });
    assert.ok(
      percents.some((percent) => percent > 0 && percent < 100),
      `progress between 0 and 100 was shown (saw ${percents.join(', ')})`,
    );
    const bytes = readFileSync((await file.path())!);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'the file is a zip');
    await screenshot(suite.session, 'reports');
  });

  e2eTest(suite, 'a report answered 202 says it was accepted and saves no file', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    const { restaurants } = await restaurantsFromApi(suite.url, await accessToken(page));
    await page.goto(`${suite.url}/reports?timeInterval=7d&restaurantUuid=${restaurants[0]!.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const archive = page.getByRole('button', { name: /^Download Video archive/ }).first();
    await archive.waitFor({ timeout: 20_000 });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await archive.click();
    await page
      .getByText(/accepted/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    assert.equal(downloads, 0, 'no file was saved');
  });
}
