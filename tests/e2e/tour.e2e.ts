/**
 * The page tour: every page of the route table (spec 000 §2 "Route paths"), at every viewport,
 * checked for what a person notices — its heading, no uncaught error, no sideways scroll on a
 * phone, no serious or critical axe violation, no number or word broken across lines or cut
 * short, and on a touch screen no control under 44 px (support/legibility.ts) — with a
 * screenshot of each. Then once more in
 * Spanish on a phone, each page loaded cold, with no English text where a Spanish one exists.
 * A page added to the registry is in the tour with no new test code: what it waits for is its
 * registry `tour` readiness (page-checks.ts); a page with more to check adds it to PAGE_CHECKS.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { auth as spanishAuth } from '../../src/lib/i18n/es/auth.ts';
import { appPages as spanishAppPages } from '../../src/lib/i18n/es/app-pages.ts';
import { pages as spanishAuthPages } from '../../src/lib/i18n/es/pages.ts';
import { DEMO_PASSWORD } from '../../sandbox/seed.ts';
import { ADDED_PRODUCT } from '../../sandbox/spec-profile/seed-extras.ts';
import { field, submitSignIn } from './support/app.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { checkFilterSheet } from './support/filter-sheet.ts';
import { checkLegibility } from './support/legibility.ts';
import { DEMO, HOME_PATH } from './support/auth.ts';
import { openContext, screenshot, type ViewportSession } from './support/browser.ts';
import { fastForwardKitchen, startRush } from './support/sandbox-control.ts';
import { startConsoleServer, type RunningServer } from './support/server.ts';
import { englishMatcher, visibleTexts, type EnglishMatcher } from './support/catalogue.ts';
import { specProviderMonitorSpec } from './production-monitor.e2e.ts';
import { e2eTest, harness, TEST_TIMEOUT, watchSession } from './support/harness.ts';
import { measuredLoad, printSlowest, recordLongTasks, type PageCost } from './support/page-cost.ts';
import { navigateInApp, scrollThrough, waitForPage, waitForReady } from './support/ready.ts';
import { checkedSchemaCalls, countSchemaCalls } from './support/schema-calls.ts';
import {
  englishTitles,
  sandboxIds,
  tourStops,
  withIds,
  type TitleKey,
  type TourStop,
} from './support/tour-stops.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

/** The texts a stop's heading comes from, in Spanish. */
const spanishTitles: Record<TitleKey, unknown> = {
  ...spanishAuthPages,
  ...spanishAppPages,
  ...spanishAuth,
};
type Titles = Record<TitleKey, unknown>;

let ids: Promise<Record<string, string>> | undefined;

/** The stop at its real ids (asked of the sandbox once per run) and chosen kitchen. */
async function opened(stop: TourStop): Promise<TourStop> {
  if (!stop.route.includes('$') && !stop.kitchen) return stop;
  ids ??= sandboxIds(harness.url);
  return withIds(stop, await ids);
}

/** Everything the tour asserts of one page once it has settled. */
async function checkStop(
  session: ViewportSession,
  stop: TourStop,
  titles: Titles,
  errorsBefore: number,
  english?: EnglishMatcher,
  { axe = true } = {},
): Promise<void> {
  const { page, viewport } = session;
  const title = String(titles[stop.title]);
  await page
    .getByRole('heading', { level: stop.headingLevel, name: title, exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(async () => {
      const shown = await page.getByRole('heading', { level: stop.headingLevel }).allInnerTexts();
      assert.fail(
        `${stop.path}: no level-${stop.headingLevel} heading "${title}" (shown: ${JSON.stringify(shown)})`,
      );
    });
  await stop.checks.ready?.(page);

  assert.deepEqual(session.errors.slice(errorsBefore), [], `${stop.path}: uncaught errors`);

  if (viewport.viewport.width < 575) {
    const overflow = (await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )) as number;
    assert.ok(
      overflow <= 0,
      `${stop.path}: the page scrolls sideways by ${overflow} px on a phone`,
    );
  }

  if (english) {
    const found = english.find(await visibleTexts(page));
    assert.deepEqual(found, [], `${stop.path}: English shown where a Spanish text exists`);
  } else if (axe) {
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, `axe on ${stop.path}:\n${formatViolations(violations)}`);
  }
  await stop.checks.check?.(page);
  await checkLegibility(page, stop.path);
}

