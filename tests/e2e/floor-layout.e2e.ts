import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { localClock, restaurantsFromApi } from './support/app.ts';
import { createCateringOrder } from '../../src/api/orders/orders.endpoints.ts';
import { apiSignIn, DEMO, signInAs } from './support/auth.ts';
import { e2eTest, harness } from './support/harness.ts';
import { formatWideTables, wideTables } from './support/legibility.ts';
import { providerCall } from './support/provider-call.ts';
import { waitForPage } from './support/ready.ts';
import { fastForwardKitchen, startRush } from './support/sandbox-control.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

/**
 * The kitchen floor (docs/decisions/production.md, "The floor layout"): the kitchen-floor
 * account's monitor on the tablets a crew works from, landscape and portrait, each with a touch
 * screen (a coarse pointer): no admin chrome, the figures the crew acts on large, no number or
 * word broken across lines, departure times whole, every control big enough for a finger.
 */

const FLOOR_EMAIL = 'floor@demo.kitchen';
const FLOOR_KITCHEN = 1001;
/** A tablet's figures (24 px; a phone's are 20 px) and a finger's target (WCAG 2.5.5). */
const FIGURE_PX = 24;
const TOUCH_PX = 44;
/** A word this short (a number, a time, a status, a header) is never drawn on two lines. */
const SHORT_WORD = 12;

const tablet = VIEWPORTS.find((viewport) => viewport.name === 'tablet')!;
const desktop = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;
/** The crew's tablets, landscape and portrait, and a 1440 px touch screen on the wall. */
const FLOOR_TABLETS: readonly Viewport[] = [
  { ...tablet, hasTouch: true },
  { ...tablet, viewport: { width: 768, height: 1024 }, hasTouch: true },
  { ...desktop, hasTouch: true },
];

/**
 * A lunch rush in the floor account's kitchen, moved on a few minutes so that every table has
 * rows whatever the hour (the production table fills once batches start).
 */
async function rushInFloorKitchen(): Promise<string> {
  const token = await apiSignIn(harness.url, DEMO.admin);
  const { restaurants } = await restaurantsFromApi(harness.url, token);
  const kitchen = restaurants.find((restaurant) => restaurant.number === FLOOR_KITCHEN)!;
  await startRush(harness.url, kitchen.uuid);
  await fastForwardKitchen(harness.url, kitchen.uuid, 240);
  return kitchen.uuid;
}

interface FloorScreen {
  sidebar: boolean;
  headerHeight: number;
  headerText: string;
  state: string | null;
  /** Each figure shown: its kind, text, font size and numeric variant. */
  figures: Array<{ kind: string; text: string; size: number; numeric: string }>;
  /** Words of 12 characters or fewer drawn on more than one line, with where. */
  broken: string[];
  /** Departure times and badges whose box cuts their text. */
  cut: string[];
  /** Visible controls under 44 × 44 px. */
  small: string[];
  /** Tables wider than their card. */
  overflowing: string[];
}

