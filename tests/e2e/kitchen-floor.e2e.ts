import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  localClock,
  restaurantsFromApi,
  submitSignIn,
  type ListedRestaurant,
} from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import { fastForwardKitchen } from './support/sandbox-control.ts';
import { startConsoleServer } from './support/server.ts';
import type { Viewport } from './support/viewports.ts';

/** The kitchen simulator this fast: a catering batch's stages take seconds, not minutes. */
const SPEED = 20;
/**
 * The simulator takes due catering orders every 15 s of its clock, on the quarter-minute
 * (sandbox/model/kitchen-simulator.ts): a minute's start is one.
 */
const PLANNING_TICK_MS = 15_000;

/** A kitchen whose local day has the next 90 minutes left, so an order now stays in its day. */
async function kitchenWithDayLeft(baseUrl: string): Promise<ListedRestaurant> {
  const token = await apiSignIn(baseUrl, DEMO.admin);
  const { restaurants } = await restaurantsFromApi(baseUrl, token);
  const found = restaurants.find((kitchen) => {
    const hour = Number(localClock(kitchen.timezone, Date.now()).slice(0, 2));
    return hour >= 1 && hour <= 21;
  });
  assert.ok(found, 'a kitchen of the four zones is between 01:00 and 22:00');
  return found;
}

