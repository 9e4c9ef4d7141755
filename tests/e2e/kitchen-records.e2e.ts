import assert from 'node:assert/strict';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/**
 * The timer analytics (beyond the spec; docs/decisions/kitchen-records.md): restaurants ranked against the chain median,
 * outliers first, and one tap from a restaurant to its hot-holding pans; and the entry-chute
 * and basket-event lists on the record engine.
 */
export function kitchenRecordSpecs(viewport: Viewport): void {
  e2eTest(
    'the timer analytics show outliers first, and a tap opens that restaurant’s pans filtered to it',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/timers-cycle-history/analytics?timeInterval=7d`);
      await waitForPage(page, '/timers-cycle-history/analytics');
      const cards = page.getByTestId('ranked-restaurant');
      await cards.first().waitFor({ timeout: 20_000 });
      const flags = await cards.evaluateAll((all) =>
        all.map((card) => card.getAttribute('data-outlier')),
      );
      assert.ok(flags.length > 1, 'the chain’s restaurants are ranked');
      const firstCalm = flags.indexOf('false');
      assert.ok(
        firstCalm === -1 || !flags.slice(firstCalm).includes('true'),
        `outliers come first: ${flags.join(',')}`,
      );
      if (viewport.name === 'phone') {
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(sideways <= 0, `no sideways scroll on a phone (${sideways} px)`);
      }
      const restaurant = await cards.first().getAttribute('data-restaurant');
      await cards
        .first()
        .getByRole('link', { name: /^Hot-holding pans of / })
        .click();
      await waitForPage(page, '/timers-cycle-history/hot-holding');
      const url = new URL(page.url());
      assert.equal(
        url.searchParams.get('restaurantUuid'),
        restaurant,
        'filtered to the restaurant',
      );
      assert.equal(url.searchParams.get('sort'), 'duration.desc');
      assert.ok(
        Number(url.searchParams.get('endDate')) > Number(url.searchParams.get('startDate')),
      );
      await page.locator('[data-record-list] [data-index]').first().waitFor({ timeout: 20_000 });
    },
  );

  for (const list of ['entry-chutes', 'basket-events'] as const) {
    e2eTest(`/${list} lists its records from the sandbox`, async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/${list}?timeInterval=1d`);
      await waitForPage(page, `/${list}`);
      await page.locator('[data-record-list] [data-index]').first().waitFor({ timeout: 20_000 });
      await page.getByRole('region', { name: 'Totals' }).getByText('Records').waitFor();
    });
  }
}
