/**
 * The page tour: every page of the route table (spec 000 §2 "Route paths"), at every viewport,
 * checked for what a person notices — its heading, no uncaught error, no "not available yet" on
 * a page the table marks built (and the notice on one it does not), no sideways scroll on a
 * phone, no serious or critical axe violation — with a screenshot of each. Then once more in
 * Spanish on a phone, each page loaded cold, with no English text where a Spanish one exists.
 * A page added to the registry is in the tour with no new test code: what it waits for is its
 * registry `tour` readiness (page-checks.ts); a page with more to check adds it to PAGE_CHECKS.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { APP_ROUTES, AUTH_ROUTES } from '../../src/lib/route-table.ts';
import { auth as englishAuth } from '../../src/lib/i18n/en/auth.ts';
import { appPages as englishAppPages } from '../../src/lib/i18n/en/app-pages.ts';
import { pages as englishAuthPages } from '../../src/lib/i18n/en/pages.ts';
import { auth as spanishAuth } from '../../src/lib/i18n/es/auth.ts';
import { appPages as spanishAppPages } from '../../src/lib/i18n/es/app-pages.ts';
import { pages as spanishAuthPages } from '../../src/lib/i18n/es/pages.ts';
import { notAvailableText, pageCheck, type PageCheck } from './page-checks.ts';
import { DEMO_PASSWORD } from '../../sandbox/seed.ts';
import { field } from './support/app.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { checkFilterSheet } from './support/filter-sheet.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { screenshot, type ViewportSession } from './support/browser.ts';
import { englishMatcher, visibleTexts, type EnglishMatcher } from './support/catalogue.ts';
import { e2eTest, harness, watchSession } from './support/harness.ts';
import { navigateInApp, scrollThrough, waitForPage, waitForReady } from './support/ready.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

/** The texts a stop's heading comes from, per language. */
const englishTitles = { ...englishAuthPages, ...englishAppPages, ...englishAuth };
const spanishTitles: Record<TitleKey, unknown> = {
  ...spanishAuthPages,
  ...spanishAppPages,
  ...spanishAuth,
};
type TitleKey = keyof typeof englishTitles;
type Titles = Record<TitleKey, unknown>;

export interface TourStop {
  /** The route as the table has it, e.g. `/users/$uuid/sessions`. */
  route: string;
  /** What is opened: the route with real ids from the sandbox. */
  path: string;
  /** Where a visitor ends up (an auth page a signed-out visitor may not stay on goes to login). */
  landing: string;
  title: TitleKey;
  /** Signed-in pages title themselves with an h1; auth pages with their card's h2. */
  headingLevel: 1 | 2;
  built: boolean;
  signedIn: boolean;
  /**
   * Its data is one kitchen's (registry `oneKitchen`): toured with a busy kitchen chosen, after
   * every Global stop, as the choice stays with the session.
   */
  kitchen: boolean;
  /** What the tour waits for and checks there beyond the common checks. */
  checks: PageCheck;
}

/**
 * Real ids for the parameterised routes, asked of the sandbox as the admin sees it, and the
 * kitchen the one-kitchen stops are toured in, put in a lunch rush so that its queue is busy
 * whatever the hour of the run (at night a kitchen may have nothing under way).
 */
async function sandboxIds(baseUrl: string): Promise<Record<string, string>> {
  const token = await apiSignIn(baseUrl, DEMO.admin);
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200, `GET ${path} answered ${response.status}`);
    return ((await response.json()) as { results: unknown }).results;
  };
  const restaurants = (await get('/restaurants?limit=1')) as { content: Array<{ uuid: string }> };
  const kitchen = restaurants.content[0]!.uuid;
  const me = (await get('/users/user')) as { uuid: string };
  const tablets = (await get('/tablets/list?restaurantUuid=' + kitchen)) as {
    content: Array<{ uuid: string }>;
  };
  const rush = await fetch(`${baseUrl}/__sandbox/kitchen/rush`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ restaurantUuid: kitchen, factor: 30 }),
  });
  assert.equal(rush.status, 200, 'the sandbox starts a rush');
  return {
    kitchen,
    '/restaurants/$uuid/devices/pc': kitchen,
    '/restaurants/$uuid/devices/tablets': kitchen,
    '/users/$uuid/sessions': me.uuid,
    '/devices/tablets/$uuid/sessions': tablets.content[0]!.uuid,
    '/pcs/$id': kitchen,
    '/kitchen-player/$id': kitchen,
  };
}

let ids: Promise<Record<string, string>> | undefined;

/**
 * The stop with its route's `$uuid` replaced by a real id (asked once per run), and a
 * one-kitchen page with its kitchen chosen in the URL.
 */
