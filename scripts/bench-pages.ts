// Every page of the route table under Lighthouse (not a test: it asserts nothing). The pages are
// the page tour's stops (tests/e2e/support/tour-stops.ts): AUTH_ROUTES signed out, APP_ROUTES
// signed in and the /pcs/{id} and /kitchen-player/{id} families, opened at real sandbox ids and,
// where a page needs one, with a kitchen chosen (?restaurantUuid=). Each run is Lighthouse 12
// (mobile preset, performance only) in a fresh copy of a signed-in profile: a cold first visit,
// as bench-lighthouse.mjs does (scripts/lighthouse-bench.mjs). Prints the medians as a table,
// worst score first; writes .lighthouse/pages.json. Beside the figures, the machine's speed
// (scripts/machine-speed.mjs): a CPU loop's time before and after, and the median of the runs'
// Lighthouse benchmarkIndex.
//
// --repeat measures a warm visit instead, as an installed console is opened most days: a first
// visit in the profile installs the service worker and saves the query cache, Chromium closes,
// and a second launch opens the page again, with Lighthouse mobile's screen and 4× CPU slowdown
// (no network slowdown: the shell comes from the worker, the data from the saved cache first).
// It times navigation → largest contentful paint (PerformanceObserver) and → the page's ready
// marker (`<html data-ready>`, tests/e2e/support/ready.ts); writes .lighthouse/pages-repeat.json.
//
// BENCH_TRACE=1 traces a cold first visit instead of running Lighthouse: a fresh copy of the
// signed-in profile, Lighthouse mobile's screen and 4× CPU slowdown, a Chromium trace from
// navigation to the ready marker, and each main-thread task over 50 ms printed with what ran in
// it and the functions and modules its script time went to (scripts/bench/trace.ts; a build
// with `--sourcemap hidden` names them by source). Writes .lighthouse/pages-trace.json.
//
// A run that has not ended within --timeout seconds is stopped and its page shown as failed.
// Exits 0 once it has measured; 1 when it cannot run (no build, no Chromium), 2 on a bad argument.
//
// Usage (build first: `npx vite build`, or E2E_DIST_DIR=<dir> for a build elsewhere):
//   npm run bench:pages                           every page, median of 3 runs
//   npm run bench:pages -- /users /pcs/monitor    those pages ($uuid or :uuid for an id)
//   npm run bench:pages -- --runs 5 --timeout 180
//   npm run bench:pages -- --repeat /users        warm visits
// LH_SAVE_REPORTS=1 keeps each run's full report in .lighthouse/.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { PERSISTED_COUNT } from '../tests/e2e/support/device-data.ts';
import { CONTROL_TOKEN } from '../tests/e2e/support/sandbox-control.ts';
import { waitForPage } from '../tests/e2e/support/ready.ts';
import { sandboxIds, tourStops, withIds, type TourStop } from '../tests/e2e/support/tour-stops.ts';
import {
  CHROMIUM,
  FLAGS,
  copyProfile,
  dist,
  medians,
  prepareSignedInProfile,
  requireBuildAndChromium,
  runLighthouse,
  startServer,
  writeResults,
  type LighthouseRun,
} from './lighthouse-bench.mjs';
import {
  describeLongTasks,
  longTasks,
  navigationStart,
  readTrace,
  startTrace,
  type LongTask,
} from './bench/trace.ts';
import {
  describeMachineSpeed,
  machineSpeed,
  measureCpuLoop,
  type MachineSpeed,
} from './machine-speed.mjs';

const USAGE = 'Usage: npm run bench:pages -- [--runs N] [--timeout SECONDS] [--repeat] [route ...]';

function options() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        timeout: { type: 'string', default: '120' },
        repeat: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
    const runs = Number(values.runs);
    const timeout = Number(values.timeout);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: not a count`);
    if (!(timeout > 0)) throw new Error(`--timeout ${values.timeout}: not a number of seconds`);
    return { runs, timeoutMs: timeout * 1000, repeat: values.repeat, routes: positionals };
  } catch (error) {
    console.error(`bench-pages: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { runs: RUNS, timeoutMs: TIMEOUT_MS, repeat: REPEAT, routes: WANTED } = options();
const TRACE = Boolean(process.env.BENCH_TRACE);