/** The form's 12-hour text (spec 001 §5 'hh:mm am|pm') of `zone`'s clock at `time`. */
function formTime(zone: string, time: number): string {
  const [hour, minute] = localClock(zone, time).split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A table's row holding `text`: its cells by their column's header, as the crew reads them. */
async function rowByHeader(
  page: Page,
  table: string,
  text: string,
): Promise<Record<string, string> | null> {
  return page.evaluate(
    ({ table, text }) => {
      const root = document.querySelector(`[data-queue-table="${table}"]`);
      const headers = [...(root?.querySelectorAll('thead th') ?? [])].map(
        (cell) => cell.textContent?.trim() ?? '',
      );
      const row = [...(root?.querySelectorAll('tr[data-row]') ?? [])].find((candidate) =>
        candidate.textContent?.includes(text),
      );
      if (!row) return null;
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
      return Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
    },
    { table, text },
  );
}

/** The leading count of a cell ('24 pieces' → 24; '—' or empty → 0). */
function count(cell: string | undefined): number {
  return Number(/\d+/.exec(cell ?? '')?.[0] ?? 0);
}

/**
 * The kitchen floor (spec 001 §3 order table and pack summary, §4 order statuses) on the
 * tablet the crew works from, against a simulator at SANDBOX_SPEED: a catering order made on
 * /pcs/scheduled-production reaches the monitor's orders and what to pack once the kitchen's
 * clock reaches its start (moved there by the control API, not waited for), and its pieces move
 * on to ready as the kitchen cooks it, each in one column at a time.
 */
export function kitchenFloorSpecs(viewport: Viewport): void {
  e2eTest(
    `spec 001 §3, §4 (${viewport.name}): a catering order reaches the monitor's orders and pack summary, and its pieces move on to ready, each counted once`,
    async () => {
      const server = await startConsoleServer({
        env: { SANDBOX_SPEED: String(SPEED), SANDBOX_ACCESS_TTL: '3600' },
        logName: `sandbox-kitchen-floor-${viewport.name}.log`,
      });
      try {
        const kitchen = await kitchenWithDayLeft(server.url);
        const { page } = await harness.open(viewport);
        const orders = `/pcs/scheduled-production?restaurantUuid=${kitchen.uuid}`;
        await page.goto(`${server.url}/login?redirect=${encodeURIComponent(orders)}`);
        await submitSignIn(page, DEMO.admin);
        await waitForPage(page, '/pcs/scheduled-production');

        // Due at the next minute: cooked from then on, not caught up from a start already past.
        const now = Date.now();
        const start = Math.ceil((now + 1) / 60_000) * 60_000;
        const demand = `E2E floor ${viewport.name} ${now % 100_000}`;
        await page.getByRole('button', { name: 'New catering order' }).click();
        const form = page.getByRole('dialog', { name: 'New catering order' });
        await form.getByRole('textbox', { name: /Batch size/ }).fill('24');
        await form
          .getByRole('combobox', { name: /Start time/ })
          .fill(formTime(kitchen.timezone, start));
        await form
          .getByRole('combobox', { name: /End time/ })
          .fill(formTime(kitchen.timezone, start + 60 * 60_000));
        await form
          .getByRole('combobox', { name: /Departure time/ })
          .fill(formTime(kitchen.timezone, start + 75 * 60_000));
        await form.getByRole('textbox', { name: /Demand/ }).fill(demand);
        await form.getByRole('button', { name: 'Create' }).click();
        const created = page.getByText(/^Order #\d+ created$/);
        await created.waitFor({ timeout: 15_000 });
        const number = (await created.innerText()).replace(/^Order #(\d+) created$/, '$1');
        await waitForReady(page);
        // The kitchen's clock, not the test, goes to the order's start: moved just past it, the
        // kitchen takes the order at the planning tick on its start and has barely begun it
        // when the monitor opens (up to a minute of waiting for the clock, and a tick, saved).
        await fastForwardKitchen(
          server.url,
          kitchen.uuid,
          Math.max(1, Math.ceil((start - Date.now()) / 1000) + 1),
        );

        await page.goto(`${server.url}/pcs/${kitchen.uuid}`);
        await waitForPage(page, `/pcs/${kitchen.uuid}`);
        // The order is on the floor: its row and what to pack for it. The kitchen took it before
        // the page first looks and may have started cooking, so its first state is not fixed;
        // that every piece is in one column is.
        await page
          .locator('[data-queue-table="orders"] tr[data-row]', { hasText: demand })
          .waitFor({ timeout: PLANNING_TICK_MS + 10_000 });
        const first = (await rowByHeader(page, 'orders', demand))!;
        assert.equal(count(first['Amount']), 24, `the order's amount: ${JSON.stringify(first)}`);
        await page
          .locator('[data-queue-table="pack"] tr[data-row]', { hasText: `#${number}` })
          .first()
          .waitFor({ timeout: PLANNING_TICK_MS });

        // As the kitchen cooks it, the pieces move on, and the order ends Ready with all 24.
        const states: string[] = [];
        for (const deadline = Date.now() + 150_000; ;) {
          const row = await rowByHeader(page, 'orders', demand);
          const pieces = row ? [row['Waiting'], row['In Progress'], row['Ready']].map(count) : [];
          const state = row ? pieces.join('/') : 'gone';
          if (states.at(-1) !== state) states.push(state);
          if (row) {
            assert.equal(
              pieces.reduce((sum, n) => sum + n, 0),
              24,
              `waiting, in progress and ready add up to the amount (${states})`,
            );
          }
          if (state === '0/0/24') break;
          assert.ok(
            Date.now() < deadline,
            `the order reached Ready (waiting/in progress/ready: ${states})`,
          );
          await page.waitForTimeout(100);
        }
        assert.ok(
          states.some((state) => /^\d+\/[1-9]\d*\//.test(state)),
          `its pieces were in progress on the way (waiting/in progress/ready: ${states})`,
        );
        // The status is the order's (GET /catering-orders), asked again as its batch moves: it
        // follows the batch by one call.
        let status = '';
        for (const deadline = Date.now() + 10_000; !/Ready/.test(status);) {
          status = (await rowByHeader(page, 'orders', demand))?.['Status'] ?? '';
          if (Date.now() > deadline) break;
          await page.waitForTimeout(100);
        }
        assert.match(status, /Ready/, 'its status reads Ready (spec 001 §4)');
      } finally {
        await server.close();
      }
    },
    // Its own real time: the cooking at SANDBOX_SPEED, about 20 s here unloaded.
    { timeout: 240_000 },
  );
}
