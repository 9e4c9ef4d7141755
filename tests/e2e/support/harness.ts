/**
 * What every spec gets: the shared server, the one browser, contexts at a viewport (signed in
 * from a saved state when asked), and `e2eTest`, which closes what a test opened and saves a
 * screenshot of the page it was looking at when it fails.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, test, type TestContext } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { submitSignIn } from './app.ts';
import { DEMO, HOME_PATH, type Account } from './auth.ts';
import { openContext, type ContextOptions, type ViewportSession } from './browser.ts';
import { lendSession } from './lent-session.ts';
import { waitForPage } from './ready.ts';
import { RESULTS_DIR } from './server.ts';
import { VIEWPORTS, type Viewport } from './viewports.ts';

export interface OpenOptions extends Omit<ContextOptions, 'storageState'> {
  /**
   * Signed in as this account from the run's saved state (one sign-in through the form per
   * account and run). Contexts opened this way share one session: a spec that signs out, or
   * ends the session otherwise, signs in itself instead.
   */
  account?: Account;
}

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  /** A new context at `viewport`; closed after the test unless `lasting`. */
  open(viewport: Viewport, options?: OpenOptions & { lasting?: boolean }): Promise<ViewportSession>;
  /** Failure screenshots show this page from now on (default: the last opened). */
  watch(page: Page): void;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Per-test limit, for a test that hangs: every wait inside is for a state, never for a time.
 * Sized to hold at a load of twice the cores (a one-core run of `npm test`, a busy shared
 * machine): the longest single-page test takes about 25 s here unloaded.
 */
export const TEST_TIMEOUT = 120_000;
/** What a test that opens page after page adds to its limit for each page. */
export const PAGE_MARGIN_MS = 5_000;

let current: { url: string; browser: Browser } | undefined;
let startError: unknown;
const savedStates = new Map<Account, Promise<StorageState>>();
let testSessions: ViewportSession[] = [];
let watched: { session: ViewportSession; page: Page } | undefined;

/** run.ts hands over the server and browser once started (or why they did not start). */
export function setRunning(
  running: { url: string; browser: Browser } | undefined,
  error?: unknown,
) {
  current = running;
  startError = error;
}

function running() {
  if (!current) throw startError ?? new Error('the server or the browser did not start');
  return current;
}

/** Signs `account` in through the form once per run and keeps its localStorage. */
function savedState(account: Account): Promise<StorageState> {
  let state = savedStates.get(account);
  if (!state) {
    state = (async () => {
      const { browser, url } = running();
      const session = await openContext(browser, VIEWPORTS[2]!);
      try {
        await session.page.goto(`${url}/login`);
        await submitSignIn(session.page, DEMO[account], undefined);
        await waitForPage(session.page, HOME_PATH);
        return await session.context.storageState();
      } finally {
        await session.close();
      }
    })();
    savedStates.set(account, state);
    state.catch(() => savedStates.delete(account));
  }
  return state;
}

export const harness: Harness = {
  get url() {
    return running().url;
  },
  get browser() {
    return running().browser;
  },
  async open(viewport, { account, lasting, ...options } = {}) {
    const storageState = account ? await savedState(account) : undefined;
    // A plain signed-in session is lent from the kept ones (lent-session.ts).
    const plain =
      options.locale === undefined &&
      (options.serviceWorkers ?? 'block') === 'block' &&
      !options.watchMainThread;
    const kept =
      account && storageState && plain && !lasting
        ? await lendSession(running(), viewport, account, storageState)
        : undefined;
    const session =
      kept ?? (await openContext(running().browser, viewport, { ...options, storageState }));
    if (!lasting) testSessions.push(session);
    watched = { session, page: session.page };
    return session;
  },
  watch(page) {
    const session = testSessions.find((candidate) => candidate.context === page.context());
    if (session) watched = { session, page };
    else if (watched && watched.session.context === page.context()) watched.page = page;
  },
};

/** Registered once by run.ts: contexts a test opened are closed after it (not in it: a failure
 * screenshot needs the page open). */
export function closeTestSessions(): void {
  afterEach(async () => {
    const closing = testSessions;
    testSessions = [];
    watched = undefined;
    await Promise.all(closing.map((session) => session.close()));
  });
}

/** Lets a lasting session (the tour's) be the one failure screenshots show. */
export function watchSession(session: ViewportSession): void {
  watched = { session, page: session.page };
}

/**
 * A test. On failure it saves a screenshot of the watched page to test-results/failures/ and
 * adds the page's URL and the start of its text to the error.
 */
export function e2eTest(
  name: string,
  fn: (t: TestContext) => Promise<void>,
  // A rule that takes its own real time (the live video's five retries) says how long.
  { timeout = TEST_TIMEOUT }: { timeout?: number } = {},
): void {
  test(name, { timeout }, async (t) => {
    try {
      await fn(t);
    } catch (error) {
      if (watched && error instanceof Error) {
        const { page, session } = watched;
        const dir = join(RESULTS_DIR, 'failures');
        mkdirSync(dir, { recursive: true });
        const slug = name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 100);
        const file = join(dir, `${session.viewport.name}-${slug}.png`);
        const shot = await page
          .screenshot({ path: file, fullPage: true, timeout: 5_000 })
          .then(() => file)
          .catch(() => '(screenshot failed)');
        const text = await page
          .innerText('body', { timeout: 2_000 })
          .then((body) => body.replace(/\s+/g, ' ').slice(0, 300))
          .catch(() => '(unreadable)');
        const errors = session.errors.slice(-3).join('\n    ') || 'none';
        error.message += `\n  page: ${page.url()}\n  screenshot: ${shot}\n  text: ${text}\n  uncaught errors: ${errors}`;
      }
      throw error;
    }
  });
}
