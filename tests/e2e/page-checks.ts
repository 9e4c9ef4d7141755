/**
 * What the page tour waits for or checks on a page beyond the common checks. The registry
 * (src/lib/route-table.ts) says what a page shows, as data: `tour: 'charts'` waits until its
 * charts are drawn, and a page with charts or sandbox data shows no failed load. A page's own
 * assertions and its phone filter sheet are added here, keyed by its registry path.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { AppPage, AppPath, TourReadiness } from '../../src/lib/route-table.ts';
import { common as englishCommon } from '../../src/lib/i18n/en/common.ts';
import { common as spanishCommon } from '../../src/lib/i18n/es/common.ts';
import type { SheetFilter } from './support/filter-sheet.ts';
import { navigateInApp } from './support/ready.ts';

export interface PageCheck {
  /** Waited for once the console has settled (e.g. charts drawn in a task after the data). */
  ready?(page: Page): Promise<void>;
  /** Asserted after the common checks. */
  check?(page: Page): Promise<void>;
  /** On a phone: a filter the tour changes in the filter sheet (spec 000 §1). */
  sheetFilter?: SheetFilter;
  /** On a phone: a section whose figures must start within the first screen (812 px). */
  firstScreen?: string;
}

/** Spec 000 §4 "Data loads": only a failed load shows 'No information'; the sandbox fails none. */
async function noFailedLoad(page: Page): Promise<void> {
  const failed = await page
    .getByText(
      new RegExp(
        `^(${englishCommon['empty.noInformation']}|${spanishCommon['empty.noInformation']})$`,
      ),
    )
    .count();
  assert.equal(failed, 0, `${new URL(page.url()).pathname}: a card says 'No information'`);
}

/** Every canvas of the page's charts has been drawn with a size. */
async function chartsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const canvases = [...document.querySelectorAll('main canvas')];
      return (
        canvases.length > 0 && canvases.every((canvas) => (canvas as HTMLCanvasElement).width > 0)
      );
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/** Spec 000 §3: the chicken dashboard's nine sections, by their titles, each loaded. */
const CHICKEN_SECTIONS = [
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

async function chickenSections(page: Page): Promise<void> {
  const spanish = (await page.evaluate('document.documentElement.lang')) === 'es';
  for (const name of spanish ? [] : CHICKEN_SECTIONS) {
    assert.equal(
      await page.locator(`main section[aria-label="${name}"]`).count(),
      1,
      `the chicken dashboard has no "${name}" section`,
    );
  }
  assert.equal(await page.locator('main section[aria-label]').count(), CHICKEN_SECTIONS.length);
}

/**
 * A record list (ui/list/cursor-list.tsx) shows its first rows: table rows or phone cards. A
 * list's default range is today, in the browser's zone: just after midnight a rare kind (a
 * wrong marker, two a restaurant-day) may truly have none yet. Then the week before must.
 */
async function recordsShown(page: Page): Promise<void> {
  const rows = page.locator('[data-record-list] [data-index]').first();
  const none = page
    .getByText(
      new RegExp(`^(${englishCommon['empty.noRecords']}|${spanishCommon['empty.noRecords']})$`),
    )
    .first();
  await rows.or(none).waitFor({ state: 'visible', timeout: 15_000 });
  if (await rows.isVisible()) return;
  const url = new URL(page.url());
  url.searchParams.set('timeInterval', '7d');
  await navigateInApp(page, `${url.pathname}${url.search}`);
  await rows.waitFor({ state: 'visible', timeout: 15_000 });
}

/** An offset-paged list (ui/list/paged-list.tsx) shows its first rows: table rows or cards. */
async function pagesShown(page: Page): Promise<void> {
  await page
    .locator('[data-paged-list] tbody tr, [data-paged-list] ul > li')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
}

/** A plain list (ui/list/list-view.tsx) shows its first rows: table rows or cards. */
async function rowsShown(page: Page): Promise<void> {
  await page.locator('main [data-list-row]').first().waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * Spec 001 §4: a kitchen's live production queue — connected, its snapshot drawn (the cook-next
 * strip shows once it has arrived) and batches in its tables (the tour starts a rush there).
 */
export async function liveQueueShown(page: Page): Promise<void> {
  await page.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
  await page.locator('[data-cook-next]').waitFor();
  await page
    .locator('[data-queue-table] tr[data-row]')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
}

/** The browser side of each readiness the registry names. */
const READINESS: Record<TourReadiness, PageCheck> = {
  charts: { ready: chartsDrawn, check: noFailedLoad },
  data: { check: noFailedLoad },
  records: { ready: recordsShown, check: noFailedLoad },
  pages: { ready: pagesShown, check: noFailedLoad },
  rows: { ready: rowsShown, check: noFailedLoad },
};

const week: SheetFilter = { option: 'Week' };

/**
 * A page's own checks beyond its readiness. The stock-out page has none: its one filter, the
 * product list, comes from the provider, so the sheet is only opened and closed.
 */
const PAGE_CHECKS: Partial<Record<AppPath, PageCheck>> = {
  '/dashboard/chicken': {
    check: chickenSections,
    sheetFilter: week,
    firstScreen: 'Hold time ratio',
  },
  '/dashboard/potato': { sheetFilter: week },
  '/pcs/monitor': { ready: liveQueueShown },
  '/performance/chicken': { sheetFilter: { option: 'Waste / Cooked' } },
  // Its first section counts the range's events (GET /eventAnalytic); the cards follow it.
  '/events/analytics': { sheetFilter: week, firstScreen: 'Events in range' },
  '/user-settings/authentification-log': { sheetFilter: { select: 'Event', option: 'Signed in' } },
  '/timers-cycle-history/fryer': { sheetFilter: { option: 'Incorrect' } },
};

/** Everything the tour waits for and checks on a registry page: its readiness, then its own. */
export function pageCheck(route: AppPage): PageCheck {
  const readiness: PageCheck = 'tour' in route && route.tour ? READINESS[route.tour] : {};
  const own = PAGE_CHECKS[route.path] ?? {};
  const checks = [readiness.check, own.check].filter((check) => check !== undefined);
  return {
    ...readiness,
    ...own,
    check: async (page) => {
      for (const check of checks) await check(page);
    },
  };
}
