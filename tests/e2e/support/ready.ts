import type { Page } from 'playwright-core';
import { whereStuck } from './main-thread.ts';

/**
 * Waits until the console has settled on the page's current location: no route loading, no
 * query fetching, no mutation, no lazy part on its way (`<html data-ready>`, src/lib/busy-signal).
 * The one readiness signal of the suite: no loader polling, no fixed sleeps.
 */
export async function waitForReady(page: Page, timeout = 20_000): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.ready === `${location.pathname}${location.search}`,
      undefined,
      { timeout, polling: 50 },
    )
    .catch(async (error: unknown) => {
      const state = await answered(
        page,
        page.evaluate(() => ({
          href: `${location.pathname}${location.search}`,
          ready: document.documentElement.dataset.ready ?? null,
        })),
        'where it stood',
        5_000,
      ).then(JSON.stringify, String);
      throw new Error(
        `the console did not settle within ${timeout / 1000} s (${state}): ${String(error)}`,
      );
    });
}

/**
 * Waits until a page script that answers a promise (IndexedDB, Cache Storage, the service
 * worker) answers true; false when it has not within `timeout`. Playwright's waitForFunction
 * takes a returned promise for a truthy answer and returns at once, so it cannot do this.
 */
export async function waitForPageAnswer(
  page: Page,
  script: string | ((arg: string) => unknown),
  {
    arg = '',
    timeout = 10_000,
    polling = 100,
  }: { arg?: string; timeout?: number; polling?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const answer =
      typeof script === 'string' ? await page.evaluate(script) : await page.evaluate(script, arg);
    if (answer === true) return true;
    if (Date.now() >= deadline) return false;
    await page.waitForTimeout(polling);
  }
}

/** Waits until the path is `pathname` and the console has settled there. */
export async function waitForPage(page: Page, pathname: string, timeout = 20_000) {
  await page
    .waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' })
    .catch(() => {
      throw new Error(`expected to be on ${pathname} within ${timeout / 1000} s; at ${page.url()}`);
    });
  await waitForReady(page, timeout);
}

/**
 * A navigation inside the running app, as a link does (the router follows history.pushState):
 * no reload, so a page visit costs the page, not the whole console's start.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await answered(
    page,
    page.evaluate((to) => history.pushState(null, '', to), path),
    `going to ${path}`,
  );
}

/**
 * A page script's answer, or a clear failure after `ms`: `page.evaluate` has no time limit, and a
 * page whose main thread stays busy held a fresh-clone run's tour stop until the test's own
 * limit, which says nothing of where it stood. The failure says where the page's main thread
 * was (whereStuck).
 */
async function answered<T>(
  page: Page,
  evaluation: Promise<T>,
  what: string,
  ms = 20_000,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void whereStuck(page).then((where) =>
        reject(new Error(`the page did not answer ${what} within ${ms / 1000} s; ${where}`)),
      );
    }, ms);
  });
  try {
    return await Promise.race([evaluation, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Scrolls the page down a screen at a time and back to the top, so that the parts drawn when
 * the user scrolls near them (dashboard sections below the first screen) are drawn, then waits
 * until the console has settled again.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const scrolled = page.evaluate(async () => {
    // A frame, or 200 ms when the page draws none (a hidden page gets no animation frames).
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 200);
      });
    // The height the page had when it settled: a record list that loads its next page at the
    // end would otherwise grow ahead of the scroll until every record was loaded.
    const end = document.documentElement.scrollHeight;
    for (let y = 0; y < end; y += innerHeight) {
      scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
    scrollTo(0, 0);
  });
  await answered(page, scrolled, 'while scrolling through it', 40_000);
  await waitForReady(page);
}
