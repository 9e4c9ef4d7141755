/**
 * Fresh browser contexts for tests that sign in as different people or open several tabs:
 * each context has its own storage (localStorage, IndexedDB, Web Locks), so a test never sees
 * another test's session. One browser per block; every context a test opens is closed after it.
 */
import { after, afterEach, before, describe } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, TSX_NAME_SHIM, type ViewportSession } from './browser.ts';
import type { Suite } from './suite.ts';
import type { Viewport } from './viewports.ts';

export interface IsolatedSuite extends Suite {
  readonly viewport: Viewport;
  /**
   * A new context (its own storage) with one page at this viewport. Service workers are
   * blocked unless asked for: these tests are about the session, and a worker precaching the
   * whole build in every fresh context only costs time.
   */
  open(options?: { serviceWorkers?: 'allow' | 'block' }): Promise<ViewportSession>;
  /** Another tab in the same context (shares storage and Web Locks with the first). */
  newTab(session: ViewportSession): Promise<Page>;
  /** Failure screenshots of e2eTest show this page from now on (default: the last opened). */
  watch(page: Page): void;
  /**
   * watch(page), and brings the tab to the front before acting on it (a background tab gets no animation
   * frames, so every click's stability check crawls).
   */
  focus(page: Page): Promise<void>;
  /** Uncaught page errors (`pageerror`) of every page this test opened, with the page's URL. */
  pageErrors(): string[];
}

/**
 * A describe block whose tests open their own contexts through `suite.open()`; `base.url` is
 * the server (read lazily, so a server that failed to start fails each test, not the hook).
 */
export function describeIsolated(
  name: string,
  base: { readonly url: string },
  viewport: Viewport,
  body: (suite: IsolatedSuite) => void,
): void {
  describe(name, { concurrency: 1 }, () => {
    let browser: Browser | undefined;
    let browserError: unknown;
    let sessions: ViewportSession[] = [];
    let shown: { session: ViewportSession; page: Page } | undefined;
    let errors: string[] = [];

    const track = (page: Page) => {
      page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
    };

    const suite: IsolatedSuite = {
      viewport,
      get url() {
        return base.url;
      },
      get session() {
        if (!shown) throw new Error('no browser context was opened in this test');
        return { ...shown.session, page: shown.page };
      },
      async open(options = {}) {
        if (!browser) throw browserError ?? new Error('Chromium did not start');
        const context = await browser.newContext({
          viewport: viewport.viewport,
          isMobile: viewport.isMobile,
          hasTouch: viewport.hasTouch,
          deviceScaleFactor: viewport.deviceScaleFactor,
          serviceWorkers: options.serviceWorkers ?? 'block',
        });
        context.setDefaultTimeout(15_000);
        context.setDefaultNavigationTimeout(30_000);
        await context.addInitScript({ content: TSX_NAME_SHIM });
        const page = await context.newPage();
        track(page);
        const session: ViewportSession = {
          viewport,
          context,
          page,
          problems: errors,
          close: () => context.close().catch(() => undefined),
        };
        sessions.push(session);
        shown = { session, page };
        return session;
      },
      async newTab(session) {
        const page = await session.context.newPage();
        track(page);
        return page;
      },
      watch(page) {
        const session = sessions.find((candidate) => candidate.context === page.context());
        if (session) shown = { session, page };
      },
      async focus(page) {
        suite.watch(page);
        await page.bringToFront();
      },
      pageErrors: () => [...errors],
    };

    before(async () => {
      browser = await chromium
        .launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 })
        .catch((error: unknown) => {
          browserError = new Error(
            `Chromium (${CHROMIUM}) could not be launched: ${String(error)}`,
          );
          return undefined;
        });
    });
    // After each test, not in it: e2eTest's failure screenshot needs the page still open.
    afterEach(async () => {
      const closing = sessions;
      sessions = [];
      shown = undefined;
      errors = [];
      await Promise.all(closing.map((session) => session.close()));
    });
    after(async () => {
      await browser?.close().catch(() => undefined);
    });

    body(suite);
  });
}
