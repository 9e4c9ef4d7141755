import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn } from './app.ts';
import type { ViewportSession } from './browser.ts';
import { RESULTS_DIR } from './server.ts';

/** What each spec gets: the server's URL and this viewport's browser session. */
export interface Suite {
  readonly url: string;
  readonly session: ViewportSession;
}

/** Per-test limit; the whole run stays within about three minutes. */
export const TEST_TIMEOUT = 60_000;

/**
 * A test on this viewport's page. On failure it saves a screenshot to
 * test-results/failures/ and adds the page's URL and the start of its text to the error.
 */
export function e2eTest(suite: Suite, name: string, fn: (t: TestContext) => Promise<void>): void {
  test(name, { timeout: TEST_TIMEOUT }, async (t) => {
    try {
      await fn(t);
    } catch (error) {
      let session: ViewportSession;
      try {
        session = suite.session;
      } catch {
        throw error; // no browser: nothing to capture
      }
      const { page, viewport } = session;
      const dir = join(RESULTS_DIR, 'failures');
      mkdirSync(dir, { recursive: true });
      const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const file = join(dir, `${viewport.name}-${slug}.png`);
      const shot = await page
        .screenshot({ path: file, fullPage: true, timeout: 5_000 })
        .then(() => file)
        .catch(() => '(screenshot failed)');
      const text = await page
        .innerText('body', { timeout: 2_000 })
        .then((body) => body.replace(/\s+/g, ' ').slice(0, 300))
        .catch(() => '(unreadable)');
      if (error instanceof Error) {
        error.message += `\n  page: ${page.url()}\n  screenshot: ${shot}\n  text: ${text}`;
      }
      throw error;
    }
  });
}

/** Leaves the page on /restaurants signed in, signing in only if it is not already. */
export async function ensureSignedIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/restaurants`);
  const landed = await page
    .waitForURL((u) => u.pathname === '/restaurants', { timeout: 5_000 })
    .then(() => page.evaluate(`localStorage.getItem('kc.session') !== null`))
    .catch(() => false);
  if (landed !== true) await signIn(page, url);
}
