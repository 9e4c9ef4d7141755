import assert from 'node:assert/strict';
import {
  accessToken,
  expectRestaurantList,
  restaurantsFromApi,
  restaurantsShown,
} from './support/app.ts';
import { waitForPersistedCache } from './support/device-data.ts';
import { screenshot, waitForControllingWorker } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import { sandboxRequests } from './support/sandbox-control.ts';
import type { Viewport } from './support/viewports.ts';

const heading = 'Restaurants';
const API_PATH = '/api/v1/restaurants';

/** After one visit, the console opens offline with its last data (the PWA's promise). */
export function offlineSpecs(viewport: Viewport): void {
  e2eTest(
    'design card (offline shell and cache): offline, a reload of /restaurants shows the shell and the cached list',
    async () => {
      const session = await harness.open(viewport, { account: 'admin', serviceWorkers: 'allow' });
      const { page, context } = session;
      await page.goto(`${harness.url}/restaurants`);
      await waitForPage(page, '/restaurants');
      const expected = await restaurantsFromApi(harness.url, await accessToken(page));
      await expectRestaurantList(page, expected);

      // The first visit is not controlled by the worker yet.
      await waitForControllingWorker(page, async () => {
        await page.reload();
        await waitForPage(page, '/restaurants');
      });
      const shown = await restaurantsShown(page, expected.restaurants);
      assert.ok(shown[0], 'no restaurant on the page before going offline');
      await waitForPersistedCache(page, shown[0].name);
      const before = await sandboxRequests(harness.url, API_PATH);

      await context.setOffline(true);
      try {
        await page.reload({ waitUntil: 'domcontentloaded' });
        assert.ok(!page.url().startsWith('chrome-error:'), `browser error page: ${page.url()}`);
        await page.getByRole('banner').first().waitFor({ state: 'visible' });
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await expectRestaurantList(page, { total: shown.length, restaurants: shown });
        await screenshot(session, 'restaurants-offline');
        const after = await sandboxRequests(harness.url, API_PATH);
        assert.equal(
          after.length,
          before.length,
          'requests reached the sandbox while the browser was offline: the offline check is not real',
        );
      } finally {
        await context.setOffline(false);
      }
    },
  );
}
