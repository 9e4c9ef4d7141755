// Record-list benchmark (not a test: it asserts nothing about time; this machine is shared and
// noisy). Headless Debian chromium at 1440×900 (desktop) and 375×812 (phone: isMobile,
// hasTouch), signed in as the admin: restaurant 1001's entree-chutes history over the 9 days
// before now (≥ 10,000 records, 50 a page), scrolled through the window to its last row as a
// user reading fast would (a screen at a time, a frame apart). Prints for each screen:
//  1. the longest main-thread task while scrolling, and how many were over 50 ms ('longtask');
//  2. navigation → first rows shown, and first list answer (its Resource Timing responseEnd) →
//     first rows shown (a MutationObserver's performance.now() when a row enters the DOM);
//  3. the rows loaded in the end, the NEXT pages asked, and the scroll's total time;
// and what looked wrong on the way: rows jumping, the count line, page and console errors.
// Targets from the issue, printed beside the figures and never asserted: no main-thread task
// over 50 ms; first rows within 1 s of the answer. The machine's speed (a CPU loop's time before
// and after, scripts/machine-speed.mjs) is printed beside the figures.
// Usage: npx tsx scripts/bench-lists.ts   (npm run bench:lists). Builds nothing: it serves
// dist/, or the build BENCH_DIST_DIR names (`npx vite build --outDir <dir>`); BENCH_VIEWPORTS
// names the screens (default `desktop,phone`).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { restaurantsFromApi } from '../tests/e2e/support/app.ts';
import { apiSignIn, signInAs } from '../tests/e2e/support/auth.ts';
import { launchBrowser, openContext } from '../tests/e2e/support/browser.ts';
import { startConsoleServer } from '../tests/e2e/support/server.ts';
import { VIEWPORTS, type Viewport } from '../tests/e2e/support/viewports.ts';
import { describeMachineSpeed, machineSpeed, measureCpuLoop } from './machine-speed.mjs';

const EMAIL = 'admin@demo.kitchen';
const RESTAURANT_NUMBER = 1001;
/** About 1,263 entree-chute records a local day (sandbox/README.md): 9 days pass 10,000. */
const DAYS = 9;
const MIN_RECORDS = 10_000;
const LIST_PATH = '/entreeChutesTimerCycleHistory';
const PAGE_PATH = '/timers-cycle-history/entree-chutes';
const ROW = '[data-record-list] [data-index]';
/** Targets from the issue; printed next to the figures, never asserted. */
const TARGET_MS = { longTask: 50, answerToRows: 1000 };
/** The scroll gives up after this long in all, or after this long without a new page. */
const LIMITS = { capMs: 10 * 60_000, stallMs: 30_000 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.BENCH_DIST_DIR ?? join(root, 'dist'));
/** `BENCH_VIEWPORTS=phone` benches one screen. */
const benchedViewports = (process.env.BENCH_VIEWPORTS ?? 'desktop,phone')
  .split(',')
  .filter((name) => VIEWPORTS.some((viewport) => viewport.name === name));

/** What `observePage` keeps on the window for the bench to read. */
interface BenchWindow {
  kcBench: {
    longTasks: { start: number; duration: number }[];
    firstRowAt?: number;
  };
}

/**
 * Runs in every document before its own scripts: the buffered observer sees the tasks of the
 * page's start too, and the MutationObserver stamps the first row when React inserts it.
 */
function observePage() {
  const bench: BenchWindow['kcBench'] = { longTasks: [] };
  (window as unknown as BenchWindow).kcBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector('[data-record-list] [data-index]')) return;
    bench.firstRowAt = performance.now();
    rows.disconnect();
  });
  rows.observe(document, { childList: true, subtree: true });
}

/** When the first rows were shown, and when the first list answer had arrived. */
function firstRowTimes(listPath: string) {
  const bench = (window as unknown as BenchWindow).kcBench;
  const answer = performance
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname.endsWith(listPath)) as
    PerformanceResourceTiming | undefined;
  return { firstRowAt: bench.firstRowAt ?? NaN, answerAt: answer?.responseEnd ?? NaN };
}

