import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { e2eTest, harness } from './support/harness.ts';
import { waitForPage } from './support/ready.ts';
import type { Viewport } from './support/viewports.ts';

/** The unusual events: the image carousel by keyboard, a recording's download. */
export function unusualSpecs(viewport: Viewport): void {
  e2eTest(
    'spec 001 §3 (image event: currentImage starts at 0): the carousel pages through the images by keyboard, in the row and full screen',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/unusual/wrong-marker?timeInterval=7d`);
      await waitForPage(page, '/unusual/wrong-marker');
      const carousel = page
        .locator('[data-record-list] [data-index="0"]')
        .getByTestId('image-carousel');
      const position = carousel.getByTestId('carousel-position');
      await position.waitFor();
      const total = Number(/of (\d+)$/.exec((await position.innerText()).trim())?.[1] ?? NaN);
      assert.match((await position.textContent()) ?? '', /Image 1 of \d/);
      assert.ok(total >= 3, `an event has 3 to 6 frames, not ${total}`);
      // A real 300×300 thumbnail, drawn by the sandbox, is shown for frame 1 (or 'No Image').
      const shown = () =>
        carousel.evaluate((element) => {
          const picture = element.querySelector('img');
          if (picture)
            return picture.complete
              ? `${picture.naturalWidth}×${picture.naturalHeight}`
              : 'loading';
          return element.textContent?.includes('No Image') ? 'No Image' : 'loading';
        });
      await page.waitForFunction(
        (element) =>
          !!element &&
          (element.querySelector('img')?.complete || element.textContent?.includes('No Image')),
        await carousel.elementHandle(),
      );
      assert.match(await shown(), /^(300×300|No Image)$/);

      const frame = carousel.locator('[tabindex="0"]');
      await frame.focus();
      await page.keyboard.press('ArrowRight');
      await position.filter({ hasText: `Image 2 of ${total}` }).waitFor();
      await page.keyboard.press('ArrowRight');
      await position.filter({ hasText: `Image 3 of ${total}` }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await position.filter({ hasText: `Image 2 of ${total}` }).waitFor();
      await page.keyboard.press('Home');
      await position.filter({ hasText: `Image 1 of ${total}` }).waitFor();

      await carousel.getByRole('button', { name: 'Full screen' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Image 1 of ${total}`).first().waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog.getByText(`Image 2 of ${total}`).first().waitFor();
      // The screenshot is the camera's 1920×1080 JPEG (or the frame the camera lost).
      await page.waitForFunction(
        () => {
          const dialogElement = document.querySelector('[role="dialog"]');
          const picture = dialogElement?.querySelector('img');
          return (
            (picture?.complete && picture.naturalWidth > 0) ||
            dialogElement?.textContent?.includes('No Image')
          );
        },
        undefined,
        { timeout: 20_000 },
      );
      const size = await dialog.evaluate((element) => {
        const picture = element.querySelector('img');
        return picture ? `${picture.naturalWidth}×${picture.naturalHeight}` : 'No Image';
      });
      assert.match(size, /^(1920×1080|No Image)$/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await position.filter({ hasText: `Image 2 of ${total}` }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (viewport.name === 'phone')
        assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
    },
  );

  e2eTest(
    'spec 001 §4 (download: progress at most every 500 ms, saved on completion) and §3 (abort control): a recording downloads with its percentage, another is cancelled',
    async () => {
      const { page } = await harness.open(viewport, { account: 'admin' });
      await page.goto(`${harness.url}/unusual/recordings?timeInterval=7d`);
      await waitForPage(page, '/unusual/recordings');
      const first = page.locator('[data-record-list] [data-index="0"]');
      await first.getByRole('img', { name: /^Preview of REC-/ }).waitFor();
      // The percentages the row shows while it downloads, read as the page shows them.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenProgress: string[] }).seenProgress = seen;
        new MutationObserver(() => {
          for (const status of document.querySelectorAll('[data-index="0"] [role="status"]')) {
            const text = status.textContent ?? '';
            if (text.startsWith('Downloading') && seen.at(-1) !== text) seen.push(text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const saved = page.waitForEvent('download', { timeout: 60_000 });
      await first.getByRole('button', { name: /^Download REC-/ }).click();
      await first
        .getByRole('progressbar', { name: 'Download progress' })
        .waitFor({ state: 'attached' });
      const file = await saved;
      assert.match(file.suggestedFilename(), /^REC-\d+-\d+\.mp4$/);
      await first.getByText(`Saved as ${file.suggestedFilename()}`).waitFor({ timeout: 15_000 });
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

      // Another one, cancelled while it downloads: back to Download, nothing saved.
      const second = page.locator('[data-record-list] [data-index="1"]');
      await second.getByRole('button', { name: /^Download REC-/ }).click();
      await second.getByRole('button', { name: /^Cancel the download of REC-/ }).click();
      await second.getByRole('button', { name: /^Download REC-/ }).waitFor();
      assert.equal(await second.getByText(/^Saved as /).count(), 0);
    },
  );
}
