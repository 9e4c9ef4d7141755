import assert from 'node:assert/strict';
import type { WebSocketRoute } from 'playwright-core';
import { accessToken, restaurantsFromApi } from './support/app.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import { fastForwardKitchen, startRush } from './support/sandbox-control.ts';
import type { Viewport } from './support/viewports.ts';

/** The queue's state label when live ('Live · updated 11:15:04'). */
const LIVE = '[data-connection="live"]';

/**
 * The live production queue (spec 001 §4), on a tablet and a phone against the
 * sandbox's kitchen simulator: a batch advances without reload; killing the tablet socket shows
 * the dropped and stale state, and it recovers by itself.
 */

/**
 * Opens `/pcs/{id}` for the first kitchen, in a rush (the simulator runs in real time), its
 * tablet socket through a route the test can kill, like a dropped network.
 */
async function openLiveKitchen(viewport: Viewport) {
  const { page } = await harness.open(viewport, { account: 'admin' });
  const control = { killed: false, open: [] as WebSocketRoute[] };
  await page.routeWebSocket(/\/device\/api\/v1\/sockets\/tablet/, (socket) => {
    if (control.killed) {
      void socket.close({ code: 1011, reason: 'killed by the test' });
      return;
    }
    socket.connectToServer();
    control.open.push(socket);
  });
  await page.goto(`${harness.url}/pcs/monitor`);
  const token = await accessToken(page);
  const { restaurants } = await restaurantsFromApi(harness.url, token);
  // A lunch rush in the first kitchen, whatever the hour: at night a kitchen may have nothing
  // under way, and the test must not depend on the time it runs at.
  const restaurant = restaurants[0]!;
  await startRush(harness.url, restaurant.uuid);
  await page.goto(`${harness.url}/pcs/${restaurant.uuid}`);
  await waitForPage(page, `/pcs/${restaurant.uuid}`);
  await page.locator(LIVE).waitFor({ timeout: 20_000 });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { page, control, navigations, restaurant };
}

export function productionMonitorSpecs(viewport: Viewport): void {
  e2eTest(
    `spec 001 §4 /pcs/{id} (${viewport.name}): a batch advances on screen without reload`,
    async () => {
      const { page, navigations, restaurant } = await openLiveKitchen(viewport);
      // A rush's new batches wait in Future before they start: either table has them.
      const tables = '[data-queue-table="production"], [data-queue-table="future"]';
      await page.locator(`${tables}`).locator('tr[data-row]').first().waitFor({ timeout: 20_000 });
      // A batch advances: it starts (Future to Production), or its status or stage changes.
      const stages = () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)]
              .flatMap((table) =>
                [...table.querySelectorAll('tr[data-row]')].map(
                  (row) =>
                    `${table.getAttribute('data-queue-table')}:${row.getAttribute('data-row')}:${row.querySelector('[data-bar]')?.getAttribute('data-bar')}:${row.querySelector('[data-status]')?.getAttribute('data-status') ?? ''}:${row.querySelector('[data-stage]')?.getAttribute('data-stage') ?? ''}`,
                ),
              )
              .join('|'),
          tables,
        );
      const before = await stages();
      // The kitchen's clock jumps two minutes (a stage takes 10–110 s): the batches move there
      // at once, and the test waits for the screen to show it, however slow the machine.
      await fastForwardKitchen(harness.url, restaurant.uuid, 120);
      // Polled until it changes: the test's own timeout is the only limit.
      while ((await stages()) === before) await page.waitForTimeout(250);
      assert.notEqual(await stages(), before);
      assert.deepEqual(navigations, [], 'the queue changed without a reload');

      // The page never scrolls sideways, even on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
    },
  );

  e2eTest(
    `spec 001 §4 /pcs/{id} (${viewport.name}): a killed socket shows the dropped and stale state, and recovers by itself`,
    async () => {
      const { page, control, navigations } = await openLiveKitchen(viewport);
      // Kill the socket: the screen says the channel dropped, then that the data is stale.
      control.killed = true;
      await Promise.all(
        control.open.map((socket) => socket.close({ code: 1011, reason: 'killed' })),
      );
      // 'Reconnecting…', then 'Stale' once 5 s have passed without a message.
      await page
        .locator('[data-connection="reconnecting"], [data-connection="stale"]')
        .waitFor({ timeout: 10_000 });
      assert.equal(await page.locator(LIVE).count(), 0, 'never shown as live while dropped');
      await page.getByText(/^Stale: no update for \d+ s\./).waitFor({ timeout: 15_000 });

      // Let it through again: it reconnects by itself and is live again.
      control.killed = false;
      await page.locator(LIVE).waitFor({ timeout: 40_000 });
      assert.equal(await page.getByText(/^Stale: no update/).count(), 0, 'no longer stale');
      assert.deepEqual(navigations, [], 'recovered without a reload');
    },
  );
}
