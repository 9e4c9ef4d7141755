// Screenshots of the kitchen floor's monitor (docs/decisions/production.md, "The floor layout"):
// the kitchen-floor account's first screen on a landscape tablet (1024×768), a portrait one
// (768×1024) and a phone (375×812), in English and Spanish, written to docs/screenshots/ as
// floor-monitor-<size>-<language>.png for the README's demo accounts. Its kitchen (1001) is put
// in a lunch rush and moved on a few minutes first, with a catering order due now, so that the
// tables have rows whatever the hour. Not a test: it asserts nothing; it waits for the queue to
// be live and its tables to have rows.
// Usage: npx vite build && npx tsx scripts/floor-screenshots.ts   (it serves dist/, or the build
// SHOTS_DIST_DIR names).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restaurantsFromApi } from '../tests/e2e/support/app.ts';
import { apiSignIn, signInAs } from '../tests/e2e/support/auth.ts';
import { launchBrowser, openContext } from '../tests/e2e/support/browser.ts';
import { controlCall, fastForwardKitchen } from '../tests/e2e/support/sandbox-control.ts';
import { startConsoleServer } from '../tests/e2e/support/server.ts';
import type { Viewport } from '../tests/e2e/support/viewports.ts';

const FLOOR_EMAIL = 'floor@demo.kitchen';
const FLOOR_KITCHEN = 1001;

const SIZES: ReadonlyArray<{ name: string; viewport: Viewport }> = [
  {
    name: 'tablet',
    viewport: {
      name: 'tablet',
      viewport: { width: 1024, height: 768 },
      isMobile: false,
      hasTouch: true,
      deviceScaleFactor: 1,
    },
  },
  {
    name: 'portrait',
    viewport: {
      name: 'tablet',
      viewport: { width: 768, height: 1024 },
      isMobile: false,
      hasTouch: true,
      deviceScaleFactor: 1,
    },
  },
  {
    name: 'phone',
    viewport: {
      name: 'phone',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
  },
];
/** The console's languages (src/lib/i18n/i18n.ts keeps the choice under `kc.locale`). */
const LANGUAGES = ['en', 'es'] as const;
const LOCALE_KEY = 'kc.locale';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.SHOTS_DIST_DIR ?? join(root, 'dist'));
const outDir = join(root, 'docs', 'screenshots');

/** A catering order of the kitchen due at the next minute, so Scheduled Production has a row. */
async function orderDueNow(baseUrl: string, token: string, restaurantUuid: string) {
  const start = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
  const answer = await fetch(`${baseUrl}/api/v1/catering-orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      restaurantUuid,
      material: 'Nuggets',
      orderType: 'CATERING',
      workCenter: 'CATERING_WORK_CENTER',
      batchSize: 48,
      demandDescription: 'Team lunch',
      scheduledStart: start,
      scheduledEnd: start + 45 * 60_000,
      restaurantDepartureTime: start + 60 * 60_000,
    }),
  });
  // Late in the kitchen's day an order may not fit in it: the screenshots go on without one.
  if (!answer.ok) console.log(`  (no catering order now: ${answer.status})`);
}

mkdirSync(outDir, { recursive: true });
const server = await startConsoleServer({
  distDir,
  logName: 'floor-screenshots-sandbox.log',
  monitoring: false,
});
const browser = await launchBrowser();
try {
  const token = await apiSignIn(server.url, 'admin@demo.kitchen');
  const { restaurants } = await restaurantsFromApi(server.url, token);
  const kitchen = restaurants.find((restaurant) => restaurant.number === FLOOR_KITCHEN)!;
  await controlCall(server.url, '/kitchen/rush', {
    body: { restaurantUuid: kitchen.uuid, factor: 30 },
  });
  await orderDueNow(server.url, token, kitchen.uuid);
  // Past the order's start and a planning tick: batches started, the order on the queue.
  await fastForwardKitchen(server.url, kitchen.uuid, 240);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const session = await openContext(browser, size.viewport);
      try {
        const { page } = session;
        await signInAs(page, server.url, FLOOR_EMAIL);
        await page.waitForURL((url) => url.pathname === '/pcs/monitor', { timeout: 30_000 });
        // The language as the account menu's switch leaves it: remembered, then the page again.
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: LOCALE_KEY,
          value: language,
        });
        await page.reload();
        await page.locator('[data-connection="live"]').first().waitFor({ timeout: 30_000 });
        await page
          .locator('[data-queue-table="orders"] tr[data-row]')
          .first()
          .waitFor({ timeout: 30_000 });
        const file = join(outDir, `floor-monitor-${size.name}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${file}`);
      } finally {
        await session.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
