import assert from 'node:assert/strict';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const HOME = '/dashboard/chicken';

/** Opens `path` signed in as the admin, settled. */
async function openSignedIn(viewport: Viewport, path: string) {
  const session = await harness.open(viewport, { account: 'admin' });
  await session.page.goto(`${harness.url}${path}`);
  await waitForPage(session.page, new URL(path, 'http://x').pathname);
  return session;
}

/** The signed-in shell (spec 000 §2 "Shell rules", "Shared widgets") at this viewport. */
export function shellSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 000 §2: header, sidebar (a drawer on a phone that closes on navigation)',
    async () => {
      const session = await openSignedIn(viewport, HOME);
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      // Wrong-site guard: the current restaurant (or Global) is always in the header.
      await page.getByRole('button', { name: 'Current restaurant: Global' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      if (viewport.viewport.width < 575) {
        assert.equal(await nav.count(), 0, 'the sidebar is not on a phone screen until opened');
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('link', { name: 'Restaurants' }).waitFor();
        await screenshot(session, 'shell-drawer');
        await drawer.getByRole('link', { name: 'Restaurants' }).click();
        await waitForPage(page, '/restaurants');
        await drawer.waitFor({ state: 'hidden' });
      } else {
        await nav.waitFor();
        const events = nav.locator('details', {
          has: page.locator('summary', { hasText: 'Events' }),
        });
        await events.locator('summary').click();
        await events.getByRole('link', { name: 'Potato' }).click();
        await waitForPage(page, '/events/potato');
        await page.getByRole('heading', { level: 1, name: 'Potato Events' }).waitFor();
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
        assert.match(await crumbs.innerText(), /Events/);
        await screenshot(session, 'shell');
      }
    },
  );

  e2eTest(
    'spec 000 §2: choosing a restaurant removes the date parameters from the URL',
    async () => {
      const session = await openSignedIn(viewport, `${HOME}?timeInterval=1h&interval=5m`);
      const { page } = session;
      assert.equal(new URL(page.url()).searchParams.get('timeInterval'), '1h');

      await page.getByRole('button', { name: 'Current restaurant: Global' }).click();
      const list = page.getByRole('listbox', { name: 'Restaurant' });
      await list.waitFor();
      await screenshot(session, 'restaurant-selector');
      await list.getByRole('option').first().click();
      await page.waitForURL((url) => url.searchParams.has('restaurantUuid'));
      const search = new URL(page.url()).searchParams;
      assert.equal(search.get('timeInterval'), null);
      assert.equal(search.get('interval'), null);
      await page.getByRole('button', { name: /^Current restaurant: \d+ - / }).waitFor();
    },
  );

  e2eTest(
    'spec 000 §5: a startDate in the future is dropped from the URL, with no error screen',
    async () => {
      const future = Date.now() + 86_400_000;
      const session = await openSignedIn(
        viewport,
        `${HOME}?startDate=${future}&endDate=${future + 1000}&tab=waste`,
      );
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const search = new URL(page.url()).searchParams;
      assert.equal(search.get('startDate'), null);
      assert.equal(search.get('endDate'), null);
      assert.equal(search.get('tab'), 'waste', 'other parameters are kept');
      assert.deepEqual(session.errors, []);
    },
  );

  e2eTest(
    'spec 000 §5: a page or page size that is not valid leaves the address bar of every list, and the list loads',
    async () => {
      const lists = [
        '/stock-out-reports/chicken',
        '/restaurants',
        '/reports',
        '/user-settings/authentification-log',
      ];
      const session = await openSignedIn(viewport, HOME);
      const { page } = session;
      for (const path of lists) {
        await page.goto(`${harness.url}${path}?page=two&limit=abc`);
        await waitForPage(page, path);
        const search = new URL(page.url()).searchParams;
        assert.equal(search.get('page'), null, `${path}: page=two is dropped`);
        assert.equal(search.get('limit'), null, `${path}: limit=abc is dropped`);
        assert.equal(
          await page.getByText('Invalid query parameter').count(),
          0,
          `${path}: the list loads`,
        );
      }
      assert.deepEqual(session.errors, []);
    },
  );

  e2eTest('spec 000 §2: a preset from the date-range picker goes into the URL', async () => {
    const session = await openSignedIn(viewport, HOME);
    const { page } = session;
    await page.getByRole('button', { name: 'Date range: Select dates' }).click();
    await page.getByRole('button', { name: 'Last 4 hours' }).click();
    await page.waitForURL((url) => url.searchParams.get('timeInterval') === '4h');
    await screenshot(session, 'date-range');
  });
}
