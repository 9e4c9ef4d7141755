import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import { settledDay } from './support/time-ranges.ts';
import type { Viewport } from './support/viewports.ts';

/** The record list's count line: '20 of 1,316 records shown'. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('[data-record-list] + * [role="status"]').innerText();
  return Number(/^([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}

/** The totals' 'Records' figure. */
async function recordsTotal(page: Page): Promise<number> {
  const tile = page
    .getByRole('region', { name: 'Totals' })
    .getByText(/^[\d,]+$/)
    .first();
  return Number((await tile.innerText()).replace(/,/g, ''));
}

/** The row at the top of the screen: its place in the list and its text. */
async function topRow(page: Page): Promise<{ index: number; text: string }> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-record-list] [data-index]')];
    const row = rows.find((candidate) => candidate.getBoundingClientRect().top >= 0)!;
    return { index: Number(row.getAttribute('data-index')), text: row.textContent ?? '' };
  });
}

/** On a phone the toolbar is in the filter sheet (spec 000 §1). */
async function openToolbar(page: Page, viewport: Viewport) {
  if (viewport.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
}

/**
 * Chooses the first fryer vendor in the toolbar, waits until the URL holds it and the page is
 * ready again; answers the vendor.
 */
async function chooseFirstVendor(page: Page, viewport: Viewport): Promise<string> {
  await openToolbar(page, viewport);
  await page.getByRole('combobox', { name: 'Fryer vendors' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const vendor = (await option.innerText()).trim();
  await option.click();
  await page.waitForURL((url) => url.searchParams.get('vendors') === vendor);
  await page.keyboard.press('Escape');
  if (viewport.name === 'phone') await page.keyboard.press('Escape');
  await waitForReady(page);
  return vendor;
}

/** Waits until the list shows rows and every one of them includes `text`. */
async function everyRowIncludes(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const rows = [...document.querySelectorAll('[data-record-list] [data-index]')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(name));
    },
    text,
    { timeout: 15_000 },
  );
}

/** The first restaurant's uuid, for a history of one kitchen. */
async function firstRestaurant(): Promise<string> {
  const { restaurants } = await restaurantsFromApi(
    harness.url,
    await apiSignIn(harness.url, DEMO.admin),
  );
  return restaurants[0]!.uuid;
}

/** The fryer history's columns on a desktop, one table width or the other. */
const DESKTOP_HEADERS = [
  'Start',
  'End',
  'Duration',
  'Target',
  'Product',
  'Vendor',
  'Program',
  'Pieces',
  'Watch footage',
  'Actions',
];

/** The timer and cycle histories: filters in the URL, paging, export, delete. */
export function recordListSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §3 (vendors, fryer only): a fryer history filtered by vendor changes the URL and the rows',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/timers-cycle-history/fryer?timeInterval=7d`);
      await waitForPage(page, '/timers-cycle-history/fryer');
      await page.locator('[data-record-list] [data-index]').first().waitFor();
      const vendor = await chooseFirstVendor(page, viewport);
      // Every row shown is of that vendor, in the table's Vendor column or a card's.
      await everyRowIncludes(page, vendor);
    },
  );

  e2eTest(
    'spec 001 §3 (chicken and potato filters): chicken events filtered by a fryer vendor keep its fryer events only, and a vendor not listed leaves the URL',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/events/chicken?timeInterval=1d&vendors=Nobody`);
      await waitForPage(page, '/events/chicken');
      // Spec 000 §5: dropped once GET /materials/filters/fryer-vendors has answered.
      await page.waitForURL((url) => !url.searchParams.has('vendors'));
      await page.locator('[data-record-list] [data-index]').first().waitFor();
      await chooseFirstVendor(page, viewport);
      // A vendor is a fryer's: every event shown is one of the fryer station's.
      await everyRowIncludes(page, 'Fryer');
    },
  );

  e2eTest(
    'spec 001 §4 (paging), §9 (infinite scroll 0.99): scrolling to the end appends the NEXT page',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const asked: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/timerCycleHistory')) asked.push(url);
      });
      await page.goto(`${harness.url}/timers-cycle-history/hot-holding?timeInterval=7d`);
      await waitForPage(page, '/timers-cycle-history/hot-holding');
      await page.locator('[data-record-list] [data-index]').first().waitFor();
      const first = await shownCount(page);
      const firstRow = await page.locator('[data-record-list] [data-index="0"]').innerText();
      // As a user does: down to the end, again while the rows measured in make the page longer.
      await page.waitForFunction(
        (before) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const status = document.querySelector('[data-record-list] + * [role="status"]');
          const count = Number(/^([\d,]+)/.exec(status?.textContent ?? '')?.[1]?.replace(/,/g, ''));
          return count > before;
        },
        first,
        { timeout: 15_000, polling: 250 },
      );
      assert.ok(
        asked.some((url) => url.searchParams.get('cursorDirection') === 'NEXT'),
        'a NEXT page was asked',
      );
      // Spec 001 §9 "Page size defaults to 20": every page asked holds 20.
      assert.deepEqual(
        [...new Set(asked.map((url) => url.searchParams.get('limit')))],
        ['20'],
        'each page was asked for 20 rows',
      );
      // Back up to the top, again if the rows measured on the way moved the page.
      await page.waitForFunction(
        () => {
          window.scrollTo(0, 0);
          return document.querySelector('[data-record-list] [data-index="0"]') !== null;
        },
        undefined,
        { timeout: 15_000, polling: 250 },
      );
      assert.equal(
        await page.locator('[data-record-list] [data-index="0"]').innerText(),
        firstRow,
        'the first rows stay where they were: the NEXT page is appended',
      );
    },
  );

  e2eTest(
    'scroll memory: back from another page, a list shows its filters and the rows it was scrolled to',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const address = '/timers-cycle-history/fryer?timeInterval=7d&isCorrect=true';
      await page.goto(`${harness.url}${address}`);
      await waitForPage(page, '/timers-cycle-history/fryer');
      await page.locator('[data-record-list] [data-index]').first().waitFor();
      // Down past the first page, as a user scrolls.
      await page.waitForFunction(
        () => {
          window.scrollBy(0, window.innerHeight);
          return document.querySelector('[data-record-list] [data-index="60"]') !== null;
        },
        undefined,
        { timeout: 15_000, polling: 250 },
      );
      const looking = await topRow(page);
      assert.ok(looking.index >= 40, `scrolled down to row ${looking.index}`);

      // Away to another page by a link, and back.
      await page.locator('a.kc-logo').click();
      await waitForPage(page, '/dashboard/chicken');
      await page.goBack();
      await waitForPage(page, '/timers-cycle-history/fryer');

      assert.equal(new URL(page.url()).search, '?timeInterval=7d&isCorrect=true');
      await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('[data-record-list] [data-index]')].some((row) => {
            const box = row.getBoundingClientRect();
            return row.textContent === text && box.bottom > 0 && box.top < window.innerHeight;
          }),
        looking.text,
        { timeout: 15_000 },
      );
    },
  );

  e2eTest(
    'spec 001 §7 (export; zip saved unless 202): a history exports its spreadsheet',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/timers-cycle-history/fryer?timeInterval=1d`);
      await waitForPage(page, '/timers-cycle-history/fryer');
      const saved = page.waitForEvent('download', { timeout: 30_000 });
      await openToolbar(page, viewport);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const file = await saved;
      assert.match(file.suggestedFilename(), /\.xls$/);
      await page.getByText(`Saved as ${file.suggestedFilename()}`).waitFor({ timeout: 15_000 });
      const text = readFileSync((await file.path())!, 'utf8');
      assert.match(text, /<Workbook/, 'the file is a SpreadsheetML workbook');
    },
  );

  e2eTest(
    'spec 001 §7 (delete of one event): deleting a record lowers the total and removes its row',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const restaurant = await firstRestaurant();
      // The kitchen's new records land after the day, so its total moves only by the deletion
      // (a run saw one land between the two readings).
      await page.goto(
        `${harness.url}/timers-cycle-history/breading?${settledDay(60_000)}&restaurantUuid=${restaurant}`,
      );
      await waitForPage(page, '/timers-cycle-history/breading');
      await page.locator('[data-record-list] [data-index="0"]').waitFor();
      const before = await recordsTotal(page);
      const row = page.locator('[data-record-list] [data-index="0"]');
      const label = await row
        .getByRole('button', { name: /^Delete the record of / })
        .getAttribute('aria-label');
      await row.getByRole('button', { name: /^Delete the record of / }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Record deleted').waitFor({ timeout: 15_000 });
      await page.waitForFunction(
        (expected) => {
          const tiles = document.querySelectorAll('[aria-label="Totals"] *');
          return [...tiles].some(
            (tile) =>
              tile.childElementCount === 0 &&
              tile.textContent?.replace(/,/g, '') === String(expected),
          );
        },
        before - 1,
        { timeout: 15_000 },
      );
      assert.equal(
        await page.getByRole('button', { name: label!, exact: true }).count(),
        0,
        'the deleted record is no longer listed',
      );
    },
  );

  // The screens a history's table is read on: its priorities are by the table's own width.
  if (viewport.name === 'desktop') {
    e2eTest(
      "decisions 'Tables that never break a number or a word': a history's table drops and folds columns by its priorities on a portrait and a landscape tablet, and fits without scrolling sideways, on a desktop in Global mode too",
      async () => {
        // One kitchen's history (a manager's usual view): no restaurant column. In Global mode
        // the restaurant is a wider screen's column, under the start on a desktop's table.
        const restaurant = await firstRestaurant();
        const shown: Record<string, { headers: string[]; folded: string[] }> = {};
        for (const [name, size, touch, global] of [
          ['portrait tablet', { width: 768, height: 1024 }, true, false],
          ['landscape tablet', { width: 1024, height: 768 }, true, false],
          ['desktop', { width: 1440, height: 900 }, false, false],
          ['desktop, Global', { width: 1440, height: 900 }, false, true],
        ] as const) {
          // Not a kept session (the locale makes it a context of its own): each has its size.
          const { page } = await harness.open(
            { ...viewport, viewport: size, hasTouch: touch },
            { account: 'admin', locale: 'en-US' },
          );
          await page.goto(
            `${harness.url}/timers-cycle-history/fryer?timeInterval=7d${global ? '' : `&restaurantUuid=${restaurant}`}`,
          );
          await waitForPage(page, '/timers-cycle-history/fryer');
          await page.locator('[data-record-list] [data-index="0"]').waitFor();
          shown[name] = await page.evaluate(() => {
            const table = document.querySelector('[data-record-list] table')!;
            const box = table.parentElement!;
            if (box.scrollWidth > box.clientWidth + 1) return { headers: ['scrolls'], folded: [] };
            const visible = (element: Element) => element.getBoundingClientRect().width > 0;
            const text = (element: Element) => (element as HTMLElement).innerText.trim();
            const row = table.querySelector('tbody tr[data-index="0"]')!;
            return {
              headers: [...table.querySelectorAll('thead th')]
                .filter(visible)
                .map((th) => text(th).replace(/\s*[▲▼↕]$/, '')),
              folded: [...row.querySelectorAll('.kc-fold-label')].filter(visible).map(text),
            };
          });
        }
        assert.deepEqual(shown, {
          'portrait tablet': {
            headers: ['Start', 'Duration', 'Product'],
            folded: ['End', 'Watch footage', 'Target', 'Program', 'Actions', 'Vendor', 'Pieces'],
          },
          'landscape tablet': {
            headers: ['Start', 'Duration', 'Product', 'Pieces', 'Watch footage', 'Actions'],
            folded: ['End', 'Target', 'Program', 'Vendor'],
          },
          desktop: {
            headers: DESKTOP_HEADERS,
            folded: [],
          },
          'desktop, Global': {
            headers: DESKTOP_HEADERS,
            folded: ['Restaurant'],
          },
        });
      },
    );
  }
}