/**
 * Spec 000 §1: on a phone the filters sit behind one 'Filters' button, so the first screen
 * shows figures; the sheet opens, changes a filter and counts it (support/filter-sheet.ts).
 */
async function checkPhoneToolbar(session: ViewportSession, stop: TourStop) {
  const { page } = session;
  const { checks } = stop;
  if (checks.firstScreen) {
    const box = await page
      .locator(`main section[aria-label="${checks.firstScreen}"]`)
      .boundingBox();
    const height = session.viewport.viewport.height;
    assert.ok(
      box && box.y + FIRST_FIGURES_PX <= height,
      `${stop.path}: "${checks.firstScreen}" starts at ${box?.y} px, below a phone's first screen`,
    );
  }
  const hasSheet = await checkFilterSheet(page, checks.sheetFilter, () =>
    screenshot(session, `tour-${slug(stop.route)}-filters`, page),
  );
  if (checks.sheetFilter) assert.ok(hasSheet, `${stop.path}: no 'Filters' button on a phone`);
}

/** How much of a section must show for its first row of figures to be read. */
const FIRST_FIGURES_PX = 150;

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

/** Whether the tour's page holds a signed-in session (a stop that failed may have lost it). */
async function hasSession(page: Page): Promise<boolean> {
  return (
    page.url().startsWith('http') &&
    (await page.evaluate(`localStorage.getItem('kc.session')`)) !== null
  );
}

/**
 * Opens one stop in the running app (or cold, with `page.goto`) and waits until it settles; with
 * `schemaCalls`, also holds how its answers were read to its ceiling (support/schema-calls.ts).
 */
async function visit(
  page: Page,
  url: string,
  stop: TourStop,
  cold: boolean,
  { costs, schemaCalls = false }: { costs?: PageCost[]; schemaCalls?: boolean } = {},
) {
  const navigate = async () => {
    if (cold) await page.goto(`${url}${stop.path}`);
    else await navigateInApp(page, stop.path);
    await waitForPage(page, stop.landing);
  };
  const load = schemaCalls ? () => checkedSchemaCalls(page, stop.route, cold, navigate) : navigate;
  if (costs) costs.push(await measuredLoad(page, stop.route, cold, load));
  else await load();
  // Every part of the page is checked, also what is drawn only when scrolled near.
  if (stop.signedIn) await scrollThrough(page);
}

/**
 * The tour's sessions, kept from stop to stop and opened again after a stop that failed: a page
 * that stops answering (a run here saw one draw no frame for its screenshot, and every stop
 * after it failed the same way) fails its own stop, not the rest of the tour.
 */
function tourSessions(open: () => Promise<ViewportSession[]>) {
  let sessions: ViewportSession[] = [];
  let fresh = false;
  return {
    async use(run: (sessions: ViewportSession[]) => Promise<void>): Promise<void> {
      if (!fresh) {
        await Promise.all(sessions.map((session) => session.close()));
        sessions = await open();
        fresh = true;
      }
      try {
        await run(sessions);
      } catch (error) {
        fresh = false;
        throw error;
      }
    },
    close: () => Promise.all(sessions.map((session) => session.close())),
  };
}

function tourAt(viewport: Viewport) {
  describe(`page tour, ${viewport.name} ${viewport.viewport.width}×${viewport.viewport.height}`, () => {
    // `npm run bench:tour`: on a phone, each page's load is also measured under a slowed CPU
    // (support/page-cost.ts). A benchmark, so not in `npm test`: its slowed loads were a third
    // of the phone tour's time there, and its figures are printed, never checked.
    const costs =
      viewport.name === 'phone' && process.env.E2E_PAGE_COST === '1'
        ? ([] as PageCost[])
        : undefined;
    const sessions = tourSessions(async () => {
      const both = [
        await harness.open(viewport, { lasting: true, watchMainThread: true }),
        await harness.open(viewport, { account: 'admin', lasting: true, watchMainThread: true }),
      ];
      if (costs) await Promise.all(both.map((session) => recordLongTasks(session.context)));
      await Promise.all(both.map((session) => countSchemaCalls(session.context)));
      return both;
    });
    after(async () => {
      await sessions.close();
      if (costs) printSlowest(costs, `Page tour, ${viewport.name}`);
    });
    for (const listed of tourStops()) {
      e2eTest(listed.route, () =>
        sessions.use(async ([signedOut, signedIn]) => {
          const stop = await opened(listed);
          const session = stop.signedIn ? signedIn : signedOut;
          assert.ok(session, 'no browser context for the tour');
          watchSession(session);
          const errorsBefore = session.errors.length;
          // The first page of a context loads the console; the rest navigate inside it.
          const cold = session.page.url() === 'about:blank' || !stop.signedIn;
          await visit(session.page, harness.url, stop, cold, { costs, schemaCalls: true });
          await checkStop(session, stop, englishTitles, errorsBefore);
          await screenshot(session, `tour-${slug(stop.route)}`);
          if (viewport.viewport.width < 575 && stop.signedIn)
            await checkPhoneToolbar(session, stop);
        }),
      );
    }
  });
}

