import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const DASHBOARD = '/dashboard/chicken';

/** The hold time ratio's 'Batches' figure as shown, read in the page (no waiting). */
function batchesInPage(): string | null {
  const section = document.querySelector('section[aria-label="Hold time ratio"]');
  const label = [...(section?.querySelectorAll('p') ?? [])].find(
    (el) => el.textContent === 'Batches',
  );
  return label?.nextElementSibling?.textContent ?? null;
}

async function batchesShown(page: Page): Promise<string> {
  const shown = (await page.evaluate(batchesInPage)) ?? '';
  assert.match(shown, /^\d[\d,]*$/, `the Batches figure reads "${shown}"`);
  return shown;
}

/** The chicken dashboard in a browser against the sandbox (spec 000 §2, §4). */
export function dashboardSpecs(viewport: Viewport): void {
  e2eTest('spec 000 §2, §4: a date preset changes the URL and the figures', async () => {
    const session = await harness.open(viewport, { account: 'admin' });
    const { page } = session;
    await page.goto(`${harness.url}${DASHBOARD}?timeInterval=7d`);
    await waitForPage(page, DASHBOARD);
    const weekly = await batchesShown(page);

    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/analytic/total-usage')) asked.push(url);
    });
    await page.getByRole('button', { name: 'Date range: Last 7 days' }).click();
    await page.getByRole('button', { name: 'Last 1 day' }).click();
    await page.waitForURL((url) => url.searchParams.get('timeInterval') === '1d');
    await waitForReady(page);
    const daily = await batchesShown(page);
    assert.ok(
      Number(daily.replace(/,/g, '')) < Number(weekly.replace(/,/g, '')),
      `one day (${daily}) shows fewer batches than seven (${weekly})`,
    );
    assert.ok(asked.length > 0, 'the new range was asked for');
    const last = asked[asked.length - 1]!;
    const span =
      Number(last.searchParams.get('endEventTime')) -
      Number(last.searchParams.get('startEventTime'));
    assert.equal(span, 86_400_000, 'the call covers the last day');
  });
}
