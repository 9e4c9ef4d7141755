import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newViewportContext, sessionIn, type ViewportSession } from './browser.ts';
import type { Viewport } from './viewports.ts';

/**
 * Signed-in sessions kept from test to test: one context and one tab per viewport and account,
 * lent to one session at a time and reset to the saved sign-in before it.
 *
 * Why: a new context cost about 1.2 s and the console's start in a new tab 1.7–2.2 s, against
 * 0.03 s for the reset and about 0.8 s for a start in a tab that has run the console before (its
 * renderer keeps the compiled code). The behaviour specs open some 160 sessions a run.
 *
 * What a test can leave behind and the reset empties: cookies, the HTTP cache, localStorage,
 * sessionStorage, IndexedDB, Cache Storage and service workers (`resetStorage`), permissions,
 * routes, offline mode, the tab's listeners and its other tabs. Between tests the tab rests on a
 * static file of the console's origin, so nothing of the console runs on beside the next test.
 * A tab given a change that outlives a navigation (an init script, a socket route, another size)
 * is closed after its test instead of lent again.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Kept {
  context: Promise<BrowserContext>;
  tab?: Page;
  /** The tab's DevTools session, for the HTTP cache. */
  devtools?: CDPSession;
  lent: boolean;
  /** The tab took a change that outlives a navigation. */
  changed: boolean;
}

const kept = new Map<string, Kept>();

/** Same origin, no console: where a kept tab waits between tests. */
const RESTING_PATH = '/favicon.svg';

const LASTING_CHANGES = [
  'addInitScript',
  'routeWebSocket',
  'exposeFunction',
  'exposeBinding',
  'setViewportSize',
  'emulateMedia',
  'setExtraHTTPHeaders',
] as const;

/** Notes any of the LASTING_CHANGES made to `tab`. */
function watchLastingChanges(tab: Page, entry: Kept): Page {
  for (const name of LASTING_CHANGES) {
    const original = (tab[name] as (...args: unknown[]) => Promise<unknown>).bind(tab);
    Object.assign(tab, {
      [name]: (...args: unknown[]) => {
        entry.changed = true;
        return original(...args);
      },
    });
  }
  return tab;
}

/**
 * The kept session for `viewport` and `account`, reset to `storageState`; undefined while this
 * test already holds it (two sessions of one account must not share their storage).
 */
export async function lendSession(
  running: { browser: Browser; url: string },
  viewport: Viewport,
  account: string,
  storageState: StorageState,
): Promise<ViewportSession | undefined> {
  const key = `${viewport.name} ${account}`;
  let entry = kept.get(key);
  if (entry?.lent) return undefined;
  if (!entry) {
    entry = { context: newViewportContext(running.browser, viewport), lent: false, changed: false };
    kept.set(key, entry);
  }
  const lent = entry;
  lent.lent = true;
  try {
    const context = await lent.context;
    if (!lent.tab || lent.tab.isClosed()) {
      lent.tab = watchLastingChanges(await context.newPage(), lent);
      lent.devtools = await context.newCDPSession(lent.tab);
    }
    const tab = lent.tab;
    tab.removeAllListeners();
    await unrestrict(context, tab);
    await context.clearPermissions();
    await resetStorage(context, tab, lent.devtools!, storageState, running.url);
    let returned = false;
    return await sessionIn(
      context,
      viewport,
      () => {
        if (returned) return Promise.resolve();
        returned = true;
        return giveBack(lent, tab, running.url);
      },
      tab,
    );
  } catch (error) {
    kept.delete(key);
    void lent.context.then((context) => context.close()).catch(() => undefined);
    throw error;
  }
}

/** Online, with no routes: the tab can leave the console, and the next test starts unrouted. */
async function unrestrict(context: BrowserContext, tab: Page): Promise<void> {
  await context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * Empties what `context.setStorageState` empties and sets `state`'s cookies and localStorage,
 * from the resting tab itself: `setStorageState` opens a page and navigates it to the origin
 * every time, 0.6 s and 0.7 s of CPU a reset against 0.03 s here.
 */
async function resetStorage(
  context: BrowserContext,
  tab: Page,
  devtools: CDPSession,
  state: StorageState,
  baseUrl: string,
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  if (state.origins.some((saved) => saved.origin !== origin)) {
    throw new Error(`a saved sign-in names another origin than ${origin}`);
  }
  if (new URL(tab.url(), baseUrl).origin !== origin) {
    await tab.goto(`${baseUrl}${RESTING_PATH}`, { timeout: 5_000 });
  }
  await context.clearCookies();
  if (state.cookies.length) await context.addCookies(state.cookies);
  await devtools.send('Network.clearBrowserCache');
  const items = state.origins.find((saved) => saved.origin === origin)?.localStorage ?? [];
  await tab.evaluate(async (items) => {
    const workers = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(workers.map((worker) => worker.unregister()));
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise((done) => {
            if (!name) return done(undefined);
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = done;
          }),
      ),
    );
    for (const name of await caches.keys()) await caches.delete(name);
    sessionStorage.clear();
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, items);
}

/** Ends a lending: other tabs closed and the tab off the console. */
async function giveBack(lent: Kept, tab: Page, baseUrl: string): Promise<void> {
  try {
    const context = await lent.context;
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== tab)
        .map((page) => page.close()),
    );
    if (lent.changed) {
      await tab.close();
    } else {
      await unrestrict(context, tab);
      await tab.goto(`${baseUrl}${RESTING_PATH}`, { timeout: 5_000 });
    }
  } catch {
    // A tab that does not leave in time is not lent again.
    await tab.close().catch(() => undefined);
  } finally {
    lent.changed = false;
    lent.lent = false;
  }
}
