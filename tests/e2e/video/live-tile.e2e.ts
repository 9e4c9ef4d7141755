import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { restaurantsFromApi } from '../support/app.ts';
import { apiSignIn, DEMO } from '../support/auth.ts';
import { screenshot, type ViewportSession } from '../support/browser.ts';
import { e2eTest, harness } from '../support/harness.ts';
import { waitForPage } from '../support/ready.ts';
import type { Viewport } from '../support/viewports.ts';
import { controlCall } from '../support/sandbox-control.ts';

const PATH = '/cameras/view';
/**
 * The stream start call (spec 001 §3 POST /cameras/{id}/webrtc, under the proxy prefix
 * /restaurants/{restaurantId} of §7 line 157): its answer names the mountpoint.
 */
const STREAM_START = /\/api\/v1\/restaurants\/[^/]+\/cameras\/[^/]+\/webrtc$/;

/** The first kitchen's camera view, signed in as the admin, its layout empty. */
async function openCameraView(session: ViewportSession): Promise<void> {
  const { page } = session;
  const { restaurants } = await restaurantsFromApi(
    harness.url,
    await apiSignIn(harness.url, DEMO.admin),
  );
  await page.goto(`${harness.url}${PATH}?restaurantUuid=${restaurants[0]!.uuid}`);
  await waitForPage(page, PATH);
}

/**
 * Adds the kitchen's `index`-th online camera from the list as a tile; resolves with the tile and
 * the mountpoint its stream start answered.
 */
export async function addLiveTile(
  page: Page,
  index: number,
): Promise<{ tile: Locator; streamId: number }> {
  const started = page.waitForResponse(
    (response) => response.request().method() === 'POST' && STREAM_START.test(response.url()),
  );
  await page
    .getByRole('region', { name: 'Cameras' })
    .getByRole('button', { name: / Online$/ })
    .nth(index)
    .click();
  const answer = (await (await started).json()) as { results: { id: number } };
  // The list's preview of the camera (opened by the pointer or the focus resting on it) would
  // cover the tile in the screenshots.
  await page.mouse.move(800, 800);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const tile = page
    .getByRole('region', { name: 'Live cameras' })
    .locator('[data-tile-position]')
    .first();
  return { tile, streamId: answer.results.id };
}

/** Waits until the tile's video shows a picture and its clock moves on by 2 s (polled in the page). */
async function waitUntilPlaying(page: Page, tile: Locator): Promise<{ width: number }> {
  const video = await tile.locator('video').elementHandle();
  await page.waitForFunction(
    (element) => {
      const player = element as HTMLVideoElement;
      return player.videoWidth > 0 && player.currentTime > 0;
    },
    video,
    { timeout: 20_000, polling: 100 },
  );
  const from = await video!.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForFunction(
    ([element, start]) => (element as HTMLVideoElement).currentTime >= (start as number) + 2,
    [video, from] as const,
    { timeout: 15_000, polling: 100 },
  );
  return { width: await video!.evaluate((element: HTMLVideoElement) => element.videoWidth) };
}

async function sandboxFeed(streamId: number, action: 'kill' | 'revive'): Promise<void> {
  const response = await controlCall(harness.url, `/video/feeds/${streamId}/${action}`, {
    method: 'POST',
  });
  assert.equal(response.status, 200, `POST /__sandbox/video/feeds/${streamId}/${action}`);
}

/**
 * A camera tile's live stream against the real media gateway (spec 001 §4 "Stream in a
 * tile or the mini player", §7 the signalling proxy and the streaming plugin): Janus's WebRTC
 * through the sandbox's proxy, and the retry rule when the camera's feed dies.
 */
export function liveTileSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §4 "Stream in a tile", §7 (watch and start through the signalling proxy): a camera tile plays the live stream',
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      await openCameraView(session);
      const { tile } = await addLiveTile(page, 0);
      const { width } = await waitUntilPlaying(page, tile);
      // The sandbox's feeds are 320×240 test patterns (sandbox/video/video-stack.ts).
      assert.equal(width, 320, 'the picture is the camera feed');
      assert.equal(
        await tile.locator('[data-stream-phase]').getAttribute('data-stream-phase'),
        'playing',
      );
      await screenshot(session, 'video-live-tile');
    },
    // The run's first sign-in and Janus's first session come on top of the playback's waits.
    { timeout: 90_000 },
  );

  e2eTest(
    "spec 001 §4 \"on a stream error … restart … above 5 tries 'Can't connect to the restaurant'\": a dead camera feed is retried, then the tile gives up",
    async () => {
      const session = await harness.open(viewport, { account: 'admin' });
      const { page } = session;
      await openCameraView(session);
      const { tile, streamId } = await addLiveTile(page, 1);
      await waitUntilPlaying(page, tile);
      // Every phase and retry text the tile shows from now on, as the page shows them.
      await tile.locator('[data-stream-phase]').evaluate((player) => {
        const seen: string[] = [];
        (window as unknown as { seenPhases: string[] }).seenPhases = seen;
        const note = () => {
          const phase = player.getAttribute('data-stream-phase') ?? '';
          const text = player.querySelector('.kc-live-stream-overlay')?.textContent?.trim() ?? '';
          const entry = text ? `${phase}: ${text}` : phase;
          if (seen.at(-1) !== entry) seen.push(entry);
        };
        new MutationObserver(note).observe(player, {
          attributes: true,
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await sandboxFeed(streamId, 'kill');
      try {
        const alert = tile.getByRole('alert');
        // A stall is noticed after 6 s without a picture, and each of the 5 restarts stalls again
        // (after a 5 s wait from the second): about a minute of the console's real rule.
        await alert.waitFor({ timeout: 100_000 }).catch(async (error: unknown) => {
          const seen = await page.evaluate(
            () => (window as unknown as { seenPhases: string[] }).seenPhases,
          );
          throw new Error(`${String(error)}; the tile showed: ${seen.join(' → ')}`);
        });
        assert.equal(await alert.textContent(), "Can't connect to the restaurant");
        await screenshot(session, 'video-cant-connect');
        const seen = await page.evaluate(
          () => (window as unknown as { seenPhases: string[] }).seenPhases,
        );
        const retries = seen
          .map((entry) => /Reconnecting, try (\d) of 5/.exec(entry)?.[1])
          .filter((tries) => tries !== undefined)
          .map(Number);
        assert.deepEqual(
          [...new Set(retries)],
          [1, 2, 3, 4, 5],
          `the tile retried 5 times before giving up: ${seen.join(' → ')}`,
        );
      } finally {
        await sandboxFeed(streamId, 'revive');
      }
    },
    { timeout: 130_000 },
  );
}
