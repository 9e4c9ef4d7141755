import assert from 'node:assert/strict';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const PLAYER = '/kitchen-player/player';
const RECORDINGS = '/kitchen-player/recordings';

/**
 * The kitchen player (spec 001 §2 "Kitchen player", "Activity history panel", §4),
 * through the UI against the sandbox, as the crew member whose policy ('Shift floor') has
 * KITCHEN_PLAYER without CAMERAS. Live video is not played here (outside the video namespace
 * the tile ends on 'Can't connect to the restaurant'); recordings are, over HLS.
 */
export function kitchenPlayerSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §2 "Kitchen player": live by default, the mute choice kept, a recording played, History loading more on scroll',
    async () => {
      const session = await harness.open(viewport, { account: 'crew' });
      const { page } = session;
      await page.goto(`${harness.url}${PLAYER}`);
      await waitForPage(page, PLAYER);
      assert.equal(await page.getByRole('switch', { name: 'Live' }).isChecked(), true);

      // History: entries with a time with seconds under hour markers.
      const history = page.getByTestId('activity-history-list');
      const entries = history.getByTestId('history-entry');
      await entries.first().waitFor({ timeout: 15_000 });
      assert.match(await entries.first().innerText(), /\d{1,2}:\d{2}:\d{2}\s?[AP]M/);
      assert.ok((await history.getByTestId('history-hour').count()) > 0, 'hour markers');
      const before = await entries.count();
      await history.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      const grown = await page
        .waitForFunction(
          (count) => document.querySelectorAll('[data-testid="history-entry"]').length > count,
          before,
          { timeout: 30_000 },
        )
        .then(
          () => true,
          () => false,
        );
      const metrics = await history.evaluate((box) => ({
        top: box.scrollTop,
        client: box.clientHeight,
        height: box.scrollHeight,
        end: (box.textContent ?? '').slice(-120),
      }));
      assert.ok(grown, `History loads more at its end: ${JSON.stringify(metrics)}`);
      await screenshot(session, 'kitchen-player-live');

      // The mute choice holds after a reload (spec 001 §2 "persists locally").
      await page.getByRole('button', { name: 'Unmute' }).click();
      await page.reload();
      await waitForPage(page, PLAYER);
      await page.getByRole('button', { name: 'Mute' }).waitFor();

      // Live off: the camera's recordings; one plays (spec 001 §4 loading, then success).
      await page.getByRole('switch', { name: 'Live' }).click({ force: true });
      const recording = page.getByTestId('player-recording').first();
      await recording.waitFor({ timeout: 15_000 });
      await recording.click();
      await page
        .locator('[data-testid="hls-video"][data-status="ready"]')
        .waitFor({ timeout: 30_000 });
      await recording.getByText('Playing').waitFor();
      assert.match(page.url(), /[?&]live=off/);
      await screenshot(session, 'kitchen-player-recording');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, 'no sideways scroll');

      // A History entry plays its moment: the camera's record of that hour, from that second.
      const moment = history.getByRole('button', { name: /^Watch / }).first();
      await moment.click();
      await page.waitForURL((url) => url.searchParams.has('at'));
      const at = Number(new URL(page.url()).searchParams.get('at'));
      const video = page.locator('[data-testid="hls-video"][data-status="ready"] video');
      await video.waitFor({ timeout: 30_000 });
      assert.equal(await moment.getAttribute('aria-current'), 'true');
      // Records are the kitchen's hours; the sandbox's kitchens keep whole-hour offsets.
      const intoHour = Math.floor((at % 3_600_000) / 1000);
      const position = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      assert.ok(
        Math.abs(position - intoHour) < 5,
        `plays from ${intoHour} s into the hour's record, not ${position} s`,
      );
      await screenshot(session, 'kitchen-player-moment');
      await page.getByRole('button', { name: 'Back to live' }).click();
      await page.waitForURL((url) => !url.searchParams.has('at') && !url.searchParams.has('live'));
      assert.equal(await page.getByRole('switch', { name: 'Live' }).isChecked(), true);

      // Back to live for whatever runs next on this account.
      await page.getByRole('button', { name: 'Mute' }).click();
    },
  );

  e2eTest(
    'spec 001 §2 "Recordings are listed with preview and download": the kitchen player’s recordings',
    async () => {
      const session = await harness.open(viewport, { account: 'crew' });
      const { page } = session;
      await page.goto(`${harness.url}${RECORDINGS}`);
      await waitForPage(page, RECORDINGS);
      const rows = page.getByTestId('recording-row');
      await rows.first().waitFor({ timeout: 15_000 });
      await rows
        .first()
        .getByRole('button', { name: /^Download / })
        .waitFor();
      assert.equal(await page.getByRole('button', { name: /^Delete / }).count(), 0);
      await screenshot(session, 'kitchen-player-recordings');

      // Spec 001 §7 "GET /recordings/{id}": the recording played is in the address, which opens
      // it again after a reload; closed, the address forgets it.
      await rows
        .first()
        .getByRole('button', { name: /^Play / })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-testid="hls-video"]').waitFor({ timeout: 15_000 });
      assert.match(page.url(), /[?&]recording=/);
      await page.reload();
      await waitForPage(page, RECORDINGS);
      await dialog
        .locator('[data-testid="hls-video"][data-status="ready"]')
        .waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.doesNotMatch(page.url(), /[?&]recording=/);
    },
  );
}
