import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest, harness } from './support/harness.ts';
import { countLayoutShift, layoutShift, MAX_LAYOUT_SHIFT } from './support/layout-shift.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** One day in milliseconds. */
const DAY_MS = 86_400_000;
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

/**
 * The share of the first chart titled `title`'s plot width where its series are drawn (a
 * column of the plot with a saturated pixel: a bar's fill or a line; the background and the
 * grid are grey), read from the canvas uPlot drew, so it is what the user sees.
 */
function seriesCoverInPage(title: string): number | null {
  const heading = [...document.querySelectorAll('h3')].find((el) => el.textContent === title);
  const frame = heading?.parentElement?.parentElement;
  const canvas = frame?.querySelector('canvas');
  const over = frame?.querySelector('.u-over');
  const context = canvas?.getContext('2d');
  if (!canvas || !over || !context) return null;
  const box = canvas.getBoundingClientRect();
  const plot = over.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const width = Math.round(plot.width * scale);
  const height = Math.round(plot.height * scale);
  const pixels = context.getImageData(
    Math.round((plot.left - box.left) * scale),
    Math.round((plot.top - box.top) * scale),
    width,
    height,
  ).data;
  let covered = 0;
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) {
      const at = (y * width + x) * 4;
      const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) {
        covered += 1;
        break;
      }
    }
  }
  return covered / width;
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

  for (const path of STEADY_PAGES) {
    e2eTest(
      `the first screen (CLS ≤ ${MAX_LAYOUT_SHIFT}): ${path} keeps its layout while its data comes`,
      async () => {
        const session = await harness.open(viewport, { account: 'admin' });
        const { page } = session;
        await countLayoutShift(page);
        await page.goto(`${harness.url}${path}`);
        await waitForPage(page, path);
        const shift = await layoutShift(page);
        console.log(`# ${viewport.name}: ${path} layout shift ${shift.toFixed(3)}`);
        assert.ok(
          shift <= MAX_LAYOUT_SHIFT,
          `${path} shifted by ${shift.toFixed(3)} while loading`,
        );
      },
    );
  }
  e2eTest('the first screen: stock-out totals keep their height while they load', async () => {
    const session = await harness.open(viewport, { account: 'admin' });
    const { page } = session;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/stockOut/total?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${harness.url}${STOCK_OUT}`);
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByLabel('Loading totals').waitFor();
    const loading = (await totals.boundingBox())!.height;
    answer();
    await waitForPage(page, STOCK_OUT);
    await totals.getByText('Longest').waitFor();
    const loaded = (await totals.boundingBox())!.height;
    assert.ok(
      Math.abs(loaded - loading) <= 1,
      `the totals were ${loading} px high while loading and ${loaded} px with their figures`,
    );
  });

  e2eTest(
    "spec 000 §2, §9 (period default DAY): a day's only value is drawn across its day, not at midnight",
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      // Both pages open on yesterday, a whole day of the browser's, one value a day: the day's
      // is the only one. (Today just after midnight has no events yet, and nothing to draw.)
      // Bars fill nine tenths of their period; a lone line point is its value across the period.
      const today = new Date();
      today.setHours(0, 0, 0, 0);
      const yesterday = `startDate=${today.getTime() - DAY_MS}&endDate=${today.getTime() - 1}`;
      for (const [path, title] of [
        ['/events/analytics', 'Weight per period (kg)'],
        ['/performance/chicken', 'Cooked / Recommended (pieces)'],
      ] as const) {
        await page.goto(`${harness.url}${path}?${yesterday}`);
        await waitForPage(page, path);
        await page.getByRole('heading', { name: title }).first().waitFor();
        const cover = await page.evaluate(seriesCoverInPage, title);
        assert.ok(cover !== null, `${path}: the chart "${title}" has a canvas`);
        assert.ok(cover > 0.8, `${path}: today's value covers ${(cover * 100).toFixed(0)} % of it`);
      }
    },
  );

  if (viewport.viewport.width < 575) phoneFilterSpecs(viewport);
}

const STOCK_OUT = '/stock-out-reports/chicken';

/** The pages a manager opens first: each card keeps its place while its figures come. */
const STEADY_PAGES = [DASHBOARD, '/events/analytics', '/restaurants', STOCK_OUT];

/** The phone's filter sheet beyond what the page tour checks (spec 000 §1, §6). */
function phoneFilterSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 000 §6: in Global mode the filter sheet offers the restaurant; choosing one applies it',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      await page.goto(`${harness.url}${DASHBOARD}?timeInterval=7d`);
      await waitForPage(page, DASHBOARD);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('combobox', { name: 'Restaurant' }).click();
      const option = sheet.getByRole('option').first();
      const label = (await option.innerText()).trim();
      await option.click();
      await page.waitForURL((url) => url.searchParams.has('restaurantUuid'), {
        waitUntil: 'commit',
      });
      await waitForReady(page);
      const url = new URL(page.url());
      assert.equal(
        url.searchParams.get('timeInterval'),
        null,
        'choosing a restaurant drops the dates (spec 000 §2)',
      );
      assert.ok(label.length > 0, 'the option has a label');
      // A restaurant is chosen now: the sheet no longer offers one.
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await sheet.waitFor();
      assert.equal(await sheet.getByRole('combobox', { name: 'Restaurant' }).count(), 0);
    },
  );

  e2eTest(
    'spec 000 §6: a USER, bound to one restaurant, is offered none in the filter sheet',
    async () => {
      const session = await harness.open(viewport, { account: 'crew' });
      const { page } = session;
      await page.goto(`${harness.url}${DASHBOARD}`);
      await waitForPage(page, DASHBOARD);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByText('Week', { exact: true }).waitFor();
      assert.equal(await sheet.getByRole('combobox', { name: 'Restaurant' }).count(), 0);
    },
  );
}
