import type { CDPSession, Page } from 'playwright-core';

/**
 * Where a page that stopped answering is stuck. A tour stop's page has now and then drawn no
 * frame and answered no script for 40 s; this tells an endless loop in the console (its
 * script's stack) from a stalled renderer (no script running).
 *
 * DevTools' pause interrupts a running script, but only through a session that was attached,
 * with its debugger on, before the page got stuck: every page of a context opened with
 * `watchMainThread` gets one (the tours' contexts). Any pause but the one asked for is resumed
 * at once, so a `debugger` statement never stops a test. (Skipping pauses instead would not
 * do: the command that stops skipping waits behind the stuck script, the pause does not.)
 */
const debuggers = new WeakMap<Page, Promise<CDPSession | undefined>>();
const asking = new WeakSet<CDPSession>();

export function watchMainThread(page: Page): void {
  debuggers.set(
    page,
    (async () => {
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Debugger.paused', () => {
        if (!asking.has(cdp)) void cdp.send('Debugger.resume').catch(() => undefined);
      });
      await cdp.send('Debugger.enable');
      return cdp;
    })().catch(() => undefined),
  );
}

interface PausedFrame {
  functionName: string;
  url: string;
  location: { lineNumber: number; columnNumber?: number };
}

export async function whereStuck(page: Page): Promise<string> {
  const cdp = await debuggers.get(page);
  if (!cdp) return 'where its main thread is stuck is unknown (only the tours have a debugger)';
  const paused = new Promise<{ callFrames: PausedFrame[] }>((resolve) =>
    cdp.once('Debugger.paused', resolve),
  );
  asking.add(cdp);
  void cdp.send('Debugger.pause').catch(() => undefined);
  const event = await Promise.race([
    paused,
    new Promise<undefined>((resolve) => setTimeout(resolve, 5_000)),
  ]);
  asking.delete(cdp);
  void cdp.send('Debugger.resume').catch(() => undefined);
  if (!event) return 'its main thread runs no script: the renderer itself stalled';
  const frames = event.callFrames
    .slice(0, 12)
    .map(
      ({ functionName, url, location }) =>
        `${functionName || '(anonymous)'} ${url}:${location.lineNumber + 1}:${(location.columnNumber ?? 0) + 1}`,
    );
  return `its main thread runs a script:\n    ${frames.join('\n    ')}`;
}