/** The stops asked for on the command line (`:uuid` as the spec writes it, or `$uuid`). */
function chosenStops(): TourStop[] {
  const stops = tourStops();
  if (!WANTED.length) return stops;
  const wanted = WANTED.map((route) => route.replace(/\/:(\w+)/g, '/$$$1').replace(/(.)\/$/, '$1'));
  const unknown = wanted.filter((route) => !stops.some((stop) => stop.route === route));
  if (unknown.length) {
    console.error(
      `bench-pages: no page ${unknown.join(', ')} in the route table. Pages:\n  ` +
        stops.map((stop) => stop.route).join('\n  '),
    );
    process.exit(2);
  }
  return stops.filter((stop) => wanted.includes(stop.route));
}

const chosen = chosenStops();
requireBuildAndChromium('bench-pages');
const speedBefore = measureCpuLoop();
console.log(describeMachineSpeed(machineSpeed({ before: speedBefore })));

const fmt = {
  int: (n: number | null) => (n === null ? '–' : Math.round(n).toLocaleString('en-US')),
  s: (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`),
  ms: (ms: number | null) => (ms === null ? '–' : `${Math.round(ms).toLocaleString('en-US')} ms`),
  cls: (n: number | null) => (n === null ? '–' : n.toFixed(3)),
  kib: (bytes: number | null) => (bytes === null ? '–' : fmt.int(bytes / 1024)),
};

/** A run: where it ended, and its figures. */
type MeasuredRun<K extends string> = { finalUrl: string } & Record<K, number | null>;

/** A page's runs, with their medians, or why none was measured. */
interface PageResult<Run> {
  route: string;
  path: string;
  landing: string;
  signedIn: boolean;
  runs: Run[];
  medians: Record<string, number | null> | null;
  /** Where the runs ended when it was not the page's landing (e.g. signed out to /login). */
  endedOn: string | null;
  failed: string | null;
}

/**
 * Runs `measure` RUNS times on `stop`. A run that fails (timed out, Lighthouse's own error)
 * ends the page's runs: a page that never settles would cost the timeout on every run.
 */
async function measurePage<K extends string, Run extends MeasuredRun<K>>(
  stop: TourStop,
  keys: readonly K[],
  measure: () => Promise<Run>,
  describe: (run: Run) => string,
): Promise<PageResult<Run>> {
  const runs: Run[] = [];
  let failed: string | null = null;
  for (let i = 1; i <= RUNS; i++) {
    try {
      const run = await measure();
      runs.push(run);
      console.log(`${stop.route} run ${i}/${RUNS}: ${describe(run)}`);
    } catch (error) {
      failed = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      console.log(`${stop.route} run ${i}/${RUNS}: failed (${failed})`);
      break;
    }
  }
  const ended = runs.map((run) => new URL(run.finalUrl).pathname).find((p) => p !== stop.landing);
  return {
    route: stop.route,
    path: stop.path,
    landing: stop.landing,
    signedIn: stop.signedIn,
    runs,
    medians: runs.length ? medians(runs, keys) : null,
    endedOn: ended ?? null,
    failed: runs.length ? null : failed,
  };
}

/** The page column: the route, where it lands when that is elsewhere, and what went wrong. */
function pageCell(page: PageResult<unknown>): string {
  const landing = page.landing !== page.path.split('?')[0] ? ` → ${page.landing}` : '';
  const ended = page.endedOn ? ` (ended on ${page.endedOn})` : '';
  const partly =
    !page.failed && page.runs.length < RUNS ? ` (${page.runs.length}/${RUNS} runs)` : '';
  return `${page.route}${landing}${ended}${partly}`;
}

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

// ---- cold first visits: Lighthouse -------------------------------------------------------

const LIGHTHOUSE_KEYS = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'bytes',
  'benchmarkIndex',
] as const;

function coldRun(url: string, profile: string | null) {
  return () => runLighthouse(url, profile, { timeoutMs: TIMEOUT_MS });
}

function describeCold(run: LighthouseRun): string {
  return (
    `score ${fmt.int(run.score)}  LCP ${fmt.s(run.lcp)}  TBT ${fmt.ms(run.tbt)}  ` +
    `CLS ${fmt.cls(run.cls)}  ${fmt.kib(run.bytes)} KiB  benchmarkIndex ${fmt.int(run.benchmarkIndex)}`
  );
}

function printCold(pages: PageResult<LighthouseRun>[], speed: MachineSpeed): void {
  const score = (page: PageResult<LighthouseRun>) => page.medians?.score ?? -1;
  const sorted = [...pages].sort((a, b) => score(a) - score(b));
  console.log(
    `\nLighthouse 12.8.2 mobile, performance, cold first visit, median of ${RUNS} run(s)`,
  );
  console.log(describeMachineSpeed(speed));
  printTable(
    ['page', 'score', 'LCP', 'TBT', 'CLS', 'KiB', 'benchmarkIndex'],
    sorted.map((page) => {
      const m = page.medians;
      if (!m) return [pageCell(page), `failed: ${page.failed}`, '', '', '', '', ''];
      return [
        pageCell(page),
        fmt.int(m.score!),
        fmt.s(m.lcp!),
        fmt.ms(m.tbt!),
        fmt.cls(m.cls!),
        fmt.kib(m.bytes!),
        fmt.int(m.benchmarkIndex!),
      ];
    }),
  );
}

// ---- warm repeat visits ------------------------------------------------------------------

/** Lighthouse mobile's screen (a Moto G Power) and CPU slowdown, for the warm visits. */
const SCREEN = screenEmulationMetrics.mobile;
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * From the document's start: when `<html data-ready>` first names the current location
 * (src/lib/busy-signal), the contentful paints and the long tasks, in `globalThis.__kcWarm`.
 */
const WARM_SCRIPT = `(() => {
  const warm = (globalThis.__kcWarm = { ready: null, fcp: null, lcp: null, longTasks: [] });
  const check = () => {
    const ready = document.documentElement?.dataset.ready;
    if (warm.ready === null && ready === location.pathname + location.search)
      warm.ready = performance.now();
  };
  // Run before the document has its root element: the attribute is watched from the document.
  new MutationObserver(check).observe(document, {
    attributes: true,
    attributeFilter: ['data-ready'],
    subtree: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) warm.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') warm.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      warm.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
})();`;

interface WarmRun {
  finalUrl: string;
  /** Navigation start → the page's ready marker. */
  ready: number | null;
  fcp: number | null;
  lcp: number | null;
  /** Long tasks up to ready, and their time beyond 50 ms each (as TBT counts). */
  longTasks: number;
  blocking: number;
  /** Whether the service worker controlled the second visit (it should). */
  controlled: number;
  /** Queries the first visit left in the saved cache (signed-in pages). */
  savedQueries: number | null;
}

async function launch(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: SCREEN.mobile,
    hasTouch: SCREEN.mobile,
    serviceWorkers: 'allow',
    timeout: 60_000,
  });
}

/**
 * Runs `run` in a fresh copy of the profile, stopped after TIMEOUT_MS; closes the browser
 * `run` last opened (it says so through `opened`) and removes the copy.
 */
async function inProfileCopy<R>(
  profileTemplate: string | null,
  run: (dir: string, opened: (context: BrowserContext) => BrowserContext) => Promise<R>,
): Promise<R> {
  const profile = copyProfile(profileTemplate);
  let context: BrowserContext | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
  });
  const running = run(profile.dir, (opened) => (context = opened));
  // A run stopped by the timeout rejects once its browser is closed; nobody awaits it then.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
    await (context as BrowserContext | undefined)?.close().catch(() => undefined);
    profile.remove();
  }
}

/** A first visit in a fresh copy of the profile, then the measured second one. */
function warmRun(url: string, stop: TourStop, profileTemplate: string | null) {
  return inProfileCopy(profileTemplate, async (dir, opened): Promise<WarmRun> => {
    let context = opened(await launch(dir));
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}${stop.path}`);
    await waitForPage(page, stop.landing, TIMEOUT_MS);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    let savedQueries: number | null = null;
    if (stop.signedIn) {
      // Written at most once a second (src/lib/query-persistence.ts), and queries still land
      // after the ready marker (a list's rows' details): the same count twice, 1.2 s apart.
      for (let waited = 0; waited < 10_000; waited += 1_200) {
        await page.waitForTimeout(1_200);
        const count = (await page.evaluate(PERSISTED_COUNT)) as number | null;
        if (count !== null && count === savedQueries) break;
        savedQueries = count;
      }
    }
    await context.close();

    context = opened(await launch(dir));
    page = context.pages()[0] ?? (await context.newPage());
    await context.addInitScript({ content: WARM_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${stop.path}`, { waitUntil: 'commit' });
    await waitForPage(page, stop.landing, TIMEOUT_MS);
    // A paint after ready is still the page's largest one.
    await page.waitForTimeout(500);
    const warm = (await page.evaluate('globalThis.__kcWarm')) as {
      ready: number | null;
      fcp: number | null;
      lcp: number | null;
      longTasks: Array<{ start: number; duration: number }>;
    };
    const upToReady = warm.longTasks.filter((task) => task.start < (warm.ready ?? Infinity));
    return {
      finalUrl: page.url(),
      ready: warm.ready,
      fcp: warm.fcp,
      lcp: warm.lcp,
      longTasks: upToReady.length,
      blocking: upToReady.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      controlled: (await page.evaluate('navigator.serviceWorker.controller !== null')) ? 1 : 0,
      savedQueries,
    };
  });
}

const WARM_KEYS = ['ready', 'fcp', 'lcp', 'longTasks', 'blocking', 'controlled'] as const;

function describeWarm(run: WarmRun): string {
  return (
    `ready ${fmt.s(run.ready)}  LCP ${fmt.s(run.lcp)}  FCP ${fmt.s(run.fcp)}  ` +
    `long tasks ${run.longTasks} (${fmt.ms(run.blocking)} over 50 ms)` +
    (run.controlled ? '' : '  NOT controlled by the service worker') +
    (run.savedQueries === null ? '' : `  (${run.savedQueries} queries saved)`)
  );
}

function printWarm(pages: PageResult<WarmRun>[], speed: MachineSpeed): void {
  const ready = (page: PageResult<WarmRun>) => page.medians?.ready ?? Infinity;
  const sorted = [...pages].sort((a, b) => ready(b) - ready(a));
  console.log(
    `\nWarm repeat visit (service worker and saved query cache from a first visit), ` +
      `${SCREEN.width}×${SCREEN.height}, CPU ÷${CPU_SLOWDOWN}, network not slowed, median of ${RUNS} run(s)`,
  );
  console.log(describeMachineSpeed(speed));
  printTable(
    ['page', 'ready', 'LCP', 'FCP', 'long tasks', 'blocking', 'SW'],
    sorted.map((page) => {
      const m = page.medians;
      if (!m) return [pageCell(page), `failed: ${page.failed}`, '', '', '', '', ''];
      return [
        pageCell(page),
        fmt.s(m.ready!),
        fmt.s(m.lcp!),
        fmt.s(m.fcp!),
        fmt.int(m.longTasks!),
        fmt.ms(m.blocking!),
        page.runs.every((run) => run.controlled) ? 'yes' : 'no',
      ];
    }),
  );
}

// ---- traced cold visits (BENCH_TRACE=1) ---------------------------------------------------

interface TracedRun {
  finalUrl: string;
  /** Navigation start → the page's ready marker. */
  ready: number | null;
  /** Tasks over 50 ms from navigation to ready, and their time beyond 50 ms each (as TBT). */
  longTasks: number;
  blocking: number;
  tasks: LongTask[];
}

const LONG_TASK_MS = 50;

/** A cold first visit in a fresh copy of the profile, traced from navigation to ready. */
function tracedRun(url: string, stop: TourStop, profileTemplate: string | null) {
  return inProfileCopy(profileTemplate, async (dir, opened): Promise<TracedRun> => {
    const context = opened(await launch(dir));
    const page = context.pages()[0] ?? (await context.newPage());
    await context.addInitScript({ content: WARM_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await startTrace(cdp);
    const address = `${url}${stop.path}`;
    await page.goto(address, { waitUntil: 'commit' });
    await waitForPage(page, stop.landing, TIMEOUT_MS);
    const ready = (await page.evaluate('globalThis.__kcWarm.ready')) as number | null;
    const events = await readTrace(cdp);
    const start = navigationStart(events, address);
    const tasks = longTasks(events, LONG_TASK_MS, {
      from: start?.ts,
      to: start && ready !== null ? start.ts + ready * 1000 : undefined,
      thread: start,
      distDir: dist,
    });
    return {
      finalUrl: page.url(),
      ready,
      longTasks: tasks.length,
      blocking: tasks.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0),
      tasks,
    };
  });
}

const TRACED_KEYS = ['ready', 'longTasks', 'blocking'] as const;

function describeTraced(run: TracedRun): string {
  return (
    `ready ${fmt.s(run.ready)}  tasks over ${LONG_TASK_MS} ms ${run.longTasks} ` +
    `(${fmt.ms(run.blocking)} over ${LONG_TASK_MS} ms)\n` +
    describeLongTasks(run.tasks, LONG_TASK_MS)
  );
}

// ---- the run -----------------------------------------------------------------------------

// Every run copies one profile, whose refresh token would rotate at the first refresh and sign
// the next copies out: an access token that outlasts the whole run means none is refreshed.
// The control token: the pages with an id start their kitchen's rush (sandboxIds).
const server = await startServer({
  SANDBOX_ACCESS_TTL: String(12 * 60 * 60),
  SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
});
let profile: string | null = null;
try {
  const ids = chosen.some((stop) => stop.route.includes('$') || stop.kitchen)
    ? await sandboxIds(server.url)
    : {};
  const stops = chosen.map((stop) => withIds(stop, ids));
  if (stops.some((stop) => stop.signedIn)) profile = await prepareSignedInProfile(server.url);
  const started = Date.now();
  const common = {
    date: new Date().toISOString(),
    lighthouse: '12.8.2',
    preset: 'mobile',
    runs: RUNS,
    timeoutMs: TIMEOUT_MS,
    subset: WANTED.length > 0,
  };
  if (TRACE) {
    const pages: PageResult<TracedRun>[] = [];
    for (const stop of stops) {
      const template = stop.signedIn ? profile : null;
      pages.push(
        await measurePage(
          stop,
          TRACED_KEYS,
          () => tracedRun(server.url, stop, template),
          describeTraced,
        ),
      );
    }
    const speed = machineSpeed({ before: speedBefore, after: measureCpuLoop() });
    console.log(
      `\nTraced cold first visit, ${SCREEN.width}×${SCREEN.height}, CPU ÷${CPU_SLOWDOWN}, median of ${RUNS} run(s)`,
    );
    console.log(describeMachineSpeed(speed));
    printTable(
      ['page', 'ready', `tasks over ${LONG_TASK_MS} ms`, 'blocking'],
      pages.map((page) => {
        const m = page.medians;
        if (!m) return [pageCell(page), `failed: ${page.failed}`, '', ''];
        return [pageCell(page), fmt.s(m.ready!), fmt.int(m.longTasks!), fmt.ms(m.blocking!)];
      }),
    );
    writeResults('pages-trace.json', {
      ...common,
      machineSpeed: speed,
      mode: 'trace',
      cpuSlowdown: CPU_SLOWDOWN,
      screen: SCREEN,
      pages,
    });
  } else if (REPEAT) {
    const pages: PageResult<WarmRun>[] = [];
    for (const stop of stops) {
      const template = stop.signedIn ? profile : null;
      pages.push(
        await measurePage(stop, WARM_KEYS, () => warmRun(server.url, stop, template), describeWarm),
      );
    }
    const speed = machineSpeed({ before: speedBefore, after: measureCpuLoop() });
    printWarm(pages, speed);
    writeResults('pages-repeat.json', {
      ...common,
      machineSpeed: speed,
      mode: 'repeat',
      cpuSlowdown: CPU_SLOWDOWN,
      screen: SCREEN,
      pages,
    });
  } else {
    const pages: PageResult<LighthouseRun>[] = [];
    for (const stop of stops) {
      const run = coldRun(`${server.url}${stop.path}`, stop.signedIn ? profile : null);
      pages.push(await measurePage(stop, LIGHTHOUSE_KEYS, run, describeCold));
    }
    const speed = machineSpeed({
      before: speedBefore,
      after: measureCpuLoop(),
      benchmarkIndexes: pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)),
    });
    printCold(pages, speed);
    writeResults('pages.json', { ...common, machineSpeed: speed, mode: 'cold', pages });
  }
  console.log(`${stops.length} page(s) in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
} finally {
  server.close();
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}
