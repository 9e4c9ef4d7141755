import assert from 'node:assert/strict';
import { restaurantsFromApi } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** The mini-player widget, once the shell shows it. */
const MINI_PLAYER = '[data-testid="mini-player"]';

/** From a figure to the footage: a stock-out opens the holding camera at its time. */
export function footageSpecs(viewport: Viewport): void {
  e2eTest(
    'from a figure to the footage: a stock-out’s Watch footage opens the mini-player on the holding camera at that moment, the page kept',
    async () => {
      const session = await harness.open(viewport, { account: 'manager' });
      const { page } = session;
      const token = await apiSignIn(harness.url, DEMO.manager);
      const { restaurants } = await restaurantsFromApi(harness.url, token);
      const kitchen = restaurants.find((restaurant) => restaurant.number === 1001)!;
      // The newest stock-outs of one day: within the 72 hours every camera keeps.
      await page.goto(
        `${harness.url}/stock-out-reports/chicken?timeInterval=1d&restaurantUuid=${kitchen.uuid}`,
      );
      await waitForPage(page, '/stock-out-reports/chicken');
      const watch = page.getByRole('button', { name: /^Watch footage: Hot holding at / }).first();
      await watch.waitFor({ timeout: 15_000 });
      const time = /at (.+)$/.exec((await watch.getAttribute('aria-label'))!)![1]!;
      await watch.click();

      const player = page.locator(MINI_PLAYER);
      const failed = page.getByText('The footage could not be opened');
      // The player, or (before the widget exists) a settled page: either the call's answer
      // is on screen or nothing went wrong.
      await Promise.race([
        player.waitFor({ timeout: 10_000 }),
        failed.waitFor({ timeout: 10_000 }),
        page.waitForLoadState('networkidle', { timeout: 10_000 }),
      ]).catch(() => undefined);
      assert.equal(await failed.count(), 0, 'no error is shown');
      assert.equal(
        await page.getByText(`No footage at ${time} from Hot holding`).count(),
        0,
        'the stock-out’s moment has footage',
      );
      if ((await player.count()) > 0) {
        await player.getByText(`Hot holding, ${time}`).first().waitFor({ timeout: 10_000 });
        // Spec 001 §7 "GET /records/download/{id}": the footage downloads from the player, with
        // its progress; the manager (CAMERAS VIEW) is offered no Delete.
        assert.equal(await player.getByRole('button', { name: /^Delete the footage/ }).count(), 0);
        const saved = page.waitForEvent('download', { timeout: 45_000 });
        await player.getByRole('button', { name: /^Download the footage: Hot holding, / }).click();
        await player.getByRole('progressbar', { name: 'Download progress' }).waitFor();
        const file = await saved;
        assert.match(file.suggestedFilename(), /^Hot holding .+\.mp4$/);
        await player.getByText(`Saved as ${file.suggestedFilename()}`).waitFor({ timeout: 15_000 });
      }
      // The page stays behind the player.
      await waitForPage(page, '/stock-out-reports/chicken');
      assert.ok(await page.getByRole('heading', { level: 1, name: 'Stock Out' }).isVisible());
      await screenshot(session, 'footage-stock-out');
    },
  );
}
