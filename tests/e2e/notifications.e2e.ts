import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CREDENTIALS } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { e2eTest, ensureSignedIn, type Suite } from './support/suite.ts';

async function sendNotification(baseUrl: string, type: string, message: string) {
  const response = await fetch(`${baseUrl}/__sandbox/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CREDENTIALS.email, type, message }),
  });
  assert.equal(response.status, 200, `POST /__sandbox/notify answered ${response.status}`);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('listitem').first().waitFor();
  return panel;
}

const BELL = /^Notifications, (\d+) unread$/;

async function unreadInBell(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: BELL }).getAttribute('aria-label');
  return Number(BELL.exec(label ?? '')?.[1] ?? Number.NaN);
}

/**
 * Waits until the live channel delivers: it connects after the first page, and the sandbox
 * does not replay what was sent before a subscription, so a probe is sent every second until
 * one raises the bell's count.
 */
async function waitForLiveChannel(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: BELL }).waitFor();
  const before = await unreadInBell(page);
  for (let tries = 0; tries < 15 && (await unreadInBell(page)) <= before; tries++) {
    await sendNotification(baseUrl, 'INFO', 'Live channel check');
    await page.waitForTimeout(1000);
  }
  assert.ok((await unreadInBell(page)) > before, 'the live channel did not deliver within 15 s');
}

/** Notifications over the live STOMP channel (spec 000 §4), against the real server. */
export function notificationSpecs(suite: Suite): void {
  e2eTest(suite, 'a notification sent with /__sandbox/notify appears within a second', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    await page.goto(`${suite.url}/dashboard/chicken`);
    await waitForLiveChannel(page, suite.url);
    const panel = await openPanel(page);

    const text = `Fryer 7 oil low ${Date.now()}`;
    const sent = Date.now();
    await sendNotification(suite.url, 'WARN', `<b>${text}</b>`);
    await panel.getByRole('listitem').first().filter({ hasText: text }).waitFor({ timeout: 5_000 });
    const elapsed = Date.now() - sent;
    console.log(
      `# ${suite.session.viewport.name}: live notification shown ${elapsed} ms after send`,
    );
    assert.ok(
      elapsed < 1000,
      `the notification took ${elapsed} ms to appear (issue: within a second)`,
    );
    await screenshot(suite.session, 'notifications');
    await page.keyboard.press('Escape');
  });

  e2eTest(suite, 'XSS payloads in notification messages never execute', async () => {
    const { page } = suite.session;
    await ensureSignedIn(page, suite.url);
    const dialogs: string[] = [];
    const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    try {
      await page.goto(`${suite.url}/dashboard/chicken`);
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
      for (const payload of payloads) await sendNotification(suite.url, 'ERROR', payload);
      const panel = await openPanel(page);
      await panel.getByText('xss-hover').first().waitFor();
      await panel.getByText('xss-hover').first().hover();
      await panel.getByText('xss-link').first().click();
      await page.waitForTimeout(500);
      assert.deepEqual(dialogs, [], 'a dialog opened');
      assert.deepEqual(await page.evaluate('window.__xss'), [], 'a handler ran');
      const dangerous = await panel
        .locator('.kc-notification-message')
        .locator('script, img, svg, iframe, details, style, [onerror], [onload], [onmouseover]')
        .count();
      assert.equal(dangerous, 0, 'a dangerous element reached the page');
      await page.keyboard.press('Escape');
    } finally {
      page.off('dialog', onDialog);
    }
  });

  e2eTest(
    suite,
    'while the console is hidden, the service worker shows a system notification',
    async () => {
      const { page } = suite.session;
      await ensureSignedIn(page, suite.url);
      await page.context().grantPermissions(['notifications'], { origin: suite.url });
      await page.goto(`${suite.url}/dashboard/chicken`);
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await waitForLiveChannel(page, suite.url);
      // As when the kitchen tablet shows another app: the console reads document.visibilityState.
      await page.evaluate(
        "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })",
      );
      try {
        const text = `Walk-in cooler door open ${Date.now()}`;
        await sendNotification(suite.url, 'ERROR', `<b>${text}</b> <img src=x onerror=alert(1)>`);
        let shown: string[] = [];
        for (let tries = 0; tries < 30 && !shown.some((line) => line.includes(text)); tries++) {
          await page.waitForTimeout(100);
          shown = (await page.evaluate(
            `navigator.serviceWorker.ready
            .then((registration) => registration.getNotifications())
            .then((list) => list.map((n) => n.title + ' | ' + n.body))`,
          )) as string[];
        }
        assert.ok(
          shown.includes(`Kitchen Console · Error | ${text}`),
          `no system notification for it; shown: ${JSON.stringify(shown)}`,
        );
      } finally {
        await page.reload();
      }
    },
  );
}
