/**
 * Polls `ready` every 100 ms until it answers true; fails saying `what` after `timeoutMs`. For a
 * state outside any page (a server's, a driver's), which no page wait can see.
 */
export async function until(
  what: string,
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
