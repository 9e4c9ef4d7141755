import assert from 'node:assert/strict';
import { restaurantsFromApi } from './support/app.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { formatViolations, seriousViolations } from './support/axe.ts';
import { screenshot, type ViewportSession } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage, waitForReady } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const STOCK_OUT = '/stock-out-reports/chicken';
/** Spec 000 §9: the 7-day preset's automatic resolution, one bar each. */
const BAR_MS = 12 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Chart keyboard access (src/ui/charts/chart-keyboard.ts) on the stock-out graphic: where a
 * keyboard is at hand, so a desktop and a tablet (with one); a phone's chart is for touch.
 */
export function chartKeyboardSpecs(viewport: Viewport): void {
  /** Tabs from the Interval field into the chart; the bar Enter opens: its URL range. */
  async function openBarByKeyboard(session: ViewportSession, rights: number) {
    const { page } = session;
    await waitForPage(page, STOCK_OUT);
    const bars = page.getByRole('listbox', { name: 'Stock-outs over time' });
    await bars.waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Interval' }).focus();
    await page.keyboard.press('Tab');
    assert.ok(
      await bars.evaluate((element) => element === document.activeElement),
      'the chart is the next tab stop after the Interval field',
    );
    const focused = bars.locator(`[role="option"][aria-posinset="${rights + 1}"]`);
    for (let i = 0; i < rights; i += 1) await page.keyboard.press('ArrowRight');
    const name = await focused.getAttribute('aria-label');
    assert.match(name ?? '', / – .*: .*Total \d+$/, 'the focused bar says its range and values');
    const ring = await focused.boundingBox();
    assert.ok(ring && ring.width > 0 && ring.height > 0, 'the focused bar has a visible ring');
    await screenshot(session, `chart-keyboard-bar-${rights + 1}-${viewport.name}`);
    // The page's own 7-day list may be asked for too: the one of a bar's length is the bar's.
    const listAsked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      const { startTime, endTime } = Object.fromEntries(url.searchParams);
      return (
        url.pathname.endsWith('/stockOut/list') && Number(endTime) - Number(startTime) === BAR_MS
      );
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('view') === 'list', {
      waitUntil: 'commit',
    });
    await waitForReady(page);
    const url = new URL(page.url());
    const sent = new URL((await listAsked).url()).searchParams;
    const range = {
      start: Number(url.searchParams.get('startDate')),
      end: Number(url.searchParams.get('endDate')),
    };
    assert.equal(range.end - range.start, BAR_MS, 'the list is filtered to one bar');
    assert.deepEqual(
      { start: Number(sent.get('startTime')), end: Number(sent.get('endTime')) },
      range,
      'the list asks for the bar’s range',
    );
    await page.getByRole('tab', { name: 'List', selected: true }).waitFor();
    return { range, name: name! };
  }

  e2eTest(
    'spec 001 §7 stock-out graphic by keyboard: Tab into the chart, ArrowRight, Enter opens the list filtered to that bar',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      const { restaurants } = await restaurantsFromApi(
        harness.url,
        await apiSignIn(harness.url, DEMO.admin),
      );
      // Seven days with their own dates, not the 7-day preset: a preset ends when the page
      // draws it, and the two loads below are seconds apart, so their bars would be too.
      const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const start = end - 14 * BAR_MS;
      const graphic = `${harness.url}${STOCK_OUT}?view=graphic&startDate=${start}&endDate=${end}&interval=12h&restaurantUuid=${restaurants[0]!.uuid}`;

      await page.goto(graphic);
      await waitForPage(page, STOCK_OUT);
      await page
        .getByRole('listbox', { name: 'Stock-outs over time' })
        .waitFor({ state: 'attached' });
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, `axe on the graphic:\n${formatViolations(violations)}`);

      const first = await openBarByKeyboard(session, 0);
      await page.goto(graphic);
      const second = await openBarByKeyboard(session, 1);
      assert.equal(second.range.start, first.range.start + BAR_MS, 'ArrowRight moved one bar on');
      assert.notEqual(second.name, first.name);
      await page
        .getByRole('table', { name: 'Stock-outs' })
        .or(page.getByText('No records'))
        .first()
        .waitFor();
      await screenshot(session, `chart-keyboard-${viewport.name}`);
    },
  );
}
