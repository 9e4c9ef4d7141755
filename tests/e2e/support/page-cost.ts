import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  describeMachineSpeed,
  machineSpeed,
  measureCpuLoop,
} from '../../../scripts/machine-speed.mjs';

/**
 * `npm run bench:tour` (E2E_PAGE_COST=1): the phone tour's cheap proxy for what a phone feels on
 * each page: the main thread's busy time and long tasks from the page's load to its ready state
 * (`<html data-ready>`), under Lighthouse mobile's 4× CPU slowdown. Printed at the end of the
 * tour with the machine's speed, never asserted: the machine is shared and its timings are
 * noisy. `npm run bench:pages` measures the pages with Lighthouse.
 */
export interface PageCost {
  route: string;
  /** A full page load (`page.goto`), or a navigation inside the running console. */
  cold: boolean;
  /** Main-thread task time (DevTools `Performance.getMetrics` TaskDuration), ms. */
  busyMs: number;
  /** Tasks of 50 ms and more (PerformanceObserver 'longtask'). */
  longTasks: number;
  longestMs: number;
  /** The slowed load's wall time, ms: the measurement adds about three quarters of it. */
  loadMs: number;
}

/** Lighthouse mobile's CPU slowdown (its `throttling.mobileSlow4G.cpuSlowdownMultiplier`). */
const CPU_SLOWDOWN = 4;

/** Collects the document's long tasks from its start into `globalThis.__kcLongTasks`. */
const LONG_TASKS_SCRIPT = `(() => {
  const tasks = (globalThis.__kcLongTasks = []);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {}
})();`;

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** Every page of `context` records its long tasks (for `measuredLoad`). */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: LONG_TASKS_SCRIPT });
}

function cdpOf(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = page
      .context()
      .newCDPSession(page)
      .then(async (session) => {
        await session.send('Performance.enable');
        return session;
      });
    sessions.set(page, cdp);
  }
  return cdp;
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/**
 * Runs `load` (a navigation, up to the page's ready state) with the page's CPU slowed 4×, and
 * says what it cost the main thread. The slowdown ends with `load`, so the checks after it run
 * at full speed and keep their waits. A full load starts a new document, whose task time starts
 * at zero; a navigation inside the console counts from its start.
 */
export async function measuredLoad(
  page: Page,
  route: string,
  cold: boolean,
  load: () => Promise<void>,
): Promise<PageCost> {
  const cdp = await cdpOf(page);
  const before = cold ? 0 : await taskMs(cdp);
  if (!cold) await page.evaluate('globalThis.__kcLongTasks?.splice(0)');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const start = performance.now();
  let loadMs = 0;
  try {
    await load();
  } finally {
    loadMs = performance.now() - start;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const busyMs = (await taskMs(cdp)) - before;
  const tasks = ((await page.evaluate('globalThis.__kcLongTasks ?? []')) as number[]) ?? [];
  return {
    route,
    cold,
    busyMs,
    longTasks: tasks.length,
    longestMs: tasks.length ? Math.max(...tasks) : 0,
    loadMs,
  };
}

/** Prints the `count` pages whose load kept the main thread busiest. */
export function printSlowest(costs: readonly PageCost[], title: string, count = 10): void {
  if (!costs.length) return;
  const slowest = [...costs].sort((a, b) => b.busyMs - a.busyMs).slice(0, count);
  const width = Math.max(...slowest.map((cost) => cost.route.length), 4);
  const total = (key: 'busyMs' | 'loadMs') =>
    (costs.reduce((sum, cost) => sum + cost[key], 0) / 1000).toFixed(1);
  const lines = slowest.map(
    (cost) =>
      `  ${cost.route.padEnd(width)}  ${cost.busyMs.toFixed(0).padStart(7)}  ` +
      `${String(cost.longTasks).padStart(10)}  ${cost.longestMs.toFixed(0).padStart(10)}  ` +
      (cost.cold ? 'full load' : 'in the app'),
  );
  console.log(
    [
      `\n${title}: the ${slowest.length} busiest of ${costs.length} pages, load to ready, CPU ÷${CPU_SLOWDOWN} (printed, not checked)`,
      `  ${'page'.padEnd(width)}  ${'busy ms'.padStart(7)}  ${'long tasks'.padStart(10)}  ${'longest ms'.padStart(10)}`,
      ...lines,
      `  all ${costs.length} pages: ${total('busyMs')} s busy in ${total('loadMs')} s of slowed loads`,
      `  ${describeMachineSpeed(machineSpeed({ before: measureCpuLoop() }))}`,
      '',
    ].join('\n'),
  );
}
