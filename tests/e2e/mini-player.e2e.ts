import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

const videoTime = (player: Locator) =>
  player.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);

/**
 * The mini-player (spec 001 §4 "Mini player", §9 445×290 at 15 px from the edges):
 * a finished recording handed over from the recording player plays on across pages; on a
 * desktop it is dragged by its title bar, on a phone it is docked at the bottom.
 */
export function miniPlayerSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §4 "Mini player": a recording opened in the mini-player plays on across pages, and Back stops it and returns to the recordings',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      await page.goto(`${harness.url}/cameras/recordings?status=FINISHED`);
      await waitForPage(page, '/cameras/recordings');
      const row = page.getByTestId('recording-row').first();
      await row.getByRole('button', { name: /^Play / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-testid="hls-video"][data-status="ready"]').waitFor({
        timeout: 20_000,
      });
      // Three seconds in, so a hand-over is told from a start at 0 with room to spare: the
      // player's position arrives with its time updates, and one fresh-clone run found the
      // mini-player under 1 s after a player just past 1 s.
      await page.waitForFunction(
        (element) => !!element && (element as HTMLVideoElement).currentTime > 3,
        await dialog.locator('video').elementHandle(),
        { timeout: 20_000 },
      );
      await dialog.getByRole('button', { name: 'Open in mini player' }).click();
      await dialog.waitFor({ state: 'detached' });

      const player = page.getByRole('region', { name: /^Mini player: / });
      await player.locator('[data-testid="hls-video"][data-status="ready"]').waitFor({
        timeout: 20_000,
      });
      // It goes on from where the recording player had got to, not from the start.
      const startedAt = await videoTime(player);
      assert.ok(
        startedAt >= 2,
        `the mini-player starts where the modal was, not at ${startedAt} s`,
      );
      const box = (await player.boundingBox())!;
      const { width, height } = viewport.viewport;

      if (viewport.name === 'phone') {
        // Docked: the screen's full width, at its bottom, and not dragged by its bar.
        assert.equal(Math.round(box.width), width);
        assert.ok(Math.abs(box.y + box.height - height) <= 1, `docked at the bottom: ${box.y}`);
      } else {
        assert.deepEqual(
          [box.x, box.y, box.width, box.height].map(Math.round),
          [width - 445 - 15, height - 290 - 15, 445, 290],
          '§9: 445×290, 15 px from the bottom-right corner',
        );
        const bar = player.locator('.kc-mini-player-bar');
        const grip = (await bar.boundingBox())!;
        await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
        await page.mouse.down();
        await page.mouse.move(grip.x + 40 - 300, grip.y + grip.height / 2 - 300, { steps: 5 });
        await page.mouse.up();
        const moved = (await player.boundingBox())!;
        assert.deepEqual(
          [moved.x, moved.y].map(Math.round),
          [Math.round(box.x - 300), Math.round(box.y - 300)],
          'dragged by its title bar',
        );
        // By keyboard (WCAG 2.1.1): the move button and the corner take the arrow keys.
        await player.getByRole('button', { name: 'Move the mini player' }).press('ArrowRight');
        await player
          .getByRole('button', { name: 'Resize the mini player' })
          .press('Shift+ArrowLeft');
        const keyed = (await player.boundingBox())!;
        assert.deepEqual(
          [keyed.x, keyed.y, keyed.width, keyed.height].map(Math.round),
          [Math.round(moved.x + 20), Math.round(moved.y), 445 - 100, 290],
          'moved 20 px right by ArrowRight, 100 px narrower by Shift+ArrowLeft on the corner',
        );
        // At its smallest the picture under the title bar keeps §5's 300×200, whole.
        const corner = player.getByRole('button', { name: 'Resize the mini player' });
        for (const key of ['Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowLeft'])
          await corner.press(key);
        const smallest = (await player.boundingBox())!;
        const picture = (await player.locator('video').boundingBox())!;
        assert.deepEqual([smallest.width, smallest.height].map(Math.round), [300, 236]);
        assert.ok(
          picture.width >= 299.5 &&
            picture.height >= 199.5 &&
            picture.y + picture.height <= smallest.y + smallest.height + 0.5,
          `the picture ${picture.width}×${picture.height} at ${picture.y} fits the smallest frame`,
        );
      }
      await screenshot(session, 'mini-player-recordings');

      // Another page, reached without reloading: the same video element goes on playing (the
      // clip is 6 s long, so it may reach its end meanwhile).
      const video = player.locator('video');
      await video.evaluate((element) => element.setAttribute('data-before-navigation', ''));
      const before = await videoTime(player);
      await page.evaluate(() => {
        history.pushState({}, '', '/cameras/view');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitForPage(page, '/cameras/view');
      await player.locator('video[data-before-navigation]').waitFor();
      await page.waitForFunction(
        ([element, at]) => {
          const playing = element as HTMLVideoElement;
          return playing.ended || playing.currentTime > (at as number);
        },
        [await video.elementHandle(), before] as const,
        { timeout: 20_000 },
      );
      await screenshot(session, 'mini-player-other-page');

      await player.getByRole('button', { name: 'Back to Recordings' }).click();
      await page.waitForURL((url) => url.pathname === '/cameras/recordings');
      assert.equal(new URL(page.url()).searchParams.get('status'), 'FINISHED');
      await player.waitFor({ state: 'detached' });
    },
  );
}