/**
 * The tour in Spanish (a browser whose language is Spanish, phone size): each auth page loads
 * cold; then the console signs in through the Spanish form and goes to every page as a link
 * does. A cold start of each page cost 2.5 s a stop and checked nothing more: the language is
 * the session's, and a page's texts load with its code either way.
 */
export function spanishTourSpecs(): void {
  const phone = VIEWPORTS[0]!;
  describe('page tour in Spanish, phone', () => {
    let english: EnglishMatcher | undefined;
    before(async () => {
      english = await englishMatcher();
    });
    const sessions = tourSessions(async () => [
      await harness.open(phone, { locale: 'es-ES', lasting: true, watchMainThread: true }),
    ]);
    after(() => sessions.close());

    for (const listed of tourStops()) {
      e2eTest(`${listed.route} (es)`, () =>
        sessions.use(async ([session]) => {
          const stop = await opened(listed);
          assert.ok(session && english, 'no browser context for the Spanish tour');
          watchSession(session);
          const { page } = session;
          const signedInNow = await hasSession(page);
          if (stop.signedIn && !signedInNow) {
            await page.goto(`${harness.url}/login`);
            await waitForReady(page);
            // The Spanish form, as a crew member reads it.
            await field(page, String(spanishAuth['auth.email'])).fill(DEMO.admin);
            await field(page, String(spanishAuth['auth.password'])).fill(DEMO_PASSWORD);
            await page
              .getByRole('button', { name: String(spanishAuth['auth.signIn']), exact: true })
              .click();
            await waitForPage(page, '/dashboard/chicken');
          }
          const errorsBefore = session.errors.length;
          await visit(page, harness.url, stop, !stop.signedIn);
          assert.equal(await page.evaluate('document.documentElement.lang'), 'es');
          await checkStop(session, stop, spanishTitles, errorsBefore, english);
          await screenshot(session, `tour-es-${slug(stop.route)}`);
        }),
      );
    }
  });
}

/** The kitchen's hours a test moves on, at most, to find a product in its queue. */
const QUEUE_HOURS_TRIED = 12;

/**
 * Whether the production queue names `product`. The queue names a product only while a batch
 * of it is queued, and a kitchen cooks no nuggets at breakfast: with the kitchen rushed, its
 * clock moves on an hour at a time until one is (sandbox/README.md, the kitchen controls).
 */
async function queueNames(
  page: Page,
  baseUrl: string,
  kitchen: string,
  product: string,
): Promise<boolean> {
  await startRush(baseUrl, kitchen);
  await page.goto(`${baseUrl}/pcs/${kitchen}`);
  await waitForPage(page, `/pcs/${kitchen}`);
  const named = page.getByText(product).first();
  for (let hour = 0; hour <= QUEUE_HOURS_TRIED; hour++) {
    if (hour > 0) await fastForwardKitchen(baseUrl, kitchen, 3600);
    const seen = await named.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (seen) return true;
  }
  return false;
}

/**
 * The tour on a phone against a provider of the spec (SANDBOX_PROFILE=spec,
 * docs/decisions/provider-api.md "A spec-shaped provider"): answers cut to the fields the spec
 * names, opaque tokens, bare void answers, dictionary values our seed lacks. Every page shows
 * its heading and its content as in the main tour, and the console refuses no answer and
 * drops no row (its own logs, counted: request.ts). Axe and screenshots are the main tour's.
 */
