import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

const DASHBOARD = '/dashboard/chicken';

/** Spec 000 §3: the chicken dashboard's nine sections, by their titles. */
const SECTIONS = [
  'Hold time ratio',
  'Waste summary',
  'Hold time distribution',
  'Holding time by product',
  'Waste by product',
  'Average hold time',
  'Waste by day part',
  'Pan cycles by product',
  'Pan cycles',
];
/** The sections drawn with uPlot (the others are figures, bars and tables). */
const CHARTED = ['Average hold time', 'Waste by day part', 'Pan cycles'];

/** The canvases uPlot drew in a section: present and with a size. */
async function drawnCanvases(page: Page, section: string): Promise<number> {
  return page
    .getByRole('region', { name: section, exact: true })
    .locator('canvas')
    .evaluateAll(
      (canvases) => canvases.filter((canvas) => (canvas as HTMLCanvasElement).width > 0).length,
    );
}

/** The hold time ratio's 'Batches' figure as shown, read in the page (no waiting). */
function batchesInPage(): string | null {
  const section = document.querySelector('section[aria-label="Hold time ratio"]');
  const label = [...(section?.querySelectorAll('p') ?? [])].find(
    (el) => el.textContent === 'Batches',
  );
  return label?.nextElementSibling?.textContent ?? null;
}

async function batchesShown(page: Page): Promise<string> {
  await page.waitForFunction(batchesInPage, undefined, { timeout: 20_000 });
  return (await page.evaluate(batchesInPage)) ?? '';
}

/** Resolves once no section shows its loader (spec 000 §4: a loader while loading). */
async function sectionsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('section[aria-label] [aria-label^="Loading "]'),
    undefined,
    { timeout: 20_000 },
  );
}

/** The chicken dashboard in a browser against the sandbox (issue 5, E2E). */
export function dashboardSpecs(suite: Suite): void {
  e2eTest(suite, 'the chicken dashboard draws its nine sections on sandbox data', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}${DASHBOARD}?timeInterval=7d`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const name of SECTIONS) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    // Spec 000 §4: a failed load shows 'No information'; against the sandbox none fails.
    await sectionsLoaded(page);
    assert.equal(await page.getByText('No information').count(), 0, 'a section failed to load');
    for (const name of CHARTED) {
      await page
        .getByRole('region', { name, exact: true })
        .locator('canvas')
        .first()
        .waitFor({ timeout: 15_000 });
      assert.ok((await drawnCanvases(page, name)) > 0, `${name}: no canvas drawn`);
    }
    assert.match(await batchesShown(page), /^\d[\d,]*$/);
    await screenshot(suite.session, 'chicken-dashboard');
  });

  e2eTest(suite, 'a date preset changes the URL and the figures (spec 000 §2, §4)', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}${DASHBOARD}?timeInterval=7d`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const weekly = await batchesShown(page);

    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/analytic/total-usage')) asked.push(url);
    });
    await page.getByRole('button', { name: 'Date range: Last 7 days' }).click();
    await page.getByRole('button', { name: 'Last 1 day' }).click();
    await page.waitForURL((url) => url.searchParams.get('timeInterval') === '1d');
    // The figure changes once the new range's answer is drawn.
    await page.waitForFunction(
      `((shown) => shown !== null && shown !== ${JSON.stringify(weekly)})((${batchesInPage})())`,
      undefined,
      { timeout: 20_000 },
    );
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
