import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import chromiumConfig from '../../../scripts/chromium.json' with { type: 'json' };
import { RESULTS_DIR } from './server.ts';
import type { Viewport } from './viewports.ts';

/** Debian's chromium and the flags this machine needs (scripts/chromium.json, shared with the bench). */
export const CHROMIUM = chromiumConfig.executable;
export const CHROMIUM_ARGS = chromiumConfig.args;

/** Functions passed to page.evaluate from files run by tsx reference `__name` (TOOLCHAIN.md). */
export const TSX_NAME_SHIM = 'globalThis.__name = (f) => f;';

export interface ViewportSession {
  viewport: Viewport;
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors since the session started (diagnostics). */
  problems: string[];
  close(): Promise<void>;
}

/**
 * One persistent Chromium profile per viewport (fresh temp dir): a real profile, so the
 * service worker, IndexedDB and installability behave as in a user's browser.
 * Never downloads a browser; a launch failure fails the tests.
 */
export async function openViewport(viewport: Viewport): Promise<ViewportSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), `kc-e2e-${viewport.name}-`));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: viewport.viewport,
      isMobile: viewport.isMobile,
      hasTouch: viewport.hasTouch,
      deviceScaleFactor: viewport.deviceScaleFactor,
      serviceWorkers: 'allow',
      timeout: 60_000,
    });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw new Error(`Chromium (${CHROMIUM}) could not be launched: ${String(error)}`);
  }
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript({ content: TSX_NAME_SHIM });

  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });

  return {
    viewport,
    context,
    page,
    problems,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Resolves once a service worker is active for the page (and says whether it controls it). */
export async function waitForServiceWorker(page: Page, timeoutMs = 20_000): Promise<boolean> {
  const ready = await page.evaluate(
    `Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), ${timeoutMs})),
    ])`,
  );
  if (ready !== true) throw new Error(`no active service worker after ${timeoutMs / 1000} s`);
  return (await page.evaluate('navigator.serviceWorker.controller !== null')) === true;
}

export function screenshotPath(viewport: Viewport, name: string): string {
  const dir = join(RESULTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${viewport.name}-${name}.png`);
}

export async function screenshot(session: ViewportSession, name: string): Promise<void> {
  await session.page.screenshot({ path: screenshotPath(session.viewport, name), fullPage: true });
}