async function opened(stop: TourStop): Promise<TourStop> {
  const family = stop.route.includes('$');
  if (!family && !stop.kitchen) return stop;
  ids ??= sandboxIds(harness.url);
  const known = await ids;
  if (!family) return { ...stop, path: `${stop.route}?restaurantUuid=${known.kitchen}` };
  const id = known[stop.route];
  assert.ok(id, `no sandbox id for ${stop.route}`);
  const path = stop.route.replace(/\$(uuid|id)/, id);
  return { ...stop, path, landing: path };
}

/**
 * Auth pages a signed-out visitor cannot stay on (spec 000 §4 redirect rules): the second
 * factor and the expired password need a session; a reset link without a token has expired.
 */
const SIGNED_OUT_LANDINGS: Record<string, { landing: string; title: TitleKey }> = {
  '/login': { landing: '/login', title: 'auth.signInTitle' },
  '/change-expired-password': { landing: '/login', title: 'auth.signInTitle' },
  '/multi-step-auth': { landing: '/login', title: 'auth.signInTitle' },
  '/reset-password': { landing: '/login-expired', title: 'routes.loginExpired' },
};

/**
 * Spec 000 §2 families: pages reached by an id that the route table lists under their page
 * (`/pcs/{id}` is the monitor of one kitchen). Toured with a real id, with the page's checks:
 * `/pcs/{id}` shows its kitchen's live queue, `/kitchen-player/{id}` its player, whatever the
 * header's choice.
 */
const FAMILY_STOPS: ReadonlyArray<{ route: string; page: string }> = [
  { route: '/pcs/$id', page: '/pcs/monitor' },
  { route: '/kitchen-player/$id', page: '/kitchen-player/player' },
];

export function tourStops(): TourStop[] {
  const signedOut = AUTH_ROUTES.map(({ path, title }): TourStop => ({
    route: path,
    path,
    landing: SIGNED_OUT_LANDINGS[path]?.landing ?? path,
    title: SIGNED_OUT_LANDINGS[path]?.title ?? title,
    headingLevel: 2,
    built: true,
    signedIn: false,
    kitchen: false,
    checks: {},
  }));
  const signedIn = APP_ROUTES.map((route): TourStop => ({
    route: route.path,
    path: route.path,
    landing: route.path,
    title: route.title,
    headingLevel: 1,
    built: 'built' in route && route.built === true,
    signedIn: true,
    kitchen: 'oneKitchen' in route && route.oneKitchen === true,
    checks: pageCheck(route),
  }));
  const families = FAMILY_STOPS.map(({ route, page }): TourStop => {
    const listed = APP_ROUTES.find((entry) => entry.path === page)!;
    return {
      route,
      path: route,
      landing: route,
      title: listed.title,
      headingLevel: 1,
      built: true,
      signedIn: true,
      kitchen: true,
      checks: pageCheck(listed),
    };
  });
  const global = signedIn.filter((stop) => !stop.kitchen);
  const kitchen = signedIn.filter((stop) => stop.kitchen);
  return [...signedOut, ...global, ...kitchen, ...families];
}

/** Everything the tour asserts of one page once it has settled. */
async function checkStop(
  session: ViewportSession,
  stop: TourStop,
  titles: Titles,
  errorsBefore: number,
  english?: EnglishMatcher,
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

  const notAvailable = await page
    .getByText(notAvailableText(titles === spanishTitles ? 'es' : 'en'), { exact: true })
    .count();
  if (stop.built)
    assert.equal(notAvailable, 0, `${stop.route} is marked built but says "not available yet"`);
  else
    assert.equal(
      notAvailable,
      1,
      `${stop.route} shows no "not available yet": mark it \`built: true\` in src/lib/route-table.ts`,
    );

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
  } else {
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, `axe on ${stop.path}:\n${formatViolations(violations)}`);
  }
  await stop.checks.check?.(page);
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

/** Opens one stop in the running app (or cold, with `page.goto`) and waits until it settles. */
async function visit(page: Page, url: string, stop: TourStop, cold: boolean) {
  if (cold) await page.goto(`${url}${stop.path}`);
  else await navigateInApp(page, stop.path);
  await waitForPage(page, stop.landing);
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
    const sessions = tourSessions(async () => [
      await harness.open(viewport, { lasting: true, watchMainThread: true }),
      await harness.open(viewport, { account: 'admin', lasting: true, watchMainThread: true }),
    ]);
    after(() => sessions.close());
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
          await visit(session.page, harness.url, stop, cold);
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
function spanishTour() {
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
          const signedInNow =
            page.url().startsWith('http') &&
            (await page.evaluate(`localStorage.getItem('kc.session')`)) !== null;
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

export function tourSpecs(viewports: readonly Viewport[]): void {
  for (const viewport of viewports) tourAt(viewport);
  if (viewports.some((viewport) => viewport.name === 'phone')) spanishTour();
}