interface ScrollReport {
  startedAt: number;
  endedAt: number;
  shown: number;
  total: number;
  capped: boolean;
  /** Waited `stallMs` at the bottom without a new page, the list not complete. */
  stalled: boolean;
  /** Steps where the page did not end where the scroll put it (virtualizer corrections). */
  corrections: number;
  largestCorrection: number;
  /** Steps where the row at the top of the screen had a lower index than the step before. */
  backwards: number;
  /** Frames (of `frames`) where part of the screen over the list showed no row, a spacer. */
  blanks: number;
  frames: number;
  /** Where the first gap was seen. */
  firstBlank: string;
  /** The count line said fewer rows, or another total, than it had said before. */
  countOddities: string[];
  rowsInDom: number;
}

/**
 * Scrolls the window down a screen at a time, a frame apart, as a user reading fast would. At
 * the bottom it waits for the next page (the console asks it at 99%) until the count line says
 * every record is shown and 'Load more' is gone. Runs in the page, so no round trip to the
 * bench sits between two steps.
 */
async function scrollToEnd(limits: { capMs: number; stallMs: number }): Promise<ScrollReport> {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  // Scrolls from a task of its own: scrolled inside a frame callback, the frame would be
  // painted at the new offset before the list heard of the scroll, a gap the bench made.
  const task = () => new Promise<void>((done) => setTimeout(done));
  const counts = () => {
    const line = document.querySelector('[data-record-list] + * [role="status"]');
    const match = /^([\d,]+)(?: of ([\d,]+))?/.exec(line?.textContent ?? '');
    const number = (text?: string) => (text ? Number(text.replace(/,/g, '')) : NaN);
    return { shown: number(match?.[1]), total: number(match?.[2]) };
  };
  const loadMoreShown = () =>
    [...document.querySelectorAll('[data-record-list] + * button')].some(
      (button) => button.textContent?.trim() === 'Load more',
    );
  const maxScroll = () => document.documentElement.scrollHeight - innerHeight;
  /** A point of the screen inside the rows' box that no row covers: the reader sees a gap. */
  const blankOnScreen = () => {
    const rows = document.querySelector('[data-record-list] tbody, [data-record-list] ul');
    const box = rows?.getBoundingClientRect();
    if (!box) return false;
    return [0.1, 0.5, 0.9].some((share) => {
      const y = innerHeight * share;
      if (y < box.top || y > box.bottom) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      return hit !== null && !hit.closest('[data-index]');
    });
  };
  const topRowIndex = () => {
    const rows = document.querySelectorAll<HTMLElement>('[data-record-list] [data-index]');
    const top = [...rows].find((row) => row.getBoundingClientRect().bottom > 0);
    return top ? Number(top.dataset.index) : NaN;
  };

  const report: ScrollReport = {
    startedAt: performance.now(),
    endedAt: NaN,
    ...counts(),
    capped: false,
    stalled: false,
    corrections: 0,
    largestCorrection: 0,
    backwards: 0,
    blanks: 0,
    frames: 0,
    firstBlank: '',
    countOddities: [],
    rowsInDom: 0,
  };
  const firstTotal = report.total;
  let lastTop = topRowIndex();
  let lastShown = report.shown;
  const odd = (note: string) => {
    if (!report.countOddities.includes(note)) report.countOddities.push(note);
  };
  const check = () => {
    const now = counts();
    if (now.shown < lastShown) odd(`count line fell from ${lastShown} to ${now.shown}`);
    if (now.total !== firstTotal) odd(`count line's total went from ${firstTotal} to ${now.total}`);
    if (now.shown > now.total) odd(`count line: ${now.shown} shown of ${now.total}`);
    lastShown = now.shown;
    return now;
  };
  /** After every frame: what a reader would have seen go wrong. */
  const look = () => {
    report.frames++;
    const top = topRowIndex();
    if (top < lastTop) report.backwards++;
    lastTop = top;
    if (blankOnScreen()) {
      report.blanks++;
      report.firstBlank ||= `at scrollY ${Math.round(scrollY)} of ${maxScroll()}, rows ${counts().shown}`;
    }
    check();
  };
  const done = () => {
    const now = counts();
    return now.shown === now.total && !loadMoreShown();
  };

  while (!done()) {
    if (performance.now() - report.startedAt > limits.capMs) {
      report.capped = true;
      break;
    }
    await task();
    const expected = Math.min(scrollY + innerHeight, maxScroll());
    scrollBy(0, innerHeight);
    await frame();
    const off = Math.abs(scrollY - expected);
    if (off > 1) {
      report.corrections++;
      report.largestCorrection = Math.max(report.largestCorrection, off);
    }
    look();
    if (scrollY < maxScroll() - 1) continue;
    // At the bottom: the next page is on its way (or the list is complete).
    const before = counts().shown;
    const waitStart = performance.now();
    while (counts().shown === before && !done()) {
      if (performance.now() - waitStart > limits.stallMs) break;
      await frame();
      look();
    }
    if (counts().shown === before && !done()) {
      report.stalled = true;
      break;
    }
  }
  report.endedAt = performance.now();
  Object.assign(report, check());
  report.rowsInDom = document.querySelectorAll('[data-record-list] [data-index]').length;
  return report;
}

