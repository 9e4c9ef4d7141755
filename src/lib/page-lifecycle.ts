/*
 * Whether this page is on its way out: a navigation to another document has begun
 * (`beforeunload`) or the page has been hidden for good or for the back-forward cache
 * (`pagehide`). What a leaving page does must not outlive it or undo the navigation:
 * - Firefox aborts the page's requests still under way as the next document starts loading, a
 *   route's code among them; a reload then (for a chunk that seemed gone after a deploy) would
 *   cancel the navigation the user asked for (service-worker.ts).
 * - WebKit suspends an unfinished IndexedDB transaction with a page it keeps in its back-forward
 *   cache, and the store stays locked for every other page (idb-store.ts).
 */

/** A navigation that began but left the page in place (a download, a refused prompt). */
const STAYED_AFTER_MS = 3000;

/** The page's global scope; null in the service worker, which has no page. */
const page: EventTarget | null = 'document' in globalThis ? globalThis : null;

let leaving = false;
let stayed: ReturnType<typeof setTimeout> | undefined;

export function isPageLeaving(): boolean {
  return leaving;
}

/** Calls `listener` when the page is hidden as it leaves (unloaded or kept in the cache). */
export function onPageHidden(listener: () => void): void {
  page?.addEventListener('pagehide', listener);
}

/** Whether `reason` is a module script the browser did not deliver (Chromium's, Firefox's, WebKit's words). */
function isModuleLoadFailure(reason: unknown): boolean {
  return (
    reason instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(reason.message)
  );
}

if (page) {
  // Firefox rejects the imports still under way in a page the user has left, through the
  // service worker: the browser cut them, and the page has nothing to report of them.
  page.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (leaving && isModuleLoadFailure(reason)) event.preventDefault();
  });
  page.addEventListener('beforeunload', () => {
    leaving = true;
    clearTimeout(stayed);
    stayed = setTimeout(() => (leaving = false), STAYED_AFTER_MS);
  });
  page.addEventListener('pagehide', () => {
    clearTimeout(stayed);
    leaving = true;
  });
  // Back from the back-forward cache.
  page.addEventListener('pageshow', () => {
    leaving = false;
  });
}
