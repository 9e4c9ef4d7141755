import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getAlertList } from '../../src/api/alerts/alerts.endpoints.ts';
import { SUBSCRIBED_RECEIPT } from '../../src/lib/stomp.ts';
import { OUTBOX_SYNC_TAG } from '../../src/lib/sw-messages.ts';
import { accessToken, CREDENTIALS } from './support/app.ts';
import { screenshot, waitForControllingWorker } from './support/browser.ts';
import { waitForPersistedCache } from './support/device-data.ts';
import { e2eTest, harness } from './support/harness.ts';
import { recentAlertRange } from './support/time-ranges.ts';
import { providerCall } from './support/provider-call.ts';
import { waitForPage, waitForPageAnswer } from './support/ready.ts';
import { controlCall, type LoggedRequest } from './support/sandbox-control.ts';
import type { Viewport } from './support/viewports.ts';

const ALERTS = '/monitoring/alerts';
const ACK = /^\/api\/v1\/alerts\/([^/]+)\/acknowledge$/;
const MARK_READ = '/api/v1/notification/read/multiple';

/** The changes the sandbox received (every method but GET), oldest first, as `METHOD path`. */
async function changesReceived(): Promise<string[]> {
  const response = await controlCall(harness.url, '/requests');
  assert.equal(response.status, 200, `GET /__sandbox/requests answered ${response.status}`);
  const { requests } = (await response.json()) as { requests: LoggedRequest[] };
  return requests
    .filter((entry) => entry.method !== 'GET' && entry.path.startsWith('/api/v1/'))
    .filter((entry) => ACK.test(entry.path) || entry.path === MARK_READ)
    .map((entry) => `${entry.method} ${entry.path}`);
}

/** Resolves when the page's live channel has its subscription confirmed (call before loading). */
function liveChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith(`RECEIPT\nreceipt-id:${SUBSCRIBED_RECEIPT}\n`)) resolve();
      });
    });
  });
}

/** Waits until what the page's outbox holds in IndexedDB has `count` items. */
async function waitForOutbox(page: Page, count: number): Promise<void> {
  const held = await waitForPageAnswer(
    page,
    `new Promise((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('keyval').objectStore('keyval').get('kc.outbox');
        get.onsuccess = () => { open.result.close(); resolve((get.result ?? []).length === ${count}); };
      };
    })`,
    { timeout: 10_000 },
  );
  assert.ok(held, `the outbox in IndexedDB did not hold ${count} actions`);
}

/**
 * Actions that wait offline (docs/decisions/shell-and-widgets.md, "Actions that wait offline"),
 * in Chromium with the console's service worker, against the sandbox.
 */
export function outboxSpecs(viewport: Viewport): void {
  e2eTest(
    'decisions (actions that wait offline): acknowledging and marking read offline survive a reload and arrive once each, in order, when the connection returns; Background Sync sends what waits',
    async () => {
      const session = await harness.open(viewport, { account: 'admin', serviceWorkers: 'allow' });
      const { page, context } = session;
      // Today's alerts alone can be none: a run after midnight saw none, on one core, whose
      // machine load fired no alert of its own either.
      const range = recentAlertRange();
      await page.goto(
        `${harness.url}${ALERTS}?startDate=${range.startTime}&endDate=${range.endTime}`,
      );
      await waitForPage(page, ALERTS);
      await waitForControllingWorker(page, async () => {
        await page.reload();
        await waitForPage(page, ALERTS);
      });
      const subscribed = liveChannelSubscribed(page);
      await page.reload();
      await waitForPage(page, ALERTS);
      await subscribed;

      // The panel once online (its list is then on the device), and one new unread notification.
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByRole('listitem').first().waitFor();
      await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
      await page.keyboard.press('Escape');
      const text = `Fryer 3 oil low ${Date.now()}`;
      const sent = await controlCall(harness.url, '/notify', {
        body: { email: CREDENTIALS.email, type: 'WARN', message: text },
      });
      assert.equal(sent.status, 200, `POST /__sandbox/notify answered ${sent.status}`);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      const acknowledge = page.getByRole('button', { name: /^Acknowledge the alert / });
      await acknowledge.first().waitFor();
      await waitForPersistedCache(page, text);
      const before = (await changesReceived()).length;

      await context.setOffline(true);
      try {
        // Three actions, in this order: acknowledge, mark read (opening the panel), acknowledge.
        await acknowledge.first().click();
        await page.getByText('Acknowledged · waiting to send').first().waitFor();
        await bell.click();
        await panel.getByRole('listitem').filter({ hasText: text }).waitFor();
        await panel.getByText('Waiting to send').first().waitFor();
        await page.keyboard.press('Escape');
        await acknowledge.first().click();
        await page.getByText('Acknowledged · waiting to send').nth(1).waitFor();
        await waitForOutbox(page, 3);

        // A reload offline: the marks come back from the outbox over the saved cache.
        await page.reload({ waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { name: 'Alerts', exact: true }).first().waitFor();
        await page.getByText('Acknowledged · waiting to send').nth(1).waitFor();
        await page.getByRole('button', { name: /^My Account/ }).click();
        const outbox = page.getByTestId('outbox');
        await outbox.waitFor();
        assert.equal(await outbox.getByTestId('outbox-item').count(), 3);
        await screenshot(session, 'outbox-offline');
        await page.keyboard.press('Escape');
        assert.equal(
          (await changesReceived()).length,
          before,
          'an action reached the sandbox while the browser was offline',
        );
      } finally {
        await context.setOffline(false);
      }

      // Back online: each action arrives once, in the order made.
      await waitForOutbox(page, 0);
      const changes = (await changesReceived()).slice(before);
      assert.equal(changes.length, 3, `expected 3 actions, the sandbox got ${changes.join(', ')}`);
      assert.match(changes[0]!, /^POST \/api\/v1\/alerts\/.+\/acknowledge$/);
      assert.equal(changes[1], `PUT ${MARK_READ}`);
      assert.match(changes[2]!, /^POST \/api\/v1\/alerts\/.+\/acknowledge$/);
      assert.notEqual(changes[0], changes[2], 'the two acknowledgements are of two alerts');
      await page.getByText('Acknowledged · waiting to send').first().waitFor({ state: 'detached' });

      // Background Sync: an action a closed page left waiting is sent when the browser fires
      // the outbox's sync (the worker asks this open page, which holds the session).
      const token = await accessToken(page);
      const results = await providerCall(harness.url, token, getAlertList, {
        query: { limit: 100, ...range },
      });
      const target = results.content.find((alert) => alert.acknowledgedBy === null);
      assert.ok(target, 'an alert not acknowledged yet');
      await page.evaluate(`new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(
            // The item names its session's user: another user's is never sent.
            [{ seq: 1, userUuid: JSON.parse(localStorage.getItem('kc.session')).userUuid, action: { kind: 'alerts.acknowledge', id: ${JSON.stringify(target.id)} }, queuedAt: Date.now() }],
            'kc.outbox',
          );
          tx.oncomplete = () => { open.result.close(); resolve(true); };
        };
      })`);
      const cdp = await context.newCDPSession(page);
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((candidate) => !candidate.isDeleted);
          if (live) resolve(live.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const origin = new URL(harness.url).origin;
      const beforeSync = (await changesReceived()).length;
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: await registration,
        tag: OUTBOX_SYNC_TAG,
        lastChance: false,
      });
      await waitForOutbox(page, 0);
      assert.deepEqual((await changesReceived()).slice(beforeSync), [
        `POST /api/v1/alerts/${target.id}/acknowledge`,
      ]);
    },
  );
}
