/**
 * Spec 000 §4 "Token refresh", §8 "401 on refresh": when the provider ends the session (its
 * refresh token is refused), the console clears the session, purges the query cache and the
 * dictionaries cache, and goes to login saying why.
 */
import assert from 'node:assert/strict';
import { deleteSession, listSessions } from '../../src/api/auth/auth.endpoints.ts';
import {
  accessToken,
  expectRestaurantList,
  restaurantsFromApi,
  restaurantsShown,
  signIn,
} from './support/app.ts';
import { apiSignIn, signOutFromMenu, storedSession } from './support/auth.ts';
import { screenshot, waitForControllingWorker } from './support/browser.ts';
import { providerCall } from './support/provider-call.ts';
import {
  cacheADictionary,
  expectNothingLeft,
  waitForPersistedCache,
} from './support/device-data.ts';
import { e2eTest, harness } from './support/harness.ts';
import { navigateInApp, waitForPage } from './support/ready.ts';
import { holdAnswer, sandboxRequests } from './support/sandbox-control.ts';
import type { Viewport } from './support/viewports.ts';

const REFRESH_PATH = '/api/v1/auth/refresh';
const DICTIONARY_PATH = '/api/v1/dictionaries/materials/all';

/** A dictionary call as the console makes it (through the service worker, with the token). */
function dictionaryCall(token: string): string {
  return `fetch(${JSON.stringify(DICTIONARY_PATH)}, { headers: { Authorization: ${JSON.stringify(`Bearer ${token}`)} } }).then((answer) => answer.status)`;
}

/** Ends the page's own session on the provider, as "sign out everywhere else" elsewhere does. */
async function endSessionOnProvider(accessToken: string): Promise<void> {
  const sessions = await providerCall(harness.url, accessToken, listSessions, {});
  const own = sessions.find((session) => session.current);
  assert.ok(own, 'the provider lists no current session for the page');
  await providerCall(harness.url, accessToken, deleteSession, { params: { id: own.uuid } });
}

export function signOutSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 000 §4, §8: a refused refresh ends the session: nothing stays, login says why',
    async () => {
      // Its own sign-in: this test ends the session it uses.
      const session = await harness.open(viewport);
      const { page } = session;
      await signIn(page, harness.url);
      const expected = await restaurantsFromApi(
        harness.url,
        await apiSignIn(harness.url, 'admin@demo.kitchen'),
      );
      await expectRestaurantList(page, expected);
      const shown = await restaurantsShown(page, expected.restaurants);
      await waitForPersistedCache(page, shown[0]!.name);
      await cacheADictionary(page);
      const refreshesBefore = (await sandboxRequests(harness.url, REFRESH_PATH)).length;

      const stored = await storedSession(page);
      assert.ok(stored, 'no session after sign-in');
      await endSessionOnProvider(stored.accessToken);
      // The next page asks the provider: 401, the refresh is refused, the session ends.
      await navigateInApp(page, '/dashboard/chicken');
      await waitForPage(page, '/login');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your session has ended. Sign in again.' })
        .waitFor({ state: 'visible' });
      const refreshes = (await sandboxRequests(harness.url, REFRESH_PATH)).slice(refreshesBefore);
      assert.deepEqual(
        refreshes.map((request) => request.status),
        [401],
        'exactly one refresh was tried, and refused',
      );
      await expectNothingLeft(page, 'the tab');
      await screenshot(session, 'session-ended');
      assert.deepEqual(session.errors, [], 'uncaught errors');
    },
  );

  e2eTest(
    'spec 000 §4: a dictionary answer still on its way at sign-out is not cached, nor does a later call make the cache again',
    async () => {
      const session = await harness.open(viewport, { serviceWorkers: 'allow' });
      const { page } = session;
      await signIn(page, harness.url);
      // The first visit is not controlled by the worker yet.
      await waitForControllingWorker(page, async () => {
        await page.reload();
        await waitForPage(page, '/restaurants');
      });
      const token = await accessToken(page);
      await holdAnswer(harness.url, DICTIONARY_PATH, 5_000);
      // Not awaited: the answer is held while the user signs out.
      await page.evaluate(`void (window.__kcLateAnswer = ${dictionaryCall(token)})`);

      await signOutFromMenu(page);
      await waitForPage(page, '/login');
      // Made while the session lived (200), it reaches the worker after the purge.
      assert.equal(await page.evaluate('window.__kcLateAnswer'), 200, 'the held answer');
      // A tab's last call with the token it still held: refused, and it leaves no cache behind.
      assert.equal(await page.evaluate(dictionaryCall(token)), 401, 'a call after sign-out');
      await expectNothingLeft(page, 'the tab');
      assert.deepEqual(session.errors, [], 'uncaught errors');
    },
  );
}
