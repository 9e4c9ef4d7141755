import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chromiumConfig from '../../../scripts/chromium.json' with { type: 'json' };
import { watchMainThread } from './main-thread.ts';
import { recordProviderRequests } from './provider-requests.ts';
import { RESULTS_DIR } from './server.ts';
import type { Viewport } from './viewports.ts';

/**
 * Debian's chromium and the flags this machine needs (scripts/chromium.json, shared with the
 * benchmarks). KC_CHROMIUM points at another Chromium for machines that keep it elsewhere.
 */
export const CHROMIUM = process.env.KC_CHROMIUM || chromiumConfig.executable;
export const CHROMIUM_ARGS = chromiumConfig.args;

/** Functions passed to page.evaluate from files run by tsx reference `__name`. */
export const TSX_NAME_SHIM = 'globalThis.__name = (f) => f;';

/**
 * A content-security-policy or Trusted Types violation (docs/decisions/sign-in-and-access.md,
 * "The console's own defences") becomes an uncaught error of its page, which the tour's stops
 * and the specs count as they count any other.
 */
const CSP_VIOLATIONS_AS_ERRORS = `document.addEventListener('securitypolicyviolation', (event) => {
  const what = event.violatedDirective + ' refused ' + (event.blockedURI || 'inline') +
    (event.sample ? ' (' + event.sample + ')' : '') + ' at ' + event.sourceFile + ':' + event.lineNumber;
  setTimeout(() => { throw new Error('Content security policy violation: ' + what); });
});`;

/**
 * The one Chromium process of the run, with `extraArgs` after the machine's flags. Never
 * downloads a browser; a launch failure fails.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, ...extraArgs],
      timeout: 60_000,
    });
  } catch (error) {
    throw new Error(`Chromium (${CHROMIUM}) could not be launched: ${String(error)}`);
  }
}

export interface ContextOptions {
  /** localStorage (the session) to start from, as saved by `context.storageState()`. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The browser's language, e.g. 'es-ES'; default Chromium's (en-US). */
  locale?: string;
  /** Default 'block': a worker precaching the whole build in every context only costs time. */
  serviceWorkers?: 'allow' | 'block';
  /**
   * A debugger on each page, so that a page that stops answering says where it is stuck
   * (main-thread.ts). The tours ask for it, where pages have got stuck: with the debugger on, a
   * cold load's scripts took 40% longer.
   */
  watchMainThread?: boolean;
  /** Accept the tests' self-signed certificate (a console served over HTTPS by the test). */
  ignoreHTTPSErrors?: boolean;
}

/** A browser context at one viewport, with its first page and what went wrong in its pages. */
export interface ViewportSession {
  viewport: Viewport;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors (`pageerror`) of every page of this context, with the page's URL. */
  errors: string[];
  /** Another tab in the same context (shares storage and Web Locks with the first). */
  newTab(): Promise<Page>;
  close(): Promise<void>;
}

export async function openContext(
  browser: Browser,
  viewport: Viewport,
  options: ContextOptions = {},
): Promise<ViewportSession> {
  const context = await newViewportContext(browser, viewport, options);
  return sessionIn(context, viewport, () => context.close());
}

/** A browser context at one viewport, as every session of the suite opens it. */
export async function newViewportContext(
  browser: Browser,
  viewport: Viewport,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewport.viewport,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    deviceScaleFactor: viewport.deviceScaleFactor,
    serviceWorkers: options.serviceWorkers ?? 'block',
    locale: options.locale,
    storageState: options.storageState,
    ignoreHTTPSErrors: options.ignoreHTTPSErrors,
    // A browser that asks for less motion: dialogs, drawers and menus open at once, so a test
    // does not wait out their transitions (the console honours the setting, theme.ts).
    reducedMotion: 'reduce',
  });
  if (options.watchMainThread) context.on('page', watchMainThread);
  recordProviderRequests(context);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript({ content: TSX_NAME_SHIM });
  await context.addInitScript({ content: CSP_VIOLATIONS_AS_ERRORS });
  return context;
}

/**
 * A session on `tab`, or a new page of `context`; `close` ends it (the context, or only its pages
 * when the context outlives the session).
 */
export async function sessionIn(
  context: BrowserContext,
  viewport: Viewport,
  close: () => Promise<unknown>,
  tab?: Page,
): Promise<ViewportSession> {
  const errors: string[] = [];
  const track = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
    return page;
  };
  const page = track(tab ?? (await context.newPage()));
  return {
    viewport,
    context,
    page,
    errors,
    newTab: async () => track(await context.newPage()),
    close: async () => {
      await close().catch(() => undefined);
    },
  };
}

/**
 * A context on a real profile on disk: a second Chromium process, for what an incognito context
 * cannot do (Chromium never finds a page in one installable). Removes its profile on close.
 */
export async function openPersistentContext(viewport: Viewport): Promise<ViewportSession> {
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
  recordProviderRequests(context);
  await context.addInitScript({ content: CSP_VIOLATIONS_AS_ERRORS });
  const errors: string[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
  return {
    viewport,
    context,
    page,
    errors,
    newTab: () => context.newPage(),
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * Resolves once the page was loaded through the console's service worker. The first visit is
 * not: the worker installs during it, and may claim the page only after its calls went out. This
 * waits until the worker is activated, however long its install takes on a busy machine, then
 * reloads once with `reload` (the page's own wait after a reload), so the next load and its
 * calls go through it.
 */
export async function waitForControllingWorker(
  page: Page,
  reload: () => Promise<unknown>,
): Promise<void> {
  // A navigation that went through a service worker has a worker start time.
  const loadedThroughWorker = `performance.getEntriesByType('navigation')[0]?.workerStart > 0 &&
    navigator.serviceWorker.controller !== null`;
  if (await page.evaluate(loadedThroughWorker)) return;
  await page.evaluate(`navigator.serviceWorker.ready.then((registration) => new Promise((resolve) => {
    const worker = registration.active;
    if (worker.state === 'activated') return resolve(true);
    worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(true));
  }))`);
  await reload();
  if (!(await page.evaluate(loadedThroughWorker)))
    throw new Error(`${page.url()} was not loaded through the service worker after it activated`);
}

export function screenshotPath(viewport: Viewport, name: string): string {
  const dir = join(RESULTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${viewport.name}-${name}.png`);
}

/**
 * The first screen, as a person sees the page open. A full-page capture resized the viewport to
 * the whole page and took 1–2 s on a phone's long record lists, against 0.15 s: about a tenth of
 * the tour's time. Every part below is still scrolled through and checked (`scrollThrough`).
 */
export async function screenshot(session: ViewportSession, name: string, page = session.page) {
  // It waits for the page's next frame. With two Chromiums and live video on two cores, a
  // monitoring page's frame took over the context's 15 s (the Spanish tour, a fresh-clone run):
  // the limit is for a renderer that draws nothing at all.
  await page.screenshot({ path: screenshotPath(session.viewport, name), timeout: 60_000 });
}