/** What the screen shows now, measured in the page. */
function measure(page: Page): Promise<FloorScreen> {
  return page.evaluate(
    ({ shortWord, touch }) => {
      const shown = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const where = (element: Element) => {
        const table = element.closest('[data-queue-table]')?.getAttribute('data-queue-table');
        return table ? `in ${table}` : element.closest('header') ? 'in the header' : '';
      };
      const scope = [document.querySelector('header'), document.querySelector('main')].filter(
        (root): root is HTMLElement => root !== null,
      );

      const broken: string[] = [];
      const range = document.createRange();
      for (const root of scope) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !shown(parent)) continue;
          const box = parent.getBoundingClientRect();
          if (box.width < 2 || box.height < 2) continue;
          for (const word of (node as Text).data.matchAll(/\S+/g)) {
            if (word[0].length > shortWord) continue;
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops: number[] = [];
            for (const rect of range.getClientRects()) {
              if (rect.width === 0) continue;
              if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
                tops.push(rect.top);
            }
            if (tops.length > 1) broken.push(`'${word[0]}' ${where(parent)}`);
          }
        }
      }

      const figures = [...document.querySelectorAll('[data-figure]')]
        .filter(shown)
        .map((figure) => {
          const style = getComputedStyle(figure);
          return {
            kind: figure.getAttribute('data-figure') ?? '',
            text: figure.textContent ?? '',
            size: parseFloat(style.fontSize),
            numeric: style.fontVariantNumeric,
          };
        });

      // A departure or a badge is whole when its box shows all its text and stays inside its
      // cell (a squeezed cell would clip it or let it spill into the next one).
      const cut = [
        ...document.querySelectorAll(
          '[data-figure="departure"], main .mantine-Badge-root, main .mantine-Badge-label',
        ),
      ]
        .filter(shown)
        .filter((element) => {
          const cell = element.closest('td')?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          const spills = cell !== undefined && (box.left < cell.left || box.right > cell.right);
          return element.scrollWidth > element.clientWidth || spills;
        })
        .map(
          (element) =>
            `'${element.textContent}' ${where(element)} (${element.clientWidth} of ${element.scrollWidth} px)`,
        );

      const controls = scope.flatMap((root) => [
        ...root.querySelectorAll(
          'button, a[href], [role="button"], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        ),
      ]);
      const small = controls
        .filter(shown)
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < touch || box.height < touch))
        .map(
          ({ control, box }) =>
            `${control.tagName.toLowerCase()} '${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}' ${where(control)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );

      const overflowing = [...document.querySelectorAll('[data-queue-table]')]
        .map((card) => ({
          id: card.getAttribute('data-queue-table'),
          table: card.querySelector('table'),
        }))
        .filter(({ table }) => table && table.parentElement!.clientWidth < table.scrollWidth)
        .map(
          ({ id, table }) =>
            `${id} (${table!.scrollWidth} px in ${table!.parentElement!.clientWidth})`,
        );

      const header = document.querySelector('header')!;
      return {
        sidebar: document.querySelector('#kc-sidebar, nav[aria-label="Main navigation"]') !== null,
        headerHeight: header.getBoundingClientRect().height,
        headerText: header.textContent ?? '',
        state: header.querySelector('[data-connection]')?.textContent ?? null,
        figures,
        broken,
        cut,
        small,
        overflowing,
      };
    },
    { shortWord: SHORT_WORD, touch: TOUCH_PX },
  );
}

export function floorLayoutSpecs(): void {
  for (const viewport of FLOOR_TABLETS) {
    const { width, height } = viewport.viewport;
    e2eTest(
      `the floor layout (${width}×${height}, touch): the kitchen-floor account's monitor has no sidebar and a one-line header, its figures are ${FIGURE_PX} px tabular, no number or word is broken, departure times are whole and every control is ${TOUCH_PX} px`,
      async () => {
        await rushInFloorKitchen();
        const { page } = await harness.open(viewport);
        await signInAs(page, harness.url, FLOOR_EMAIL);
        // Home for an account of PCS pages alone is the monitor of its kitchen (spec 000 §2, §6).
        await waitForPage(page, '/pcs/monitor');
        await page.locator('[data-connection="live"]').waitFor({ timeout: 20_000 });
        for (const table of ['orders', 'production', 'tasks'])
          await page
            .locator(`[data-queue-table="${table}"] tr[data-row]`)
            .first()
            .waitFor({ timeout: 20_000 });

        const screen = await measure(page);
        assert.equal(screen.sidebar, false, 'no sidebar');
        assert.ok(screen.headerHeight <= 56, `a one-line header (${screen.headerHeight} px)`);
        assert.match(screen.headerText, new RegExp(`^${FLOOR_KITCHEN} - `), 'the kitchen first');
        assert.match(
          screen.state ?? '',
          /^Live · updated \d{1,2}:\d{2}:\d{2} [AP]M$/,
          'the queue is live, and since when',
        );
        assert.ok(
          await page.locator('header [data-kitchen-clock]').isVisible(),
          "the kitchen's clock",
        );

        const kinds = new Set(screen.figures.map((figure) => figure.kind));
        for (const kind of ['stockout', 'ready', 'departure', 'count'])
          assert.ok(kinds.has(kind), `a ${kind} figure is shown (${[...kinds].join(', ')})`);
        const small = screen.figures.filter((figure) => figure.size < FIGURE_PX);
        assert.deepEqual(small, [], `every figure is at least ${FIGURE_PX} px`);
        const proportional = screen.figures.filter(
          (figure) => !figure.numeric.includes('tabular-nums'),
        );
        assert.deepEqual(proportional, [], 'every figure is in tabular figures');

        assert.deepEqual(screen.broken, [], 'no number, time, status or header broken');
        assert.deepEqual(screen.cut, [], 'departure times and badges whole');
        assert.deepEqual(screen.overflowing, [], 'each table fits its card');
        assert.deepEqual(screen.small, [], `every control at least ${TOUCH_PX} × ${TOUCH_PX} px`);
      },
    );
  }
}

