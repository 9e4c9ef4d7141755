import assert from 'node:assert/strict';
import type { CDPSession, Page } from 'playwright-core';
import { getAlertList } from '../../src/api/alerts/alerts.endpoints.ts';
import { accessToken } from './support/app.ts';
import { waitForControllingWorker } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { recentAlertRange } from './support/time-ranges.ts';
import { providerCall } from './support/provider-call.ts';
import { waitForPage } from './support/ready.ts';
import { sandboxRequests } from './support/sandbox-control.ts';
import type { Viewport } from './support/viewports.ts';

/*
 * Push while the console is closed (docs/decisions/provider-api.md, "Push, our extension"), the
 * browser's side in real Chromium. Nothing subscribes: `pushManager.subscribe()` would contact
 * the browser vendor's push service. The push is delivered to the service worker through the
 * DevTools protocol, with the payload the sandbox sends (the socket's notification and the
 * restaurant's number), and the notification it shows is read back with getNotifications().
 */

interface Shown {
  title: string;
  body: string;
  tag: string;
  actions: Array<{ action: string; title: string }>;
  data: { url?: string; alertId?: string };
}

const SHOWN = `navigator.serviceWorker.ready
  .then((registration) => registration.getNotifications())
  .then((list) => list.map((n) => ({
    title: n.title, body: n.body, tag: n.tag, data: n.data,
    actions: (n.actions || []).map((a) => ({ action: a.action, title: a.title })),
  })))`;

async function shown(page: Page): Promise<Shown[]> {
  return (await page.evaluate(SHOWN)) as Shown[];
}

/** The console's worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no service worker registration in 15 s')),
      15_000,
    );
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL.startsWith(origin),
      );
      if (!found) return;
      clearTimeout(timer);
      resolve(found.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** Polls the notifications shown (getNotifications() answers a promise, which waitForFunction does not await). */
async function waitForShown(
  page: Page,
  done: (list: Shown[]) => boolean,
  what: string,
): Promise<Shown[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await shown(page);
    if (done(list)) return list;
    assert.ok(Date.now() < deadline, `${what} within 15 s; shown: ${JSON.stringify(list)}`);
    await page.waitForTimeout(100);
  }
}

async function criticalAlert(token: string): Promise<{ id: string; restaurantNumber: number }> {
  const results = await providerCall(harness.url, token, getAlertList, {
    query: { severity: 'critical', limit: 50, ...recentAlertRange() },
  });
  const alert = results.content.find(
    (a) => !a.acknowledgedBy && typeof a.restaurantNumber === 'number',
  );
  assert.ok(alert, 'the seed holds no unacknowledged critical alert of a restaurant');
  return { id: alert.id, restaurantNumber: alert.restaurantNumber as number };
}

export function pushSpecs(viewport: Viewport): void {
  e2eTest(
    'push (our extension): a pushed critical alert shows as a system notification with Open and Acknowledge, and a repeat replaces it',
    async () => {
      const session = await harness.open(viewport, { account: 'admin', serviceWorkers: 'allow' });
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: harness.url });
      await page.goto(`${harness.url}/restaurants`);
      await waitForPage(page, '/restaurants');
      await waitForControllingWorker(page, async () => {
        await page.reload();
        await waitForPage(page, '/restaurants');
      });
      const token = await accessToken(page);
      const alert = await criticalAlert(token);
      const cdp = await context.newCDPSession(page);
      const id = await registrationId(cdp, harness.url);
      const eventTime = Date.now();
      const push = (uuid: string) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: harness.url,
          registrationId: id,
          data: JSON.stringify({
            uuid,
            status: 'UNREAD',
            type: 'ERROR',
            message: `<b>Fryer offline</b> (#${alert.restaurantNumber}): Fryer 2 &amp; its basket — <a href="/monitoring/alerts?alert=${alert.id}">open alerts</a>`,
            eventTime,
            restaurantNumber: alert.restaurantNumber,
          }),
        });

      await push('push-e2e-1');
      const [first] = await waitForShown(
        page,
        (list) => list.length === 1,
        'the pushed alert was not shown',
      );
      assert.equal(first!.title, 'Error');
      assert.match(
        first!.body,
        new RegExp(
          `^Fryer offline \\(#${alert.restaurantNumber}\\): Fryer 2 & its basket — open alerts\\n#${alert.restaurantNumber} · \\d`,
        ),
      );
      assert.doesNotMatch(first!.body, /[<>]/, 'HTML in the notification body');
      assert.equal(first!.tag, `alert:${alert.id}`);
      assert.deepEqual(first!.actions, [
        { action: 'open', title: 'Open' },
        { action: 'acknowledge', title: 'Acknowledge' },
      ]);
      assert.equal(first!.data.url, `/monitoring/alerts?alert=${alert.id}`);

      // The same alert again: it replaces the one shown instead of piling up.
      await push('push-e2e-2');
      await waitForShown(
        page,
        (list) => list.length === 1 && (list[0]!.data as { uuid?: string }).uuid === 'push-e2e-2',
        'the repeat did not replace the notification shown',
      );

      // Acknowledge from the notification: the worker asks the open console, which makes the
      // alerts page's own call (the worker's half is the click routing's unit test).
      const path = `/api/v1/alerts/${alert.id}/acknowledge`;
      const before = (await sandboxRequests(harness.url, path)).length;
      await page.evaluate(
        `navigator.serviceWorker.dispatchEvent(new MessageEvent('message', {
          data: { type: 'kc-push-acknowledge', alertId: ${JSON.stringify(alert.id)} } }))`,
      );
      await page.getByText('Alert acknowledged').first().waitFor({ timeout: 15_000 });
      const after = await sandboxRequests(harness.url, path);
      assert.equal(after.length, before + 1, 'the acknowledgement did not reach the sandbox once');
      assert.equal(after.at(-1)!.status, 200);
      assert.deepEqual(session.errors, []);
      await cdp.detach();
    },
  );
}
