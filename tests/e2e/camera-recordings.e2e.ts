import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** Camera recordings: real HLS made by ffmpeg, played by hls.js, and the MP4 download. */
export function cameraRecordingSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §7 (GET /hls/{id}/index.m3u8) and §4 (download progress at most every 500 ms, saved on completion): a camera recording plays over HLS and downloads with its percentage',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/cameras/recordings?status=FINISHED`);
      await waitForPage(page, '/cameras/recordings');
      const row = page.getByTestId('recording-row').first();
      await row.getByRole('img', { name: /^Preview of / }).waitFor();

      // Playback: hls.js over MSE, the video's clock advancing.
      await row.getByRole('button', { name: /^Play / }).click();
      const dialog = page.getByRole('dialog');
      const video = dialog.locator('video');
      await dialog.locator('[data-testid="hls-video"][data-status="ready"]').waitFor({
        timeout: 20_000,
      });
      const played = async () =>
        video.evaluate((element: HTMLVideoElement) => ({
          time: element.currentTime,
          width: element.videoWidth,
        }));
      await page.waitForFunction(
        (element) => !!element && (element as HTMLVideoElement).currentTime > 0.5,
        await video.elementHandle(),
        { timeout: 20_000 },
      );
      const first = await played();
      await page.waitForTimeout(700);
      const later = await played();
      assert.equal(first.width, 640, 'the recording is 640×360');
      assert.ok(later.time > first.time, `currentTime advances: ${first.time} → ${later.time}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Download: the percentages the row shows while it downloads, read as the page shows them.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenProgress: string[] }).seenProgress = seen;
        new MutationObserver(() => {
          const status = document.querySelector('[data-testid="recording-row"] [role="status"]');
          const text = status?.textContent ?? '';
          if (text.startsWith('Downloading') && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const saved = page.waitForEvent('download', { timeout: 45_000 });
      await row.getByRole('button', { name: /^Download / }).click();
      await row.getByRole('progressbar', { name: 'Download progress' }).waitFor();
      const file = await saved;
      assert.match(file.suggestedFilename(), /\.mp4$/);
      await row.getByText(`Saved as ${file.suggestedFilename()}`).waitFor({ timeout: 15_000 });
      const bytes = readFileSync((await file.path())!);
      assert.equal(bytes.subarray(4, 8).toString('ascii'), 'ftyp', 'the file is an MP4');
      const seen = await page.evaluate(
        () => (window as unknown as { seenProgress: string[] }).seenProgress,
      );
      const percents = seen.map((text) => Number(/(\d+)\s?%/.exec(text)?.[1]));
      assert.ok(percents.length >= 2, `progress was shown as it went: ${seen.join(', ')}`);
      assert.ok(
        percents.every((value, index) => index === 0 || value >= percents[index - 1]!),
        `progress only grows: ${seen.join(', ')}`,
      );
    },
  );
}
