/**
 * The suite's limits, in one place. A test waits for a state (an element, a request seen, a
 * URL); its limit only ends a wait that would otherwise hang. A wait ends the moment its state
 * shows, so an idle machine pays nothing for a long limit, and a loaded or one-core machine
 * (`taskset -c 0`) is not failed for being slow: the 1–15 s limits the files set for themselves
 * were time budgets, and a busy machine missed them with nothing wrong.
 *
 * `tests/unit/wait-limits.test.ts` holds the files to this: no file sets its own limit, except
 * where the limit is what the test asserts (marked `// asserts a window:` on the line).
 */

/** The longest wait for one state: Testing Library's `findBy`/`waitFor`, `expect.poll`, `vi.waitFor`. */
export const STATE_WAIT_MS = 45_000;

/** One test's or hook's limit (`vitest.config.ts`): above several waits in a row. */
export const TEST_HANG_MS = 120_000;

/**
 * For `vi.waitFor`, whose own limit is one second and cannot be set for the suite: Testing
 * Library's (setup-dom.ts) and `expect.poll`'s (vitest.config.ts) are.
 */
export const STATE_WAIT = { timeout: STATE_WAIT_MS };
