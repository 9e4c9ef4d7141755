import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const PATH = '/cameras/view';

/** The tiles' names in layout order, an empty slot as ''. */
async function layoutOf(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Live cameras' })
    .locator(':scope > *')
    .evaluateAll((slots) =>
      slots.map((slot) =>
        slot.hasAttribute('data-tile-position')
          ? (slot.getAttribute('aria-label') ?? '').replace(/, position \d+$/, '')
          : '',
      ),
    );
}

/** A camera in the kitchen's list (its name, then its status). */
const listed = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Cameras' })
    .getByRole('button', { name: new RegExp(`^${name} (Online|Offline|Restarting)$`) });

/**
 * The camera view (spec 001 §2 "Camera view", §4 "Camera layout", §5 picker), through
 * the UI against the sandbox: tiles added from the list and the picker, moved and removed by
 * the layout rules, and the layout kept on the device. The streams are not played here: outside
 * the video namespace Janus offers no candidate (the video e2e plays them).
 */
export function cameraViewSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §4 "Camera layout": tiles are added, moved and removed by the layout rules, and the layout is kept per kitchen',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      const { restaurants } = await restaurantsFromApi(
        harness.url,
        await apiSignIn(harness.url, DEMO.admin),
      );
      const kitchen = restaurants[viewport.name === 'phone' ? 5 : 6]!;
      await page.goto(`${harness.url}${PATH}?restaurantUuid=${kitchen.uuid}`);
      await waitForPage(page, PATH);
      // "With 0 tiles the layout is 1."
      assert.deepEqual(await layoutOf(page), ['']);

      // A camera from the list fills the first slot; "with 1 or 2 tiles one slot is appended".
      await listed(page, 'Fryer station').click();
      assert.deepEqual(await layoutOf(page), ['Fryer station', '']);

      // The picker: Add is disabled with no camera; 2 tiles of one camera.
      await page.getByRole('button', { name: 'Add camera' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Add a camera' });
      const add = picker.getByRole('button', { name: 'Add', exact: true });
      assert.equal(await add.isDisabled(), true, 'Add is disabled with no camera chosen');
      await picker.getByRole('combobox', { name: 'Camera' }).selectOption({ label: 'Breading' });
      await picker.getByRole('textbox', { name: 'Tiles of it' }).fill('2');
      await add.click();
      await picker.waitFor({ state: 'hidden' });
      assert.deepEqual(await layoutOf(page), ['Fryer station', 'Breading', 'Breading']);

      // "With 4 tiles the layout grows to 6 with an empty slot at index 4."
      await listed(page, 'Hot holding').click();
      assert.deepEqual(await layoutOf(page), [
        'Fryer station',
        'Breading',
        'Breading',
        'Hot holding',
        '',
        '',
      ]);
      await screenshot(session, 'camera-view-four-tiles');

      // Spec 001 §5 "The live player minimum size is 300 by 200": fewer columns rather than a
      // smaller tile (one on a phone), and no sideways scroll.
      const pictures = await page
        .getByRole('region', { name: 'Live cameras' })
        .locator('.kc-camera-tile-picture')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const { width, height } = node.getBoundingClientRect();
            return { width, height };
          }),
        );
      for (const { width, height } of pictures)
        assert.ok(width >= 300 && height >= 200, `a tile's picture is ${width}×${height}`);
      if (viewport.name === 'phone')
        assert.equal(
          await page.getByRole('region', { name: 'Live cameras' }).getAttribute('data-columns'),
          '1',
        );
      assert.equal(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
        false,
        'no sideways scroll',
      );

      // Swap by index (the tile's menu, as on a touch screen).
      await page.getByRole('button', { name: 'More for Hot holding' }).click();
      await page.getByRole('menuitem', { name: 'Move to position 1' }).click();
      assert.deepEqual((await layoutOf(page)).slice(0, 4), [
        'Hot holding',
        'Breading',
        'Breading',
        'Fryer station',
      ]);

      // "Removing a tile leaves an empty slot", then "the layout is compacted … when more than 4
      // slots remain with 4 or fewer tiles".
      await page.getByRole('button', { name: 'More for Fryer station' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      assert.deepEqual(await layoutOf(page), ['Hot holding', 'Breading', 'Breading']);

      // Kept on the device for this kitchen (spec 001 §3 "Camera view: restaurantUuid, layout").
      await page.reload();
      await waitForPage(page, PATH);
      assert.deepEqual(await layoutOf(page), ['Hot holding', 'Breading', 'Breading']);
      await session.close();
    },
  );

  e2eTest(
    'spec 001 §2 "The player offers zoom, screenshot, restart, full screen and stream info", §9 "Zoom is off on mobile"; a metered connection shows stills until tapped',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      const { restaurants } = await restaurantsFromApi(
        harness.url,
        await apiSignIn(harness.url, DEMO.admin),
      );
      const kitchen = restaurants[viewport.name === 'phone' ? 7 : 8]!;
      await page.goto(`${harness.url}${PATH}?restaurantUuid=${kitchen.uuid}`);
      await waitForPage(page, PATH);
      await listed(page, 'Fryer station').click();
      const tile = page.getByRole('region', { name: 'Fryer station, position 1' });
      for (const name of ['Restart stream', 'Screenshot', 'Full screen', 'Stream info'])
        await tile.getByRole('button', { name, exact: true }).waitFor();
      // No live video here: nothing to take a picture of.
      assert.equal(await tile.getByRole('button', { name: 'Screenshot' }).isDisabled(), true);
      const zoom = await tile.getByRole('button', { name: 'Zoom', exact: true }).count();
      assert.equal(zoom, viewport.name === 'phone' ? 0 : 1, 'zoom controls off on a phone only');

      // A tile and an empty slot have the same height, so a row lines up.
      const slot = page.getByRole('group', { name: 'Empty slot 2' });
      const [tileBox, slotBox] = [await tile.boundingBox(), await slot.boundingBox()];
      assert.ok(tileBox && slotBox);
      assert.ok(
        Math.abs(tileBox.height - slotBox.height) < 1,
        `tile ${tileBox.height}px, empty slot ${slotBox.height}px`,
      );
      await screenshot(session, 'camera-view-player');

      // A metered connection (Network Information API): stills, and the page says so.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: {
            saveData: true,
            type: 'cellular',
            addEventListener() {},
            removeEventListener() {},
          },
        });
      });
      await page.reload();
      await waitForPage(page, PATH);
      await page.getByText('Saving data: cameras show a still picture').waitFor();
      const still = page.getByRole('button', { name: 'Watch Fryer station live' });
      await still.getByRole('img', { name: 'Still picture of Fryer station' }).waitFor();
      assert.equal(await tile.locator('video').count(), 0, 'no stream until tapped');
      await screenshot(session, 'camera-view-data-light');
      await still.click();
      await tile.locator('video').waitFor({ state: 'attached' });
      await session.close();
    },
  );
}
