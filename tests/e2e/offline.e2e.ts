import assert from 'node:assert/strict';
import {
  accessToken,
  expectRestaurantList,
  restaurantsFromApi,
  restaurantsShown,
  waitForPersistedCache,
} from './support/app.ts';
import { screenshot, waitForServiceWorker } from './support/browser.ts';
import { sandboxRequests } from './support/sandbox-control.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

const heading = 'Restaurants';

export function offlineSpecs(suite: Suite): void {
  e2eTest(
    suite,
    'offline, a reload of /restaurants shows the shell and the cached list',
    async (t) => {
      const { page, context } = suite.session;
      await ensureSignedIn(page, suite.url);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      const expected = await restaurantsFromApi(suite.url, await accessToken(page));
      await expectRestaurantList(page, expected);

      // The first visit is not controlled yet (TOOLCHAIN.md): reload once if needed.
      if (!(await waitForServiceWorker(page))) {
        await page.reload();
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        assert.ok(
          await waitForServiceWorker(page),
          'the service worker does not control /restaurants even after a reload',
        );
      }
      const shown = await restaurantsShown(page, expected.restaurants);
      assert.ok(shown[0], 'no restaurant on the page before going offline');
      await waitForPersistedCache(page, shown[0].name);

      const apiPath = '/api/v1/restaurants';
      const before = await sandboxRequests(suite.url, apiPath).catch((error: unknown) => {
        t.diagnostic(`request log unavailable: ${String(error)}`);
        return null;
      });

      await context.setOffline(true);
      try {
        try {
          await page.reload({ waitUntil: 'domcontentloaded' });
        } catch (error) {
          assert.fail(`the reload offline failed (browser error page?): ${String(error)}`);
        }
        assert.ok(!page.url().startsWith('chrome-error:'), `browser error page: ${page.url()}`);
        await page.getByRole('banner').first().waitFor({ state: 'visible' });
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await expectRestaurantList(page, { total: shown.length, restaurants: shown });
        await screenshot(suite.session, 'restaurants-offline');

        if (before) {
          const after = await sandboxRequests(suite.url, apiPath);
          assert.equal(
            after.length,
            before.length,
            'requests reached the sandbox while the browser was offline: the offline check is not real',
          );
        }
      } finally {
        await context.setOffline(false);
      }
    },
  );
}
