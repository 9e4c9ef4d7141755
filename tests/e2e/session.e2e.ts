/**
 * The session across tabs and routes (spec 000 §4, §6): a refresh that never races, signing
 * out or in from another tab, and every route of the table for a restricted user. Each test
 * has its own browser context; tabs of one test share it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { APP_ROUTES } from '../../src/lib/route-table.ts';
import { appPages as titles } from '../../src/lib/i18n/en/app-pages.ts';
import {
  CREDENTIALS,
  SESSION_KEY,
  expectRestaurantList,
  restaurantsFromApi,
  restaurantsShown,
  signIn,
} from './support/app.ts';
import {
  DEMO,
  HOME_HEADING,
  HOME_PATH,
  apiSignIn,
  expectPage,
  requestCount,
  signInAs,
  signOutFromMenu,
  storedSession,
} from './support/auth.ts';
import {
  cacheADictionary,
  expectNothingLeft,
  forgetPersistedCache,
  queriesInMemory,
  stopSavingQueryCache,
  waitForPersistedCache,
} from './support/device-data.ts';
import { e2eTest, harness, PAGE_MARGIN_MS, TEST_TIMEOUT } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import { sandboxRequests } from './support/sandbox-control.ts';
import { startConsoleServer } from './support/server.ts';
import type { Viewport } from './support/viewports.ts';
import { MANAGER_VIEWS } from '../helpers/demo-access.ts';

const REFRESH_PATH = '/api/v1/auth/refresh';
/** The access tokens' life in the two-tab refresh test. */
const TTL_MS = 6000;

const UUID = '6f1c2a9e-4b7d-4e3a-9c5f-0d8e7b6a5c41';

/**
 * One context signed in as admin through the form (these tests end their session, so they do
 * not use the run's saved one), with `count` tabs on /restaurants showing the list.
 */
async function tabsOnRestaurants(viewport: Viewport, url: string, count: number) {
  const session = await harness.open(viewport);
  await signIn(session.page, url);
  const pages: Page[] = [session.page];
  for (let index = 1; index < count; index++) {
    const page = await session.newTab();
    await page.goto(`${url}/restaurants`);
    pages.push(page);
  }
  const expected = await restaurantsFromApi(url, await apiSignIn(url, CREDENTIALS.email));
  for (const page of pages) await expectRestaurantList(page, expected);
  return { session, pages, expected };
}

/** Where a visit ended: the path and the visible level-1 heading. */
interface Landing {
  pathname: string;
  heading: string | null;
}

async function landing(page: Page): Promise<Landing> {
  const visible = page.getByRole('heading', { level: 1 });
  const headings = await visible.allInnerTexts().catch(() => []);
  return {
    pathname: new URL(page.url()).pathname,
    heading: headings.map((text) => text.trim()).find(Boolean) ?? null,
  };
}

