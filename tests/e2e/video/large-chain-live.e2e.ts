import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { MAX_CAMERAS } from '../../../sandbox/model/cameras.ts';
import { restaurantUuid, submitSignIn } from '../support/app.ts';
import { apiSignIn, DEMO } from '../support/auth.ts';
import { screenshot } from '../support/browser.ts';
import { e2eTest, harness } from '../support/harness.ts';
import { waitForPage } from '../support/ready.ts';
import { startConsoleServer } from '../support/server.ts';
import type { Viewport } from '../support/viewports.ts';
import { addLiveTile } from './live-tile.e2e.ts';

/** The chain numbers its restaurants from 1001: the 1,999th of 2,000. */
const RESTAURANT = 2999;
const FIRST_RESTAURANT = 1001;

/**
 * Waits, with no time limit of its own, until the tile's video has decoded `frames` frames more
 * than when asked and shows a picture (its data ready to play).
 */
async function waitForDecodedFrames(page: Page, tile: Locator, frames: number): Promise<number> {
  const video = await tile.locator('video').elementHandle();
  const decoded = () =>
    video!.evaluate(
      (element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames,
    );
  const from = await decoded();
  await page.waitForFunction(
    ([element, at]) => {
      const player = element as HTMLVideoElement;
      return (
        player.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA &&
        player.videoWidth > 0 &&
        player.getVideoPlaybackQuality().totalVideoFrames >= (at as number)
      );
    },
    [video, from + frames] as const,
    { timeout: 0, polling: 100 },
  );
  return decoded();
}

/**
 * A chain of 2,000 restaurants with live video on, on its own server (the shared one keeps the
 * demo chain): Janus starts with the named restaurants' mountpoints only, and a camera of
 * restaurant 2999 gets its mountpoint when the console asks for its stream.
 */
export function largeChainLiveSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §4 "Stream in a tile", §7: in a chain of 2,000 with live video, a camera of restaurant 2999 plays its live stream',
    async () => {
      // Fails, saying why, when live video does not run (startConsoleServer's video check).
      const server = await startConsoleServer({
        video: true,
        monitoring: false,
        env: { SANDBOX_RESTAURANTS: '2000', SANDBOX_ACCESS_TTL: '3600' },
        logName: 'sandbox-video-large-chain.log',
      });
      try {
        const token = await apiSignIn(server.url, DEMO.admin);
        const uuid = await restaurantUuid(server.url, token, RESTAURANT);
        const session = await harness.open(viewport);
        const { page } = session;
        await page.goto(`${server.url}/login?redirect=%2Frestaurants`);
        await submitSignIn(page, DEMO.admin);
        await waitForPage(page, '/restaurants');
        await page.goto(`${server.url}/cameras/view?restaurantUuid=${uuid}`);
        await waitForPage(page, '/cameras/view');

        const { tile, streamId } = await addLiveTile(page, 0);
        // Restaurant 2999's cameras are stream ids (2999 - 1001) × 6 + 1 …, none of them in
        // Janus's configuration.
        const first = (RESTAURANT - FIRST_RESTAURANT) * MAX_CAMERAS + 1;
        assert.ok(
          streamId >= first && streamId < first + MAX_CAMERAS,
          `stream ${streamId} is one of restaurant ${RESTAURANT}'s cameras`,
        );
        // Two seconds of the feed's 12 frames a second, decoded.
        const decoded = await waitForDecodedFrames(page, tile, 24);
        assert.ok(decoded >= 24, `${decoded} frames decoded`);
        assert.equal(
          await tile.locator('video').evaluate((element: HTMLVideoElement) => element.videoWidth),
          320,
          'the picture is the camera feed (sandbox/video/video-stack.ts)',
        );
        assert.equal(
          await tile.locator('[data-stream-phase]').getAttribute('data-stream-phase'),
          'playing',
        );
        await screenshot(session, 'video-large-chain-live-tile');
      } finally {
        await server.close();
      }
    },
    // A safety net only: every wait above is on a state. A 2,000-restaurant sandbox, a second
    // Janus and a sign-in come on top of the playback.
    { timeout: 180_000 },
  );
}