/** Any user's monitor in full screen gets the floor layout, and the account menu leads out. */
export function fullScreenFloorSpecs(): void {
  e2eTest(
    `the floor layout in full screen (1024×768): an administrator's monitor in full screen has no sidebar and the one-line header; Exit full screen in the account menu brings the sidebar back`,
    async () => {
      const kitchen = await rushInFloorKitchen();
      const { page } = await harness.open(tablet, { account: 'admin' });
      await page.goto(`${harness.url}/pcs/${kitchen}`);
      await waitForPage(page, `/pcs/${kitchen}`);
      await page.locator('main [data-connection="live"]').waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('#kc-sidebar').count(), 1, 'the sidebar, before');

      await page.getByRole('button', { name: 'Full screen' }).click();
      await page.locator('header [data-connection="live"]').waitFor();
      assert.equal(await page.locator('#kc-sidebar').count(), 0, 'no sidebar in full screen');
      assert.match(
        (await page.locator('header').textContent()) ?? '',
        new RegExp(`^${FLOOR_KITCHEN} - `),
        "the monitor's kitchen heads the header",
      );

      await page.getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('menuitem', { name: 'Exit full screen' }).click();
      await page.locator('#kc-sidebar').waitFor();
      assert.equal(
        await page.evaluate(() => document.fullscreenElement),
        null,
        'out of full screen',
      );
    },
  );
}

/** A kitchen no other spec of the run watches the queue of. */
const WIDE_HOUR_KITCHEN = 1009;
/** The 12-hour clock's widest times are at 10, 11 and 12 o'clock ('11:10:44 AM'). */
const WIDE_HOUR = 11;
/** The control API moves a kitchen's clock an hour at most a call. */
const HOUR_S = 3600;
const MINUTE_MS = 60_000;

/** Milliseconds from now to the next hh:05 in `zone` whose hour reads `hour` on a 12-hour clock. */
function untilHour(zone: string, hour: number, now = Date.now()): number {
  const [h, m] = localClock(zone, now).split(':').map(Number) as [number, number];
  const minutes = ((((hour - h) % 12) + 12) % 12) * 60 + 5 - m;
  return (minutes > 0 ? minutes : minutes + 12 * 60) * 60_000;
}

/**
 * A catering order in the kitchen, under way at `at` (epoch ms) and leaving 25 minutes later:
 * at half past when `at` is five past, the departure's §9 hint badge (spec 001 §9).
 */
async function placeCateringOrder(token: string, restaurantUuid: string, at: number) {
  await providerCall(harness.url, token, createCateringOrder, {
    body: {
      restaurantUuid,
      material: 'Breakfast Filets',
      orderType: 'CATERING',
      workCenter: 'CATERING_WORK_CENTER',
      scheduledStart: at - MINUTE_MS,
      scheduledEnd: at + 15 * MINUTE_MS,
      restaurantDepartureTime: at + 25 * MINUTE_MS,
      batchSize: 250,
      demandDescription: 'School field trip',
    },
  });
}

/**
 * The monitor on a phone in Spanish at the hour whose times are widest (docs/decisions/
 * production.md, "Figures the crew acts on"): a ready time's day period goes under its digits
 * rather than push a table past its card. The kitchen's clock is moved to 11 o'clock (control
 * API) instead of waiting for it: at 11 the task table needed 322 px of the phone's 317
 * ('Empanizado' beside '11:10:44 AM'), and a run at another hour never saw it. A catering
 * batch leaving at half past is there too: its departure's hint badge beside the product and
 * the progress needed 321–346 px (only in runs whose hour had one).
 */
export function wideHourFloorSpecs(phone: Viewport): void {
  e2eTest(
    `docs/decisions/production.md 'Figures the crew acts on' (${phone.name}, Spanish): at ${WIDE_HOUR} o'clock, the widest ready times and a catering batch leaving at half past, no queue table scrolls sideways`,
    async () => {
      const token = await apiSignIn(harness.url, DEMO.admin);
      const { restaurants } = await restaurantsFromApi(harness.url, token);
      const kitchen = restaurants.find((restaurant) => restaurant.number === WIDE_HOUR_KITCHEN);
      assert.ok(kitchen, `kitchen ${WIDE_HOUR_KITCHEN} is seeded`);
      await startRush(harness.url, kitchen.uuid);
      const untilWideHour = untilHour(kitchen.timezone, WIDE_HOUR);
      await placeCateringOrder(token, kitchen.uuid, Date.now() + untilWideHour);
      for (let left = Math.ceil(untilWideHour / 1000); left > 0; left -= HOUR_S)
        await fastForwardKitchen(harness.url, kitchen.uuid, Math.min(left, HOUR_S));

      const { page } = await harness.open(phone, { account: 'admin', locale: 'es-ES' });
      await page.goto(`${harness.url}/pcs/${kitchen.uuid}`);
      await waitForPage(page, `/pcs/${kitchen.uuid}`);
      const wideTime = page
        .locator('[data-queue-table] [data-figure="ready"]')
        .filter({ hasText: new RegExp(`^${WIDE_HOUR}:\\d{2}:\\d{2}`) });
      await wideTime.first().waitFor({ timeout: 20_000 });
      await page.locator('[data-queue-table="catering"] [data-time-hint]').first().waitFor();

      const wide = await wideTables(page);
      assert.equal(wide.length, 0, `queue tables scrolling sideways:\n${formatWideTables(wide)}`);
    },
  );
}
