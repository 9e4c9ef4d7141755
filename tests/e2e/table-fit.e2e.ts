/**
 * Lists' tables in Spanish (docs/decisions/shell-and-widgets.md, "Tables that never break a
 * number or a word"): a table that does not fit drops or folds columns by its own priorities,
 * and never scrolls sideways on a size the console supports. The page tour checks every page so
 * at a landscape tablet and a desktop in English (support/legibility.ts), and its Spanish tour is
 * a phone's, whose lists are cards; Spanish has the longest words (a status badge, an action's
 * label), which no declared width holds for a table laid out by its content, and a portrait
 * tablet's table, beside the sidebar, is the narrowest a table is drawn at.
 */
import assert from 'node:assert/strict';
import { HOME_PATH } from './support/auth.ts';
import { e2eTest, harness, PAGE_MARGIN_MS, TEST_TIMEOUT } from './support/harness.ts';
import { formatWideTables, hasTables, wideTables } from './support/legibility.ts';
import { navigateInApp, scrollThrough, waitForPage } from './support/ready.ts';
import { sandboxIds, tourStops, withIds } from './support/tour-stops.ts';
import { VIEWPORTS, type Viewport } from './support/viewports.ts';

const [, tablet, desktop] = VIEWPORTS as [Viewport, Viewport, Viewport];
/**
 * The sizes a table is drawn at, a session each: a tablet held upright (the narrowest a table is
 * drawn at, beside the sidebar) and then turned on its side at each page, as the crew turn it,
 * and a desktop. Turning it re-lays the page out where a second load would have loaded it again
 * (a third of this spec's time).
 */
const SESSIONS: readonly (readonly Viewport[])[] = [
  [{ ...tablet, viewport: { width: 768, height: 1024 } }, tablet],
  [desktop],
];

const sizeName = ({ viewport: { width, height } }: Viewport) => `${width}×${height}`;

export function spanishTableSpecs(): void {
  // Every signed-in page, the record lists in Global mode first (the tour's order: the
  // restaurant column is Global mode's), then the one-kitchen pages with a kitchen chosen.
  const stops = tourStops().filter((stop) => stop.signedIn);
  for (const sizes of SESSIONS) {
    e2eTest(
      `decisions 'Tables that never break a number or a word': at ${sizes.map(sizeName).join(', then turned to ')} in Spanish, no list's table scrolls sideways`,
      async () => {
        const session = await harness.open(sizes[0]!, { account: 'admin', locale: 'es-ES' });
        const { page } = session;
        const ids = await sandboxIds(harness.url);
        await page.goto(`${harness.url}${HOME_PATH}`);
        await waitForPage(page, HOME_PATH);
        const found: string[] = [];
        for (const listed of stops) {
          const stop = withIds(listed, ids);
          await page.setViewportSize(sizes[0]!.viewport);
          await navigateInApp(page, stop.path);
          await waitForPage(page, stop.landing);
          await stop.checks.ready?.(page);
          for (const size of sizes) {
            await page.setViewportSize(size.viewport);
            await scrollThrough(page);
            // A page with no list table upright has none turned either: a phone's cards give
            // way to tables below a portrait tablet's width.
            if (size === sizes[0] && !(await hasTables(page))) break;
            const wide = await wideTables(page);
            if (wide.length)
              found.push(`${stop.path} at ${sizeName(size)}:\n${formatWideTables(wide)}`);
          }
        }
        assert.deepEqual(session.errors, [], 'uncaught errors');
        assert.equal(found.length, 0, `tables scrolling sideways:\n${found.join('\n')}`);
      },
      { timeout: TEST_TIMEOUT + stops.length * sizes.length * PAGE_MARGIN_MS },
    );
  }
}