export function specProviderTourSpecs(): void {
  const phone = VIEWPORTS[0]!;
  describe('page tour against a provider of the spec, phone', () => {
    let server: RunningServer | undefined;
    let ids: Promise<Record<string, string>> | undefined;
    /** What the console said it could not read, page by page. */
    const refused: string[] = [];
    const sessions = tourSessions(async () => {
      assert.ok(server, 'the spec-shaped sandbox did not start');
      const session = await openContext(harness.browser, phone);
      session.page.on('console', (message) => {
        const text = message.text();
        if (/^Unexpected answer from |could not be read and are not shown/.test(text))
          refused.push(`${session.page.url()}: ${text}`);
      });
      return [session];
    });
    before(async () => {
      server = await startConsoleServer({
        env: { SANDBOX_PROFILE: 'spec', SANDBOX_ACCESS_TTL: '3600' },
        logName: 'sandbox-spec-profile.log',
      });
    });
    after(async () => {
      await sessions.close();
      await server?.close();
    });

    for (const listed of tourStops()) {
      e2eTest(`${listed.route} (spec provider)`, () =>
        sessions.use(async ([session]) => {
          assert.ok(session && server, 'no browser context for the spec provider tour');
          ids ??= sandboxIds(server.url);
          const stop = withIds(listed, await ids);
          watchSession(session);
          const { page } = session;
          const signedInNow = await hasSession(page);
          if (stop.signedIn && !signedInNow) {
            await page.goto(`${server.url}/login`);
            await submitSignIn(page, DEMO.admin);
            await waitForPage(page, HOME_PATH);
          }
          const errorsBefore = session.errors.length;
          const refusedBefore = refused.length;
          await visit(page, server.url, stop, !stop.signedIn);
          await checkStop(session, stop, englishTitles, errorsBefore, undefined, { axe: false });
          assert.deepEqual(refused.slice(refusedBefore), [], `${stop.path}: answers refused`);
        }),
      );
    }

    specProviderMonitorSpec(() => server?.url);

    e2eTest(
      "spec 001 §7 'Dictionaries': a product the dictionary adds shows by name on the dashboard, events analytics, performance, stock-out and the queue",
      async () => {
        assert.ok(server, 'the spec-shaped sandbox did not start');
        const kitchen = (await (ids ??= sandboxIds(server.url))).kitchen!;
        const session = await openContext(harness.browser, VIEWPORTS[2]!);
        try {
          const { page } = session;
          await page.goto(`${server.url}/login`);
          await submitSignIn(page, DEMO.admin);
          await waitForPage(page, HOME_PATH);
          const shown: Record<string, boolean> = {};
          for (const path of [
            `/dashboard/chicken?timeInterval=7d&restaurantUuid=${kitchen}`,
            `/events/analytics?timeInterval=7d&restaurantUuid=${kitchen}`,
            `/performance/chicken?timeInterval=7d&restaurantUuid=${kitchen}`,
            `/stock-out-reports/chicken?timeInterval=7d&restaurantUuid=${kitchen}`,
          ]) {
            await page.goto(`${server.url}${path}`);
            await waitForPage(page, path.split('?')[0]!);
            shown[path.split('?')[0]!] = await page
              .getByText(ADDED_PRODUCT)
              .first()
              .waitFor({ timeout: 15_000 })
              .then(
                () => true,
                () => false,
              );
          }
          shown[`/pcs/${kitchen}`] = await queueNames(page, server.url, kitchen, ADDED_PRODUCT);
          assert.deepEqual(
            Object.entries(shown)
              .filter(([, seen]) => !seen)
              .map(([path]) => path),
            [],
            `pages that do not name ${ADDED_PRODUCT}`,
          );
          assert.deepEqual(session.errors, [], 'uncaught errors');
        } finally {
          await session.close();
        }
      },
      // The kitchen's clock may move on up to QUEUE_HOURS_TRIED hours, a wait on each.
      { timeout: TEST_TIMEOUT + QUEUE_HOURS_TRIED * 10_000 },
    );

    e2eTest('spec 000 §3: a role with a module the console does not list signs in', async () => {
      assert.ok(server, 'the spec-shaped sandbox did not start');
      const session = await openContext(harness.browser, phone);
      try {
        await session.page.goto(`${server.url}/login`);
        await submitSignIn(session.page, DEMO.manager);
        await waitForPage(session.page, HOME_PATH);
        assert.deepEqual(session.errors, [], 'uncaught errors');
      } finally {
        await session.close();
      }
    });
  });
}

export function tourSpecs(viewports: readonly Viewport[]): void {
  for (const viewport of viewports) tourAt(viewport);
}
