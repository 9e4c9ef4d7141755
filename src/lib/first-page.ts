/**
 * "The first page is on screen": its queries have answered and the main thread is idle. What
 * the first screen does not show (the service worker, the notification channel and the bell's
 * count) waits for it, so on a slow phone it does not compete with the page's code and data for
 * the network and the main thread (docs/decisions/console-and-first-screen.md, "The first screen").
 *
 * `awaitFirstPage` (the console's start) begins the wait; the signed-in frame's
 * `watchFirstPage` (first-page-watch.ts, loaded with the frame) watches the queries once the first page's effects have started them. A page
 * without the frame (sign-in) lets the rest start after FIRST_PAGE_LONGEST_WAIT_MS. Without
 * `awaitFirstPage` (a component on its own, in a test) nothing waits.
 */
let state: 'idle' | 'waiting' | 'shown' = 'idle';
let settle: () => void = () => undefined;
let shown: Promise<void> = Promise.resolve();

/** A page that keeps asking (a live monitor's polling) lets the rest start after this long. */
export const FIRST_PAGE_LONGEST_WAIT_MS = 4000;

export function awaitFirstPage(): Promise<void> {
  state = 'waiting';
  shown = new Promise((resolve) => {
    const cap = setTimeout(() => settle(), FIRST_PAGE_LONGEST_WAIT_MS);
    settle = () => {
      clearTimeout(cap);
      state = 'shown';
      resolve();
    };
  });
  return shown;
}

/** Resolves once what waits for the first page may start (at once when nothing waits). */
export function afterFirstPage(): Promise<void> {
  return shown;
}

export function isFirstPageShown(): boolean {
  return state !== 'waiting';
}

/** Ends the wait: what waits for the first page starts now. */
export function settleFirstPage(): void {
  settle();
}
