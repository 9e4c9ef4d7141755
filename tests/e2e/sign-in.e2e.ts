import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  CREDENTIALS,
  accessToken,
  expectRestaurantList,
  restaurantsFromApi,
  signIn,
  submitSignIn,
} from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';
import { appPages as englishPages } from '../../src/lib/i18n/en/app-pages.ts';
import { appPages as spanishPages } from '../../src/lib/i18n/es/app-pages.ts';

/**
 * The `modulepreload` and stylesheet links the first-paint script added (vite-first-paint.ts);
 * not the disabled link naming the inlined stylesheet.
 */
function preloads(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel=modulepreload], link[rel=stylesheet]:not([disabled])',
      ),
    ].map((link) => new URL(link.href).pathname),
  );
}

/** The skeleton's heading and the route chunks preloaded at `path`, when the app never starts. */
async function skeletonAt(page: Page, baseUrl: string, path: string) {
  const lists = page.waitForResponse(/\/assets\/route-preloads-[^/]+\.json$/);
  await page.goto(`${baseUrl}${path}`);
  await lists;
  // The links are added in the task that reads the answer.
  await page.waitForFunction(() => document.querySelector('link[rel=modulepreload]'));
  return {
    title: await page.locator('#kc-sk-title').textContent(),
    preloads: new Set(await preloads(page)),
  };
}

/** Spec 000 §4 "Sign-in and session", §8: the form, its server error, the first list. */
export function signInSpecs(viewport: Viewport): void {
  e2eTest('spec 000 §8: a wrong password shows "Invalid email or password"', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await page.goto(`${harness.url}/login`);
    await waitForReady(page);
    await submitSignIn(page, CREDENTIALS.email, `${CREDENTIALS.password}-wrong`);
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.first().waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/login');
    await screenshot(session, 'login-error');
  });

  e2eTest('spec 000 §4: signs in and lists the restaurants the sandbox has', async () => {
    const session = await harness.open(viewport);
    const { page } = session;
    await signIn(page, harness.url);
    const expected = await restaurantsFromApi(harness.url, await accessToken(page));
    assert.ok(expected.total > 0, 'the sandbox lists no restaurant for this user');
    await expectRestaurantList(page, expected);
    await screenshot(session, 'restaurants');
  });

  e2eTest(
    'design card (first page ≤ 150 KiB): signed out, /login preloads its form and never fetches the signed-in pages’ preload lists; signed in, a page’s chunks are preloaded from them',
    async () => {
      const { page } = await harness.open(viewport);
      const lists: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/route-preloads-[^/]+\.json$/.test(request.url())) lists.push(request.url());
      });
      await page.goto(`${harness.url}/login`);
      await waitForReady(page);
      assert.ok(
        (await preloads(page)).some((path) => /^\/assets\/sign-in-[^/]+\.js$/.test(path)),
        'the sign-in form’s chunk is not preloaded',
      );
      assert.deepEqual(lists, [], 'a signed-out visit fetched the signed-in preload lists');

      await signIn(page, harness.url);
      await page.reload();
      await waitForPage(page, '/restaurants');
      assert.equal(lists.length, 1, 'a signed-in start fetches the preload lists once');
      const preloaded = await preloads(page);
      assert.ok(
        preloaded.some((path) => /^\/assets\/shell-[^/]+\.js$/.test(path)),
        `the signed-in frame is not preloaded: ${preloaded.join(', ')}`,
      );
      // Every preload names a file the server has (the lists are of this build).
      for (const path of preloaded) {
        const answer = await fetch(`${harness.url}${path}`);
        assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
      }
    },
  );

  e2eTest(
    'spec 000 §2 route table: before the console’s code has run, the skeleton names the page being opened (a family page by its table page, in Spanish too), and a page reached by an id preloads its own chunks',
    async () => {
      const { page } = await harness.open(viewport);
      await signIn(page, harness.url);
      const { restaurants } = await restaurantsFromApi(harness.url, await accessToken(page));
      const kitchen = restaurants[0]!.uuid;
      // The entry never arrives: what shows is the static skeleton and its script's work.
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());

      const home = await skeletonAt(page, harness.url, '/dashboard/chicken');
      assert.equal(home.title, englishPages['routes.dashboardChicken']);
      // Its stylesheets too: its first render waits for them.
      assert.ok(
        [...home.preloads].some((file) => file.endsWith('.css')),
        `the home page’s stylesheets are not linked before its code runs: ${[...home.preloads].join(', ')}`,
      );
      assert.equal(
        (await skeletonAt(page, harness.url, '/users')).title,
        englishPages['routes.users'],
      );
      assert.equal(
        (await skeletonAt(page, harness.url, `/pcs/${kitchen}`)).title,
        englishPages['routes.pcsMonitor'],
      );
      const pcs = await skeletonAt(page, harness.url, `/restaurants/${kitchen}/devices/pc`);
      assert.equal(pcs.title, englishPages['routes.restaurantPcs']);
      const own = [...pcs.preloads].filter((file) => !home.preloads.has(file));
      assert.ok(own.length > 0, 'the restaurant’s PCs page preloads only the home page’s chunks');
      // A family's page: its route file serves every station (`/timers-cycle-history/$station`).
      const fryer = await skeletonAt(page, harness.url, '/timers-cycle-history/fryer');
      assert.equal(fryer.title, englishPages['routes.timersFryer']);
      assert.ok(
        [...fryer.preloads].some((file) => !home.preloads.has(file)),
        'the fryer history preloads only the home page’s chunks',
      );

      await page.evaluate(() => localStorage.setItem('kc.locale', 'es'));
      assert.equal(
        (await skeletonAt(page, harness.url, `/restaurants/${kitchen}/devices/pc`)).title,
        spanishPages['routes.restaurantPcs'],
      );
    },
  );
}
