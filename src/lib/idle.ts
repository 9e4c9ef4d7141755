/*
 * Waiting for the main thread, in every engine (docs/decisions/console-and-first-screen.md,
 * "Every engine"): `requestIdleCallback` and `scheduler.yield` where the browser has them, a
 * timeout where it does not (Safari has neither; an older Firefox has no `scheduler.yield`).
 * Loaded with the signed-in frame, not the entry.
 */

/** A browser without `requestIdleCallback` waits this long instead. */
const IDLE_FALLBACK_MS = 50;
/** Where the main thread never goes idle (a page that keeps drawing), run anyway after this. */
const IDLE_LONGEST_WAIT_MS = 1000;

/** Runs `run` once the main thread is idle (or after a short timeout where that is unknown). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_LONGEST_WAIT_MS });
  else setTimeout(run, IDLE_FALLBACK_MS);
}

interface YieldingScheduler {
  yield?(): Promise<void>;
}

/**
 * Ends the current task and resolves in a later one, so input, paints and the page's own work
 * run in between: `scheduler.yield()`, which resumes ahead of other queued tasks, or a timeout.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
