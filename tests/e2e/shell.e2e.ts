import assert from 'node:assert/strict';
import { screenshot } from './support/browser.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

const HOME = '/dashboard/chicken';

/** The signed-in shell (spec 000 §2 "Shell rules", §5 date parameters) at this viewport. */
export function shellSpecs(suite: Suite): void {
  e2eTest(suite, 'header, sidebar (a drawer on a phone that closes on navigation)', async () => {
    const { page, viewport } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}${HOME}`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Wrong-site guard: the current restaurant (or Global) is always in the header.
    await page.getByRole('button', { name: 'Current restaurant: Global' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    if (viewport.viewport.width < 575) {
      assert.equal(await nav.count(), 0, 'the sidebar is not on a phone screen until opened');
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Restaurants' }).waitFor();
      await screenshot(suite.session, 'shell-drawer');
      await drawer.getByRole('link', { name: 'Restaurants' }).click();
      await page.waitForURL((url) => url.pathname === '/restaurants');
      await drawer.waitFor({ state: 'hidden' });
    } else {
      await nav.waitFor();
      const events = nav.locator('details', {
        has: page.locator('summary', { hasText: 'Events' }),
      });
      await events.locator('summary').click();
      await events.getByRole('link', { name: 'Potato' }).click();
      await page.waitForURL((url) => url.pathname === '/events/potato');
      await page.getByRole('heading', { level: 1, name: 'Potato Events' }).waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      assert.match(await crumbs.innerText(), /Events/);
      await screenshot(suite.session, 'shell');
    }
  });

  e2eTest(suite, 'choosing a restaurant removes the date parameters from the URL', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}${HOME}?timeInterval=1h&interval=5m`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('timeInterval'), '1h');

    await page.getByRole('button', { name: 'Current restaurant: Global' }).click();
    const list = page.getByRole('listbox');
    await list.waitFor();
    await screenshot(suite.session, 'restaurant-selector');
    await list.getByRole('option').first().click();
    await page.waitForURL((url) => url.searchParams.has('restaurantUuid'));
    const search = new URL(page.url()).searchParams;
    assert.equal(search.get('timeInterval'), null);
    assert.equal(search.get('interval'), null);
    await page.getByRole('button', { name: /^Current restaurant: \d+ - / }).waitFor();

    // Back to Global with the clear icon, for the next tests.
    await page.getByRole('button', { name: 'Back to Global' }).click();
    await page.getByRole('button', { name: 'Current restaurant: Global' }).waitFor();
  });

  e2eTest(
    suite,
    'a startDate in the future is dropped from the URL, with no error screen',
    async () => {
      const { page } = suite.session;
      await ensureSignedIn(page, suite.url);
      const future = Date.now() + 86_400_000;
      await page.goto(`${suite.url}${HOME}?startDate=${future}&endDate=${future + 1000}&tab=waste`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('startDate'));
      const search = new URL(page.url()).searchParams;
      assert.equal(search.get('endDate'), null);
      assert.equal(search.get('tab'), 'waste', 'other parameters are kept');
    },
  );

  e2eTest(suite, 'a preset from the date-range picker goes into the URL', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}${HOME}`);
    await page.getByRole('button', { name: 'Date range: Select dates' }).click();
    await page.getByRole('button', { name: 'Last 4 hours' }).click();
    await page.waitForURL((url) => url.searchParams.get('timeInterval') === '4h');
    await screenshot(suite.session, 'date-range');
  });
}
