import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SUBSCRIBED_RECEIPT } from '../../src/lib/stomp.ts';
import { CREDENTIALS } from './support/app.ts';
import { screenshot, type ViewportSession } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForPageAnswer, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';
import { controlCall } from './support/sandbox-control.ts';

async function sendNotification(type: string, message: string) {
  const response = await controlCall(harness.url, '/notify', {
    body: { email: CREDENTIALS.email, type, message },
  });
  assert.equal(response.status, 200, `POST /__sandbox/notify answered ${response.status}`);
}

/**
 * Resolves when the page's live channel has its subscription confirmed by the broker (the
 * RECEIPT of its SUBSCRIBE): from then on nothing sent is missed. Call before the page loads.
 */
function liveChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith(`RECEIPT\nreceipt-id:${SUBSCRIBED_RECEIPT}\n`)) resolve();
      });
    });
  });
}

/** The dashboard signed in as the admin, its live channel subscribed. */
async function dashboardWithLiveChannel(viewport: Viewport, serviceWorkers?: 'allow') {
  const session = await harness.open(viewport, { account: 'admin', serviceWorkers });
  const subscribed = liveChannelSubscribed(session.page);
  await session.page.goto(`${harness.url}/dashboard/chicken`);
  await waitForPage(session.page, '/dashboard/chicken');
  await subscribed;
  return session;
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('listitem').first().waitFor();
  await waitForReady(page);
  return panel;
}

/** Notifications over the live STOMP channel (spec 000 §4 "Data loads"), against the server. */
export function notificationSpecs(viewport: Viewport): void {
  e2eTest('spec 000 §4: a notification sent while the panel is open appears on top', async (t) => {
    const session = await dashboardWithLiveChannel(viewport);
    const { page } = session;
    const panel = await openPanel(page);

    const text = `Fryer 7 oil low ${Date.now()}`;
    const sent = Date.now();
    await sendNotification('WARN', `<b>${text}</b>`);
    await panel.getByRole('listitem').first().filter({ hasText: text }).waitFor();
    // A benchmark, not a check: this machine is shared and its timings are noisy.
    t.diagnostic(`${viewport.name}: live notification shown ${Date.now() - sent} ms after send`);
    await screenshot(session, 'notifications');
  });

  if (viewport.name !== 'desktop') return;

  e2eTest(
    'spec 000 §3 (message is HTML): XSS payloads in notification messages never execute',
    async () => {
      const { page } = await dashboardWithLiveChannel(viewport);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.evaluate('window.__xss = []');
      const payloads = [
        '<img src=x onerror="alert(1);window.__xss.push(\'img\')">',
        '<script>alert(2);window.__xss.push("script")</script>',
        '<a href="javascript:alert(3)">xss-link</a>',
        '<svg onload="alert(4)"><circle r="4"/></svg>',
        '<b onmouseover="alert(5)">xss-hover</b>',
        '<iframe srcdoc="<script>parent.alert(6)</script>"></iframe>',
        '<details open ontoggle="alert(7)">x</details>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)>',
      ];
      for (const payload of payloads) await sendNotification('ERROR', payload);
      const panel = await openPanel(page);
      await panel.getByText('xss-hover').first().waitFor();
      await panel.getByText('xss-hover').first().hover();
      await panel.getByText('xss-link').first().click();
      await waitForReady(page);
      assert.deepEqual(dialogs, [], 'a dialog opened');
      assert.deepEqual(await page.evaluate('window.__xss'), [], 'a handler ran');
      const dangerous = await panel
        .locator('.kc-notification-message')
        .locator('script, img, svg, iframe, details, style, [onerror], [onload], [onmouseover]')
        .count();
      assert.equal(dangerous, 0, 'a dangerous element reached the page');
    },
  );

  e2eTest(
    'spec 000 §4 (notifications): while the console is hidden, the service worker shows a system notification',
    async () => {
      const session: ViewportSession = await dashboardWithLiveChannel(viewport, 'allow');
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: harness.url });
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      // As when the kitchen tablet shows another app: the console reads document.visibilityState.
      await page.evaluate(
        "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })",
      );
      const text = `Walk-in cooler door open ${Date.now()}`;
      await sendNotification('ERROR', `<b>${text}</b> <img src=x onerror=alert(1)>`);
      const expected = `Kitchen Console · Error | ${text}`;
      // Up to 20 s: one fresh-clone run on a loaded machine saw none within 10 s (cause unknown;
      // the failure below now says which step did not happen).
      const shownNow = await waitForPageAnswer(
        page,
        (wanted: string) =>
          navigator.serviceWorker.ready
            .then((registration) => registration.getNotifications())
            .then((list) => list.some((n) => `${n.title} | ${n.body}` === wanted)),
        { arg: expected, timeout: 20_000 },
      );
      if (!shownNow) {
        const shown = await page.evaluate(() =>
          navigator.serviceWorker.ready
            .then((registration) => registration.getNotifications())
            .then((list) => list.map((n) => `${n.title} | ${n.body}`)),
        );
        const state = await page.evaluate(() => ({
          permission: Notification.permission,
          visibility: document.visibilityState,
          controlled: Boolean(navigator.serviceWorker.controller),
        }));
        const panel = await openPanel(page);
        const arrived = await panel.getByText(text).count();
        assert.fail(
          `no system notification "${expected}"; shown: ${JSON.stringify(shown)}; ` +
            `in the panel: ${arrived > 0}; console: ${JSON.stringify(state)}`,
        );
      }
    },
  );
}