/** The list's URL: restaurant 1001, the DAYS days before now (the end may not be after now). */
async function listUrl(baseUrl: string): Promise<string> {
  const token = await apiSignIn(baseUrl, EMAIL);
  const { restaurants } = await restaurantsFromApi(baseUrl, token);
  const restaurant = restaurants.find((candidate) => candidate.number === RESTAURANT_NUMBER);
  if (!restaurant) throw new Error(`restaurant ${RESTAURANT_NUMBER} is not in the sandbox`);
  const endDate = Date.now();
  const startDate = endDate - DAYS * 86_400_000;
  // The sandbox makes a restaurant-day on first use: ask once so that the first screen
  // measured does not pay for making nine days that the second finds made.
  const warm = await fetch(
    `${baseUrl}/api/v1${LIST_PATH}/total?restaurantUuid=${restaurant.uuid}&startTime=${startDate}&endTime=${endDate}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (!warm.ok) throw new Error(`warming ${LIST_PATH}/total answered ${warm.status}`);
  const query = new URLSearchParams({
    restaurantUuid: restaurant.uuid,
    startDate: String(startDate),
    endDate: String(endDate),
  });
  return `${baseUrl}${PAGE_PATH}?${query}`;
}

/** The count line's total once the provider's total has arrived ('50 of 11,234 records shown'). */
async function shownTotal(page: Page): Promise<number> {
  const line = page.locator('[data-record-list] + * [role="status"]');
  await line.filter({ hasText: / of [\d,]+ record/ }).waitFor({ timeout: 60_000 });
  const text = await line.innerText();
  return Number(/ of ([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}

interface ViewportResult {
  viewport: Viewport['name'];
  total: number;
  navigationToRows: number;
  answerToRows: number;
  scroll: ScrollReport;
  longTasks: { start: number; duration: number }[];
  nextPages: number;
  repeatedCursors: number;
  problems: string[];
}

async function benchViewport(
  browser: Browser,
  viewport: Viewport,
  baseUrl: string,
  url: string,
): Promise<ViewportResult> {
  const session = await openContext(browser, viewport);
  try {
    const { page, context } = session;
    await context.addInitScript(observePage);
    const problems = session.errors; // pageerror lines, with the console's errors added
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    const cursors: string[] = [];
    page.on('response', (response) => {
      const asked = new URL(response.url());
      if (!asked.pathname.endsWith(LIST_PATH)) return;
      if (asked.searchParams.get('cursorDirection') === 'NEXT') {
        cursors.push(asked.searchParams.get('cursor') ?? '');
      }
      if (response.status() !== 200) problems.push(`${response.status()} from ${asked.search}`);
    });

    await signInAs(page, baseUrl, EMAIL);
    await page.waitForURL((at) => at.pathname !== '/login', { timeout: 30_000 });
    await page.goto(url);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    const total = await shownTotal(page);
    if (total < MIN_RECORDS) problems.push(`only ${total} records (wanted ≥ ${MIN_RECORDS})`);
    const times = await page.evaluate(firstRowTimes, LIST_PATH);
    const scroll = await page.evaluate(scrollToEnd, LIMITS);
    const { longTasks } = await page.evaluate(() => (window as unknown as BenchWindow).kcBench);
    const during = (start: number) => start >= scroll.startedAt && start <= scroll.endedAt;
    return {
      viewport: viewport.name,
      total,
      navigationToRows: times.firstRowAt,
      answerToRows: times.firstRowAt - times.answerAt,
      scroll,
      longTasks: longTasks.filter((task) => during(task.start)),
      nextPages: cursors.length,
      repeatedCursors: cursors.length - new Set(cursors).size,
      problems,
    };
  } finally {
    await session.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function printResult(result: ViewportResult, viewport: Viewport): void {
  const { scroll, longTasks } = result;
  const longest = Math.max(0, ...longTasks.map((task) => task.duration));
  const { width, height } = viewport.viewport;
  console.log(`\n${result.viewport} (${width}×${height}), ${result.total} records:`);
  console.log(
    `  longest main-thread task while scrolling: ${ms(longest)} (target ≤ ${TARGET_MS.longTask} ms); tasks over 50 ms: ${longTasks.length}`,
  );
  console.log(
    `  first rows shown: ${ms(result.navigationToRows)} after navigation start, ${ms(result.answerToRows)} after the first list answer (target ≤ ${TARGET_MS.answerToRows} ms)`,
  );
  const seconds = ((scroll.endedAt - scroll.startedAt) / 1000).toFixed(1);
  const cut = scroll.capped
    ? ` (CAPPED at ${LIMITS.capMs / 60_000} min)`
    : scroll.stalled
      ? ` (STALLED: no new page within ${LIMITS.stallMs / 1000} s at the bottom)`
      : '';
  console.log(
    `  rows loaded: ${scroll.shown} of ${scroll.total}; NEXT pages asked: ${result.nextPages}; scroll time: ${seconds} s${cut}`,
  );
  console.log(
    `  while scrolling: ${scroll.rowsInDom} rows in the DOM at the end; scroll corrections ${scroll.corrections} (largest ${Math.round(scroll.largestCorrection)} px); top row went back ${scroll.backwards}×; frames with a gap instead of rows ${scroll.blanks} of ${scroll.frames}${scroll.firstBlank && ` (first ${scroll.firstBlank})`}; repeated NEXT cursors ${result.repeatedCursors}`,
  );
  const notes = [...new Set([...scroll.countOddities, ...result.problems])];
  console.log(notes.length ? `  problems:\n    ${notes.join('\n    ')}` : '  problems: none seen');
}

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(
    `bench-lists: ${distDir}/index.html is missing; run \`npx vite build\` first (or set BENCH_DIST_DIR to a build).`,
  );
  process.exit(1);
}

const speedBefore = measureCpuLoop();
const server = await startConsoleServer({
  distDir,
  logName: 'bench-lists-sandbox.log',
  monitoring: false,
});
const browser = await launchBrowser();
try {
  const url = await listUrl(server.url);
  console.log(`Record list benchmark: ${url.replace(server.url, '')}`);
  console.log(describeMachineSpeed(machineSpeed({ before: speedBefore })));
  for (const name of benchedViewports) {
    const viewport = VIEWPORTS.find((candidate) => candidate.name === name)!;
    printResult(await benchViewport(browser, viewport, server.url, url), viewport);
  }
  console.log(
    `\n${describeMachineSpeed(machineSpeed({ before: speedBefore, after: measureCpuLoop() }))}`,
  );
} finally {
  await browser.close();
  await server.close();
}
