import assert from 'node:assert/strict';
import type { Page, WebSocketRoute } from 'playwright-core';
import { accessToken, restaurantsFromApi, submitSignIn } from './support/app.ts';
import { openContext } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { countLayoutShift, layoutShift, MAX_LAYOUT_SHIFT } from './support/layout-shift.ts';
import { waitForPage } from './support/ready.ts';
import { fastForwardKitchen, startRush } from './support/sandbox-control.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

/** The queue's state label when live ('Live · updated 11:15:04'). */
const LIVE = '[data-connection="live"]';

/**
 * The live production queue (spec 001 §4), on a tablet and a phone against the
 * sandbox's kitchen simulator: a batch advances without reload; killing the tablet socket shows
 * the dropped and stale state, and it recovers by itself.
 */

/** A rush's new batches wait in Future before they start: either table has them. */
const BATCH_TABLES = '[data-queue-table="production"], [data-queue-table="future"]';

/** Each batch row as drawn: its table, uuid, bar, status and stage, one string. */
function rowStates(page: Page): Promise<string> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .flatMap((table) =>
          [...table.querySelectorAll('tr[data-row]')].map(
            (row) =>
              `${table.getAttribute('data-queue-table')}:${row.getAttribute('data-row')}:${row.querySelector('[data-bar]')?.getAttribute('data-bar')}:${row.querySelector('[data-status]')?.getAttribute('data-status') ?? ''}:${row.querySelector('[data-stage]')?.getAttribute('data-stage') ?? ''}`,
          ),
        )
        .join('|'),
    BATCH_TABLES,
  );
}

/**
 * Waits for rows, moves the kitchen's clock two minutes (a stage takes 10–110 s) and waits for
 * the screen to show a batch advance (it starts, or its status or stage changes), however slow
 * the machine: the test's own timeout is the only limit.
 */
async function seeRowsMove(page: Page, baseUrl: string, restaurantUuid: string): Promise<void> {
  await page.locator(BATCH_TABLES).locator('tr[data-row]').first().waitFor({ timeout: 20_000 });
  const before = await rowStates(page);
  await fastForwardKitchen(baseUrl, restaurantUuid, 120);
  while ((await rowStates(page)) === before) await page.waitForTimeout(250);
  assert.notEqual(await rowStates(page), before);
}

/**
 * Opens `/pcs/{id}` for the first kitchen, in a rush (the simulator runs in real time), its
 * tablet socket and its snapshot call through routes the test can kill, like a dropped network.
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
  // GET /pcs/queue is the other source of the queue (docs/decisions/production.md): a dropped
  // network takes it too.
  await page.route(/\/api\/v1\/pcs\/queue/, (route) =>
    control.killed ? route.abort('internetdisconnected') : route.continue(),
  );
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
    `spec 001 §2 /pcs/{id} (${viewport.name}): a rushed kitchen's queue loads without moving what is on screen (CLS ≤ ${MAX_LAYOUT_SHIFT})`,
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/pcs/monitor`);
      const { restaurants } = await restaurantsFromApi(harness.url, await accessToken(page));
      const restaurant = restaurants[0]!;
      await startRush(harness.url, restaurant.uuid);
      await countLayoutShift(page);
      await page.goto(`${harness.url}/pcs/${restaurant.uuid}`);
      await waitForPage(page, `/pcs/${restaurant.uuid}`);
      // Spec 001 §2: every table's spinner, then the queue, its orders among it.
      await page.locator('[data-queue-table="orders"] tr[data-row]').first().waitFor();
      const shift = await layoutShift(page);
      console.log(`# ${viewport.name}: /pcs/{id} layout shift ${shift.toFixed(3)}`);
      assert.ok(shift <= MAX_LAYOUT_SHIFT, `the queue shifted by ${shift.toFixed(3)} as it loaded`);
    },
  );

  e2eTest(
    `spec 001 §4 /pcs/{id} (${viewport.name}): a batch advances on screen without reload`,
    async () => {
      const { page, navigations, restaurant } = await openLiveKitchen(viewport);
      await seeRowsMove(page, harness.url, restaurant.uuid);
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
      // Kill the socket and the snapshot call: the screen says the channel dropped, then that
      // the data is stale.
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

/**
 * The kitchen floor's monitor against a provider of the spec (SANDBOX_PROFILE=spec: the tablet
 * socket with the spec's batch fields only and none of our framing, docs/decisions/production.md
 * "Spec first, our framing optional"), on a tablet: the floor account's kitchen shows rows that
 * move, and the console refuses no answer and drops no row (its own logs, as the spec tour
 * counts them). `serverUrl` is the spec-shaped sandbox the tour started.
 */
export function specProviderMonitorSpec(serverUrl: () => string | undefined): void {
  e2eTest(
    "spec 001 §4 /pcs/{id} against a provider of the spec (floor account, tablet): the queue's rows come and move, no answer refused",
    async () => {
      const url = serverUrl();
      assert.ok(url, 'the spec-shaped sandbox did not start');
      const session = await openContext(harness.browser, VIEWPORTS[1]!);
      const refused: string[] = [];
      session.page.on('console', (message) => {
        const text = message.text();
        if (/^Unexpected answer from |could not be read and are not shown/.test(text))
          refused.push(text);
      });
      try {
        const { page } = session;
        await page.goto(`${url}/login`);
        await submitSignIn(page, 'floor@demo.kitchen');
        await page.waitForURL((address) => address.pathname !== '/login', { timeout: 20_000 });
        const { restaurants } = await restaurantsFromApi(url, await accessToken(page));
        const kitchen = restaurants[0]!;
        await startRush(url, kitchen.uuid);
        await page.goto(`${url}/pcs/${kitchen.uuid}`);
        await waitForPage(page, `/pcs/${kitchen.uuid}`);
        await page.locator(LIVE).waitFor({ timeout: 20_000 });
        await seeRowsMove(page, url, kitchen.uuid);
        assert.deepEqual(refused, [], 'answers refused or rows dropped');
        assert.deepEqual(session.errors, [], 'uncaught errors');
      } finally {
        await session.close();
      }
    },
  );
}