/** A client-side navigation, as a link would do (the router follows history.pushState). */
async function pushPath(page: Page, path: string) {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)})`);
}

/** The session across tabs and routes (spec 000 §4, §6); each test has its own context. */
export function sessionSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 000 §4: signing out in one tab signs the other out, and nothing of the user stays',
    async () => {
      const { session, pages, expected } = await tabsOnRestaurants(viewport, harness.url, 2);
      const [tabA, tabB] = pages as [Page, Page];
      const shown = await restaurantsShown(tabB, expected.restaurants);
      await waitForPersistedCache(tabB, shown[0]!.name);
      await cacheADictionary(tabB);
      assert.ok((await queriesInMemory(tabB)) > 0, 'tab B holds no queries before the sign-out');

      harness.watch(tabA);
      await tabA.bringToFront();
      await signOutFromMenu(tabA);
      await expectPage(tabA, '/login', 'Sign in to the kitchen console');
      // Tab B is not brought to the front: it reacts on its own, not to a tab switch.
      harness.watch(tabB);
      await waitForPage(tabB, '/login');
      await tabB
        .getByRole('heading', { name: 'Sign in to the kitchen console', exact: true })
        .waitFor();

      await expectNothingLeft(tabB, 'tab B');
      await expectNothingLeft(tabA, 'tab A');
      assert.deepEqual(session.errors, [], 'uncaught errors in the tabs');
    },
  );

  e2eTest('spec 000 §4: signing in from another tab reloads a tab left on /login', async () => {
    const session = await harness.open(viewport);
    const tabA = session.page;
    await tabA.goto(`${harness.url}/login`);
    await waitForReady(tabA);
    await tabA.evaluate('window.__kcBeforeReload = true');

    const tabB = await session.newTab();
    harness.watch(tabB);
    await signInAs(tabB, harness.url, DEMO.admin);
    await expectPage(tabB, HOME_PATH, HOME_HEADING);

    harness.watch(tabA);
    await expectPage(tabA, HOME_PATH, HOME_HEADING);
    assert.equal(
      await tabA.evaluate('window.__kcBeforeReload === undefined'),
      true,
      'tab A left /login without reloading',
    );
    assert.deepEqual(session.errors, [], 'uncaught errors in the tabs');
  });

  e2eTest(
    'spec 000 §4 (token refresh): two tabs reloaded at once with an expired token make exactly one refresh',
    async (t) => {
      const server = await startConsoleServer({
        // 6 s rather than 3: on a loaded machine a page load can outlast a 3-second token,
        // and a second, legitimate refresh would fail the count.
        env: { SANDBOX_ACCESS_TTL: String(TTL_MS / 1000) },
        logName: 'sandbox-short-tokens.log',
      });
      try {
        // Each tab's automatic refresh ticks every 20 s from its page load and always fires
        // with 6-second tokens; the reload below must not meet a tick (on a slow machine the
        // set-up can take that long: then reload once more to restart the timers).
        let loadedAt = Date.now();
        const { session, pages, expected } = await tabsOnRestaurants(viewport, server.url, 2);
        const [tabA, tabB] = pages as [Page, Page];
        const expiredInTabA = () =>
          tabA
            .waitForFunction(
              (key) => {
                const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
                  accessExpDate: number;
                } | null;
                return stored !== null && stored.accessExpDate <= Date.now() - 200;
              },
              SESSION_KEY,
              { polling: 100, timeout: 10_000 },
            )
            .then(
              () => true,
              () => false,
            );

        // Wait until the stored access token has expired (a background refresh may have
        // renewed it meanwhile: then wait for the new one).
        assert.ok(await expiredInTabA(), 'the 6-second access token did not expire within 10 s');
        for (let attempt = 0; Date.now() - loadedAt > 14_000 && attempt < 2; attempt++) {
          t.diagnostic('slow set-up: reloading the tabs to restart their refresh timers');
          loadedAt = Date.now();
          await Promise.all([tabA.reload(), tabB.reload()]);
          for (const page of pages) await expectRestaurantList(page, expected);
          assert.ok(await expiredInTabA(), 'the 6-second access token did not expire within 10 s');
        }
        // The persisted cache would answer both reloads without a request for 30 s (its
        // staleTime): stop the tabs saving it (a CI run saw tab A reload from a cache written
        // after it was deleted) and delete it, so each tab must call the API with the expired
        // token. A tab's timer may refresh the token meanwhile (a CI run saw no refresh after
        // the reload): then wait for the new token to expire, and count from there.
        await stopSavingQueryCache(pages);
        let before = 0;
        for (let attempt = 0; ; attempt++) {
          await forgetPersistedCache(tabA);
          before = await requestCount(server.url, REFRESH_PATH);
          const stored = await storedSession(tabA);
          if (stored && stored.accessExpDate <= Date.now()) break;
          assert.ok(attempt < 2, 'the tabs kept refreshing the token before the reload');
          assert.ok(await expiredInTabA(), 'the 6-second access token did not expire within 10 s');
        }
        const expiredToken = (await storedSession(tabA))?.accessToken;

        // What each tab asks the API after the reload (the refresh itself aside).
        const answers = new Map<Page, string[]>(pages.map((page) => [page, []]));
        for (const page of pages) {
          page.on('response', (response) => {
            const { pathname } = new URL(response.url());
            if (pathname.startsWith('/api/v1/') && pathname !== REFRESH_PATH) {
              answers.get(page)!.push(`${response.status()} ${pathname}`);
            }
          });
        }
        await Promise.all([tabA.reload(), tabB.reload()]);
        try {
          for (const page of pages) await expectRestaurantList(page, expected);
        } catch (error) {
          const refreshes = (await sandboxRequests(server.url, REFRESH_PATH)).slice(before);
          if (error instanceof Error) {
            error.message +=
              `\n  refreshes after the reload: ${refreshes.map((r) => r.status).join(', ') || 'none'}` +
              `\n  tab A asked: ${answers.get(tabA)!.join(', ') || 'nothing'} (now ${tabA.url()})` +
              `\n  tab B asked: ${answers.get(tabB)!.join(', ') || 'nothing'} (now ${tabB.url()})`;
          }
          throw error;
        }
        const refreshes = (await sandboxRequests(server.url, REFRESH_PATH)).slice(before);
        t.diagnostic(`refresh calls after the reload: ${refreshes.length}`);
        assert.ok(refreshes.length > 0, `no POST ${REFRESH_PATH} after the reload`);
        // One refresh for both tabs. A later one, once the new 6-second token has expired in
        // turn (a page load on a loaded machine can take that long), is a new token's refresh.
        const racing = refreshes.filter((call) => call.time - refreshes[0]!.time < TTL_MS - 1000);
        assert.equal(
          racing.length,
          1,
          `expected one POST ${REFRESH_PATH} for both tabs, saw ${racing.length} within ${TTL_MS - 1000} ms`,
        );
        for (const [name, page] of [
          ['A', tabA],
          ['B', tabB],
        ] as const) {
          const seen = answers.get(page)!;
          assert.ok(seen.length > 0, `tab ${name} asked the API nothing after the reload`);
          assert.deepEqual(
            seen.filter((answer) => answer.startsWith('401 ')),
            [],
            `tab ${name} sent a request with the expired token: ${seen.join(', ')}`,
          );
        }
        assert.notEqual((await storedSession(tabA))?.accessToken, expiredToken, 'no new token');
        assert.equal(new URL(tabA.url()).pathname, '/restaurants');
        assert.equal(new URL(tabB.url()).pathname, '/restaurants');
        assert.deepEqual(session.errors, [], 'uncaught errors in the tabs');
      } finally {
        await server.close();
      }
    },
  );

  e2eTest(
    `spec 000 §6: every route of the table renders or goes home for ${DEMO.manager}`,
    async () => {
      const session = await harness.open(viewport, { account: 'manager' });
      const { page } = session;
      await page.goto(`${harness.url}${HOME_PATH}`);
      await expectPage(page, HOME_PATH, HOME_HEADING);

      await page.evaluate('window.__kcSameDocument = true');
      const home = { pathname: HOME_PATH, heading: HOME_HEADING };
      const expected: Record<string, Landing> = {};
      const actual: Record<string, Landing> = {};
      for (const route of APP_ROUTES) {
        const path = route.path.replaceAll('$uuid', UUID);
        const allowed = route.module === null || MANAGER_VIEWS.includes(route.module);
        const want: { pathname: string; heading: string } = allowed
          ? { pathname: path, heading: titles[route.title] }
          : home;
        expected[path] = want;
        await pushPath(page, path);
        // Where it settles: the page itself, or home after the guard's redirect.
        await waitForReady(page);
        actual[path] = await landing(page);
      }
      assert.deepEqual(actual, expected);
      assert.equal(
        await page.evaluate('window.__kcSameDocument === true'),
        true,
        'a route reloaded the whole page instead of navigating in the app',
      );
      assert.deepEqual(session.errors, [], 'uncaught errors while visiting the routes');
    },
    // One page after another in one test: its limit grows with the table, a margin per page.
    { timeout: TEST_TIMEOUT + APP_ROUTES.length * PAGE_MARGIN_MS },
  );
}