/**
 * The dashboards' click-through: a bar of the chicken dashboard's pan cycles opens
 * the fryer history filtered to that bar's period and restaurant.
 */
export function dashboardToRecordsSpecs(viewport: Viewport): void {
  e2eTest('click-through: a pan-cycles bar opens the fryer cycles of its period', async () => {
    const { page } = await harness.open(viewport, { account: 'admin' });
    const restaurant = await firstRestaurant();
    await page.goto(
      `${harness.url}/dashboard/chicken?timeInterval=7d&period=DAY&restaurantUuid=${restaurant}`,
    );
    await waitForPage(page, '/dashboard/chicken');
    // The section is below the first screen: it draws once scrolled near.
    await page.locator('main section[aria-label="Pan cycles"]').scrollIntoViewIfNeeded();
    const bars = page.getByRole('listbox', { name: 'Pan cycles per period' });
    await bars.waitFor({ state: 'attached', timeout: 15_000 });
    await bars.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/timers-cycle-history/fryer', {
      waitUntil: 'commit',
    });
    const url = new URL(page.url());
    const start = Number(url.searchParams.get('startDate'));
    const end = Number(url.searchParams.get('endDate'));
    assert.ok(end > start && end - start <= 24 * 3_600_000, 'the list covers one day’s bar');
    assert.equal(url.searchParams.get('restaurantUuid'), restaurant);
    await page.locator('[data-record-list] [data-index]').first().waitFor({ timeout: 15_000 });
  });

  e2eTest(
    'from a figure to the footage: an hourly pan-cycles bar offers its fryer cycles and its footage in a menu',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      const restaurant = await firstRestaurant();
      await page.goto(
        `${harness.url}/dashboard/chicken?timeInterval=1d&period=HOUR&restaurantUuid=${restaurant}`,
      );
      await waitForPage(page, '/dashboard/chicken');
      await page.locator('main section[aria-label="Pan cycles"]').scrollIntoViewIfNeeded();
      const bars = page.getByRole('listbox', { name: 'Pan cycles per period' });
      await bars.waitFor({ state: 'attached', timeout: 15_000 });
      await bars.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Open its fryer cycles' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Watch footage' }).click();
      // The mini-player (once the shell shows it) or a notice; never an error, never a new page.
      const player = page.locator('[data-testid="mini-player"]');
      const failed = page.getByText('The footage could not be opened');
      await Promise.race([
        player.waitFor({ timeout: 10_000 }),
        page.getByText(/^No footage at /).waitFor({ timeout: 10_000 }),
        failed.waitFor({ timeout: 10_000 }),
      ]).catch(() => undefined);
      assert.equal(await failed.count(), 0, 'no error is shown');
      if ((await player.count()) > 0) await player.getByText(/^Fryer station, /).waitFor();
      assert.equal(new URL(page.url()).pathname, '/dashboard/chicken');
    },
  );
}
