// Screenshot of a push notification with the console closed (docs/decisions/provider-api.md,
// "Push, our extension"), for the README: the administrator's console is opened once (its service
// worker installed, notifications allowed), then closed; a critical alert of a restaurant is
// raised in the sandbox, and the notification it stored for the administrator, as its push carries it (with the restaurant's number), is delivered to the worker through the DevTools protocol
// (nothing subscribes: the browser's subscribe call would reach its vendor's push service). The
// worker shows it; Chromium draws it in its own notification popup, on the X display, which is
// captured with ffmpeg. Headless Chromium draws no notification, so this needs a display: run it
// under Xvfb (Debian's xvfb). Not a test: it asserts nothing; it waits for the notification.
// Usage: npx vite build && xvfb-run -a -s "-screen 0 1280x800x24" npx tsx scripts/push-screenshot.ts
// (serves dist/, or the build SHOTS_DIST_DIR names); writes docs/screenshots/push-notification.png.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from 'playwright-core';
import { apiSignIn, signInAs } from '../tests/e2e/support/auth.ts';
import { CHROMIUM, CHROMIUM_ARGS, waitForControllingWorker } from '../tests/e2e/support/browser.ts';
import { controlCall } from '../tests/e2e/support/sandbox-control.ts';
import { startConsoleServer } from '../tests/e2e/support/server.ts';

/**
 * A critical alert is sent to those who see Monitoring (decisions: provider-api, 'Push, our
 * extension'): the demo manager's role has no Monitoring module, the administrator sees it.
 */
const EMAIL = 'admin@demo.kitchen';
const SCREEN = { width: 1280, height: 800 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.SHOTS_DIST_DIR ?? join(root, 'dist'));
const outFile = join(root, 'docs', 'screenshots', 'push-notification.png');

if (!process.env.DISPLAY) {
  throw new Error(
    'No X display: headless Chromium draws no notification. Run under xvfb-run (Debian: xvfb).',
  );
}

interface StoredNotification {
  uuid: string;
  status: string;
  type: string;
  message: string;
  eventTime: number;
}

/**
 * A critical alert as the sandbox raises one: GPU 0 of the kitchen PCs past 90 °C, the
 * sandbox's pull of the firing alerts made now. It stores a notification for every user who
 * sees the alert's host (and pushes it to their devices); the newest of EMAIL's is answered.
 */
async function criticalAlertNotification(
  baseUrl: string,
  token: string,
): Promise<StoredNotification> {
  const hosts = (await (await controlCall(baseUrl, '/monitoring')).json()) as { hosts: string[] };
  for (const host of hosts.hosts)
    await controlCall(baseUrl, '/monitoring/gpu', { body: { host, temperature: 95 } });
  await controlCall(baseUrl, '/monitoring/sync', { method: 'POST' });
  const response = await fetch(`${baseUrl}/api/v1/notification/list?page=0&size=20`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as { results: { content: StoredNotification[] } };
  const found = results.content.find(
    (notification) =>
      notification.type === 'ERROR' && notification.message.includes('/monitoring/alerts?alert='),
  );
  if (!found) throw new Error(`${EMAIL} got no notification of the critical alert`);
  return found;
}

/** The console's worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolveId) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL.startsWith(origin),
      );
      if (mine) resolveId(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

mkdirSync(dirname(outFile), { recursive: true });
const server = await startConsoleServer({
  distDir,
  logName: 'push-screenshot-sandbox.log',
  monitoring: false,
});
// Headed: the notification popup is drawn by the browser itself, beside its window.
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: false,
  args: [...CHROMIUM_ARGS, `--window-size=${SCREEN.width - 420},${SCREEN.height - 100}`],
});
try {
  const token = await apiSignIn(server.url, EMAIL);
  const notification = await criticalAlertNotification(server.url, token);
  const restaurantNumber = Number(/\(#(\d+)\)/.exec(notification.message)?.[1]);

  const context = await browser.newContext({ viewport: null });
  await context.grantPermissions(['notifications'], { origin: server.url });
  const page = await context.newPage();
  await signInAs(page, server.url, EMAIL);
  await waitForControllingWorker(page, () => page.reload());

  // The console closed: a blank tab of no origin holds the DevTools session, the console's
  // page goes.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const id = await registrationId(cdp, server.url);
  await page.close();

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: id,
    data: JSON.stringify({
      ...notification,
      eventTime: Date.now(),
      ...(Number.isFinite(restaurantNumber) && { restaurantNumber }),
    }),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    for (;;) {
      if ((await scope.registration.getNotifications()).length > 0) return;
      await new Promise((wake) => setTimeout(wake, 100));
    }
  });
  // The popup slides in after the notification is shown: a moment for its frame to be drawn.
  await blank.waitForTimeout(1500);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'x11grab',
    '-video_size',
    `${SCREEN.width}x${SCREEN.height}`,
    '-i',
    process.env.DISPLAY,
    '-frames:v',
    '1',
    outFile,
  ]);
  console.log(`  ${outFile}`);
} finally {
  await browser.close();
  await server.close();
}
